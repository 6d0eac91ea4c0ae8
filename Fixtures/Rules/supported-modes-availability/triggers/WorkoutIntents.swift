import AppIntents

struct StartWorkoutIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Workout"
  static let openAppWhenRun: Bool = true
  static let supportedModes: IntentModes = .foreground  // expected: 6:14: error: 'supportedModes' needs iOS 26.0, but the deployment target is iOS 17.0 and neither the property nor 'StartWorkoutIntent' is marked '@available(iOS 26.0, *)'; add that annotation to the property and keep 'openAppWhenRun' for earlier versions [supported-modes-availability]

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

extension LogWaterIntent {
  static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] }  // expected: 23:14: error: 'supportedModes' needs iOS 26.0, but the deployment target is iOS 17.0 and neither the property nor 'LogWaterIntent' is marked '@available(iOS 26.0, *)'; add that annotation to the property and keep 'openAppWhenRun' for earlier versions [supported-modes-availability]
}

// Annotated, but with a version that predates IntentModes.
struct PauseWorkoutIntent: AppIntent {
  static let title: LocalizedStringResource = "Pause Workout"

  @available(iOS 18.0, *)
  static let supportedModes: IntentModes = .background  // expected: 31:14: error: 'supportedModes' needs iOS 26.0, but the deployment target is iOS 17.0 and neither the property nor 'PauseWorkoutIntent' is marked '@available(iOS 26.0, *)'; add that annotation to the property and keep 'openAppWhenRun' for earlier versions [supported-modes-availability]

  func perform() async throws -> some IntentResult { .result() }
}
