import AppIntents
import MapKit

enum Drink: String, AppEnum {
  case latte, mocha, flatWhite
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
  static let caseDisplayRepresentations: [Drink: DisplayRepresentation] = [
    .latte: "Latte", .mocha: "Mocha", .flatWhite: "Flat White",
  ]
}

typealias Beverage = Drink

/// The app's entities share this refinement of `AppEntity`.
protocol CoffeeEntity: AppEntity {}

struct CafeEntity: CoffeeEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Café"
  static let defaultQuery = CafeQuery()
  var id: UUID
  var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct CafeQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [CafeEntity] { [] }
}

struct RoastEntity {
  var id: String
}

struct OrderDrinkIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Drink"

  @Parameter(title: "Drink")
  var drink: Drink

  @Parameter(title: "Usual drink")
  var usual: Beverage?

  // A String parameter is fine as long as no phrase names it.
  @Parameter(title: "Note")
  var note: String?

  func perform() async throws -> some IntentResult { .result() }
}

struct PickupIntent: AppIntent {
  static let title: LocalizedStringResource = "Pick Up Order"

  @Parameter(title: "Café")
  var cafe: CafeEntity

  @Parameter(title: "Cafés")
  var favorites: [CafeEntity]

  // Declared in another module: its conformances cannot be seen, so it is not judged.
  @Parameter(title: "Place")
  var place: MKMapItem?

  @Parameter(title: "Roast")
  var roast: RoastEntity

  func perform() async throws -> some IntentResult { .result() }
}

extension RoastEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Roast"
  static let defaultQuery = RoastQuery()
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct RoastQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [RoastEntity] { [] }
}
