import AppIntents

struct WaterShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: LogWaterIntent(), phrases: ["Log water in \(.applicationName)"], shortTitle: "Water",
      systemImageName: "drop")
  }
}
