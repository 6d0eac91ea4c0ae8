import AppIntents

struct RadioShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {  // expected: 4:14: warning: The App Shortcuts have 1,003 phrases once enum parameters are expanded, more than the 1,000 an app may have (each phrase counts once per case of the AppEnum it interpolates; entities count once); the largest contribution is 'Play ${station} on ${applicationName}' × 250 cases of 'Station' [too-many-phrases]
    AppShortcut(
      intent: PlayStationIntent(),
      phrases: [
        "Play \(\.$station) on \(.applicationName)",
        "Listen to \(\.$station) on \(.applicationName)",
        "Tune \(.applicationName) to \(\.$station)",
        "Start \(\.$station) in \(.applicationName)",
      ],
      shortTitle: "Play Station", systemImageName: "radio")
    // Entity parameters count once per phrase.
    AppShortcut(
      intent: PlayPodcastIntent(),
      phrases: ["Play the podcast \(\.$podcast) on \(.applicationName)", "Catch up on \(\.$podcast) in \(.applicationName)"],
      shortTitle: "Podcast", systemImageName: "mic")
    AppShortcut(
      intent: StopIntent(), phrases: ["Stop \(.applicationName)"], shortTitle: "Stop", systemImageName: "stop")
  }
}
