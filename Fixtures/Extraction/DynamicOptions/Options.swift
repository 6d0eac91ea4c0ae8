import AppIntents

final class CalendarStore: Sendable {
    let names: [String] = ["Home", "Work"]
}

struct CalendarNameOptions: DynamicOptionsProvider {
    @Dependency var store: CalendarStore

    func results() async throws -> [String] {
        store.names
    }
}

struct DurationOptions: DynamicOptionsProvider {
    func results() async throws -> [Int] { [15, 30, 45, 60] }
}

struct AttendeeEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Attendee"
    static var defaultQuery = AttendeeQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct AttendeeQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AttendeeEntity] { [] }
}

struct AttendeeOptions: DynamicOptionsProvider {
    func results() async throws -> [AttendeeEntity] { [] }
}

struct AddEventIntent: AppIntent {
    struct LocationOptions: DynamicOptionsProvider {
        func results() async throws -> [String] { ["Office", "Cafe"] }
    }

    static var title: LocalizedStringResource = "Add Event"

    @Parameter(title: "Calendar", optionsProvider: CalendarNameOptions())
    var calendar: String

    @Parameter(title: "Duration", default: 30, optionsProvider: DurationOptions())
    var minutes: Int

    @Parameter(title: "Attendee", optionsProvider: AttendeeOptions())
    var attendee: AttendeeEntity?

    @Parameter(title: "Location", optionsProvider: LocationOptions())
    var location: String?

    func perform() async throws -> some IntentResult { .result() }
}
