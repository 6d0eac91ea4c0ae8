import AppIntents
import Foundation

struct GroceryItem: Identifiable {
  var id: UUID
  var name: String
}

struct ItemEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
  static let defaultQuery = ItemQuery()
  var id: UUID
  var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct ItemQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [ItemEntity] { [] }
  func suggestedEntities() async throws -> [ItemEntity] { [] }
}

// Returns the model type instead of the entity.
struct RecentItemQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [GroceryItem] { [] }  // expected: 24:59: error: The query 'RecentItemQuery' finds 'GroceryItem', which is not an AppEntity; return the AppEntity type from the query, or make 'GroceryItem' conform to AppEntity [query-entity-not-entity]
}

struct StoreEntity: AppEntity {  // expected: 27:8: error: 'StoreEntity' declares no 'defaultQuery', so the system cannot find or resolve its values; add 'static let defaultQuery = StoreQuery()' naming a type that conforms to EntityQuery [entity-without-default-query]
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: storeName())  // expected: 28:74: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the 'name:' of the type display representation of 'StoreEntity' is a function call ('storeName(...)'); write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]
  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
  static func storeName() -> LocalizedStringResource { "Store" }
}

enum Aisle: String, AppEnum {
  case produce, dairy, bakery
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Aisle"
  static let caseDisplayRepresentations: [Aisle: DisplayRepresentation] = [  // expected: 37:75: error: Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive: add the missing case '.bakery' [case-display-representations-not-exhaustive]
    .produce: "Produce",
    .dairy: "Dairy",
  ]
}
