import AppIntents

struct WaterPlantIntent {
  @Parameter(title: "Plant") var plant: String
  @Parameter(title: "Amount") var amount: Int?
}

extension WaterPlantIntent: AppIntent {
  static let title: LocalizedStringResource = "Water Plant"
  static var parameterSummary: some ParameterSummary {  // expected: 10:14: error: Xcode cannot read 'parameterSummary': it is a result-builder body, but 'WaterPlantIntent' declares its 'AppIntent' conformance in an extension, where the extraction does not see the builder and records no value; declare the conformance on the type ('struct WaterPlantIntent: AppIntent') or write '@ParameterSummaryBuilder<Self>' on the property [builder-in-extension-conformance]
    Summary("Water \(\.$plant)") {
      \.$amount
    }
  }
  func perform() async throws -> some IntentResult { .result() }
}

struct PlantSeedIntent: AppIntent {
  static let title: LocalizedStringResource = "Plant Seed"
  func perform() async throws -> some IntentResult { .result() }
}

/// The app's shortcuts; the conformance lives in GardenShortcuts+Provider.swift.
struct GardenShortcuts {}

/// A second provider (another rule reports that) whose body is one array literal: still a
/// builder body, since the requirement's builder transforms it.
struct OrchardShortcuts {}

extension OrchardShortcuts: AppIntents.AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {  // expected: 31:14: error: Xcode cannot read 'appShortcuts': it is a result-builder body, but 'OrchardShortcuts' declares its 'AppIntents.AppShortcutsProvider' conformance in an extension, where the extraction does not see the builder and records no value; declare the conformance on the type ('struct OrchardShortcuts: AppIntents.AppShortcutsProvider') or write '@AppShortcutsBuilder' on the property [builder-in-extension-conformance]
    [
      AppShortcut(
        intent: PlantSeedIntent(), phrases: ["Plant an apple tree with \(.applicationName)"], shortTitle: "Orchard",
        systemImageName: "tree")
    ]
  }
}
