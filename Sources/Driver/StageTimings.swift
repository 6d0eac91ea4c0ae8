import Dispatch
import Syntax

/// The wall-clock time of each stage of a run, for `lint --timings`.
///
/// The stages mark their ends as they finish (`mark`); each stage's time is the time since the
/// previous mark, so the stages add up to the run (from `start`). Marks are ignored unless the
/// process's timings were started: a mark then costs one lock. The stages run one after the
/// other (each may use many threads inside), so one process-wide record is enough.
public final class StageTimings: Sendable {
  /// The process's record, which the commands and the pipeline use.
  public static let process = StageTimings()

  /// One finished stage: its name and how long it took.
  public struct Stage: Sendable, Equatable {
    /// The stage's name (`skim`, `parse`...).
    public var name: String
    /// Its wall-clock time in nanoseconds.
    public var nanoseconds: UInt64
  }

  /// Whether marks count, when the last one was made, and the stages so far.
  private let state = Locked((isRecording: false, last: UInt64(0), stages: [Stage]()))

  init() {}

  /// Starts recording from now, forgetting earlier stages.
  public func start() {
    let now = DispatchTime.now().uptimeNanoseconds
    state.withLock { $0 = (true, now, []) }
  }

  /// Ends the stage `name` now, when recording.
  public func mark(_ name: String) {
    state.withLock { state in
      guard state.isRecording else { return }
      let now = DispatchTime.now().uptimeNanoseconds
      state.stages.append(Stage(name: name, nanoseconds: now &- state.last))
      state.last = now
    }
  }

  /// Stops recording and returns the stages, in the order they ended.
  public func stop() -> [Stage] {
    state.withLock { state in
      state.isRecording = false
      return state.stages
    }
  }

  /// `stages` as one line for standard error: `appintents: timings (ms): skim 31.20, ...;
  /// total 58.90`.
  public static func line(_ stages: [Stage]) -> String {
    func milliseconds(_ nanoseconds: UInt64) -> String {
      let hundredths = (nanoseconds + 5_000) / 10_000
      let fraction = hundredths % 100
      return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
    let parts = stages.map { "\($0.name) \(milliseconds($0.nanoseconds))" }
    let total = stages.reduce(0) { $0 &+ $1.nanoseconds }
    return "appintents: timings (ms): \(parts.joined(separator: ", ")); total \(milliseconds(total))"
  }
}
