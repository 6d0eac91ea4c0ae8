import AppIntents

struct LawnShortcuts {}

extension LawnShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(intent: WaterPlantIntent(), phrases: ["Water the lawn with \(.applicationName)"], shortTitle: "Lawn", systemImageName: "drop")
        ]
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrase("Mow the lawn with \(.applicationName)")
    }
}

struct SeedShortcuts {}

extension SeedShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        [AppShortcut(intent: RepotPlantIntent(), phrases: ["Repot with \(.applicationName)"], shortTitle: "Repot", systemImageName: "leaf")]
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        get {
            NegativeAppShortcutPhrase("Sow weeds with \(.applicationName)")
        }
    }
}

struct TreeShortcuts {}

extension TreeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        return [AppShortcut(intent: PrunePlantIntent(), phrases: ["Prune with \(.applicationName)"], shortTitle: "Prune", systemImageName: "scissors")]
    }
}

struct HedgeShortcuts {}

extension HedgeShortcuts: AppShortcutsProvider {
    static let appShortcuts: [AppShortcut] = [
        AppShortcut(intent: PrunePlantIntent(), phrases: ["Trim the hedge with \(.applicationName)"], shortTitle: "Hedge", systemImageName: "scissors")
    ]
}
