import AppIntents
import SwiftUI

struct StartTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Timer"

  @Parameter(title: "Minutes", default: 25)
  var minutes: Int

  @MainActor
  func perform() async throws -> some IntentResult & ProvidesDialog {
    TimerModel.shared.start(minutes: minutes)
    return .result(dialog: "Timer started for \(minutes) minutes.")
  }
}

/// Every synchronous witness is `nonisolated`: the compiler accepts the main-actor type.
@MainActor
struct ResetTimerIntent: AppIntent {
  nonisolated static let title: LocalizedStringResource = "Reset Timer"

  @Parameter(title: "Minutes", default: 25)
  var minutes: Int

  func perform() async throws -> some IntentResult {
    TimerModel.shared.stop()
    return .result()
  }
}

/// The conformance's main-actor extension holds only the asynchronous `perform()`.
struct SkipBreakIntent {}

extension SkipBreakIntent {
  static let title: LocalizedStringResource = "Skip Break"
}

@MainActor
extension SkipBreakIntent: AppIntent {
  func perform() async throws -> some IntentResult {
    TimerModel.shared.stop()
    return .result()
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

struct StopTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Stop Timer"

  func perform() async throws -> some IntentResult {
    await MainActor.run { TimerModel.shared.stop() }
    return .result()
  }
}

// A main-actor extension that adds no conformance only isolates its own helpers.
@MainActor
extension StopTimerIntent {
  func refreshWidgets() { TimerModel.shared.stop() }
}

// A main-actor conformance to a protocol other than AppIntent is not this rule's business.
@MainActor
extension StartTimerIntent: CustomStringConvertible {
  nonisolated var description: String { "Start a \(minutes)-minute timer" }
}

struct PauseTimerIntent: AudioPlaybackIntent {
  static let title: LocalizedStringResource = "Pause Timer"

  /// @MainActor on a nested helper type is fine.
  @MainActor
  struct Presenter {
    func show() {}
  }

  @MainActor
  func perform() async throws -> some IntentResult {
    Presenter().show()
    return .result()
  }
}

// @MainActor struct NotAnIntent: AppIntent {} -- commented out.
