import AppIntents
import SwiftUI

struct StartTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Timer"
  func perform() async throws -> some IntentResult & OpensIntent {
    .result(opensIntent: ShowTimersIntent())
  }
}

/// Reached from StartTimerIntent's result.
struct ShowTimersIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Timers"
  static let openAppWhenRun = true
  func perform() async throws -> some IntentResult { .result() }
}

/// Reached from a button in the app (TimerControls.swift, a file the skim does not parse).
struct PauseTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Pause Timer"
  func perform() async throws -> some IntentResult { .result() }
}

/// Hidden from Shortcuts on purpose.
struct SyncTimersIntent: AppIntent {
  static let title: LocalizedStringResource = "Sync Timers"
  static var isDiscoverable: Bool { false }
  func perform() async throws -> some IntentResult { .result() }
}

/// The system runs widget configuration intents by protocol.
struct TimerWidgetConfiguration: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Timer Widget"
}

/// Used only in debug builds, which still counts.
struct DebugResetIntent: AppIntent {
  static let title: LocalizedStringResource = "Debug Reset"
  func perform() async throws -> some IntentResult { .result() }
}

#if DEBUG
let debugIntents: [any AppIntent] = [DebugResetIntent()]
#endif

@AppIntent(schema: .system.search)
struct SearchTimersIntent: ShowInAppSearchResultsIntent {
  static let searchScopes: [StringSearchScope] = [.general]
  var criteria: StringSearchCriteria
  func perform() async throws -> some IntentResult { .result() }
}
