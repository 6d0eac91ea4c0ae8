import AppIntents

extension WaterPlantIntent: AppIntent {
    static let title: LocalizedStringResource = "Water Plant"
    static let description = IntentDescription("Records that a plant was watered.")

    func perform() async throws -> some IntentResult { .result() }
}

extension GardenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: WaterPlantIntent(), phrases: ["Water my plants with \(.applicationName)"], shortTitle: "Water", systemImageName: "drop")
    }
}

extension GardenShortcuts {
    static var shortcutTileColor: ShortcutTileColor { .lime }
}
