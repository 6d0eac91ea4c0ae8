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
  var book: BookEntity

  func perform() async throws -> some IntentResult { .result() }
}

struct ContinueReadingIntent: AppIntent {
  static let title: LocalizedStringResource = "Continue Reading"
  func perform() async throws -> some IntentResult { .result() }
}

struct LibraryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenBookIntent(),
      phrases: [
        "Open \(\.$book) in \(.applicationName)",
        "Read \(\.$title) in \(.applicationName)",  // expected: 37:17: error: The phrase interpolates '\.$title', but 'OpenBookIntent' has no parameter 'title' (its parameters: 'book') [phrase-unknown-parameter]
      ],
      shortTitle: "Open Book", systemImageName: "book")
    AppShortcut(
      intent: ContinueReadingIntent(),
      phrases: ["Continue \(\.$book) in \(.applicationName)", "Keep reading in \(.applicationName)"],  // expected: 42:29: error: The phrase interpolates '\.$book', but 'ContinueReadingIntent' has no parameter 'book' (it declares no parameters) [phrase-unknown-parameter]
      shortTitle: "Continue", systemImageName: "book.pages")
  }
}
