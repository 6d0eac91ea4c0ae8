import Foundation
import TestSupport
import Testing

/// `lint --timings` prints a line of the stages' CPU times and one of their wall-clock times to
/// standard error and changes nothing else.
/// Run as a separate process: the record is process-wide, and tests run commands side by side.
@Suite(.enabled(if: AppIntentsExecutable.isAvailable, "appintents is not next to the test bundle; run 'swift build'"))
struct TimingsTests {
  static let sample = FixturePaths.url("SampleApp/Bookshelf")

  /// The stage names and times of a `--timings` line, and its total.
  typealias ParsedLine = (stages: [(name: String, milliseconds: Double)], total: Double)

  /// `line` read as the `what` line (`timings` or `cpu`).
  static func parse(_ line: String, what: String = "timings") -> ParsedLine? {
    let prefix = "appintents: \(what) (ms): "
    guard line.hasPrefix(prefix), let totalRange = line.range(of: "; total ") else { return nil }
    let body = line[line.index(line.startIndex, offsetBy: prefix.count)..<totalRange.lowerBound]
    var stages: [(name: String, milliseconds: Double)] = []
    for part in body.split(separator: ",") {
      let words = part.split(separator: " ")
      guard let last = words.last, let value = Double(last), words.count >= 2 else { return nil }
      stages.append((words.dropLast().joined(separator: " "), value))
    }
    guard let total = Double(line[totalRange.upperBound...]) else { return nil }
    return (stages, total)
  }

  @Test func aRunWithoutACacheTimesEveryStageAndReportsTheSameFindings() throws {
    let plain = AppIntentsExecutable.run(
      ["lint", "--no-cache", "--jobs", "2", Self.sample.path], in: FixturePaths.packageRoot)
    let timed = AppIntentsExecutable.run(
      ["lint", "--no-cache", "--jobs", "2", "--timings", Self.sample.path], in: FixturePaths.packageRoot)
    #expect(timed.status == plain.status)
    #expect(timed.standardOutput == plain.standardOutput)
    #expect(!plain.standardError.contains("timings"))
    let line = try #require(timed.standardErrorLines.last)
    let parsed = try #require(Self.parse(line), "\(line)")
    #expect(
      parsed.stages.map(\.name) == [
        "setup", "discovery", "skim", "selection", "free", "parse", "module index", "model", "rules", "report",
      ])
    #expect(parsed.stages.allSatisfy { $0.milliseconds >= 0 })
    let sum = parsed.stages.reduce(0) { $0 + $1.milliseconds }
    #expect(abs(sum - parsed.total) <= 0.01 * Double(parsed.stages.count), "\(line)")
    #expect(parsed.total < timed.seconds * 1000 + 1, "\(line)")
    // The CPU line before it names the same stages.
    let lines = timed.standardErrorLines
    let cpuLine = try #require(lines.count >= 2 ? lines[lines.count - 2] : nil)
    let cpu = try #require(Self.parse(cpuLine, what: "cpu"), "\(cpuLine)")
    #expect(cpu.stages.map(\.name) == parsed.stages.map(\.name))
    #expect(cpu.stages.allSatisfy { $0.milliseconds >= 0 } && cpu.total > 0, "\(cpuLine)")
  }

  @Test func anUnchangedRerunTimesOnlyWhatItDoes() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-timings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let arguments = ["lint", "--cache-dir", cache.path, "--timings", Self.sample.path]
    let cold = AppIntentsExecutable.run(arguments, in: FixturePaths.packageRoot)
    let warm = AppIntentsExecutable.run(arguments, in: FixturePaths.packageRoot)
    #expect(warm.standardOutput == cold.standardOutput)
    let coldLine = try #require(cold.standardErrorLines.last)
    let warmLine = try #require(warm.standardErrorLines.last)
    let coldStages = try #require(Self.parse(coldLine), "\(coldLine)").stages.map(\.name)
    let warmStages = try #require(Self.parse(warmLine), "\(warmLine)").stages.map(\.name)
    #expect(coldStages.contains("skim") && coldStages.contains("cache store"), "\(coldStages)")
    #expect(warmStages == ["setup", "unchanged check", "report"])
  }
}
