import AppIntents
import Foundation

extension TypeDisplayRepresentation {
  static func named(_ name: LocalizedStringResource) -> TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: name)
  }
}

enum DisplayNames {
  static let book = TypeDisplayRepresentation(name: "Book", numericFormat: "\(placeholder: .int) books")
}

struct BookEntity: AppEntity {
  static let typeDisplayRepresentation = DisplayNames.book  // expected: 15:42: error: 'TypeDisplayRepresentation' must be initialized with a call to its initializer: the typeDisplayRepresentation of 'BookEntity' is a reference to another constant ('DisplayNames.book'); write TypeDisplayRepresentation(name: "...") or a string literal instead [non-constant-type-display-representation]
  static let defaultQuery = BookQuery()

  var id: UUID
  var title: String
  var displayRepresentation: DisplayRepresentation { "\(title)" }
}

struct AuthorEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { .named("Author") }  // expected: 24:69: error: 'TypeDisplayRepresentation' must be initialized with a call to its initializer: the typeDisplayRepresentation of 'AuthorEntity' is a static function call ('named(...)'); write TypeDisplayRepresentation(name: "...") or a string literal instead [non-constant-type-display-representation]
  static let defaultQuery = AuthorQuery()

  var id: UUID
  var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct ShelfEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation {  // expected: 33:67: error: 'TypeDisplayRepresentation' must be initialized with a call to its initializer: the typeDisplayRepresentation of 'ShelfEntity' is a computed getter whose first statement is not a 'return'; write TypeDisplayRepresentation(name: "...") or a string literal instead [non-constant-type-display-representation]
    let name: LocalizedStringResource = "Shelf"
    return TypeDisplayRepresentation(name: name)
  }
  static let defaultQuery = ShelfQuery()

  var id: UUID
  var displayRepresentation: DisplayRepresentation { "Shelf" }
}

func genreRepresentation() -> TypeDisplayRepresentation { "Genre" }

enum Genre: String, AppEnum {
  case fiction, poetry

  static let typeDisplayRepresentation = genreRepresentation()  // expected: 48:42: error: 'TypeDisplayRepresentation' must be initialized with a call to its initializer: the typeDisplayRepresentation of 'Genre' is a function call ('genreRepresentation(...)'); write TypeDisplayRepresentation(name: "...") or a string literal instead [non-constant-type-display-representation]
  static let caseDisplayRepresentations: [Genre: DisplayRepresentation] = [.fiction: "Fiction", .poetry: "Poetry"]
}

struct BookQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
}

struct AuthorQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [AuthorEntity] { [] }
}

struct ShelfQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [ShelfEntity] { [] }
}
