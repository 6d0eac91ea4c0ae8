import AppIntents

struct AlbumEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: Caption("Album"))
  static let defaultQuery = AlbumQuery()
  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct AlbumQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [AlbumEntity] { [] }
}
