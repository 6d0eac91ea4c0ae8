import AppIntents

struct OpenHistoryIntent: AppIntent {
  static var title: LocalizedStringResource = "Open Workout History"
  static var openAppWhenRun: Bool = true
  static var authenticationPolicy = IntentAuthenticationPolicy.requiresLocalDeviceAuthentication

  @MainActor
  func perform() async throws -> some IntentResult {
    return .result()
  }
}

@available(iOS 26.0, *)
struct LogWaterIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Water"
  static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 26.0, *)
struct ShowTrendsIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Trends"
  static var supportedModes: IntentModes { .foreground }

  func perform() async throws -> some IntentResult { .result() }
}
