import AppIntents

struct NewNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "New Note"
  func perform() async throws -> some IntentResult { .result() }
}

struct SearchNotesIntent: AppIntent {
  static let title: LocalizedStringResource = "Search Notes"
  func perform() async throws -> some IntentResult { .result() }
}

struct PinNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Pin Note"
  func perform() async throws -> some IntentResult { .result() }
}

struct NotesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: NewNoteIntent(), phrases: ["New note in \(.applicationName)"], shortTitle: "",  // expected: 21:90: warning: 'shortTitle' is empty: Shortcuts and Spotlight show the App Shortcut under this title; write a few words such as 'Order Coffee' [empty-short-title]
      systemImageName: "square.and.pencil")
    AppShortcut(
      intent: SearchNotesIntent(), phrases: ["Search \(.applicationName)"], shortTitle: "   ",  // expected: 24:89: warning: 'shortTitle' is only whitespace: Shortcuts and Spotlight show the App Shortcut under this title; write a few words such as 'Order Coffee' [empty-short-title]
      systemImageName: "magnifyingglass")
    AppShortcut(
      intent: PinNoteIntent(), phrases: ["Pin a note in \(.applicationName)"],
      shortTitle: LocalizedStringResource(""), systemImageName: "pin")  // expected: 28:43: warning: 'shortTitle' is empty: Shortcuts and Spotlight show the App Shortcut under this title; write a few words such as 'Order Coffee' [empty-short-title]
  }
}
