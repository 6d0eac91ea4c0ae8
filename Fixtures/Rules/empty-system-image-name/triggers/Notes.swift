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
      intent: NewNoteIntent(), phrases: ["New note in \(.applicationName)"], shortTitle: "New",
      systemImageName: "")  // expected: 22:24: warning: 'systemImageName' is empty: the App Shortcut's tile shows no symbol; name an SF Symbol such as 'cup.and.saucer' [empty-system-image-name]
    AppShortcut(
      intent: SearchNotesIntent(), phrases: ["Search \(.applicationName)"], shortTitle: "Search",
      systemImageName: "magnifyingglass")
    if #available(iOS 18.0, *) {
      AppShortcut(
        intent: SearchNotesIntent(), phrases: ["Find a note in \(.applicationName)"], shortTitle: "Find",
        systemImageName: "")  // expected: 29:26: warning: 'systemImageName' is empty: the App Shortcut's tile shows no symbol; name an SF Symbol such as 'cup.and.saucer' [empty-system-image-name]
    }
    AppShortcut(
      intent: PinNoteIntent(), phrases: ["Pin a note in \(.applicationName)"],
      shortTitle: "Pin", systemImageName: " ")  // expected: 33:43: warning: 'systemImageName' is only whitespace: the App Shortcut's tile shows no symbol; name an SF Symbol such as 'cup.and.saucer' [empty-system-image-name]
  }
}
