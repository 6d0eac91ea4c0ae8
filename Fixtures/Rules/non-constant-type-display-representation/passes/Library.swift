import AppIntents
import Foundation

struct BookEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Book", numericFormat: "\(placeholder: .int) books")
  static let defaultQuery = BookQuery()

  var id: UUID
  var title: String
  var displayRepresentation: DisplayRepresentation { "\(title)" }
}

struct AuthorEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { .init(name: "Author") }
  static let defaultQuery = AuthorQuery()

  var id: UUID
  var name: String
  // An instance display representation is built at run time: not this rule's business.
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct ShelfEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    return "Shelf"
  }
  static let defaultQuery = ShelfQuery()

  var id: UUID
  var displayRepresentation: DisplayRepresentation { "Shelf" }
}

enum Genre: String, AppEnum {
  case fiction, poetry

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"
  static let caseDisplayRepresentations: [Genre: DisplayRepresentation] = [.fiction: "Fiction", .poetry: "Poetry"]
}

enum Format: String, AppEnum {
  case hardcover, paperback

  static let typeDisplayRepresentation = TypeDisplayRepresentation(stringLiteral: "Format")
  static let caseDisplayRepresentations: [Format: DisplayRepresentation] = [
    .hardcover: "Hardcover", .paperback: "Paperback",
  ]
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
