import Driver
import Foundation

/// `scale`: how the cost of each kernel grows with input size.
///
/// Generates 1x, 4x, 16x (by default) of the synthetic corpus in memory and measures every
/// selected kernel twice per size: over the files as generated, and over all of them
/// concatenated into one file (so growth inside a single buffer is visible too). Linear cost
/// shows as a "time vs 1x" equal to the factor and a per-byte ratio of 1.0.
enum Scaling {
  /// One measured size and layout.
  struct Row: Codable {
    /// The size factor.
    var factor: Int
    /// `files` (as generated) or `one-file` (concatenated).
    var layout: String
    /// Bytes in the corpus.
    var bytes: Int
    /// Files in the corpus.
    var files: Int
    /// The kernels' figures.
    var kernels: [KernelReport]
  }

  /// One size linted by a whole `appintents lint` process.
  struct ProcessRow: Codable {
    /// The size factor.
    var factor: Int
    /// Bytes in the corpus.
    var bytes: Int
    /// Files in the corpus.
    var files: Int
    /// The measured runs.
    var run: Pipeline.Row
  }

  /// The whole scaling run.
  struct Report: Codable {
    /// Bumped when a field changes meaning or disappears (2: `processRows`).
    var schemaVersion = 2
    /// Where it ran.
    var machine: Machine
    /// The generator seed.
    var seed: UInt64
    /// The 1x target size in bytes.
    var baseBytes: Int
    /// One row per factor and layout.
    var rows: [Row]
    /// Whole-process runs per factor (empty with `--no-pipeline`).
    var processRows: [ProcessRow] = []
    /// Peak resident memory of the whole process, in bytes.
    var peakRSSBytes: Int
  }

  /// Runs the scaling measurement and prints it.
  static func run(_ arguments: BenchmarkArguments) -> BenchmarkExit {
    let baseBytes = Int(arguments.sizeMegabytes * 1e6)
    let kernels = Kernels.all.filter { arguments.kernels.contains($0.name) }
    var rows: [Row] = []
    var processRows: [ProcessRow] = []
    let tool = arguments.pipeline ? Pipeline.locateTool(explicit: arguments.tool) : nil
    if arguments.pipeline && tool == nil {
      BenchmarkTool.printError("appintents-bench: note: no appintents executable found; whole-process rows skipped")
    }
    for factor in arguments.factors {
      let generated = CorpusGenerator(seed: arguments.seed, targetBytes: baseBytes * factor).generate()
      let corpus = Corpus(files: generated.files)
      for (layout, measured) in [("files", corpus), ("one-file", corpus.concatenated())] {
        let layoutKernels = layout == "files" ? kernels : kernels.filter { !$0.needsStages }
        let prepared = measured.preparing(for: layoutKernels, moduleName: "Module")
        var row = Row(
          factor: factor, layout: layout, bytes: measured.byteCount, files: measured.files.count, kernels: [])
        for kernel in layoutKernels {
          let (timing, result) = Timing.measure(kernel, prepared, repetitions: arguments.repetitions)
          let bytes = kernel.measuredBytes(prepared)
          var report = KernelReport(kernel, timing: timing, result: result, bytes: bytes)
          if arguments.callgrind {
            var once = [kernel.name, "--seed", String(arguments.seed), "--size-mb", String(arguments.sizeMegabytes)]
            once += ["--factor", String(factor)] + (layout == "one-file" ? ["--one-file"] : [])
            do {
              report.setInstructions(try Callgrind.instructions(onceArguments: once), bytes: bytes)
            } catch {
              BenchmarkTool.printError("appintents-bench: error: \(error.description)")
              return .ioError
            }
          }
          row.kernels.append(report)
        }
        rows.append(row)
      }
      if let tool {
        let jobs = arguments.jobs ?? ModuleLoader.defaultJobs
        let measured = Pipeline.lintOnly(
          corpus, tool: tool, jobs: jobs, repetitions: arguments.repetitions, callgrind: arguments.callgrind)
        switch measured {
        case .success(let run):
          processRows.append(ProcessRow(factor: factor, bytes: corpus.byteCount, files: corpus.files.count, run: run))
        case .failure(let failure):
          BenchmarkTool.printError("appintents-bench: error: \(failure.description)")
          return .ioError
        }
      }
    }
    var report = Report(
      machine: .current, seed: arguments.seed, baseBytes: baseBytes, rows: rows, peakRSSBytes: PeakMemory.bytes())
    report.processRows = processRows
    return BenchmarkTool.emit(report, text: table(report), arguments)
  }

  /// The report as a table: time and per-byte cost relative to the smallest factor.
  static func table(_ report: Report) -> String {
    var text = "appintents-bench scale: synthetic corpus, seed \(report.seed), 1x = "
    text += "\(ReportText.megabytes(report.baseBytes)); \(report.machine.cpu), \(report.machine.cores) cores\n"
    let repetitions = report.rows.first?.kernels.first?.timing.repetitions ?? 0
    text += "  timing   best of \(repetitions) runs, wall clock, one thread\n\n"
    var rows = [
      ["size", "layout", "bytes", "kernel", "MB/s", "best ms", "time vs 1x", "per byte vs 1x", "instr/byte"]
    ]
    for row in report.rows {
      let base = report.rows.first { $0.layout == row.layout }
      for kernel in row.kernels {
        let baseKernel = base?.kernels.first { $0.name == kernel.name }
        let timeRatio = kernel.timing.bestSeconds / (baseKernel?.timing.bestSeconds ?? kernel.timing.bestSeconds)
        let byteRatio = Double(row.bytes) / Double(base?.bytes ?? row.bytes)
        rows.append([
          "\(row.factor)x", row.layout, ReportText.grouped(row.bytes), kernel.name,
          ReportText.fixed(kernel.megabytesPerSecond, 1), ReportText.fixed(kernel.timing.bestSeconds * 1e3, 2),
          ReportText.fixed(timeRatio, 2), ReportText.fixed(timeRatio / byteRatio, 2),
          kernel.instructionsPerByte.map { ReportText.fixed($0, 2) } ?? "-",
        ])
      }
    }
    text += ReportText.alignedRows(rows, leftColumns: 2)
    text += "\n  peak RSS \(ReportText.megabytes(report.peakRSSBytes))\n"
    if let first = report.processRows.first {
      text += "\nwhole process: appintents \(first.run.command) (TREE: the corpus on disk), best of "
      text += "\(first.run.repetitions) runs; instructions: one lint --no-cache --jobs 1 under callgrind\n"
      var processRows = [
        [
          "size", "bytes", "files", "MB/s", "best ms", "cpu ms", "time vs 1x", "cpu vs 1x", "peak RSS", "instr/byte",
          "instr vs 1x",
        ]
      ]
      for row in report.processRows {
        processRows.append([
          "\(row.factor)x", ReportText.grouped(row.bytes), ReportText.grouped(row.files),
          ReportText.fixed(row.run.megabytesPerSecond, 1), ReportText.fixed(row.run.bestSeconds * 1e3, 1),
          ReportText.fixed(row.run.bestCPUSeconds * 1e3, 1),
          ReportText.fixed(row.run.bestSeconds / max(first.run.bestSeconds, 1e-9), 2),
          ReportText.fixed(row.run.bestCPUSeconds / max(first.run.bestCPUSeconds, 1e-9), 2),
          ReportText.megabytes(row.run.peakRSSBytes),
          row.run.instructionsPerByte.map { ReportText.fixed($0, 2) } ?? "-",
          row.run.instructions.map { ReportText.fixed(Double($0) / Double(max(first.run.instructions ?? 1, 1)), 2) }
            ?? "-",
        ])
      }
      text += ReportText.alignedRows(processRows)
    }
    return text
  }
}
