import Driver
import Foundation

/// The exit codes of `appintents-bench`, the same as the main tool's.
enum BenchmarkExit: Int32 {
  /// Everything ran.
  case success = 0
  /// A usage mistake.
  case usage = 2
  /// A file could not be read or written, or a measurement tool failed.
  case ioError = 3
}

/// The commands of `appintents-bench`.
///
/// Every measuring command loads its corpus into memory once, then runs the selected kernels
/// (`Kernels.all`) best-of-N, single-threaded, and reports all figures in one table or one JSON
/// document. New stages register new kernels; the commands need no change.
enum BenchmarkTool {
  /// Runs the command line `arguments` (without the program name).
  static func main(arguments: [String]) -> BenchmarkExit {
    let parsed: BenchmarkArguments
    do {
      parsed = try BenchmarkArguments.parse(arguments)
    } catch {
      printError("appintents-bench: error: \(error.message)\nusage: appintents-bench --help")
      return .usage
    }
    switch parsed.command {
    case .help:
      print(BenchmarkArguments.help, terminator: "")
      return .success
    case .run: return runSynthetic(parsed)
    case .lex: return runDirectories(parsed)
    case .generate: return generate(parsed)
    case .scale: return Scaling.run(parsed)
    case .once: return once(parsed)
    case .linkOrder: return LinkOrder.run(parsed)
    case .shapes: return ShapeScaling.run(parsed)
    case .largeFiles: return LargeFiles.run(parsed)
    case .digest:
      let corpus = Corpus.load(roots: parsed.paths)
      print("\(OutputDigest.digest(corpus)) \(corpus.files.count) files \(corpus.byteCount) bytes")
      return .success
    }
  }

  /// `run`: generate into a folder, read it back, measure.
  private static func runSynthetic(_ arguments: BenchmarkArguments) -> BenchmarkExit {
    let generator = CorpusGenerator(seed: arguments.seed, targetBytes: Int(arguments.sizeMegabytes * 1e6))
    let generated = generator.generate()
    let directory =
      arguments.corpusDirectory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("appintents-bench-\(getpid())").path
    defer {
      if arguments.corpusDirectory == nil { try? FileManager.default.removeItem(atPath: directory) }
    }
    do {
      try CorpusGenerator.write(generated.files, to: directory)
    } catch {
      printError("appintents-bench: error: cannot write the corpus to \(directory): \(error.localizedDescription)")
      return .ioError
    }
    let source = "synthetic corpus, seed \(arguments.seed), \(ReportText.fixed(arguments.sizeMegabytes, 1)) MB target"
    return measure(roots: [directory], source: source, appIntentsFiles: generated.appIntentsFiles, arguments)
  }

  /// `lex DIR...`: measure real code.
  private static func runDirectories(_ arguments: BenchmarkArguments) -> BenchmarkExit {
    measure(roots: arguments.paths, source: arguments.paths.joined(separator: " "), appIntentsFiles: nil, arguments)
  }

  /// Loads the `.swift` files under `roots`, runs the kernels and prints the report.
  private static func measure(
    roots: [String], source: String, appIntentsFiles: Int?, _ arguments: BenchmarkArguments
  ) -> BenchmarkExit {
    let clock = ContinuousClock()
    let loadStart = clock.now
    let corpus = Corpus.load(roots: roots)
    let loadTime = loadStart.duration(to: clock.now)
    guard !corpus.files.isEmpty else {
      printError("appintents-bench: error: no readable .swift files under \(roots.joined(separator: ", "))")
      return .ioError
    }
    let readSeconds = Double(loadTime.components.seconds) + Double(loadTime.components.attoseconds) * 1e-18
    let summary = CorpusSummary(corpus, source: source, appIntentsFiles: appIntentsFiles, readSeconds: readSeconds)
    let selectedKernels = Kernels.all.filter { arguments.kernels.contains($0.name) }
    let prepared = corpus.preparing(for: selectedKernels, moduleName: SourceDiscovery.defaultModuleName(for: roots))
    var kernels: [KernelReport] = []
    for kernel in selectedKernels {
      let (timing, result) = Timing.measure(kernel, prepared, repetitions: arguments.repetitions)
      kernels.append(KernelReport(kernel, timing: timing, result: result, bytes: kernel.measuredBytes(prepared)))
    }
    let peak = PeakMemory.bytes()
    if arguments.callgrind {
      for (index, kernel) in selectedKernels.enumerated() {
        do {
          let count = try Callgrind.instructions(onceArguments: [kernel.name] + roots)
          kernels[index].setInstructions(count, bytes: kernel.measuredBytes(prepared))
        } catch {
          printError("appintents-bench: error: \(error.description)")
          return .ioError
        }
      }
    }
    var report = BenchmarkReport(machine: .current, corpus: summary, kernels: kernels, peakRSSBytes: peak)
    report.selection = prepared.stages.map { SelectionSummary($0, corpus: prepared) }
    switch pipelineSection(corpus, roots: roots, arguments) {
    case .success(let section): report.pipeline = section
    case .failure(let failure):
      guard arguments.tool == nil else {
        printError("appintents-bench: error: \(failure.description)")
        return .ioError
      }
      report.notes.append(failure.description)
    }
    return emit(report, text: ReportText.table(report), arguments)
  }

  /// Prints the report (JSON or text) and writes the JSON to `--json-output` when given.
  static func emit<Report: Encodable>(_ report: Report, text: String, _ arguments: BenchmarkArguments) -> BenchmarkExit
  {
    let json = ReportText.json(report)
    print(arguments.json ? json : text, terminator: "")
    guard let path = arguments.jsonOutput else { return .success }
    do {
      try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      printError("appintents-bench: error: cannot write \(path): \(error.localizedDescription)")
      return .ioError
    }
    return .success
  }

  /// The whole-process section, `nil` with `--no-pipeline`; a failure says why it could not run.
  private static func pipelineSection(
    _ corpus: Corpus, roots: [String], _ arguments: BenchmarkArguments
  ) -> Result<Pipeline.Report?, ChildProcess.Failure> {
    guard arguments.pipeline else { return .success(nil) }
    guard let tool = Pipeline.locateTool(explicit: arguments.tool) else {
      let wanted = arguments.tool ?? "appintents next to \(Callgrind.executablePath())"
      return .failure(ChildProcess.Failure(description: "whole-process section skipped: no executable \(wanted)"))
    }
    let setup = Pipeline.Setup(
      tool: tool, jobs: arguments.jobs ?? ModuleLoader.defaultJobs,
      repetitions: arguments.repetitions, callgrind: arguments.callgrind)
    return Pipeline.measure(corpus, roots: roots, setup: setup).map { $0 }
  }

  /// `generate OUTDIR`.
  private static func generate(_ arguments: BenchmarkArguments) -> BenchmarkExit {
    let generated = CorpusGenerator(seed: arguments.seed, targetBytes: Int(arguments.sizeMegabytes * 1e6)).generate()
    // `--one-file`: the corpus in one file, as `large-files` makes its `role` folder.
    let files =
      arguments.oneFile
      ? [Corpus.File(path: "All.swift", bytes: Corpus(files: generated.files).concatenated().files[0].bytes)]
      : generated.files
    do {
      try CorpusGenerator.write(files, to: arguments.paths[0])
    } catch {
      printError("appintents-bench: error: cannot write to \(arguments.paths[0]): \(error.localizedDescription)")
      return .ioError
    }
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    print(
      "wrote \(ReportText.grouped(files.count)) \(files.count == 1 ? "file" : "files"), \(ReportText.grouped(bytes)) bytes, "
        + "\(generated.appIntentsFiles) with App Intents code, to \(arguments.paths[0])")
    return .success
  }

  /// `once KERNEL [DIR...]`: one untimed run, for callgrind. Without folders the corpus is
  /// generated in memory from `--seed`, `--size-mb` and `--factor`.
  private static func once(_ arguments: BenchmarkArguments) -> BenchmarkExit {
    guard let kernel = Kernels.named(arguments.paths[0]) else { return .usage }
    let roots = Array(arguments.paths.dropFirst())
    var corpus: Corpus
    if roots.isEmpty {
      let target = Int(arguments.sizeMegabytes * 1e6) * arguments.factor
      corpus = Corpus(files: CorpusGenerator(seed: arguments.seed, targetBytes: target).generate().files)
    } else {
      corpus = Corpus.load(roots: roots)
    }
    if arguments.oneFile { corpus = corpus.concatenated() }
    guard !corpus.files.isEmpty else {
      printError("appintents-bench: error: no readable .swift files")
      return .ioError
    }
    corpus = corpus.preparing(for: [kernel], moduleName: SourceDiscovery.defaultModuleName(for: roots))
    let result = measuredRegion(kernel, corpus)
    Sink.consume(result)
    print("\(kernel.name) bytes \(corpus.byteCount) files \(corpus.files.count) tokens \(result.tokens)")
    return .success
  }

  /// Writes one line to standard error.
  static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
