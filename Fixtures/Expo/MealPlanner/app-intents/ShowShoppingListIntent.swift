import AppIntents
internal import ExpoAppIntents

/// Opens the shopping list screen.
struct ShowShoppingListIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Shopping List"
  static let openAppWhenRun = true

  @MainActor
  func perform() async throws -> some IntentResult {
    await AppIntentDispatcher.shared.dispatch(name: "showShoppingList", params: [:])
    return .result()
  }
}
