import Dispatch
import Syntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The wall-clock time of each stage of a run, and the CPU time the process spent in it, for
/// `lint --timings`.
///
/// The stages mark their ends as they finish (`mark`); each stage's time is the time since the
/// previous mark, so the stages add up to the run (from `start`). CPU time is the process's, of
/// all its threads: a stage that keeps two cores busy shows about twice its wall-clock time.
/// Marks are ignored unless the process's timings were started: a mark then costs one lock. The stages run one after the
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
    /// The CPU time of all the process's threads during the stage, in nanoseconds.
    public var cpuNanoseconds: UInt64 = 0
  }

  /// Whether marks count, when the last one was made (wall clock and process CPU clock), and
  /// the stages so far.
  private let state = Locked((isRecording: false, last: UInt64(0), lastCPU: UInt64(0), stages: [Stage]()))

  init() {}

  /// Starts recording from now, forgetting earlier stages.
  public func start() {
    let now = DispatchTime.now().uptimeNanoseconds
    let cpu = Self.processCPUNanoseconds()
    state.withLock { $0 = (true, now, cpu, []) }
  }

  /// Ends the stage `name` now, when recording.
  public func mark(_ name: String) {
    state.withLock { state in
      guard state.isRecording else { return }
      let now = DispatchTime.now().uptimeNanoseconds
      let cpu = Self.processCPUNanoseconds()
      state.stages.append(Stage(name: name, nanoseconds: now &- state.last, cpuNanoseconds: cpu &- state.lastCPU))
      state.last = now
      state.lastCPU = cpu
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
    line("timings", stages.map { ($0.name, $0.nanoseconds) })
  }

  /// The stages' CPU times as one line for standard error: `appintents: cpu (ms): skim 60.10,
  /// ...; total 97.30`.
  public static func cpuLine(_ stages: [Stage]) -> String {
    line("cpu", stages.map { ($0.name, $0.cpuNanoseconds) })
  }

  /// `appintents: <what> (ms): <name> <milliseconds>, ...; total <milliseconds>`.
  private static func line(_ what: String, _ times: [(name: String, nanoseconds: UInt64)]) -> String {
    func milliseconds(_ nanoseconds: UInt64) -> String {
      let hundredths = (nanoseconds + 5_000) / 10_000
      let fraction = hundredths % 100
      return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
    let parts = times.map { "\($0.name) \(milliseconds($0.nanoseconds))" }
    let total = times.reduce(0) { $0 &+ $1.nanoseconds }
    return "appintents: \(what) (ms): \(parts.joined(separator: ", ")); total \(milliseconds(total))"
  }

  /// The CPU time of all the process's threads so far, in nanoseconds.
  static func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }
}
