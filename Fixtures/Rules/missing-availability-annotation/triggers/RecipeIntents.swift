import AppIntents
import SwiftUI

struct OpenRecipeIntent: AppIntent {  // expected: 4:8: error: 'OpenRecipeIntent' uses AppIntent, which needs iOS 16.0, but the deployment target is iOS 15.0 and neither 'OpenRecipeIntent' nor an enclosing type is marked available for iOS; add '@available(iOS 16.0, *)' to 'OpenRecipeIntent' or an enclosing type [missing-availability-annotation]
  static let title: LocalizedStringResource = "Open Recipe"
  static let openAppWhenRun: Bool = true

  @Parameter(title: "Recipe")
  var recipe: RecipeEntity

  func perform() async throws -> some IntentResult { .result() }
}

// Annotated, but for a version App Intents does not exist on.
@available(iOS 15.0, *)
struct RecipeEntity: AppEntity {  // expected: 16:8: error: 'RecipeEntity' uses AppEntity, which needs iOS 16.0, but the deployment target is iOS 15.0 and its '@available' annotations only require iOS 15.0; add '@available(iOS 16.0, *)' to 'RecipeEntity' or an enclosing type [missing-availability-annotation]
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
  static let defaultQuery = Query()

  var id: UUID
  var name: String

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

  // Nested in an under-annotated type: still missing.
  struct Query: EntityQuery {  // expected: 26:10: error: 'RecipeEntity.Query' uses EntityQuery, which needs iOS 16.0, but the deployment target is iOS 15.0 and its '@available' annotations only require iOS 15.0; add '@available(iOS 16.0, *)' to 'RecipeEntity.Query' or an enclosing type [missing-availability-annotation]
    func entities(for identifiers: [UUID]) async throws -> [RecipeEntity] { [] }
  }
}

// Only macOS is annotated; the lint runs for iOS.
@available(macOS 13.0, *)
enum Course: String, AppEnum {  // expected: 33:6: error: 'Course' uses AppEnum, which needs iOS 16.0, but the deployment target is iOS 15.0 and neither 'Course' nor an enclosing type is marked available for iOS; add '@available(iOS 16.0, *)' to 'Course' or an enclosing type [missing-availability-annotation]
  case starter, main, dessert

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
  static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [
    .starter: "Starter", .main: "Main", .dessert: "Dessert",
  ]
}

// The model type predates App Intents; its conformance is added in an unannotated extension.
struct Ingredient: Identifiable {  // expected: 43:8: error: 'Ingredient' uses AppEntity, which needs iOS 16.0, but the deployment target is iOS 15.0 and neither 'Ingredient' nor an enclosing type is marked available for iOS; add '@available(iOS 16.0, *)' to the extension that adds the conformance (or to 'Ingredient') [missing-availability-annotation]
  var id: String
}

extension Ingredient: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ingredient"
  static let defaultQuery = IngredientQuery()
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

@available(iOS 16.0, *)
struct IngredientQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [Ingredient] { identifiers.map(Ingredient.init) }
}

struct RecipeShortcuts: AppShortcutsProvider {  // expected: 58:8: error: 'RecipeShortcuts' uses AppShortcutsProvider, which needs iOS 16.0, but the deployment target is iOS 15.0 and neither 'RecipeShortcuts' nor an enclosing type is marked available for iOS; add '@available(iOS 16.0, *)' to 'RecipeShortcuts' or an enclosing type [missing-availability-annotation]
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenRecipeIntent(), phrases: ["Open a recipe in \(.applicationName)"], shortTitle: "Open Recipe",
      systemImageName: "book")
  }
}
