import AppIntents
import Foundation

struct Album: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
  static let defaultQuery = Query()

  var id: UUID
  var title: String
  var displayRepresentation: DisplayRepresentation { "\(title)" }

  struct Query: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [Album] { [] }
    func suggestedEntities() async throws -> [Album] { [] }
  }

  enum SortOrder: String, AppEnum {
    case title, releaseDate
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sort Order"
    static let caseDisplayRepresentations: [SortOrder: DisplayRepresentation] = [
      .title: "Title", .releaseDate: "Release Date",
    ]
  }

  struct PlayIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Album"
    @Parameter(title: "Album") var album: Album
    func perform() async throws -> some IntentResult { .result() }
  }
}
