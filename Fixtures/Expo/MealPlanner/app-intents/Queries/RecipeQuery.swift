import AppIntents
internal import ExpoAppIntents

/// Finds recipes in the catalog the app last published from JavaScript.
struct RecipeQuery: EntityStringQuery {
  func entities(for identifiers: [RecipeEntity.ID]) async throws -> [RecipeEntity] {
    await AppIntentEntityStore.shared.entities(ofKind: "recipe", matching: identifiers).map {
      RecipeEntity(id: $0.id, name: $0.title)
    }
  }

  func entities(matching string: String) async throws -> [RecipeEntity] {
    try await suggestedEntities().filter { $0.name.localizedCaseInsensitiveContains(string) }
  }

  func suggestedEntities() async throws -> [RecipeEntity] {
    await AppIntentEntityStore.shared.entities(ofKind: "recipe").map { RecipeEntity(id: $0.id, name: $0.title) }
  }
}
