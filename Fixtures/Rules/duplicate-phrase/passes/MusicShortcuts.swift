import AppIntents

struct MusicShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PlayPlaylistIntent(),
      phrases: [
        "Play \(\.$playlist) in \(.applicationName)",
        "Play music in \(.applicationName)",
        "Play music with \(.applicationName)",
      ],
      shortTitle: "Play", systemImageName: "play")
    AppShortcut(
      intent: ResumeIntent(), phrases: ["Resume \(.applicationName)", "Resume \(.applicationName) now"],
      shortTitle: "Resume", systemImageName: "play.circle")
    // Only one branch runs: the phrase moves from the old intent to the new one.
    if #available(iOS 18.0, *) {
      AppShortcut(
        intent: SmartMixIntent(), phrases: ["Mix it up in \(.applicationName)"], shortTitle: "Smart Mix",
        systemImageName: "sparkles")
    } else {
      AppShortcut(
        intent: ShuffleIntent(), phrases: ["Mix it up in \(.applicationName)"], shortTitle: "Shuffle",
        systemImageName: "shuffle")
    }
  }

  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrase("Play music in \(.applicationName)")
  }
}
