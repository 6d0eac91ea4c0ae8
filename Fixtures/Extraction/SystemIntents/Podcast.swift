import AppIntents

struct EpisodeEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Episode"
    static var defaultQuery = EpisodeQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct EpisodeQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [EpisodeEntity] { [] }
}

enum LibrarySection: String, AppEnum {
    case queue, downloads, history
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Section"
    static var caseDisplayRepresentations: [LibrarySection: DisplayRepresentation] = [
        .queue: "Up Next", .downloads: "Downloads", .history: "History",
    ]
}
