import AppIntents

struct MusicShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PlayPlaylistIntent(),
      phrases: [
        "Play \(\.$playlist) in \(.applicationName)",
        "Play music in \(.applicationName)",
        "Play \(\.$playlist) in \(.applicationName)",  // expected: 10:9: warning: Duplicate phrase 'Play ${playlist} in ${applicationName}': this App Shortcut already lists it; remove one [duplicate-phrase]
      ],
      shortTitle: "Play", systemImageName: "play")
    AppShortcut(
      intent: ResumeIntent(),
      phrases: ["Play  Music in \(.applicationName)", "Resume \(.applicationName)"],  // expected: 15:17: warning: Duplicate phrase 'Play  Music in ${applicationName}': the App Shortcut for 'PlayPlaylistIntent' already uses it, so Siri cannot tell which one to run; reword or remove one [duplicate-phrase]
      shortTitle: "Resume", systemImageName: "play.circle")
    AppShortcut(
      intent: ShuffleIntent(), phrases: ["Shuffle \(.applicationName)", "Mix it up in \(.applicationName)"],
      shortTitle: "Shuffle", systemImageName: "shuffle")
    if #available(iOS 18.0, *) {
      AppShortcut(
        intent: SmartMixIntent(), phrases: ["Mix it up in \(.applicationName)"], shortTitle: "Smart Mix",  // expected: 22:45: warning: Duplicate phrase 'Mix it up in ${applicationName}': the App Shortcut for 'ShuffleIntent' already uses it, so Siri cannot tell which one to run; reword or remove one [duplicate-phrase]
        systemImageName: "sparkles")
    }
  }
}
