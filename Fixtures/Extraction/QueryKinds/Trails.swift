import AppIntents

struct TrailEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static var defaultQuery = TrailQuery()

    var id: Int
    @Property(title: "Name") var name: String
    @Property(title: "Length") var lengthKilometers: Double

    var displayRepresentation: DisplayRepresentation { "\(name)" }

    init(id: Int, name: String, lengthKilometers: Double) {
        self.id = id
        self.name = name
        self.lengthKilometers = lengthKilometers
    }
}

struct TrailQuery: EntityStringQuery {
    @Dependency var catalog: TrailCatalog

    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
        catalog.trails.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [TrailEntity] {
        catalog.trails.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [TrailEntity] {
        Array(catalog.trails.prefix(5))
    }
}

final class TrailCatalog: Sendable {
    let trails: [TrailEntity] = []
}

struct RegionEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Region"
    static var defaultQuery = RegionQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct RegionQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [RegionEntity] {
        [RegionEntity(id: "north"), RegionEntity(id: "south")]
    }
}
