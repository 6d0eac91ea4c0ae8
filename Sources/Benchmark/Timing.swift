#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Best-of-N timing of a kernel: wall clock, and the process's CPU time (which a busy shared
/// machine disturbs less, since time spent descheduled is not counted; process rather than
/// thread time, so stages that run on a large-stack thread of their own are counted too).
struct Timing: Codable, Equatable {
  /// How many times the kernel ran.
  var repetitions: Int
  /// The fastest run by the wall clock, in seconds (every rate is computed from it).
  var bestSeconds: Double
  /// The median run by the wall clock, in seconds (shows how noisy the machine was).
  var medianSeconds: Double
  /// The smallest CPU time of the process over the runs, in seconds (only the kernel runs
  /// while it is measured).
  var bestCPUSeconds: Double

  /// Runs `kernel` over `corpus` `repetitions` times (at least once) and keeps every result in
  /// the sink. Returns the timing and the result of the last run.
  static func measure(_ kernel: Kernel, _ corpus: Corpus, repetitions: Int) -> (Timing, KernelResult) {
    var wall: [Double] = []
    var cpu: [Double] = []
    var result = KernelResult()
    for _ in 0..<max(repetitions, 1) {
      let wallStart = now(CLOCK_MONOTONIC)
      let cpuStart = now(CLOCK_PROCESS_CPUTIME_ID)
      result = measuredRegion(kernel, corpus)
      cpu.append(now(CLOCK_PROCESS_CPUTIME_ID) - cpuStart)
      wall.append(now(CLOCK_MONOTONIC) - wallStart)
      Sink.consume(result)
    }
    wall.sort()
    let timing = Timing(
      repetitions: wall.count, bestSeconds: wall[0], medianSeconds: wall[wall.count / 2],
      bestCPUSeconds: cpu.min() ?? 0)
    return (timing, result)
  }

  /// The time of `clock` in seconds.
  static func now(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}
