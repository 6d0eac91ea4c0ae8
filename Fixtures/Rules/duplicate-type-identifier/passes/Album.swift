import AppIntents
import Foundation

struct Album: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
  static let defaultQuery = AlbumQuery()

  var id: UUID
  var title: String
  var displayRepresentation: DisplayRepresentation { "\(title)" }

  struct AlbumQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [Album] { [] }
  }

  // Same short name as `Artist.SortOrder`, but not an App Enum: it has no identifier.
  enum SortOrder: String {
    case title, releaseDate
  }

  struct PlayAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Album"
    @Parameter(title: "Album") var album: Album
    func perform() async throws -> some IntentResult { .result() }
  }
}

struct Artist: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Artist"
  static let defaultQuery = ArtistQuery()

  var id: UUID
  var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  struct ArtistQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [Artist] { [] }
  }

  enum SortOrder: String, AppEnum {
    case name, popularity
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sort Order"
    static let caseDisplayRepresentations: [SortOrder: DisplayRepresentation] = [
      .name: "Name", .popularity: "Popularity",
    ]
  }

  struct PlayArtistIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Artist"
    @Parameter(title: "Artist") var artist: Artist
    func perform() async throws -> some IntentResult { .result() }
  }

  // Nested helper types with common names are not App Intents types.
  struct Query {
    var text: String
  }
}

// Only one of these is compiled for a given platform.
#if os(iOS)
  struct ShareIntent: AppIntent {
    static let title: LocalizedStringResource = "Share"
    func perform() async throws -> some IntentResult { .result() }
  }
#else
  struct ShareIntent: AppIntent {
    static let title: LocalizedStringResource = "Share on Mac"
    func perform() async throws -> some IntentResult { .result() }
  }
#endif
