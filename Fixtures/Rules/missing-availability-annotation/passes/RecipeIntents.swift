import AppIntents
import SwiftUI

@available(iOS 16.0, *)
struct OpenRecipeIntent: AppIntent {
  static let title: LocalizedStringResource = "Open Recipe"
  static let openAppWhenRun: Bool = true

  @Parameter(title: "Recipe")
  var recipe: RecipeEntity

  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct RecipeEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
  static let defaultQuery = Query()

  var id: UUID
  var name: String

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

  // Covered by the enclosing entity's annotation.
  struct Query: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [RecipeEntity] { [] }
  }
}

@available(iOS, introduced: 16.0)
enum Course: String, AppEnum {
  case starter, main, dessert

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Course"
  static let caseDisplayRepresentations: [Course: DisplayRepresentation] = [
    .starter: "Starter", .main: "Main", .dessert: "Dessert",
  ]
}

// The model type predates App Intents; the annotated extension adds the conformance.
struct Ingredient: Identifiable {
  var id: String
}

@available(iOS 16.0, *)
extension Ingredient: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ingredient"
  static let defaultQuery = IngredientQuery()
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

// Types nested in an annotated extension are covered by it.
enum Kitchen {}

@available(iOS 16.0, *)
struct IngredientQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [Ingredient] { identifiers.map(Ingredient.init) }
}

@available(iOS 17.0, *)
extension Kitchen {
  enum TimerLength: Int, AppEnum {
    case short = 5, long = 20

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Timer Length"
    static let caseDisplayRepresentations: [TimerLength: DisplayRepresentation] = [.short: "Short", .long: "Long"]
  }

  struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Kitchen Timer"
    func perform() async throws -> some IntentResult { .result() }
  }
}

// Never built for iOS.
@available(iOS, unavailable)
struct DesktopOnlyIntent: AppIntent {
  static let title: LocalizedStringResource = "Open in Finder"
  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 16.0, *)
struct RecipeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenRecipeIntent(), phrases: ["Open a recipe in \(.applicationName)"], shortTitle: "Open Recipe",
      systemImageName: "book")
  }
}

// Annotated for app extensions (a widget extension's intent).
@available(iOSApplicationExtension 16.0, *)
struct RefreshRecipeWidgetIntent: AppIntent {
  static let title: LocalizedStringResource = "Refresh Recipes"
  func perform() async throws -> some IntentResult { .result() }
}

// A plain type that is not an App Intents type needs nothing.
struct RecipeStore {
  var recipes: [RecipeEntity] = []
}
