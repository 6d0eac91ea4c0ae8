import AppIntents

extension Plant: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Plant"
    static let defaultQuery = PlantQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(commonName)", subtitle: "Every \(waterEveryDays) days")
    }
}

struct PlantQuery: EntityQuery {
    func entities(for identifiers: [Plant.ID]) async throws -> [Plant] { [] }
}
