import AppIntents

struct AlphaIntent: AppIntent {
    static let title: LocalizedStringResource = "Alpha"
    func perform() async throws -> some IntentResult { .result() }
}

struct BravoIntent: AppIntent {
    static let title: LocalizedStringResource = "Bravo"
    func perform() async throws -> some IntentResult { .result() }
}

struct CharlieIntent: AppIntent {
    static let title: LocalizedStringResource = "Charlie"
    func perform() async throws -> some IntentResult { .result() }
}

struct DeltaIntent: AppIntent {
    static let title: LocalizedStringResource = "Delta"
    func perform() async throws -> some IntentResult { .result() }
}

struct EchoIntent: AppIntent {
    static let title: LocalizedStringResource = "Echo"
    func perform() async throws -> some IntentResult { .result() }
}

struct FoxtrotIntent: AppIntent {
    static let title: LocalizedStringResource = "Foxtrot"
    func perform() async throws -> some IntentResult { .result() }
}

struct GolfIntent: AppIntent {
    static let title: LocalizedStringResource = "Golf"
    func perform() async throws -> some IntentResult { .result() }
}

struct HotelIntent: AppIntent {
    static let title: LocalizedStringResource = "Hotel"
    func perform() async throws -> some IntentResult { .result() }
}

struct IndiaIntent: AppIntent {
    static let title: LocalizedStringResource = "India"
    func perform() async throws -> some IntentResult { .result() }
}

struct JulietIntent: AppIntent {
    static let title: LocalizedStringResource = "Juliet"
    func perform() async throws -> some IntentResult { .result() }
}

struct KiloIntent: AppIntent {
    static let title: LocalizedStringResource = "Kilo"
    func perform() async throws -> some IntentResult { .result() }
}

struct RadioShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: AlphaIntent(), phrases: ["Alpha with \(.applicationName)"], shortTitle: "Alpha", systemImageName: "alpha.circle")
        AppShortcut(intent: BravoIntent(), phrases: ["Bravo with \(.applicationName)"], shortTitle: "Bravo", systemImageName: "bravo.circle")
        AppShortcut(intent: CharlieIntent(), phrases: ["Charlie with \(.applicationName)"], shortTitle: "Charlie", systemImageName: "charlie.circle")
        AppShortcut(intent: DeltaIntent(), phrases: ["Delta with \(.applicationName)"], shortTitle: "Delta", systemImageName: "delta.circle")
        AppShortcut(intent: EchoIntent(), phrases: ["Echo with \(.applicationName)"], shortTitle: "Echo", systemImageName: "echo.circle")
        AppShortcut(intent: FoxtrotIntent(), phrases: ["Foxtrot with \(.applicationName)"], shortTitle: "Foxtrot", systemImageName: "foxtrot.circle")
        AppShortcut(intent: GolfIntent(), phrases: ["Golf with \(.applicationName)"], shortTitle: "Golf", systemImageName: "golf.circle")
        AppShortcut(intent: HotelIntent(), phrases: ["Hotel with \(.applicationName)"], shortTitle: "Hotel", systemImageName: "hotel.circle")
        AppShortcut(intent: IndiaIntent(), phrases: ["Say hello in \(.applicationName)"], shortTitle: "India", systemImageName: "india.circle")
        AppShortcut(intent: JulietIntent(), phrases: ["Say hello in \(.applicationName)"], shortTitle: "Juliet", systemImageName: "juliet.circle")
        AppShortcut(intent: KiloIntent(), phrases: ["Kilo with \(.applicationName)"], shortTitle: "Kilo", systemImageName: "kilo.circle")
    }
}
