import AppIntents
import SwiftUI

struct CounterEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Counter")
    static var defaultQuery = CounterQuery()
    var id: UUID
    var name: String
    var value: Int
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(value)")
    }
}

struct CounterQuery: EntityQuery {
    func entities(for identifiers: [CounterEntity.ID]) async throws -> [CounterEntity] { [] }
}

enum Step: Int, AppEnum {
    case one = 1, five = 5, ten = 10
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Step"
    static var caseDisplayRepresentations: [Step: DisplayRepresentation] = [.one: "One", .five: "Five", .ten: "Ten"]
}

struct ResetCounterIntent: AppIntent {
    static var title: LocalizedStringResource = "Reset Counter"
    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct IncrementIntent: AppIntent {
    static var title: LocalizedStringResource = "Increment"
    @Parameter(title: "Step") var step: Step

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let newValue = step.rawValue
        return .result(value: newValue, dialog: "The counter is now \(newValue).")
    }
}

struct CurrentValueIntent: AppIntent {
    static var title: LocalizedStringResource = "Current Value"
    func perform() async throws -> some ReturnsValue<Int> {
        .result(value: 42)
    }
}

struct FindCounterIntent: AppIntent {
    static var title: LocalizedStringResource = "Find Counter"
    @Parameter(title: "Name") var name: String
    func perform() async throws -> some IntentResult & ReturnsValue<CounterEntity> {
        .result(value: CounterEntity(id: UUID(), name: name, value: 0))
    }
}

struct PickStepIntent: AppIntent {
    static var title: LocalizedStringResource = "Pick Step"
    func perform() async throws -> some IntentResult & ReturnsValue<Step> { .result(value: .five) }
}

struct AnnounceIntent: AppIntent {
    static var title: LocalizedStringResource = "Announce"
    func perform() async throws -> some ProvidesDialog {
        .result(dialog: IntentDialog(full: "The counter was announced.", supporting: "Announced"))
    }
}

struct OpenCounterIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Counter"
    static var openAppWhenRun = true
    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: ResetCounterIntent())
    }
}

struct CounterSnippetIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Counter"
    func perform() async throws -> some IntentResult & ShowsSnippetView & ProvidesDialog {
        .result(dialog: "Here it is.", view: CounterView())
    }
}

struct CounterView: View {
    var body: some View {
        VStack {
            Text("Counter")
            Image(systemName: "number")
        }
    }
}

struct LaunchOnlyIntent: AppIntent {
    static var title: LocalizedStringResource = "Launch Only"
    func perform() async throws -> Never {
        fatalError("opens the app instead")
    }
}
