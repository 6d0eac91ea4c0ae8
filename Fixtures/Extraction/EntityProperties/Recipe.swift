import AppIntents
import Foundation

struct RecipeEntity: AppEntity, IndexedEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Recipe",
        numericFormat: "\(placeholder: .int) recipes"
    )

    static var defaultQuery = RecipeQuery()

    var id: UUID

    @Property(title: "Name")
    var name: String

    @Property(title: "Servings")
    var servings: Int

    @Property(title: LocalizedStringResource("Cooking Time", comment: "minutes"))
    var cookingMinutes: Double?

    @Property(title: "Ingredients")
    var ingredients: [String]

    @Property(title: "Vegetarian")
    var isVegetarian: Bool = false

    @Property(title: "Added")
    var addedOn: Date

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "Serves \(servings)",
            image: .init(systemName: "fork.knife")
        )
    }

    init(id: UUID, name: String, servings: Int, ingredients: [String], addedOn: Date) {
        self.id = id
        self.name = name
        self.servings = servings
        self.ingredients = ingredients
        self.addedOn = addedOn
    }
}

struct RecipeQuery: EntityQuery {
    func entities(for identifiers: [RecipeEntity.ID]) async throws -> [RecipeEntity] { [] }
    func suggestedEntities() async throws -> [RecipeEntity] { [] }
}
