import AppIntents

struct NewNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "New Note"
  func perform() async throws -> some IntentResult { .result() }
}

struct SearchNotesIntent: AppIntent {
  static let title: LocalizedStringResource = "Search Notes"
  func perform() async throws -> some IntentResult { .result() }
}

enum Symbols {
  static let search = "magnifyingglass"
}

struct NotesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: NewNoteIntent(), phrases: ["New note in \(.applicationName)"], shortTitle: "New Note",
      systemImageName: "square.and.pencil")
    // Not a literal: not judged.
    AppShortcut(
      intent: SearchNotesIntent(), phrases: ["Search \(.applicationName)"], shortTitle: "Search",
      systemImageName: Symbols.search)
  }
}
