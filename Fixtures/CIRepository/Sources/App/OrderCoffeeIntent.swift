import AppIntents

/// Orders a coffee of the chosen size.
struct OrderCoffeeIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Coffee"
  static let description = IntentDescription("Orders your usual coffee.")

  @Parameter(title: "Size")
  var size: CoffeeSize

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// The cup sizes.
enum CoffeeSize: String, AppEnum {
  case small, large

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
  static let caseDisplayRepresentations: [CoffeeSize: DisplayRepresentation] = [
    .small: "Small",
    .large: "Large",
  ]
}
