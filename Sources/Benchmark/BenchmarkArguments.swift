/// The command line of `appintents-bench`, parsed by hand (it is small).
struct BenchmarkArguments: Equatable {
  /// What to do.
  enum Command: String, CaseIterable {
    /// Generate a synthetic corpus into a temporary folder and measure it (the default).
    case run
    /// Measure the `.swift` files under the given folders.
    case lex
    /// Write a synthetic corpus to a folder.
    case generate
    /// Measure the lexer on 1x, 4x, 16x... of the synthetic corpus.
    case scale
    /// Run one kernel once over the given folders, for `valgrind --tool=callgrind`.
    case once
    /// Print a digest of the lexer's whole output over the given folders.
    case digest
    /// Write the functions typical `appintents` runs execute, for the linker's ordering file.
    case linkOrder = "link-order"
    /// Lint extreme input shapes at growing counts (`InputShape`, `ShapeScaling`).
    case shapes
    /// Lint one large file kept for its names, and one kept for its roles (`LargeFiles`).
    case largeFiles = "large-files"
    /// Print the help.
    case help
  }

  /// A usage mistake: one line for standard error; the exit code is 2.
  struct UsageError: Error, Equatable {
    /// What was wrong.
    var message: String
  }

  // MARK: Parsed values

  /// The command.
  var command: Command = .run
  /// Folders or files (`lex`, `digest`), the kernel name and then folders (`once`), the
  /// output folder (`generate`), or the output file (`link-order`).
  var paths: [String] = []
  /// The generator seed.
  var seed: UInt64 = 1
  /// The synthetic corpus size in megabytes (10^6 bytes).
  var sizeMegabytes = 20.0
  /// Whether `--size-mb` was given (`large-files` has a default of its own).
  var sizeMegabytesGiven = false
  /// Timed runs per kernel; the best is reported.
  var repetitions = 5
  /// Print JSON instead of the table.
  var json = false
  /// Also write the JSON report to this file.
  var jsonOutput: String?
  /// Also count instructions per byte by running each kernel under callgrind.
  var callgrind = false
  /// The kernels to run, by name (`run`, `lex`, `scale`).
  var kernels: [String] = Kernels.all.map(\.name)
  /// The size factors for `scale`.
  var factors = [1, 4, 16]
  /// `run`: generate into this folder and keep it, instead of a temporary one.
  var corpusDirectory: String?
  /// `once` without folders: multiply the synthetic corpus size by this factor.
  var factor = 1
  /// `once`: concatenate the corpus into one file first.
  var oneFile = false
  /// The `appintents` executable for the whole-process section (default: next to this one).
  var tool: String?
  /// The `N` of `lint --jobs N` in the whole-process section (default: the core count).
  var jobs: Int?
  /// Whether `run`, `lex` and `scale` also measure whole `appintents lint` processes.
  var pipeline = true
  /// `shapes`: how many times each construct repeats at factor 1.
  var shapeCount = 250
  /// `link-order`: an `ld.lld -Map` file of the executable, to place large sections last.
  var linkerMap: String?

  /// The options, for parsing and for the help text.
  static let options: [(name: String, value: String?, help: String)] = [
    ("--seed", "N", "generator seed (default 1)"),
    ("--size-mb", "M", "synthetic corpus size in MB of 10^6 bytes (default 20)"),
    ("--repeat", "N", "timed runs per kernel, best reported (default 5)"),
    (
      "--kernels", "LIST",
      "comma-separated kernels to run (default all: \(Kernels.all.map(\.name).joined(separator: ",")))"
    ),
    ("--factors", "LIST", "scale, shapes: size factors (default 1,4,16)"),
    ("--count", "N", "shapes: repetitions of each construct at factor 1 (default 250)"),
    ("--corpus-dir", "DIR", "run: generate into DIR and keep it"),
    ("--factor", "N", "once: synthetic corpus of N times --size-mb (default 1)"),
    ("--one-file", nil, "once, generate: concatenate the corpus into one file"),
    ("--tool", "PATH", "the appintents executable to run whole (default: next to appintents-bench)"),
    ("--jobs", "N", "whole-process runs: the N of lint --jobs N (default: the number of cores)"),
    ("--linker-map", "FILE", "link-order: ld.lld -Map of the executable; functions of large sections go last"),
    ("--no-pipeline", nil, "skip the whole-process section (appintents lint as a child process)"),
    ("--callgrind", nil, "also measure instructions per byte with valgrind --tool=callgrind"),
    ("--json", nil, "print JSON (sorted keys) instead of a table"),
    ("--json-output", "FILE", "also write the JSON report to FILE"),
    ("--help", nil, "print this help"),
  ]

  /// The help text.
  static var help: String {
    var text = """
      usage: appintents-bench [run] [options]          generate a synthetic corpus and measure it
             appintents-bench lex DIR... [options]      measure the .swift files under DIR...
             appintents-bench generate [--seed N] [--size-mb M] [--one-file] OUTDIR
             appintents-bench scale [options]           measure 1x, 4x, 16x of the synthetic corpus
             appintents-bench once KERNEL [DIR...]      run KERNEL once (for callgrind); no DIR: synthetic
             appintents-bench digest DIR...             hash of the lexer's whole output (must not change)
         appintents-bench link-order [--tool PATH] [--size-mb M] [--linker-map MAP] FILE
                                                    profile typical appintents runs (valgrind) and
                                                    write the functions they execute to FILE
         appintents-bench shapes [SHAPE...] [--callgrind] [--count N] [--factors LIST]
                                                    lint extreme input shapes (deep nesting, long
                                                    chains, huge literals) at growing counts
         appintents-bench large-files [--size-mb M] [--repeat N] [--jobs N]
                                                    peak RSS of lint over one large file (default
                                                    5 MB) kept for its names, one for its roles,
                                                    and one of nothing but App Intents code

      run, lex and scale time every kernel in memory, then (unless --no-pipeline) whole
      'appintents lint' processes over a copy of the files: 1 and N threads, cold, warm and
      edited cache, peak RSS, and the byte-read floor over the same files.

      kernels:

      """
    for kernel in Kernels.all { text += "  \(kernel.name.padding(13))\(kernel.summary)\n" }
    text += "\noptions:\n"
    for option in options {
      let left = option.name + (option.value.map { " " + $0 } ?? "")
      text += "  \(left.padding(19))\(option.help)\n"
    }
    return text
  }

  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkArguments {
    var parsed = BenchmarkArguments()
    var remaining = arguments[...]
    if let first = remaining.first, let command = Command(rawValue: first) {
      parsed.command = command
      remaining = remaining.dropFirst()
    }
    var onlyPositionals = false
    while let argument = remaining.popFirst() {
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        parsed.paths.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.name == name }) else {
        throw UsageError(message: "unknown option '\(name)'")
      }
      var value = ""
      if let valueName = option.value {
        guard let given = inlineValue ?? remaining.popFirst() else {
          throw UsageError(message: "missing value \(valueName) for '\(name)'")
        }
        value = given
      } else if inlineValue != nil {
        throw UsageError(message: "'\(name)' takes no value")
      }
      try parsed.apply(name, value)
    }
    try parsed.validate()
    return parsed
  }

  private mutating func apply(_ name: String, _ value: String) throws(UsageError) {
    switch name {
    case "--seed": seed = try Self.number(value, for: name)
    case "--size-mb":
      guard let size = Double(value), size > 0, size <= 4000 else {
        throw UsageError(message: "'--size-mb' needs a size between 0 and 4000, not '\(value)'")
      }
      sizeMegabytes = size
      sizeMegabytesGiven = true
    case "--repeat": repetitions = Int(try Self.number(value, for: name) as UInt64)
    case "--kernels": kernels = value.split(separator: ",").map(String.init)
    case "--factors":
      factors = try value.split(separator: ",").map { (text) throws(UsageError) in
        Int(try Self.number(String(text), for: name) as UInt64)
      }
    case "--count":
      shapeCount = Int(try Self.number(value, for: name) as UInt64)
      if shapeCount < 1 { throw UsageError(message: "'--count' needs at least 1") }
    case "--corpus-dir": corpusDirectory = value
    case "--factor": factor = max(Int(try Self.number(value, for: name) as UInt64), 1)
    case "--one-file": oneFile = true
    case "--tool": tool = value
    case "--jobs": jobs = max(Int(try Self.number(value, for: name) as UInt64), 1)
    case "--linker-map": linkerMap = value
    case "--no-pipeline": pipeline = false
    case "--callgrind": callgrind = true
    case "--json": json = true
    case "--json-output": jsonOutput = value
    default: command = .help
    }
  }

  private static func number(_ text: String, for name: String) throws(UsageError) -> UInt64 {
    guard let value = UInt64(text), value <= 1 << 40 else {
      throw UsageError(message: "'\(name)' needs a non-negative whole number, not '\(text)'")
    }
    return value
  }

  private func validate() throws(UsageError) {
    for name in kernels where Kernels.named(name) == nil {
      throw UsageError(message: "unknown kernel '\(name)' (known: \(Kernels.all.map(\.name).joined(separator: ", ")))")
    }
    if kernels.isEmpty { throw UsageError(message: "'--kernels' needs at least one kernel") }
    if repetitions < 1 { throw UsageError(message: "'--repeat' needs at least 1") }
    if factors.isEmpty || factors.contains(0) { throw UsageError(message: "'--factors' needs positive factors") }
    switch command {
    case .run, .scale, .largeFiles:
      if let extra = paths.first { throw UsageError(message: "unexpected argument '\(extra)'") }
    case .lex, .digest:
      if paths.isEmpty { throw UsageError(message: "'\(command.rawValue)' needs at least one folder") }
    case .generate:
      if paths.count != 1 { throw UsageError(message: "'generate' needs exactly one output folder") }
    case .linkOrder:
      if paths.count != 1 { throw UsageError(message: "'link-order' needs exactly one output file") }
    case .shapes:
      let known = InputShape.all.map(\.name)
      if let unknown = paths.first(where: { !known.contains($0) }) {
        throw UsageError(message: "unknown shape '\(unknown)' (known: \(known.joined(separator: ", ")))")
      }
    case .once:
      guard let kernel = paths.first, Kernels.named(kernel) != nil else {
        throw UsageError(message: "'once' needs a kernel name")
      }
    case .help:
      break
    }
  }
}

extension String {
  /// The string padded with spaces on the right to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
