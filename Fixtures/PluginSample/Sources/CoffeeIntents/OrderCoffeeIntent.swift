import AppIntents

/// Orders the usual coffee.
struct OrderCoffeeIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Coffee"

  func perform() async throws -> some IntentResult {
    .result()
  }
}
