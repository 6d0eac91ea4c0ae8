import Testing

@testable import Driver

/// `StageTimings` records stages only between `start` and `stop`, with their CPU time, and prints
/// them as two lines.
@Suite struct StageTimingsTests {
  @Test func theLineShowsHundredthsOfMillisecondsAndTheirTotal() {
    let stages = [
      StageTimings.Stage(name: "skim", nanoseconds: 1_234_567), StageTimings.Stage(name: "parse", nanoseconds: 5_000),
      StageTimings.Stage(name: "rules", nanoseconds: 20_004_999),
    ]
    #expect(StageTimings.line(stages) == "appintents: timings (ms): skim 1.23, parse 0.01, rules 20.00; total 21.24")
    #expect(StageTimings.line([]) == "appintents: timings (ms): ; total 0.00")
  }

  @Test func theCPULineShowsEachStagesCPUTime() {
    let stages = [
      StageTimings.Stage(name: "skim", nanoseconds: 1_000_000, cpuNanoseconds: 1_994_999),
      StageTimings.Stage(name: "rules", nanoseconds: 5_000, cpuNanoseconds: 5_000),
    ]
    #expect(StageTimings.cpuLine(stages) == "appintents: cpu (ms): skim 1.99, rules 0.01; total 2.00")
    #expect(StageTimings.line(stages) == "appintents: timings (ms): skim 1.00, rules 0.01; total 1.01")
  }

  @Test func aStageThatSpinsShowsItsCPUTime() {
    let timings = StageTimings()
    timings.start()
    let start = StageTimings.processCPUNanoseconds()
    var sink = 0
    while StageTimings.processCPUNanoseconds() &- start < 2_000_000 { sink &+= 1 }
    timings.mark("spin")
    let stages = timings.stop()
    #expect(sink > 0)
    #expect(stages.count == 1 && stages[0].cpuNanoseconds >= 2_000_000, "\(stages)")
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
