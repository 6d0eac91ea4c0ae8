import AppIntents

struct AddTaskIntent: AppIntent {
  static let title: LocalizedStringResource = "Add Task"
  func perform() async throws -> some IntentResult { .result() }
}

struct ShowTodayIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Today"
  static let openAppWhenRun = true
  func perform() async throws -> some IntentResult { .result() }
}
