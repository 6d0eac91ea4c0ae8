import AppIntents

struct PlayPlaylistIntent: AppIntent {
  static let title: LocalizedStringResource = "Play Playlist"
  static let openAppWhenRun: Bool = true  // expected: 5:37: warning: 'openAppWhenRun' is true but 'supportedModes' is background-only: systems before iOS 26 open the app and iOS 26 and later do not; use '.foreground' in 'supportedModes' or set 'openAppWhenRun' to false [open-app-when-run-conflicts-with-supported-modes]

  @available(iOS 26.0, *)
  static let supportedModes: IntentModes = .background

  func perform() async throws -> some IntentResult { .result() }
}

struct ShufflePlaylistIntent: AppIntent {
  static let title: LocalizedStringResource = "Shuffle Playlist"
  static var openAppWhenRun: Bool { false }  // expected: 15:37: warning: 'openAppWhenRun' is false but 'supportedModes' always brings the app to the foreground: iOS 26 and later open the app and earlier systems do not; set 'openAppWhenRun' to true or use '.background' in 'supportedModes' [open-app-when-run-conflicts-with-supported-modes]

  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 26.0, *)
extension ShufflePlaylistIntent {
  static var supportedModes: IntentModes { .foreground }
}

struct ShowQueueIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Queue"
  static let openAppWhenRun = false  // expected: 27:31: warning: 'openAppWhenRun' is false but 'supportedModes' always brings the app to the foreground: iOS 26 and later open the app and earlier systems do not; set 'openAppWhenRun' to true or use '.background' in 'supportedModes' [open-app-when-run-conflicts-with-supported-modes]

  @available(iOS 26.0, *)
  static let supportedModes: IntentModes = [.foreground(.immediate)]

  func perform() async throws -> some IntentResult { .result() }
}

struct SkipTrackIntent: AppIntent {
  static let title: LocalizedStringResource = "Skip Track"
  static let openAppWhenRun: Bool = true  // expected: 37:37: warning: 'openAppWhenRun' is true but 'supportedModes' is background-only: systems before iOS 26 open the app and iOS 26 and later do not; use '.foreground' in 'supportedModes' or set 'openAppWhenRun' to false [open-app-when-run-conflicts-with-supported-modes]

  @available(iOS 26.0, *)
  static var supportedModes: IntentModes { IntentModes.background }

  func perform() async throws -> some IntentResult { .result() }
}
