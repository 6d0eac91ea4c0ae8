import AppIntents

struct AppSettingsEntity: UniqueAppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Settings")
    static let defaultQuery = UniqueAppEntityProvider {
        AppSettingsEntity()
    }

    var id: String { "settings" }

    @Property(title: "Units") var units: String

    var displayRepresentation: DisplayRepresentation { "Settings" }

    init() { units = "metric" }
}

struct ProfileEntity: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Profile"
    static let defaultQuery = ProfileQuery()
    var id: String { "me" }
    var displayRepresentation: DisplayRepresentation { "My Profile" }
}

struct ProfileQuery: UniqueAppEntityQuery {
    typealias Entity = ProfileEntity

    func entity() async throws -> ProfileEntity { ProfileEntity() }
}

actor WaypointQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [WaypointEntity] { [] }
}

struct WaypointEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Waypoint"
    static let defaultQuery = WaypointQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct HikeSummaryEntity: TransientAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Hike Summary"

    @Property(title: "Distance") var distance: Double?
    @Property(title: "Trail") var trailName: String?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Hike", subtitle: "\(trailName ?? "")")
    }

    init() {}
}
