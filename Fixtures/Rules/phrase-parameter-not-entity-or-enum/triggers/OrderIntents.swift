import AppIntents

/// A café of the app's own model: not an App Entity.
struct Cafe: Identifiable, Hashable {
  var id: UUID
  var name: String
}

struct OrderDrinkIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Drink"

  @Parameter(title: "Drink")
  var drink: String

  @Parameter(title: "Cups", default: 1)
  var cups: Int

  func perform() async throws -> some IntentResult { .result() }
}

struct TagOrderIntent: AppIntent {
  static let title: LocalizedStringResource = "Tag Order"

  @Parameter(title: "Tags")
  var tags: [String]?

  func perform() async throws -> some IntentResult { .result() }
}

struct PickupIntent: AppIntent {
  static let title: LocalizedStringResource = "Pick Up Order"

  @Parameter(title: "Café")
  var cafe: Cafe

  func perform() async throws -> some IntentResult { .result() }
}
