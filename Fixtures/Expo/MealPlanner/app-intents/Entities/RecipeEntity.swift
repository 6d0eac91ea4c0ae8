import AppIntents

/// A recipe the JavaScript side publishes with `setEntityCatalogAsync('recipe', ...)`.
struct RecipeEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
  static let defaultQuery = RecipeQuery()

  let id: String
  let name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }
}
