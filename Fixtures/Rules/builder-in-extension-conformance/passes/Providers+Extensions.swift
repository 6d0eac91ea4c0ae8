import AppIntents

// Conformances in extensions whose values Xcode can still read.

/// The builder attributes are written out.
extension SeedShortcuts: AppShortcutsProvider {
  @AppShortcutsBuilder
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PlantSeedIntent(), phrases: ["Sow seeds with \(.applicationName)"], shortTitle: "Sow",
      systemImageName: "leaf")
    AppShortcut(
      intent: WaterPlantIntent(), phrases: ["Water the seeds with \(.applicationName)"], shortTitle: "Water",
      systemImageName: "drop")
  }

  @NegativeAppShortcutPhrasesBuilder
  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrase("Water the lawn with \(.applicationName)")
    NegativeAppShortcutPhrase("Plant a tree with \(.applicationName)")
  }
}

/// An explicit return is not a builder body.
extension TreeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    return [
      AppShortcut(
        intent: PlantSeedIntent(), phrases: ["Plant a tree with \(.applicationName)"], shortTitle: "Tree",
        systemImageName: "tree")
    ]
  }
}

/// Nor is a stored initial value.
extension HedgeShortcuts: AppShortcutsProvider {
  static let appShortcuts: [AppShortcut] = [
    AppShortcut(
      intent: WaterPlantIntent(), phrases: ["Water the hedge with \(.applicationName)"], shortTitle: "Hedge",
      systemImageName: "drop")
  ]
}
