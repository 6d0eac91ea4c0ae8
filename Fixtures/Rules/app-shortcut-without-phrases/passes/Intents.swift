import AppIntents

struct StartWorkoutIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Workout"
  func perform() async throws -> some IntentResult { .result() }
}

struct LogWaterIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Water"
  func perform() async throws -> some IntentResult { .result() }
}

struct ShowStreakIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Streak"
  func perform() async throws -> some IntentResult { .result() }
}

struct PauseWorkoutIntent: AppIntent {
  static let title: LocalizedStringResource = "Pause Workout"
  func perform() async throws -> some IntentResult { .result() }
}

struct EndWorkoutIntent: AppIntent {
  static let title: LocalizedStringResource = "End Workout"
  func perform() async throws -> some IntentResult { .result() }
}

/// Phrases kept in one place "for localization".
enum PhraseBook {
  static let logWater: [AppShortcutPhrase<LogWaterIntent>] = ["Log water in \(.applicationName)"]
}

func streakPhrases() -> [AppShortcutPhrase<ShowStreakIntent>] { ["Show my streak in \(.applicationName)"] }

let pausePhrase: AppShortcutPhrase<PauseWorkoutIntent> = "Pause my workout in \(.applicationName)"
