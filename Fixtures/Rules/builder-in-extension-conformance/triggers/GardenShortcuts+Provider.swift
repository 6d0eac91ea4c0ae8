import AppIntents

extension GardenShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {  // expected: 4:14: error: Xcode cannot read 'appShortcuts': it is a result-builder body, but 'GardenShortcuts' declares its 'AppShortcutsProvider' conformance in an extension, where the extraction does not see the builder and records no value; declare the conformance on the type ('struct GardenShortcuts: AppShortcutsProvider') or write '@AppShortcutsBuilder' on the property [builder-in-extension-conformance]
    AppShortcut(
      intent: WaterPlantIntent(), phrases: ["Water my plants with \(.applicationName)"], shortTitle: "Water",
      systemImageName: "drop")
    AppShortcut(
      intent: PlantSeedIntent(), phrases: ["Plant a seed with \(.applicationName)"], shortTitle: "Plant",
      systemImageName: "leaf")
  }

  static var negativePhrases: NegativeAppShortcutPhrases {  // expected: 13:14: error: Xcode cannot read 'negativePhrases': it is a result-builder body, but 'GardenShortcuts' declares its 'AppShortcutsProvider' conformance in an extension, where the extraction does not see the builder and records no value; declare the conformance on the type ('struct GardenShortcuts: AppShortcutsProvider') or write '@NegativeAppShortcutPhrasesBuilder' on the property [builder-in-extension-conformance]
    NegativeAppShortcutPhrase("Water the lawn with \(.applicationName)")
    NegativeAppShortcutPhrase("Plant a tree with \(.applicationName)")
  }
}
