import Foundation
import Testing

@testable import Benchmark

/// The whole-process section: child processes measured one by one, the corpus copied and
/// edited without touching the original, and the report and targets computed from the runs.
@Suite struct PipelineTests {
  /// A scratch folder, removed at the end.
  final class Scratch {
    let path: String

    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes an executable shell script.
    func script(_ name: String, _ body: String) throws -> String {
      let file = path + "/" + name
      try Data(("#!/bin/sh\n" + body + "\n").utf8).write(to: URL(fileURLWithPath: file))
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
      return file
    }
  }

  @Test func childrenReportOutputExitCodesAndTime() throws {
    let scratch = try Scratch()
    let run = try ChildProcess.run(
      "/bin/sh", ["-c", "echo out; echo err >&2; pwd; exit 3"], workingDirectory: scratch.path, scratch: scratch.path)
    #expect(run.exitCode == 3)
    let output = String(decoding: run.output, as: UTF8.self)
    #expect(output.hasPrefix("out\n"))
    #expect(output.contains(URL(fileURLWithPath: scratch.path).lastPathComponent))
    #expect(run.errorTail == "err\n")
    #expect(run.wallSeconds > 0 && run.cpuSeconds >= 0)
    let killed = try ChildProcess.run(
      "/bin/sh", ["-c", "kill -9 $$"], workingDirectory: scratch.path, scratch: scratch.path)
    #expect(killed.exitCode == 137)
    #expect(ChildProcess.exitCode(0x0100) == 1 && ChildProcess.exitCode(0x000F) == 143)
    #expect(throws: ChildProcess.Failure.self) {
      try ChildProcess.run("/nonexistent/tool", [], workingDirectory: scratch.path, scratch: scratch.path)
    }
  }

  @Test func memoryIsTheChildsOwnUnderGNUTime() throws {
    guard ChildProcess.memoryLauncher != nil else { return }
    let scratch = try Scratch()
    let run = try ChildProcess.run(
      "/bin/sh", ["-c", "exit 0"], workingDirectory: scratch.path, scratch: scratch.path, measuringMemory: true)
    #expect(run.exitCode == 0)
    // A shell needs a megabyte or two; this test process holds far more, which wait4 alone
    // would have reported.
    #expect(run.peakRSSBytes > 100_000 && run.peakRSSBytes < 8_000_000)
  }

  @Test func pathsSplitByTheRootThatHoldsThem() {
    #expect(Pipeline.Tree.split("/a/b/c.swift", roots: ["/a", "/a/b"]) == ("/a/b", "c.swift"))
    #expect(Pipeline.Tree.split("/a/b/c.swift", roots: ["/a/"]) == ("/a/", "b/c.swift"))
    #expect(Pipeline.Tree.split("/a/b/c.swift", roots: ["/a/b/c.swift"]) == ("/a/b/c.swift", ""))
    #expect(Pipeline.Tree.split("Apps/X.swift", roots: []) == ("", "Apps/X.swift"))
    #expect(Pipeline.Tree.split("/ab/c.swift", roots: ["/a"]) == ("", "ab/c.swift"))
  }

  @Test func theCopyIsEditedAndRestored() throws {
    let scratch = try Scratch()
    let corpus = Corpus(files: [
      Corpus.File(path: "/src/Kit/A.swift", bytes: Array("struct A {}\n".utf8)),
      Corpus.File(path: "/src/Kit/Sub/B.swift", bytes: Array("struct B {}\n".utf8)),
      Corpus.File(path: "/other/C.swift", bytes: Array("struct C {}\n".utf8)),
    ])
    let tree = try Pipeline.Tree.write(corpus, roots: ["/src/Kit", "/other/C.swift"], under: scratch.path + "/tree")
    #expect(tree.roots == [scratch.path + "/tree/Kit", scratch.path + "/tree/C.swift/C.swift"])
    #expect(tree.files == 3 && tree.bytes == 36 && tree.largest == 12)
    let edited = try #require(tree.edited)
    #expect(edited.path == scratch.path + "/tree/Kit/Sub/B.swift")
    try tree.editOneFile()
    let changed = try Data(contentsOf: URL(fileURLWithPath: edited.path))
    #expect([UInt8](changed) == edited.original + Pipeline.Tree.editLine)
    try tree.restoreEditedFile()
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: edited.path))) == edited.original)
  }

  @Test func aFakeToolGivesAWholeReport() throws {
    let scratch = try Scratch()
    let tool = try scratch.script(
      "appintents", "case \"$1\" in lint) echo \"A.swift:1:1: error: finding\"; exit 1;; esac; echo 1.0")
    let corpus = Corpus(files: [
      Corpus.File(path: "/src/A.swift", bytes: Array("struct A {}\n".utf8)),
      Corpus.File(path: "/src/B.swift", bytes: Array(repeating: UInt8(ascii: "\n"), count: 100)),
    ])
    let setup = Pipeline.Setup(tool: tool, jobs: 2, repetitions: 2, callgrind: false, settleSeconds: 0)
    let report = try Pipeline.measure(corpus, roots: ["/src"], setup: setup).get()
    #expect(report.rows.map(\.name) == ["startup", "lint-j1", "lint-jN", "lint-cold", "lint-warm", "lint-edited"])
    #expect(report.rows.allSatisfy { $0.repetitions == 2 && $0.bestSeconds > 0 && $0.peakRSSBytes > 0 })
    #expect(report.row("lint-jN")?.command == "lint TREE --no-cache --jobs 2")
    #expect(report.files == 2 && report.bytes == 112 && report.largestFileBytes == 100)
    #expect(report.readFloor.map(\.threads) == [1, 2])
    // Read once per repetition, between the runs.
    #expect(report.readFloor.map(\.repetitions) == [2, 2])
    #expect(report.outputLines == 1 && report.outputsIdentical)
    #expect(report.targets.map(\.name).count == 4)
    let text = ReportText.pipelineTable(report)
    for row in report.rows { #expect(text.contains(row.name)) }
    #expect(text.contains("targets (issue 8)"))
    let json = ReportText.json(report)
    #expect(json.contains("\"targets\"") && json.contains("\"readFloor\""))
  }

  /// An executable still open for writing (as in a child another thread forked before it
  /// exec'd) cannot be run for a moment (ETXTBSY); the run waits for it instead of failing.
  @Test func anExecutableBusyForAMomentStillRuns() throws {
    let scratch = try Scratch()
    let tool = try scratch.script("busy", "exit 4")
    let writer = try FileHandle(forWritingTo: URL(fileURLWithPath: tool))
    let closer = Thread {
      usleep(200_000)
      try? writer.close()
    }
    closer.start()
    let run = try ChildProcess.run(tool, [], workingDirectory: scratch.path, scratch: scratch.path)
    #expect(run.exitCode == 4)
  }

  @Test func aFailingToolIsAnError() throws {
    let scratch = try Scratch()
    let tool = try scratch.script("appintents", "echo broken >&2; exit 3")
    let corpus = Corpus(files: [Corpus.File(path: "/src/A.swift", bytes: Array("let a = 1\n".utf8))])
    let setup = Pipeline.Setup(tool: tool, jobs: 1, repetitions: 1, callgrind: false, settleSeconds: 0)
    guard case .failure(let failure) = Pipeline.measure(corpus, roots: ["/src"], setup: setup) else {
      Issue.record("a tool exiting with 3 must fail the section")
      return
    }
    #expect(failure.description.contains("exited with 3") && failure.description.contains("broken"))
  }

  @Test func floorsReadInSeveralRepetitionsKeepTheFastest() {
    let slow = Pipeline.ReadFloor(
      threads: 1, repetitions: 1, bestSeconds: 0.05, megabytesPerSecond: 400, filesPerSecond: 40_000)
    let fast = Pipeline.ReadFloor(
      threads: 1, repetitions: 2, bestSeconds: 0.04, megabytesPerSecond: 500, filesPerSecond: 50_000)
    for merged in [slow.merged(with: fast), fast.merged(with: slow)] {
      #expect(merged.bestSeconds == 0.04 && merged.megabytesPerSecond == 500 && merged.filesPerSecond == 50_000)
      #expect(merged.repetitions == 3)
    }
  }

  @Test func targetsAreJudgedOnTheFigures() {
    func row(_ name: String, seconds: Double, rss: Int) -> Pipeline.Row {
      let run = ChildProcess.Run(
        wallSeconds: seconds, cpuSeconds: seconds, peakRSSBytes: rss, exitCode: 0, output: [], errorTail: "")
      let plan = Pipeline.Plan(name: name, summary: "", template: [])
      return Pipeline.Row(plan, runs: [run], bytes: 20_000_000, files: 2000, jobs: 2)
    }
    let floor = Pipeline.ReadFloor(
      threads: 1, repetitions: 1, bestSeconds: 0.05, megabytesPerSecond: 400, filesPerSecond: 40_000)
    let report = Pipeline.Report(
      tool: "t", jobs: 2, bytes: 20_000_000, files: 2000, largestFileBytes: 40_000, outputsIdentical: true,
      outputLines: 3, readFloor: [floor],
      rows: [
        row("lint-jN", seconds: 0.1, rss: 19_000_000), row("lint-cold", seconds: 0.2, rss: 21_000_000),
        row("lint-warm", seconds: 0.01, rss: 10_000_000),
      ], peakRSSExact: true)
    #expect(report.targets.map(\.pass) == [true, true, false, true])
    #expect(report.targets[0].measured == "200.0 MB/s")
    #expect(report.targets[1].measured == "50.0% of 400.0 MB/s")
    #expect(report.targets[2].goal.hasSuffix("20.1 MB") && report.targets[2].measured == "21.0 MB")
    #expect(report.targets[3].measured.hasPrefix("5.0%"))
  }
}
