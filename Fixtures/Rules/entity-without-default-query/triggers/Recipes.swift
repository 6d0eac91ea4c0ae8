import AppIntents
import Foundation

struct RecipeEntity: AppEntity {  // expected: 4:8: error: 'RecipeEntity' declares no 'defaultQuery', so the system cannot find or resolve its values; add 'static let defaultQuery = RecipeQuery()' naming a type that conforms to EntityQuery [entity-without-default-query]
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"

  var id: UUID
  var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct IngredientEntity: AppEntity, Codable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ingredient"
  static let defaultQuery = IngredientStore()  // expected: 14:29: error: The defaultQuery of 'IngredientEntity' constructs 'IngredientStore', which is not an EntityQuery; make 'IngredientStore' conform to EntityQuery or construct the entity's query type [entity-without-default-query]

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

// A data store, not an EntityQuery.
struct IngredientStore {
  func all() -> [IngredientEntity] { [] }
}

protocol KitchenEntity: AppEntity where ID == UUID {}

struct UtensilEntity: KitchenEntity {  // expected: 27:8: error: 'UtensilEntity' declares no 'defaultQuery', so the system cannot find or resolve its values; add 'static let defaultQuery = UtensilQuery()' naming a type that conforms to EntityQuery [entity-without-default-query]
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Utensil"

  var id: UUID
  var displayRepresentation: DisplayRepresentation { "Utensil" }
}
