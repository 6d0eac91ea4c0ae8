import Testing

@testable import Driver

/// `StageTimings` records stages only between `start` and `stop`, and prints them as one line.
@Suite struct StageTimingsTests {
  @Test func theLineShowsHundredthsOfMillisecondsAndTheirTotal() {
    let stages = [
      StageTimings.Stage(name: "skim", nanoseconds: 1_234_567), StageTimings.Stage(name: "parse", nanoseconds: 5_000),
      StageTimings.Stage(name: "rules", nanoseconds: 20_004_999),
    ]
    #expect(StageTimings.line(stages) == "appintents: timings (ms): skim 1.23, parse 0.01, rules 20.00; total 21.24")
    #expect(StageTimings.line([]) == "appintents: timings (ms): ; total 0.00")
  }

  @Test func marksCountOnlyWhileRecording() {
    let timings = StageTimings()
    timings.mark("before")
    timings.start()
    timings.mark("first")
    timings.mark("second")
    let stages = timings.stop()
    timings.mark("after")
    #expect(stages.map(\.name) == ["first", "second"])
    #expect(timings.stop().map(\.name) == ["first", "second"])
    timings.start()
    #expect(timings.stop().isEmpty)
  }
}
