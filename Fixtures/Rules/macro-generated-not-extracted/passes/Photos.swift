import AppIntents
import Foundation

// Plain App Intents types: everything is extracted.
struct OpenAssetIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Photo"
  @Parameter(title: "Photo") var target: AssetEntity

  func perform() async throws -> some IntentResult { .result() }
}

struct AssetEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
  static let defaultQuery = AssetQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct AssetQuery: EntityQuery {
  func entities(for identifiers: [AssetEntity.ID]) async throws -> [AssetEntity] { [] }
}

// Other macros and attributes are not App Intents schema macros.
@Observable
final class PhotoLibrary {
  var assets: [AssetEntity] = []
}

@MainActor
struct AssetType {
  var name: String
}
