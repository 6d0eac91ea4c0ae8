import Foundation
import Syntax

/// The whole-process section: `appintents lint` run as a child process over a copy of the
/// corpus, as a user runs it, start-up, discovery, reading, skim, parse, rules, cache and
/// output included.
///
/// Every repetition runs, in this order: `appintents --version` (start-up alone); `lint
/// --no-cache` at `--jobs 1` and at `--jobs N`; `lint` with an empty `--cache-dir` (cold), the
/// same again (warm: unchanged tree), and once more after one file was edited (a comment line
/// appended; restored afterwards). Rates come from the best wall-clock run, CPU time is the
/// child's user plus system time, and peak RSS is the largest `ru_maxrss` over the runs. The
/// byte-read floor reads the same files from the same page cache in this process, once per
/// repetition before its runs (on one thread and on `N`), so that the floor's best and the
/// runs' best come from the same minutes: measured after all the runs, the floor met the host
/// in another mood, and the ratio between them moved with it.
enum Pipeline {
  /// How many runs of each command go under GNU `time` for the peak RSS, which is their
  /// largest: one run's peak varied by up to 4 MB with the threads' timing (docs/performance.md).
  static let memoryPasses = 3

  /// What the section needs to know.
  struct Setup {
    /// The `appintents` executable.
    var tool: String
    /// The `N` of `--jobs N`.
    var jobs: Int
    /// Runs per measurement; the best is reported.
    var repetitions: Int
    /// Also count the instructions of whole runs under callgrind.
    var callgrind: Bool
    /// Seconds to wait after copying the corpus, so its files are as settled as a checkout's:
    /// the run cache remembers digests only of files written more than
    /// `DigestMemo.racyWindow` (2 s) before a run.
    var settleSeconds = 2.5
  }

  /// Runs the section over `corpus` (its files are written to a scratch folder first) and
  /// returns the report, or a failure message.
  static func measure(_ corpus: Corpus, roots: [String], setup: Setup) -> Result<Report, ChildProcess.Failure> {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appintents-bench-pipeline-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let tree: Tree
    do {
      tree = try Tree.write(corpus, roots: roots, under: scratch + "/tree")
    } catch {
      return .failure(ChildProcess.Failure(description: "cannot copy the corpus to \(scratch): \(error)"))
    }
    if setup.settleSeconds > 0 { Thread.sleep(forTimeInterval: setup.settleSeconds) }
    do {
      return .success(try measure(tree, scratch: scratch, setup: setup))
    } catch {
      return .failure(error)
    }
  }

  private static func measure(_ tree: Tree, scratch: String, setup: Setup) throws(ChildProcess.Failure) -> Report {
    var samples: [String: [ChildProcess.Run]] = [:]
    var outputs: [String: [UInt8]] = [:]
    var peaks: [String: Int] = [:]
    let plans = Plan.all(jobs: setup.jobs)
    let measuresMemory = ChildProcess.memoryLauncher != nil
    // The floor on one thread and on `jobs`, the fastest of the repetitions so far.
    var floors: [ReadFloor] = []
    // The last passes run under GNU `time` for the exact peak RSS only; the others are timed.
    for repetition in 0..<(max(setup.repetitions, 1) + (measuresMemory ? memoryPasses : 0)) {
      let memoryPass = measuresMemory && repetition >= max(setup.repetitions, 1)
      if !memoryPass {
        let samples = [1, setup.jobs].map { ReadFloor.measure(tree.paths, threads: $0, repetitions: 1) }
        floors = floors.isEmpty ? samples : zip(floors, samples).map { $0.merged(with: $1) }
      }
      let cache = scratch + "/cache-\(repetition)"
      for plan in plans {
        if plan.name == "lint-edited" { try tree.editOneFile() }
        let run = try ChildProcess.run(
          setup.tool, plan.arguments(tree: tree.roots, cache: cache), workingDirectory: scratch, scratch: scratch,
          measuringMemory: memoryPass)
        if plan.name == "lint-edited" { try tree.restoreEditedFile() }
        guard plan.acceptedExitCodes.contains(run.exitCode) else {
          throw ChildProcess.Failure(
            description: "\(setup.tool) \(plan.display(jobs: setup.jobs)) exited with \(run.exitCode): \(run.errorTail)"
          )
        }
        outputs[plan.name] = run.output
        if memoryPass {
          peaks[plan.name] = max(peaks[plan.name] ?? 0, run.peakRSSBytes)
        } else {
          samples[plan.name, default: []].append(run)
        }
      }
    }
    var rows = plans.map { plan in
      var row = Row(plan, runs: samples[plan.name] ?? [], bytes: tree.bytes, files: tree.files, jobs: setup.jobs)
      if let peak = peaks[plan.name] { row.peakRSSBytes = peak }
      return row
    }
    if setup.callgrind {
      for index in rows.indices where plans[index].countsInstructions {
        if plans[index].name == "lint-warm" {
          _ = try ChildProcess.run(
            setup.tool, plans[index].arguments(tree: tree.roots, cache: scratch + "/cache-callgrind"),
            workingDirectory: scratch, scratch: scratch)
        }
        let arguments = plans[index].arguments(tree: tree.roots, cache: scratch + "/cache-callgrind")
        let count: Int
        do {
          count = try Callgrind.processInstructions([setup.tool] + arguments, workingDirectory: scratch)
        } catch {
          throw ChildProcess.Failure(description: error.description)
        }
        rows[index].instructions = count
        rows[index].instructionsPerByte = rounded(Double(count) / Double(max(tree.bytes, 1)), 2)
      }
    }
    let lintOutputs = ["lint-j1", "lint-jN", "lint-cold", "lint-warm"].compactMap { outputs[$0] }
    return Report(
      tool: setup.tool, jobs: setup.jobs, bytes: tree.bytes, files: tree.files, largestFileBytes: tree.largest,
      outputsIdentical: Set(lintOutputs).count == 1, outputLines: lintOutputs.first.map(Self.lineCount) ?? 0,
      readFloor: floors, rows: rows, peakRSSExact: measuresMemory)
  }

  private static func lineCount(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

  /// Runs `appintents lint --no-cache --jobs jobs` over the files of `corpus` `repetitions`
  /// times (for scaling), or returns the failure. With `callgrind`, also counts the
  /// instructions of one whole `lint --no-cache --jobs 1`.
  static func lintOnly(
    _ corpus: Corpus, tool: String, jobs: Int, repetitions: Int, callgrind: Bool = false
  ) -> Result<Row, ChildProcess.Failure> {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appintents-bench-scale-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    do {
      let tree = try Tree.write(corpus, roots: [], under: scratch + "/tree")
      let plan = Plan.all(jobs: jobs)[2]
      var runs: [ChildProcess.Run] = []
      var peak: Int?
      for repetition in 0..<(max(repetitions, 1) + memoryPasses) {
        let memoryPass = repetition >= max(repetitions, 1)
        let run = try ChildProcess.run(
          tool, plan.arguments(tree: tree.roots, cache: ""), workingDirectory: scratch, scratch: scratch,
          measuringMemory: memoryPass)
        guard plan.acceptedExitCodes.contains(run.exitCode) else {
          return .failure(ChildProcess.Failure(description: "\(tool) exited with \(run.exitCode): \(run.errorTail)"))
        }
        if memoryPass {
          if ChildProcess.memoryLauncher != nil { peak = max(peak ?? 0, run.peakRSSBytes) }
        } else {
          runs.append(run)
        }
      }
      var row = Row(plan, runs: runs, bytes: tree.bytes, files: tree.files, jobs: jobs)
      if let peak { row.peakRSSBytes = peak }
      if callgrind {
        let single = Plan.all(jobs: jobs)[1].arguments(tree: tree.roots, cache: "")
        let count: Int
        do {
          count = try Callgrind.processInstructions([tool] + single, workingDirectory: scratch)
        } catch {
          return .failure(ChildProcess.Failure(description: error.description))
        }
        row.instructions = count
        row.instructionsPerByte = rounded(Double(count) / Double(max(tree.bytes, 1)), 2)
      }
      return .success(row)
    } catch let failure as ChildProcess.Failure {
      return .failure(failure)
    } catch {
      return .failure(ChildProcess.Failure(description: "cannot copy the corpus to \(scratch): \(error)"))
    }
  }

  /// The `appintents` executable: `explicit` when given, else the one next to this benchmark.
  static func locateTool(explicit: String?) -> String? {
    if let explicit { return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil }
    let sibling = URL(fileURLWithPath: Callgrind.executablePath()).deletingLastPathComponent()
      .appendingPathComponent("appintents").path
    return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
  }
}

extension Pipeline {
  /// One way of running the tool.
  struct Plan {
    /// The row name.
    var name: String
    /// What it measures.
    var summary: String
    /// The arguments after the executable; `TREE` and `CACHE` stand for the folders.
    var template: [String]
    /// Exit codes of a normal run (1: error-level findings).
    var acceptedExitCodes: Set<Int32> = [0, 1]
    /// Whether `--callgrind` counts this run's instructions.
    var countsInstructions = false

    /// The plans of one repetition, in the order they run.
    static func all(jobs: Int) -> [Plan] {
      [
        Plan(
          name: "startup", summary: "appintents --version: process start-up and exit", template: ["--version"],
          acceptedExitCodes: [0], countsInstructions: true),
        Plan(
          name: "lint-j1", summary: "lint, no cache, one thread",
          template: ["lint", "TREE", "--no-cache", "--jobs", "1"], countsInstructions: true),
        Plan(
          name: "lint-jN", summary: "lint, no cache, \(jobs) threads",
          template: ["lint", "TREE", "--no-cache", "--jobs", String(jobs)]),
        Plan(
          name: "lint-cold", summary: "lint, empty cache folder, \(jobs) threads",
          template: ["lint", "TREE", "--cache-dir", "CACHE", "--jobs", String(jobs)]),
        Plan(
          name: "lint-warm", summary: "lint again, unchanged tree, \(jobs) threads",
          template: ["lint", "TREE", "--cache-dir", "CACHE", "--jobs", String(jobs)], countsInstructions: true),
        Plan(
          name: "lint-edited", summary: "lint again after editing one file, \(jobs) threads",
          template: ["lint", "TREE", "--cache-dir", "CACHE", "--jobs", String(jobs)]),
      ]
    }

    /// The arguments with the folders filled in.
    func arguments(tree: [String], cache: String) -> [String] {
      template.flatMap { part -> [String] in
        switch part {
        case "TREE": return tree
        case "CACHE": return [cache]
        default: return [part]
        }
      }
    }

    /// The command line as the report shows it.
    func display(jobs: Int) -> String { template.joined(separator: " ") }
  }

  /// One measured row.
  struct Row: Codable {
    /// `startup`, `lint-j1`, `lint-jN`, `lint-cold`, `lint-warm` or `lint-edited`.
    var name: String
    /// What it measures.
    var summary: String
    /// The command line after the executable (`TREE` and `CACHE` for the folders).
    var command: String
    /// Runs measured.
    var repetitions: Int
    /// The fastest run, wall clock, in seconds.
    var bestSeconds: Double
    /// The median run, wall clock, in seconds.
    var medianSeconds: Double
    /// The smallest user plus system CPU time of the child, in seconds.
    var bestCPUSeconds: Double
    /// Corpus bytes per second of the best run (MB/s, 10^6 bytes).
    var megabytesPerSecond: Double
    /// Corpus files per second of the best run.
    var filesPerSecond: Double
    /// The child's peak RSS in bytes, from one run under GNU `time` (see `ChildProcess`), or
    /// without it the largest `ru_maxrss` of the timed runs (an upper bound).
    var peakRSSBytes: Int
    /// Instructions of one whole run under callgrind (with `--callgrind`, some rows only).
    var instructions: Int?
    /// `instructions` per corpus byte.
    var instructionsPerByte: Double?

    init(_ plan: Plan, runs: [ChildProcess.Run], bytes: Int, files: Int, jobs: Int) {
      let walls = runs.map(\.wallSeconds).sorted()
      let best = walls.first ?? 0
      name = plan.name
      summary = plan.summary
      command = plan.display(jobs: jobs)
      repetitions = runs.count
      bestSeconds = rounded(best, 6)
      medianSeconds = rounded(walls.isEmpty ? 0 : walls[walls.count / 2], 6)
      bestCPUSeconds = rounded(runs.map(\.cpuSeconds).min() ?? 0, 6)
      megabytesPerSecond = best > 0 ? rounded(Double(bytes) / best / 1e6, 1) : 0
      filesPerSecond = best > 0 ? rounded(Double(files) / best, 0) : 0
      peakRSSBytes = runs.map(\.peakRSSBytes).max() ?? 0
    }
  }

  /// The whole section.
  struct Report: Codable {
    /// The executable measured.
    var tool: String
    /// The `N` of `--jobs N`.
    var jobs: Int
    /// Corpus bytes.
    var bytes: Int
    /// Corpus files.
    var files: Int
    /// The largest file in bytes.
    var largestFileBytes: Int
    /// Whether `lint` printed the same bytes at one and N threads, cold and warm.
    var outputsIdentical: Bool
    /// Lines `lint` printed (findings and their notes).
    var outputLines: Int
    /// Reading the same files from the page cache and counting line breaks, at 1 and N threads.
    var readFloor: [ReadFloor]
    /// One row per plan.
    var rows: [Row]
    /// Whether the peak RSS figures are the tool's own (measured through GNU `time`); when
    /// `false` they are upper bounds that include this benchmark's memory.
    var peakRSSExact: Bool
    /// The targets, judged on these figures.
    var targets: [Target] = []

    init(
      tool: String, jobs: Int, bytes: Int, files: Int, largestFileBytes: Int, outputsIdentical: Bool,
      outputLines: Int, readFloor: [ReadFloor], rows: [Row], peakRSSExact: Bool
    ) {
      self.tool = tool
      self.jobs = jobs
      self.bytes = bytes
      self.files = files
      self.largestFileBytes = largestFileBytes
      self.outputsIdentical = outputsIdentical
      self.outputLines = outputLines
      self.readFloor = readFloor
      self.rows = rows
      self.peakRSSExact = peakRSSExact
      targets = judge()
    }

    /// The row called `name`.
    func row(_ name: String) -> Row? { rows.first { $0.name == name } }

    /// Judges the targets of issue 8 that whole-process figures decide.
    private func judge() -> [Target] {
      var targets: [Target] = []
      let floor = readFloor.first { $0.threads == 1 }?.megabytesPerSecond ?? 0
      if let lint = row("lint-jN") {
        targets.append(
          Target(
            name: "lint --jobs \(jobs), no cache", goal: "at least 150 MB/s",
            measured: "\(ReportText.fixed(lint.megabytesPerSecond, 1)) MB/s", pass: lint.megabytesPerSecond >= 150))
        let share = floor > 0 ? lint.megabytesPerSecond / floor : 0
        targets.append(
          Target(
            name: "lint --jobs \(jobs) against the one-thread read floor", goal: "at least 40%",
            measured: "\(ReportText.fixed(share * 100, 1))% of \(ReportText.fixed(floor, 1)) MB/s", pass: share >= 0.4))
      }
      let lintRows = rows.filter { $0.name.hasPrefix("lint") }
      if let peak = lintRows.map(\.peakRSSBytes).max() {
        let limit = 20_000_000 + 2 * largestFileBytes
        targets.append(
          Target(
            name: "peak RSS of any lint run", goal: "at most 20 MB + 2 x largest file = \(ReportText.megabytes(limit))",
            measured: ReportText.megabytes(peak), pass: peak <= limit))
      }
      if let cold = row("lint-cold"), let warm = row("lint-warm"), cold.bestSeconds > 0 {
        let share = warm.bestSeconds / cold.bestSeconds
        targets.append(
          Target(
            name: "warm rerun against the cold run", goal: "under 10%",
            measured: "\(ReportText.fixed(share * 100, 1))% (\(ReportText.fixed(warm.bestSeconds * 1e3, 1)) ms of "
              + "\(ReportText.fixed(cold.bestSeconds * 1e3, 1)) ms)", pass: share < 0.1))
      }
      return targets
    }
  }

  /// One target and whether it holds.
  struct Target: Codable {
    /// What is measured.
    var name: String
    /// The target.
    var goal: String
    /// The measured value.
    var measured: String
    /// Whether the target holds.
    var pass: Bool
  }
}
