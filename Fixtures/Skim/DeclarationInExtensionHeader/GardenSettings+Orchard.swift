import AppIntents

// A half-edited header: a parse reads an extension of `GardenSettings` without a body, then
// the class, a second App Shortcuts provider.
extension GardenSettings final class OrchardShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: WaterPlantIntent(), phrases: ["Water the orchard with \(.applicationName)"], shortTitle: "Orchard",
      systemImageName: "tree")
  }
}
