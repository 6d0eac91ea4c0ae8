import AppIntents
import Foundation

struct RecipeEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
  static var defaultQuery: RecipeQuery { RecipeQuery() }

  var id: UUID
  var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct RecipeQuery: EntityStringQuery {
  func entities(for identifiers: [UUID]) async throws -> [RecipeEntity] { [] }
  func entities(matching string: String) async throws -> [RecipeEntity] { [] }
}

// The query is declared in an extension in another part of the module.
struct IngredientEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ingredient"

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

extension IngredientEntity {
  static let defaultQuery = Query()

  struct Query: EnumerableEntityQuery {
    func allEntities() async throws -> [IngredientEntity] { [] }
    func entities(for identifiers: [String]) async throws -> [IngredientEntity] { [] }
  }
}

// A module protocol supplies the query.
protocol KitchenEntity: AppEntity where ID == UUID, DefaultQuery == KitchenQuery<Self> {}

extension KitchenEntity {
  static var defaultQuery: KitchenQuery<Self> { KitchenQuery() }
}

struct KitchenQuery<Entity: KitchenEntity>: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [Entity] { [] }
}

struct UtensilEntity: KitchenEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Utensil"

  var id: UUID
  var displayRepresentation: DisplayRepresentation { "Utensil" }
}

// Transient entities need no query.
struct NutritionSummary: TransientAppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Nutrition"

  @Property(title: "Calories") var calories: Int
  var displayRepresentation: DisplayRepresentation { "\(calories) kcal" }

  init() { calories = 0 }
}

// A protocol from another module may supply the query: not judged.
struct PantryItemEntity: AppEntity, SharedKitEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pantry Item"

  var id: UUID
  var displayRepresentation: DisplayRepresentation { "Item" }
}

// A query from another module.
struct ShoppingListEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shopping List"
  static let defaultQuery = SharedKit.ListQuery<ShoppingListEntity>()

  var id: UUID
  var displayRepresentation: DisplayRepresentation { "List" }
}

// A subclass inherits the query from its superclass.
class MealEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Meal"
  static let defaultQuery = MealQuery()

  var id = UUID()
  var displayRepresentation: DisplayRepresentation { "Meal" }
}

final class BreakfastEntity: MealEntity, IndexedEntity {}

struct MealQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [MealEntity] { [] }
}
