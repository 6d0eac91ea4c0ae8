import AppIntents

struct BookEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = BookQuery()
  var id: String
  var title: String
  var displayRepresentation: DisplayRepresentation { "\(title)" }
}

struct BookQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [BookEntity] { [] }
  func entities(matching string: String) async throws -> [BookEntity] { [] }
}

struct OpenBookIntent: AppIntent {
  static let title: LocalizedStringResource = "Open Book"
  static let openAppWhenRun = true

  @Parameter(title: "Book")
  var `book`: BookEntity

  func perform() async throws -> some IntentResult { .result() }
}

struct ContinueReadingIntent: AppIntent {
  static let title: LocalizedStringResource = "Continue Reading"
  #if os(iOS)
  @Parameter(title: "Book")
  var book: BookEntity?
  #endif
  func perform() async throws -> some IntentResult { .result() }
}

struct LibraryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenBookIntent(),
      phrases: ["Open \(\.$book) in \(.applicationName)", "Read \(\.$book) in \(.applicationName)"],
      shortTitle: "Open Book", systemImageName: "book")
    AppShortcut(
      intent: ContinueReadingIntent(),
      phrases: ["Continue \(\.$book) in \(.applicationName)", "Keep reading in \(.applicationName)"],
      shortTitle: "Continue", systemImageName: "book.pages")
    // The intent is not in the scanned sources: its parameters are unknown, so nothing is said.
    AppShortcut(
      intent: ShelveBookIntent(), phrases: ["Shelve \(\.$book) in \(.applicationName)"], shortTitle: "Shelve",
      systemImageName: "books.vertical")
  }
}
