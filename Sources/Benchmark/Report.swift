import Driver
import Foundation

/// Everything one benchmark run measured; printed as a table or as JSON (sorted keys).
struct BenchmarkReport: Codable {
  /// Bumped when a field changes meaning or disappears (2: pipeline kernels, `selection`,
  /// `pipeline`, `notes`).
  var schemaVersion = 2
  /// Where it ran.
  var machine: Machine
  /// What it read.
  var corpus: CorpusSummary
  /// One entry per kernel, in `Kernels.all` order.
  var kernels: [KernelReport]
  /// Peak resident memory of the whole process, in bytes.
  var peakRSSBytes: Int
  /// What the selection keeps for a full parse (when a pipeline-stage kernel ran).
  var selection: SelectionSummary?
  /// Whole `appintents lint` processes over the same files (unless `--no-pipeline`).
  var pipeline: Pipeline.Report?
  /// Why a section is missing, and similar remarks.
  var notes: [String] = []

  init(machine: Machine, corpus: CorpusSummary, kernels: [KernelReport], peakRSSBytes: Int) {
    self.machine = machine
    self.corpus = corpus
    self.kernels = kernels
    self.peakRSSBytes = peakRSSBytes
  }
}

/// The files `RelevantFiles.select` keeps for a full parse.
struct SelectionSummary: Codable {
  /// Files kept.
  var files: Int
  /// Bytes of the kept files.
  var bytes: Int
  /// Kept files as a share of all files, in percent.
  var filePercent: Double
  /// Kept bytes as a share of all bytes, in percent.
  var bytePercent: Double
  /// Of `files`, those kept only for the names they declare (parsed without function bodies and
  /// unneeded members).
  var forNames: Int?

  init(_ stages: StageInputs, corpus: Corpus) {
    files = stages.selected.count
    bytes = stages.selectedBytes
    forNames = stages.withoutBodies.count
    filePercent = rounded(Double(files) * 100 / Double(max(corpus.files.count, 1)), 1)
    bytePercent = rounded(Double(bytes) * 100 / Double(max(corpus.byteCount, 1)), 1)
  }
}

/// The machine a report comes from.
struct Machine: Codable {
  /// The CPU model, from `/proc/cpuinfo` where available.
  var cpu: String
  /// The processors the tool's `--jobs` defaults to (`ModuleLoader.defaultJobs`).
  var cores: Int
  /// The operating system.
  var system: String

  /// The current machine.
  static var current: Machine {
    var cpu = "unknown"
    if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    {
      cpu = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Machine(
      cpu: cpu, cores: ModuleLoader.defaultJobs,
      system: ProcessInfo.processInfo.operatingSystemVersionString)
  }
}

/// The size of a corpus and where it came from.
struct CorpusSummary: Codable {
  /// `synthetic seed N` or the folders given.
  var source: String
  /// Total bytes.
  var bytes: Int
  /// Files read.
  var files: Int
  /// Lines (line breaks plus unterminated last lines).
  var lines: Int
  /// The largest file, in bytes.
  var largestFileBytes: Int
  /// Generated files holding App Intents code (synthetic corpora only).
  var appIntentsFiles: Int?
  /// Files that could not be read, with the reason.
  var unreadable: [String]
  /// Reading the files from disk (page cache warm after generation), in MB/s.
  var readMegabytesPerSecond: Double?

  init(_ corpus: Corpus, source: String, appIntentsFiles: Int? = nil, readSeconds: Double? = nil) {
    self.source = source
    bytes = corpus.byteCount
    files = corpus.files.count
    lines = corpus.lineCount
    largestFileBytes = corpus.largestFile
    self.appIntentsFiles = appIntentsFiles
    unreadable = corpus.unreadable
    readMegabytesPerSecond = readSeconds.map { rounded(Double(corpus.byteCount) / $0 / 1e6, 1) }
  }
}

/// One kernel's figures.
struct KernelReport: Codable {
  /// The kernel name (`floor`, `lex`, `lex-trivia`, ...).
  var name: String
  /// What it does.
  var summary: String
  /// Best and median of the timed runs.
  var timing: Timing
  /// Bytes per second of the best run, in MB/s (10^6 bytes).
  var megabytesPerSecond: Double
  /// Tokens produced by one run (token-producing kernels only).
  var tokens: Int?
  /// Tokens per second of the best run.
  var tokensPerSecond: Double?
  /// Instructions callgrind counted for one run (with `--callgrind`).
  var instructions: Int?
  /// `instructions` divided by the corpus bytes.
  var instructionsPerByte: Double?

  init(_ kernel: Kernel, timing: Timing, result: KernelResult, bytes: Int) {
    name = kernel.name
    summary = kernel.summary
    self.timing = Timing(
      repetitions: timing.repetitions, bestSeconds: rounded(timing.bestSeconds, 6),
      medianSeconds: rounded(timing.medianSeconds, 6), bestCPUSeconds: rounded(timing.bestCPUSeconds, 6))
    megabytesPerSecond = rounded(Double(bytes) / timing.bestSeconds / 1e6, 1)
    if kernel.producesTokens {
      tokens = result.tokens
      tokensPerSecond = rounded(Double(result.tokens) / timing.bestSeconds, 0)
    }
  }

  /// Records a callgrind count for a corpus of `bytes` bytes.
  /// With no bytes to divide by (the selection kept no file), there is no rate.
  mutating func setInstructions(_ count: Int, bytes: Int) {
    instructions = count
    instructionsPerByte = bytes > 0 ? rounded(Double(count) / Double(bytes), 2) : nil
  }
}

/// `value` rounded to `digits` decimal places (keeps JSON short and stable).
func rounded(_ value: Double, _ digits: Int) -> Double {
  guard value.isFinite else { return 0 }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  return (value * scale).rounded() / scale
}

/// Text and JSON rendering.
enum ReportText {
  /// The report as JSON with sorted keys.
  static func json<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The report as an aligned table.
  static func table(_ report: BenchmarkReport) -> String {
    let corpus = report.corpus
    var text = "appintents-bench: \(corpus.source)\n"
    text += "  corpus   \(grouped(corpus.bytes)) bytes (\(megabytes(corpus.bytes))), \(grouped(corpus.files)) files, "
    text += "\(grouped(corpus.lines)) lines, largest file \(grouped(corpus.largestFileBytes)) bytes\n"
    if let intents = corpus.appIntentsFiles {
      text += "           \(grouped(intents)) files with App Intents code (\(percent(intents, of: corpus.files)))\n"
    }
    if let read = corpus.readMegabytesPerSecond { text += "  read     \(fixed(read, 1)) MB/s from disk (page cache)\n" }
    if !corpus.unreadable.isEmpty { text += "  skipped  \(corpus.unreadable.count) unreadable files\n" }
    text += "  machine  \(report.machine.cpu), \(report.machine.cores) cores\n"
    let repetitions = report.kernels.first?.timing.repetitions ?? 0
    text += "  timing   best of \(repetitions) runs, one thread; MB/s and tokens/s from the best wall-clock run\n\n"
    let header = ["kernel", "MB/s", "tokens/s", "instr/byte", "best ms", "median ms", "cpu ms"]
    var rows = [header]
    for kernel in report.kernels {
      rows.append([
        kernel.name, fixed(kernel.megabytesPerSecond, 1),
        kernel.tokensPerSecond.map { fixed($0 / 1e6, 2) + " M" } ?? "-",
        kernel.instructionsPerByte.map { fixed($0, 2) } ?? "-",
        fixed(kernel.timing.bestSeconds * 1e3, 2), fixed(kernel.timing.medianSeconds * 1e3, 2),
        fixed(kernel.timing.bestCPUSeconds * 1e3, 2),
      ])
    }
    text += alignedRows(rows)
    if let selection = report.selection {
      text += "\n  selection keeps \(grouped(selection.files)) files (\(fixed(selection.filePercent, 1))%), "
      text += "\(grouped(selection.bytes)) bytes (\(fixed(selection.bytePercent, 1))%) for the full parse; "
      text += "parse and lint rates are per byte of those files\n"
      if let forNames = selection.forNames {
        text += "  \(grouped(forNames)) of them kept for the names they declare (without bodies and unneeded members)\n"
      }
    }
    text += "\n  peak RSS \(megabytes(report.peakRSSBytes)) (the corpus itself is \(megabytes(corpus.bytes)) of it)\n"
    if let pipeline = report.pipeline { text += "\n" + pipelineTable(pipeline) }
    for note in report.notes { text += "\n  note: \(note)\n" }
    return text
  }

  /// The whole-process section as a table, then the targets.
  static func pipelineTable(_ pipeline: Pipeline.Report) -> String {
    var text = "whole process: \(pipeline.tool) over a copy of the corpus, best of "
    text += "\(pipeline.rows.first?.repetitions ?? 0) runs; cpu = the child's user + system time\n"
    text +=
      pipeline.peakRSSExact
      ? "  memory   peak RSS: the largest of \(Pipeline.memoryPasses) more runs under GNU time (the tool's own)\n"
      : "  memory   peak RSS from wait4 (an upper bound: includes this benchmark's memory; install GNU time)\n"
    text += "  output   \(pipeline.outputLines) lines, "
    text +=
      pipeline.outputsIdentical
      ? "identical at 1 and \(pipeline.jobs) threads, cold and warm\n" : "DIFFERENT between runs\n"
    for floor in pipeline.readFloor {
      text +=
        "  floor    read the files and count line breaks, \(floor.threads) thread\(floor.threads == 1 ? "" : "s"): "
      text += "\(fixed(floor.megabytesPerSecond, 1)) MB/s, \(grouped(Int(floor.filesPerSecond))) files/s, "
      text += "\(fixed(floor.bestSeconds * 1e3, 2)) ms\n"
    }
    text += "\n"
    var rows = [["run", "command", "MB/s", "files/s", "best ms", "median ms", "cpu ms", "peak RSS", "instr/byte"]]
    for row in pipeline.rows {
      rows.append([
        row.name, row.command, fixed(row.megabytesPerSecond, 1), grouped(Int(row.filesPerSecond)),
        fixed(row.bestSeconds * 1e3, 1), fixed(row.medianSeconds * 1e3, 1), fixed(row.bestCPUSeconds * 1e3, 1),
        megabytes(row.peakRSSBytes), row.instructionsPerByte.map { fixed($0, 2) } ?? "-",
      ])
    }
    text += alignedRows(rows, leftColumns: 2)
    text += "\ntargets (issue 8):\n"
    var targetRows: [[String]] = []
    for target in pipeline.targets {
      targetRows.append([target.name, target.goal, target.measured, target.pass ? "PASS" : "MISS"])
    }
    text += alignedRows(targetRows, leftColumns: 4)
    return text
  }

  /// Rows as columns: the first `leftColumns` left-aligned, the rest right-aligned.
  static func alignedRows(_ rows: [[String]], leftColumns: Int = 1) -> String {
    var widths: [Int] = []
    for row in rows {
      for (index, cell) in row.enumerated() {
        if index >= widths.count { widths.append(0) }
        widths[index] = max(widths[index], cell.count)
      }
    }
    var text = ""
    for row in rows {
      var line = "  "
      for (index, cell) in row.enumerated() {
        let pad = String(repeating: " ", count: widths[index] - cell.count)
        let separator = index == 0 ? "" : "  "
        line += index < leftColumns ? separator + cell + pad : separator + pad + cell
      }
      text += line + "\n"
    }
    return text
  }

  /// `12345678` -> `12,345,678`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var text = ""
    for (index, character) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
      text.append(character)
    }
    return text
  }

  /// Bytes as `12.3 MB` (10^6 bytes).
  static func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1e6, 1) + " MB" }

  /// `part` as a percentage of `total`, one decimal.
  static func percent(_ part: Int, of total: Int) -> String {
    fixed(Double(part) * 100 / Double(max(total, 1)), 1) + "%"
  }

  /// `value` with exactly `digits` decimals.
  static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
