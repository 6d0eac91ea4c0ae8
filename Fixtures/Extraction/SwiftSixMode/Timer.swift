import AppIntents

actor TimerStore {
    var running: [String] = []
    func start(_ name: String) { running.append(name) }
}

enum TimerSound: String, Sendable {
    case bell, chime, silent
}

nonisolated extension TimerSound: AppEnum {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sound"
    static let caseDisplayRepresentations: [TimerSound: DisplayRepresentation] = [
        .bell: DisplayRepresentation(title: "Bell", image: .init(systemName: "bell")),
        .chime: "Chime",
        .silent: "Silent",
    ]
}

struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Timer"
    static let description = IntentDescription("Starts a named timer.", categoryName: "Timers")
    static var openAppWhenRun: Bool { false }

    @Parameter(title: "Name", default: "Tea") var name: String
    @Parameter(title: "Minutes", default: 5, inclusiveRange: (1, 120)) var minutes: Int
    @Parameter(title: "Sound", default: .bell) var sound: TimerSound

    @Dependency private var store: TimerStore

    static var parameterSummary: some ParameterSummary {
        Summary("Start \(\.$name) for \(\.$minutes) minutes") {
            \.$sound
        }
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        await store.start(name)
        return .result(dialog: "Started \(name).")
    }
}

struct TimerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StartTimerIntent(), phrases: ["Start a timer in \(.applicationName)"], shortTitle: "Start Timer", systemImageName: "timer")
    }
    static let shortcutTileColor: ShortcutTileColor = .tangerine
}
