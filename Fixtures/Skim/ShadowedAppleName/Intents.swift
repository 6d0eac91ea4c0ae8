import AppIntents

/// The app's own `AppIntent`, declared beside the intents: it hides Apple's protocol from every
/// lookup, so no type of the module is an App Intent (and the compiler rejects a conformance to
/// a struct).
struct AppIntent {
  static let title: LocalizedStringResource = "Start Workout"
}

struct LogWaterIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Water"

  func perform() async throws -> some IntentResult {
    .result()
  }
}
