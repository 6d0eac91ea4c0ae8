import AppIntents

struct FitnessShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: StartWorkoutIntent(),
      phrases: ["Start a workout in \(.applicationName)", "Begin training with \(.applicationName)"],
      shortTitle: "Start", systemImageName: "figure.run")
    AppShortcut(
      intent: LogWaterIntent(), phrases: [AppShortcutPhrase("Log water in \(.applicationName)")], shortTitle: "Water",
      systemImageName: "drop")
    // One readable phrase is enough: the other element is not read, but the shortcut has a phrase.
    AppShortcut(
      intent: PauseWorkoutIntent(), phrases: ["Pause in \(.applicationName)", pausePhrase], shortTitle: "Pause",
      systemImageName: "pause")
    if #available(iOS 18.0, *) {
      AppShortcut(
        intent: ShowStreakIntent(), phrases: ["Show my streak in \(.applicationName)"], shortTitle: "Streak",
        systemImageName: "flame")
    }
    AppShortcut(
      intent: EndWorkoutIntent(),
      phrases: [
        "End my workout in \(.applicationName)"
      ], shortTitle: "End", systemImageName: "stop")
  }
}
