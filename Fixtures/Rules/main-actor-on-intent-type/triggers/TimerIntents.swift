import AppIntents
import SwiftUI

@MainActor  // expected: 4:1: error: '@MainActor' on the intent type isolates 'title' to the main actor, so it cannot satisfy AppIntent's nonisolated requirement (Swift 6: "conformance of 'StartTimerIntent' to protocol 'AppIntent' crosses into main actor-isolated code"); remove it and mark 'perform()' '@MainActor' instead [main-actor-on-intent-type]
struct StartTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Timer"

  @Parameter(title: "Minutes", default: 25)
  var minutes: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    TimerModel.shared.start(minutes: minutes)
    return .result(dialog: "Timer started for \(minutes) minutes.")
  }
}

/// Not an intent: main-actor isolation is what this model wants.
@MainActor
final class TimerModel {
  static let shared = TimerModel()
  private(set) var isRunning = false

  func start(minutes: Int) { isRunning = true }
  func stop() { isRunning = false }
}

struct StopTimerIntent {}

@MainActor  // expected: 29:1: error: '@MainActor' on the extension that adds the AppIntent conformance isolates 'title' to the main actor, so it cannot satisfy AppIntent's nonisolated requirement (Swift 6: "conformance of 'StopTimerIntent' to protocol 'AppIntent' crosses into main actor-isolated code"); remove it and mark 'perform()' '@MainActor' instead [main-actor-on-intent-type]
extension StopTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Stop Timer"

  func perform() async throws -> some IntentResult {
    TimerModel.shared.stop()
    return .result()
  }
}

enum FocusIntents {
  @_Concurrency.MainActor struct PauseTimerIntent: AudioPlaybackIntent {  // expected: 40:3: error: '@MainActor' on the intent type isolates 'title' to the main actor, so it cannot satisfy AppIntent's nonisolated requirement (Swift 6: "conformance of 'PauseTimerIntent' to protocol 'AppIntent' crosses into main actor-isolated code"); remove it and mark 'perform()' '@MainActor' instead [main-actor-on-intent-type]
    static let title: LocalizedStringResource = "Pause Timer"
    func perform() async throws -> some IntentResult { .result() }
  }
}
