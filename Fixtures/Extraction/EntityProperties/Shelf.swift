import AppIntents

struct ShelfEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
  static let defaultQuery: ShelfQuery = ShelfQuery()

  let id: String

  @Property(title: "Label") var label: String
  @Property(title: "Position") var position: Int

  var displayRepresentation: DisplayRepresentation {
    .init(title: "\(label)", subtitle: "Shelf \(position)")
  }

  init(id: String, label: String, position: Int) {
    self.id = id
    self.label = label
    self.position = position
  }
}

struct ShelfQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [ShelfEntity] { [] }
}

struct PantryItemEntity: AppEntity, URLRepresentableEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "Pantry Item")
  }
  static var defaultQuery: PantryQuery { PantryQuery() }
  static var urlRepresentation: URLRepresentation {
    "https://example.com/pantry/\(.id)?quantity=\(\.$quantity)"
  }

  var id: Int
  @Property(title: "Quantity") var quantity: Int

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(stringLiteral: "Item \(id)")
  }

  init(id: Int) { self.id = id }
}

struct PantryQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [PantryItemEntity] {
    identifiers.map { PantryItemEntity(id: $0) }
  }
}
