import AppIntents

struct WaterPlantIntent {
  @Parameter(title: "Plant") var plant: String
}

extension WaterPlantIntent: AppIntent {
  static let title: LocalizedStringResource = "Water Plant"
  @ParameterSummaryBuilder<Self>
  static var parameterSummary: some ParameterSummary {
    Summary("Water \(\.$plant)")
  }
  func perform() async throws -> some IntentResult { .result() }
}

struct PlantSeedIntent: AppIntent {
  static let title: LocalizedStringResource = "Plant Seed"
  @Parameter(title: "Seed") var seed: String
  static var parameterSummary: some ParameterSummary {
    Summary("Plant \(\.$seed)")
  }
  func perform() async throws -> some IntentResult { .result() }
}

/// The conformance is on the declaration: the builder is visible.
struct GardenShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: WaterPlantIntent(), phrases: ["Water my plants with \(.applicationName)"], shortTitle: "Water",
      systemImageName: "drop")
    AppShortcut(
      intent: PlantSeedIntent(), phrases: ["Plant a seed with \(.applicationName)"], shortTitle: "Plant",
      systemImageName: "leaf")
  }

  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrase("Water the lawn with \(.applicationName)")
  }
}

struct SeedShortcuts {}
struct TreeShortcuts {}
struct HedgeShortcuts {}
