import Foundation

/// `shapes`: how the cost of a whole `appintents lint` grows with each extreme input shape
/// (`InputShape`).
///
/// Each shape is written at `--count` times each factor (default 250 x 1, 4, 16) into a folder
/// and linted by one process, `lint FOLDER --no-cache --jobs 1`. With `--callgrind` the cost is the process's
/// instruction count (repeatable), otherwise the best wall time of `--repeat` runs; the cost of
/// linting an empty file (start-up) is taken off both. A shape passes when the largest factor
/// costs at most 17/16 of the factor times the smallest (the issue's "16x input within 17x
/// time").
enum ShapeScaling {
  /// One shape at every factor.
  struct Row: Codable {
    /// The shape's name.
    var shape: String
    /// What repeats.
    var summary: String
    /// The count of the construct at each factor.
    var counts: [Int]
    /// The file's size at each factor.
    var bytes: [Int]
    /// The cost above start-up at each factor: instructions, or nanoseconds.
    var costs: [Int]
    /// The largest factor's cost over the smallest's, against the factor.
    var growth: Double
    /// Whether the growth stays within 17/16 of the factor.
    var pass: Bool
  }

  /// The whole run.
  struct Report: Codable {
    /// Where it ran.
    var machine: Machine
    /// The tool that was measured.
    var tool: String
    /// `instructions` (callgrind) or `nanoseconds` (best wall time).
    var unit: String
    /// The count at factor 1.
    var baseCount: Int
    /// The size factors.
    var factors: [Int]
    /// The cost of linting an empty file, in `unit`.
    var startup: Int
    /// One row per shape.
    var rows: [Row]
  }

  /// Runs the measurement and prints it.
  static func run(_ arguments: BenchmarkArguments) -> BenchmarkExit {
    guard let tool = Pipeline.locateTool(explicit: arguments.tool) else {
      BenchmarkTool.printError("appintents-bench: error: no appintents executable (build it, or pass --tool PATH)")
      return .ioError
    }
    let shapes = InputShape.all.filter { arguments.paths.isEmpty || arguments.paths.contains($0.name) }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-shapes-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    do {
      try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
      let startup = try cost(of: [("Empty.swift", "\n")], named: "empty", tool: tool, scratch: scratch, arguments)
      var rows: [Row] = []
      for shape in shapes {
        let counts = arguments.factors.map { $0 * arguments.shapeCount }
        var bytes: [Int] = []
        var costs: [Int] = []
        for count in counts {
          let files = shape.files(count)
          bytes.append(files.reduce(0) { $0 + $1.text.utf8.count })
          let total = try cost(of: files, named: "\(shape.name)-\(count)", tool: tool, scratch: scratch, arguments)
          costs.append(max(total - startup, 1))
        }
        let factor = Double(arguments.factors.last ?? 1) / Double(arguments.factors.first ?? 1)
        let growth = Double(costs.last ?? 1) / Double(costs.first ?? 1)
        rows.append(
          Row(
            shape: shape.name, summary: shape.summary, counts: counts, bytes: bytes, costs: costs, growth: growth,
            pass: growth <= factor * 17 / 16))
      }
      let report = Report(
        machine: .current, tool: tool, unit: arguments.callgrind ? "instructions" : "nanoseconds",
        baseCount: arguments.shapeCount, factors: arguments.factors, startup: startup, rows: rows)
      return BenchmarkTool.emit(report, text: text(report), arguments)
    } catch {
      BenchmarkTool.printError("appintents-bench: error: \(error)")
      return .ioError
    }
  }

  /// The cost of `lint FOLDER --no-cache --jobs 1` over `files`, written to the folder `name`
  /// in `scratch`.
  private static func cost(
    of files: [(path: String, text: String)], named name: String, tool: String, scratch: String,
    _ arguments: BenchmarkArguments
  ) throws -> Int {
    let folder = scratch + "/" + name
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for file in files { try Data(file.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.path)) }
    let command = [tool, "lint", name, "--no-cache", "--jobs", "1"]
    if arguments.callgrind { return try Callgrind.processInstructions(command, workingDirectory: scratch) }
    var best = Double.infinity
    for _ in 0..<arguments.repetitions {
      let run = try ChildProcess.run(tool, Array(command.dropFirst()), workingDirectory: scratch, scratch: scratch)
      guard run.exitCode == 0 || run.exitCode == 1 else {
        throw ChildProcess.Failure(description: "\(tool) exited with \(run.exitCode) on \(name): \(run.errorTail)")
      }
      best = min(best, run.wallSeconds)
    }
    return Int(best * 1e9)
  }

  /// The report as a table.
  static func text(_ report: Report) -> String {
    let unit = report.unit == "instructions" ? "M instructions" : "ms"
    // Millions of instructions, or nanoseconds to milliseconds.
    let scale = 1e6
    var text = "appintents-bench shapes: \(report.tool), lint FOLDER --no-cache --jobs 1\n"
    text += "  machine  \(report.machine.cpu), \(report.machine.cores) cores\n"
    text += "  cost     \(unit) above linting an empty file (\(ReportText.fixed(Double(report.startup) / scale, 2)))\n"
    text += "  counts   \(report.factors.map { "\($0 * report.baseCount)" }.joined(separator: ", "))\n\n"
    let factor = (report.factors.last ?? 1) / max(report.factors.first ?? 1, 1)
    text += "  shape                 " + report.factors.map { "\($0)x".leftPadded(12) }.joined()
    text += "   growth  (\(factor)x input, at most \(ReportText.fixed(Double(factor) * 17 / 16, 2))x)\n"
    for row in report.rows {
      text += "  " + row.shape.padding(20)
      text += row.costs.map { ReportText.fixed(Double($0) / scale, 2).leftPadded(12) }.joined()
      text += ReportText.fixed(row.growth, 2).leftPadded(9) + "x  " + (row.pass ? "PASS" : "MISS") + "\n"
    }
    return text
  }
}

extension String {
  /// The string padded with spaces on the left to `width` characters.
  func leftPadded(_ width: Int) -> String {
    count >= width ? " " + self : String(repeating: " ", count: width - count) + self
  }
}
