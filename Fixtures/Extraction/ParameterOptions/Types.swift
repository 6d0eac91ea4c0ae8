import AppIntents

enum Priority: String, AppEnum {
    case low, normal, high

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
    static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
        .low: "Low",
        .normal: "Normal",
        .high: "High",
    ]
}

struct ProjectEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Project"
    static let defaultQuery = ProjectQuery()

    let id: String
    var name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct ProjectQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ProjectEntity] { [] }
}

struct TagOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] {
        ["home", "work", "errands"]
    }
}
