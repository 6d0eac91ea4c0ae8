import Driver
import Foundation

/// `large-files`: peak memory and time of `appintents lint` over one large file, against issue
/// 8's budget of 20 MB plus twice the largest file.
///
/// From the synthetic corpus of `--size-mb` (default 5 here), two folders of one large file:
/// - `support`: the files without App Intents code concatenated (a generated models file, say),
///   and a small intent whose `perform()` names one of its types, so the large file is parsed
///   for the names it declares, its other declarations skipped (`ParserOptions.keptNames`);
/// - `role`: every file concatenated, intents included, so the file is kept for its roles: the
///   declarations they reach are parsed with their bodies and kept until the rules have run,
///   the others skipped (`RelevantFiles.Selection.withoutUnneededDeclarations`);
/// - `intents`: a file of the corpus's size of nothing but App Intents code
///   (`IntentsOnlyFile`): all of it is parsed, and all of it is in the model.
///
/// Each is linted `--repeat` times for the best wall time (`lint DIR --no-cache --jobs N`),
/// then `Pipeline.memoryPasses` times under GNU `time` for the peak RSS (their largest).
enum LargeFiles {
  /// One folder's figures.
  struct Row: Codable {
    /// `support` or `role`.
    var name: String
    /// What the folder holds.
    var summary: String
    /// The size of its large file in bytes.
    var largestFile: Int
    /// The best wall time of a run, in milliseconds.
    var bestMilliseconds: Double
    /// The largest peak RSS of the memory runs, in bytes.
    var peakRSSBytes: Int
    /// 20 MB plus twice the largest file, in bytes.
    var budgetBytes: Int
    /// Whether the peak stays within the budget.
    var pass: Bool
  }

  /// The whole run.
  struct Report: Codable {
    /// Where it ran.
    var machine: Machine
    /// The tool that was measured.
    var tool: String
    /// The `N` of `--jobs N`.
    var jobs: Int
    /// One row per folder.
    var rows: [Row]
  }

  /// Runs the measurement and prints it.
  static func run(_ arguments: BenchmarkArguments) -> BenchmarkExit {
    guard let tool = Pipeline.locateTool(explicit: arguments.tool) else {
      BenchmarkTool.printError("appintents-bench: error: no appintents executable (build it, or pass --tool PATH)")
      return .ioError
    }
    guard ChildProcess.memoryLauncher != nil else {
      BenchmarkTool.printError("appintents-bench: error: large-files needs GNU time (/usr/bin/time) for peak RSS")
      return .ioError
    }
    let size = arguments.sizeMegabytesGiven ? arguments.sizeMegabytes : 5
    let generated = CorpusGenerator(seed: arguments.seed, targetBytes: Int(size * 1e6)).generate().files
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-large-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let jobs = arguments.jobs ?? ModuleLoader.defaultJobs
    do {
      var rows: [Row] = []
      for folder in folders(generated) {
        let directory = scratch + "/" + folder.name
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for file in folder.files {
          try Data(file.bytes).write(to: URL(fileURLWithPath: directory + "/" + file.path))
        }
        rows.append(try measure(folder, tool: tool, jobs: jobs, scratch: scratch, arguments))
      }
      let report = Report(machine: .current, tool: tool, jobs: jobs, rows: rows)
      return BenchmarkTool.emit(report, text: text(report), arguments)
    } catch {
      BenchmarkTool.printError("appintents-bench: error: \(error)")
      return .ioError
    }
  }

  /// A folder to lint.
  struct Folder {
    /// Its name, also the row's.
    var name: String
    /// What it holds.
    var summary: String
    /// Its files.
    var files: [Corpus.File]
  }

  /// The `support`, `role` and `intents` folders made from the generated `files`.
  static func folders(_ files: [Corpus.File]) -> [Folder] {
    let ordinary = files.filter { !String(decoding: $0.bytes, as: UTF8.self).contains("import AppIntents") }
    let support = Corpus(files: ordinary).concatenated().files[0].bytes
    let named = firstStructName(in: String(decoding: support, as: UTF8.self)) ?? "String"
    let intents = IntentsOnlyFile.file(targetBytes: files.reduce(0) { $0 + $1.bytes.count })
    let intent = """
      import AppIntents

      struct OpenRecordIntent: AppIntent {
        static let title: LocalizedStringResource = "Open Record"

        func perform() async throws -> some IntentResult {
          _ = \(named).self
          return .result()
        }
      }

      """
    return [
      Folder(
        name: "support", summary: "\(ordinary.count) files without App Intents in one, and an intent naming \(named)",
        files: [
          Corpus.File(path: "Support.swift", bytes: support),
          Corpus.File(path: "OpenRecordIntent.swift", bytes: Array(intent.utf8)),
        ]),
      Folder(
        name: "role", summary: "all \(files.count) files in one (it declares intents: what they reach is parsed)",
        files: [Corpus.File(path: "All.swift", bytes: Corpus(files: files).concatenated().files[0].bytes)]),
      Folder(
        name: "intents",
        summary: "\(intents.count) intents, app enums and entities in one file "
          + "(nothing but App Intents code: all of it is parsed and in the model)",
        files: [intents.file]),
    ]
  }

  /// The name after the first `struct ` at the start of a line of `text`.
  private static func firstStructName(in text: String) -> String? {
    var rest = text[...]
    while let found = rest.range(of: "\nstruct ") {
      let name = rest[found.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      if !name.isEmpty { return String(name) }
      rest = rest[found.upperBound...]
    }
    return nil
  }

  /// Lints `folder` (already written under `scratch`): the best wall time, then the peak RSS.
  private static func measure(
    _ folder: Folder, tool: String, jobs: Int, scratch: String, _ arguments: BenchmarkArguments
  ) throws(ChildProcess.Failure) -> Row {
    let command = ["lint", folder.name, "--no-cache", "--jobs", String(jobs)]
    var best = Double.infinity
    var peak = 0
    for pass in 0..<(max(arguments.repetitions, 1) + Pipeline.memoryPasses) {
      let measuringMemory = pass >= max(arguments.repetitions, 1)
      let run = try ChildProcess.run(
        tool, command, workingDirectory: scratch, scratch: scratch, measuringMemory: measuringMemory)
      guard run.exitCode == 0 || run.exitCode == 1 else {
        throw ChildProcess.Failure(
          description: "\(tool) exited with \(run.exitCode) on \(folder.name): \(run.errorTail)")
      }
      if measuringMemory { peak = max(peak, run.peakRSSBytes) } else { best = min(best, run.wallSeconds) }
    }
    let largest = folder.files.map(\.bytes.count).max() ?? 0
    let budget = 20_000_000 + 2 * largest
    return Row(
      name: folder.name, summary: folder.summary, largestFile: largest, bestMilliseconds: best * 1000,
      peakRSSBytes: peak, budgetBytes: budget, pass: peak <= budget)
  }

  /// The report as a table.
  static func text(_ report: Report) -> String {
    var text = "appintents-bench large-files: \(report.tool) lint DIR --no-cache --jobs \(report.jobs)\n"
    text += "  machine  \(report.machine.cpu), \(report.machine.cores) cores\n"
    text += "  memory   peak RSS: the largest of \(Pipeline.memoryPasses) runs under GNU time\n\n"
    var rows = [["folder", "result", "largest file", "best ms", "peak RSS", "budget"]]
    for row in report.rows {
      rows.append([
        row.name, row.pass ? "PASS" : "MISS", ReportText.megabytes(row.largestFile),
        ReportText.fixed(row.bestMilliseconds, 1), ReportText.megabytes(row.peakRSSBytes),
        ReportText.megabytes(row.budgetBytes),
      ])
    }
    text += ReportText.alignedRows(rows, leftColumns: 2) + "\n"
    for row in report.rows { text += "  \(row.name): \(row.summary)\n" }
    return text
  }
}
