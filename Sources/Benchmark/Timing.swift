/// Best-of-N wall-clock timing of a kernel.
struct Timing: Codable, Equatable {
  /// How many times the kernel ran.
  var repetitions: Int
  /// The fastest run, in seconds (the figure every rate is computed from).
  var bestSeconds: Double
  /// The median run, in seconds (shows how noisy the machine was).
  var medianSeconds: Double

  /// Runs `kernel` over `corpus` `repetitions` times (at least once) and keeps every result in
  /// the sink. Returns the timing and the result of the last run.
  static func measure(_ kernel: Kernel, _ corpus: Corpus, repetitions: Int) -> (Timing, KernelResult) {
    let clock = ContinuousClock()
    var samples: [Double] = []
    var result = KernelResult()
    for _ in 0..<max(repetitions, 1) {
      let start = clock.now
      result = measuredRegion(kernel, corpus)
      let elapsed = start.duration(to: clock.now)
      Sink.consume(result)
      samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    samples.sort()
    let timing = Timing(
      repetitions: samples.count, bestSeconds: samples[0], medianSeconds: samples[samples.count / 2])
    return (timing, result)
  }
}
