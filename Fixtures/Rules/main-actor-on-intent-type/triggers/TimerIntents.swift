import AppIntents
import SwiftUI

@MainActor  // expected: 4:1: error: '@MainActor' on 'StartTimerIntent' isolates the intent's members to the main actor, so they cannot satisfy AppIntent's nonisolated requirements (a Swift 6 conformance isolation error); remove it and mark 'perform()' '@MainActor' instead [main-actor-on-intent-type]
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

struct StopTimerIntent {
  static let title: LocalizedStringResource = "Stop Timer"
}

@MainActor  // expected: 31:1: error: '@MainActor' on the extension of 'StopTimerIntent' that adds its AppIntent conformance isolates the intent's members to the main actor, so they cannot satisfy AppIntent's nonisolated requirements (a Swift 6 conformance isolation error); remove it and mark 'perform()' '@MainActor' instead [main-actor-on-intent-type]
extension StopTimerIntent: AppIntent {
  func perform() async throws -> some IntentResult {
    TimerModel.shared.stop()
    return .result()
  }
}

enum FocusIntents {
  @_Concurrency.MainActor struct PauseTimerIntent: AudioPlaybackIntent {  // expected: 40:3: error: '@MainActor' on 'PauseTimerIntent' isolates the intent's members to the main actor, so they cannot satisfy AppIntent's nonisolated requirements (a Swift 6 conformance isolation error); remove it and mark 'perform()' '@MainActor' instead [main-actor-on-intent-type]
    static let title: LocalizedStringResource = "Pause Timer"
    func perform() async throws -> some IntentResult { .result() }
  }
}
