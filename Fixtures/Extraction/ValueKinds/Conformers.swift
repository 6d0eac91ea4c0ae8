import AppIntents

enum Level: Int, AppEnum {
    case low = 1, high = 10
    case implicitNext
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Level")
    static let caseDisplayRepresentations: [Level: DisplayRepresentation] = [
        .low: "Low", .high: "High", .implicitNext: "Next",
    ]
}

enum Shape: _IntentValue {
    case circle(radius: Double)
    case rectangle(Double, Double)
    case point
}

class ClassIntent: AppIntent {
    static let title: LocalizedStringResource = "Class"
    required init() {}
    func perform() async throws -> some IntentResult { .result() }
}

actor ActorQuery: EntityQuery {
    typealias Entity = ActorEntity
    func entities(for identifiers: [String]) async throws -> [ActorEntity] { [] }
}

struct ActorEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Actor Entity"
    static let defaultQuery = ActorQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { .init(stringLiteral: id) }
}

struct Outer {
    struct InnerIntent: AppIntent {
        static let title: LocalizedStringResource = "Inner"
        func perform() async throws -> some IntentResult { .result() }
    }

    enum Deeper {
        struct DeepestIntent: AppIntent {
            static let title: LocalizedStringResource = "Deepest"
            func perform() async throws -> some IntentResult { .result() }
        }
    }
}
