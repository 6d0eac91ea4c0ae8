import AppIntents

struct StartTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Timer"
  @Parameter(title: "Minutes") var minutes: Int
  func perform() async throws -> some IntentResult { .result() }
}

/// Replaced by StartTimerIntent, never deleted.
struct StartCountdownIntent: AppIntent {  // expected: 10:8: info: 'StartCountdownIntent' is not used by any App Shortcut, entity, query or other code in the module, so users find it only as an action in the Shortcuts app; add an App Shortcut for it, or remove it if it is left over [unreachable-intent]
  static let title: LocalizedStringResource = "Start Countdown"
  func perform() async throws -> some IntentResult { .result() }
}

struct ResetTimersIntent: AppIntent, ForegroundContinuableIntent {  // expected: 15:8: info: 'ResetTimersIntent' is not used by any App Shortcut, entity, query or other code in the module, so users find it only as an action in the Shortcuts app; add an App Shortcut for it, or remove it if it is left over [unreachable-intent]
  static let title: LocalizedStringResource = "Reset Timers"
  static let isDiscoverable = true
  func perform() async throws -> some IntentResult { .result() }
}

extension ResetTimersIntent {
  // Naming itself does not count as a use.
  static let everything = ResetTimersIntent()
}

enum Legacy {
  struct SnoozeIntent: AppIntent {  // expected: 27:10: info: 'SnoozeIntent' is not used by any App Shortcut, entity, query or other code in the module, so users find it only as an action in the Shortcuts app; add an App Shortcut for it, or remove it if it is left over [unreachable-intent]
    static let title: LocalizedStringResource = "Snooze"
    func perform() async throws -> some IntentResult { .result() }
  }
}
