import AppIntents
internal import ExpoAppIntents

/// Logs a meal. The work happens in JavaScript: the intent hands the recipe to
/// `useAppIntents` in `components/IntentHandler.tsx` and opens the app.
struct LogMealIntent: AppIntent {
  static let title: LocalizedStringResource = "Log a Meal"
  static let description = IntentDescription("Adds a recipe to today's meals.")
  static let openAppWhenRun = true

  @Parameter(title: "Recipe", requestValueDialog: "Which recipe did you cook?")
  var recipe: RecipeEntity

  static var parameterSummary: some ParameterSummary {
    Summary("Log \(\.$recipe)")
  }

  @MainActor
  func perform() async throws -> some IntentResult {
    await AppIntentDispatcher.shared.dispatch(
      name: "logMeal",
      params: [
        "recipeId": .string(recipe.id),
        "recipeName": .string(recipe.name),
      ]
    )
    return .result()
  }
}
