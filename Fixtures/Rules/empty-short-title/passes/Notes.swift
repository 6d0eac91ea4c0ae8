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
      intent: NewNoteIntent(), phrases: ["New note in \(.applicationName)"], shortTitle: "New Note",
      systemImageName: "square.and.pencil")
    AppShortcut(
      intent: SearchNotesIntent(), phrases: ["Search \(.applicationName)"],
      shortTitle: LocalizedStringResource("Search", comment: "Short title of the search shortcut"),
      systemImageName: "magnifyingglass")
    // Not a literal: not judged.
    AppShortcut(
      intent: PinNoteIntent(), phrases: ["Pin a note in \(.applicationName)"], shortTitle: PinNoteIntent.title,
      systemImageName: "pin")
  }
}
