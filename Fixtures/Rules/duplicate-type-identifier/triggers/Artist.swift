import AppIntents
import Foundation

struct Artist: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Artist"
  static let defaultQuery = Query()

  var id: UUID
  var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  struct Query: EntityQuery {  // expected: 12:10: error: Found multiple, identical identifiers for query: Query, each identifier must be unique; rename 'Artist.Query' (the metadata uses short type names) [duplicate-type-identifier]
    func entities(for identifiers: [UUID]) async throws -> [Artist] { [] }
  }

  enum SortOrder: String, AppEnum {  // expected: 16:8: error: Found multiple, identical identifiers for enum: SortOrder, each identifier must be unique; rename 'Artist.SortOrder' (the metadata uses short type names) [duplicate-type-identifier]
    case name, popularity
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sort Order"
    static let caseDisplayRepresentations: [SortOrder: DisplayRepresentation] = [
      .name: "Name", .popularity: "Popularity",
    ]
  }

  struct PlayIntent: AppIntent {  // expected: 24:10: error: Found multiple, identical identifiers for action: PlayIntent, each identifier must be unique; rename 'Artist.PlayIntent' (the metadata uses short type names) [duplicate-type-identifier]
    static let title: LocalizedStringResource = "Play Artist"
    @Parameter(title: "Artist") var artist: Artist
    func perform() async throws -> some IntentResult { .result() }
  }
}

enum Radio {
  struct Station: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static let defaultQuery = Query()

    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    struct Query: EntityQuery {  // expected: 39:12: error: Found multiple, identical identifiers for query: Query, each identifier must be unique; rename 'Radio.Station.Query' (the metadata uses short type names) [duplicate-type-identifier]
      func entities(for identifiers: [String]) async throws -> [Station] { [] }
    }
  }
}

enum Podcasts {
  struct Station: AppEntity {  // expected: 46:10: error: Found multiple, identical identifiers for entity: Station, each identifier must be unique; rename 'Podcasts.Station' (the metadata uses short type names) [duplicate-type-identifier]
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static let defaultQuery = StationQuery()

    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
  }

  struct StationQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Station] { [] }
  }
}
