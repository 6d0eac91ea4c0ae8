import AppIntents

struct StartWorkoutIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Workout"
  static let openAppWhenRun: Bool = true

  @available(iOS 26.0, *)
  static let supportedModes: IntentModes = .foreground

  func perform() async throws -> some IntentResult { .result() }
}

struct LogWaterIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Water"

  @Parameter(title: "Glasses", default: 1)
  var glasses: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Logged \(glasses) glasses.")
  }
}

@available(iOS 26.0, macOS 26.0, *)
extension LogWaterIntent {
  static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] }
}

@available(iOS 26, *)
struct PauseWorkoutIntent: AppIntent {
  static let title: LocalizedStringResource = "Pause Workout"
  static let supportedModes: IntentModes = .background

  func perform() async throws -> some IntentResult { .result() }
}

struct ResumeWorkoutIntent: AppIntent {
  static let title: LocalizedStringResource = "Resume Workout"

  // An instance property with the same name is not the requirement.
  var supportedModes: [String] { ["watch", "phone"] }

  func perform() async throws -> some IntentResult { .result() }
}

/// Not an intent.
enum WorkoutSettings {
  static let supportedModes = ["indoor", "outdoor"]
}
