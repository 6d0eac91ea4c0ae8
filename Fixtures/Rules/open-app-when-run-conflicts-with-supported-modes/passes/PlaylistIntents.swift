import AppIntents

struct PlayPlaylistIntent: AppIntent {
  static let title: LocalizedStringResource = "Play Playlist"
  static let openAppWhenRun: Bool = true

  @available(iOS 26.0, *)
  static let supportedModes: IntentModes = .foreground

  func perform() async throws -> some IntentResult { .result() }
}

struct ShufflePlaylistIntent: AppIntent {
  static let title: LocalizedStringResource = "Shuffle Playlist"
  static let openAppWhenRun: Bool = false

  @available(iOS 26.0, *)
  static let supportedModes: IntentModes = .background

  func perform() async throws -> some IntentResult { .result() }
}

// `.foreground(.dynamic)` lets the intent decide at run time: compatible with either value.
struct ShowQueueIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Queue"
  static let openAppWhenRun: Bool = false

  @available(iOS 26.0, *)
  static let supportedModes: IntentModes = .foreground(.dynamic)

  func perform() async throws -> some IntentResult { .result() }
}

// Background with an optional trip to the foreground.
struct SkipTrackIntent: AppIntent {
  static let title: LocalizedStringResource = "Skip Track"
  static let openAppWhenRun: Bool = true

  @available(iOS 26.0, *)
  static let supportedModes: IntentModes = [.background, .foreground(.deferred)]

  func perform() async throws -> some IntentResult { .result() }
}

enum PlayerDefaults {
  static let opensApp = false
}

// Not a literal: the rule cannot tell and says nothing.
struct LikeTrackIntent: AppIntent {
  static let title: LocalizedStringResource = "Like Track"
  static let openAppWhenRun: Bool = PlayerDefaults.opensApp

  @available(iOS 26.0, *)
  static let supportedModes: IntentModes = .foreground

  func perform() async throws -> some IntentResult { .result() }
}

// Only one of the two.
struct StopIntent: AppIntent {
  static let title: LocalizedStringResource = "Stop"
  static let openAppWhenRun: Bool = true
  func perform() async throws -> some IntentResult { .result() }
}
