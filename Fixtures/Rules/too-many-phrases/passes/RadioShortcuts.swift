import AppIntents

struct RadioShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    // 3 × 250 = 750 in one branch, 250 in the other: at most 750 run together.
    if #available(iOS 18.0, *) {
      AppShortcut(
        intent: PlayStationIntent(),
        phrases: [
          "Play \(\.$station) on \(.applicationName)",
          "Listen to \(\.$station) on \(.applicationName)",
          "Tune \(.applicationName) to \(\.$station)",
        ],
        shortTitle: "Play Station", systemImageName: "radio")
    } else {
      AppShortcut(
        intent: PlayStationIntent(), phrases: ["Play \(\.$station) on \(.applicationName)"],
        shortTitle: "Play Station", systemImageName: "radio")
    }
    // 250 more, for 1,000 in all: the limit itself is allowed.
    AppShortcut(
      intent: PlayStationIntent(), phrases: ["Start \(\.$station) in \(.applicationName)"], shortTitle: "Start",
      systemImageName: "play")
  }

  // Negative phrases are not counted.
  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrase("Stop the radio in \(.applicationName)")
  }
}
