import AppIntents

/// The App Shortcuts of Tide Log.
struct TideShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: LogTideIntent(),
      phrases: [
        "Log a tide in \(.applicationName)",
        "Log the tide at \(\.$station) in \(.applicationName)",
      ],
      shortTitle: "Log Tide",
      systemImageName: "water.waves"
    )
    AppShortcut(
      intent: ShowTodayIntent(),
      phrases: ["Show today's tides in \(.applicationName)"],
      shortTitle: "Today",
      systemImageName: "calendar"
    )
  }
}
