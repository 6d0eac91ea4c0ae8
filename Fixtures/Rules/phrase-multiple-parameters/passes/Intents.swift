import AppIntents

enum Drink: String, AppEnum {
  case latte, mocha, americano
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
  static let caseDisplayRepresentations: [Drink: DisplayRepresentation] = [
    .latte: "Latte", .mocha: "Mocha", .americano: "Americano",
  ]
}

enum CupSize: String, AppEnum {
  case small, medium, large
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
  static let caseDisplayRepresentations: [CupSize: DisplayRepresentation] = [
    .small: "Small", .medium: "Medium", .large: "Large",
  ]
}

enum Milk: String, AppEnum {
  case whole, oat, none
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Milk"
  static let caseDisplayRepresentations: [Milk: DisplayRepresentation] = [.whole: "Whole", .oat: "Oat", .none: "No milk"]
}

struct OrderDrinkIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Drink"
  @Parameter(title: "Drink") var drink: Drink
  @Parameter(title: "Size") var size: CupSize
  @Parameter(title: "Milk") var milk: Milk?
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Ordered.") }
}
