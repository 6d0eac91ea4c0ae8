import AppIntents

struct WaterPlantIntent: AppIntent {
  static let title: LocalizedStringResource = "Water Plant"

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct GardenShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: WaterPlantIntent(), phrases: ["Water my plants with \(.applicationName)"], shortTitle: "Water",
      systemImageName: "drop")
  }
}
