import AppIntents

struct TimerShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: StartTimerIntent(), phrases: ["Start a timer with \(.applicationName)"], shortTitle: "Timer",
      systemImageName: "timer")
  }
}
