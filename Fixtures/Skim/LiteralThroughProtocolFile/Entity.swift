import AppIntents

struct TrackEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: Caption("Track"))
  static let defaultQuery = TrackQuery()

  var id: UUID
  var title: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct TrackQuery: EntityStringQuery {
  func entities(for identifiers: [UUID]) async throws -> [TrackEntity] { [] }
  func entities(matching string: String) async throws -> [TrackEntity] { [] }
}
