import AppIntents

struct FitnessShortcuts: AppShortcutsProvider {
  static let startPhrases: [AppShortcutPhrase<StartWorkoutIntent>] = [
    "Start a workout in \(.applicationName)", "Begin training with \(.applicationName)",
  ]

  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: StartWorkoutIntent(), phrases: startPhrases, shortTitle: "Start", systemImageName: "figure.run")  // expected: 9:56: warning: App Shortcuts should have at least one phrase: 'phrases:' is a reference to 'startPhrases' inside a getter (read as 'self.startPhrases'; write the value itself), which Xcode's extraction cannot see; write the phrases as an array of string literals in this AppShortcut(...) call [app-shortcut-without-phrases]
    AppShortcut(intent: LogWaterIntent(), phrases: PhraseBook.logWater, shortTitle: "Water", systemImageName: "drop")  // expected: 10:52: warning: App Shortcuts should have at least one phrase: 'phrases:' is a reference to 'PhraseBook.logWater', which Xcode's extraction cannot see; write the phrases as an array of string literals in this AppShortcut(...) call [app-shortcut-without-phrases]
    AppShortcut(intent: ShowStreakIntent(), phrases: streakPhrases(), shortTitle: "Streak", systemImageName: "flame")  // expected: 11:54: warning: App Shortcuts should have at least one phrase: 'phrases:' is a call to 'streakPhrases(...)', which Xcode's extraction cannot see; write the phrases as an array of string literals in this AppShortcut(...) call [app-shortcut-without-phrases]
    AppShortcut(intent: PauseWorkoutIntent(), phrases: [pausePhrase], shortTitle: "Pause", systemImageName: "pause")  // expected: 12:56: warning: App Shortcuts should have at least one phrase: no element of 'phrases:' is a string literal (the first is a reference to 'pausePhrase', which is not a static member of this type), and Xcode reads only string literals; write each phrase as a string literal in the array [app-shortcut-without-phrases]
    AppShortcut(intent: EndWorkoutIntent(), phrases: [], shortTitle: "End", systemImageName: "stop")  // expected: 13:54: warning: App Shortcuts should have at least one phrase: 'phrases:' is an empty array; write at least one phrase [app-shortcut-without-phrases]
  }
}
