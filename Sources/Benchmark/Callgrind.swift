import Foundation

/// Counts the instructions of one kernel run by re-running this executable under
/// `valgrind --tool=callgrind`, collecting only inside `measuredRegion` so that start-up and
/// file loading are not counted. Callgrind's counts are repeatable on a noisy machine, unlike
/// timings.
enum Callgrind {
  /// Why a count could not be made.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
  }

  /// The options passed to valgrind, also printed in `docs/performance.md`.
  static let valgrindArguments = [
    "--tool=callgrind", "--callgrind-out-file=/dev/null", "--toggle-collect=*measuredRegion*",
  ]

  /// Instructions executed by one run of `appintents-bench once <onceArguments>` (a kernel name,
  /// then folders or synthetic-corpus options).
  static func instructions(onceArguments: [String]) throws(Failure) -> Int {
    try instructions(valgrindArguments + [executablePath(), "once"] + onceArguments)
  }

  /// Instructions executed by a whole run of `command` (the executable and its arguments) in
  /// `workingDirectory`, start-up, every thread and exit included.
  /// `lint` exits with 1 when it reports errors, which valgrind passes on.
  static func processInstructions(_ command: [String], workingDirectory: String) throws(Failure) -> Int {
    try instructions(
      ["--tool=callgrind", "--callgrind-out-file=/dev/null"] + command, workingDirectory: workingDirectory,
      acceptedExitCodes: [0, 1])
  }

  /// The functions of the executable `command[0]` that a whole run of `command` executed, in
  /// the order callgrind's profile first names them, as the linker spells them (not
  /// demangled). The profile is written to `profilePath`.
  static func executedFunctions(
    _ command: [String], workingDirectory: String, profilePath: String
  ) throws(Failure) -> [String] {
    _ = try run(
      ["--tool=callgrind", "--demangle=no", "--callgrind-out-file=\(profilePath)"] + command,
      workingDirectory: workingDirectory, acceptedExitCodes: [0, 1])
    guard let profile = FileManager.default.contents(atPath: profilePath) else {
      throw Failure(description: "valgrind wrote no profile to \(profilePath)")
    }
    let executable = URL(fileURLWithPath: command[0]).resolvingSymlinksInPath().path
    return functionNames(inProfile: String(decoding: profile, as: UTF8.self), object: executable)
  }

  /// The names of the functions of `object` (an executable or library path) that a callgrind
  /// profile names, in order of first mention, without the placeholders callgrind uses for code
  /// without a symbol (`0x0000000000401000`) and for what runs before `main` (`(below main)`).
  ///
  /// The profile compresses names: `ob=(3) /bin/tool` and `fn=(12) name` define a number the
  /// first time, later lines give only `ob=(3)` or `fn=(12)`. A function belongs to the current
  /// `ob`; a called function (`cfn`) to the `cob` just before it, or else to the current `ob`.
  /// Recursion levels (`name'2`) count as their function.
  static func functionNames(inProfile profile: String, object: String) -> [String] {
    var objects: [Substring: Substring] = [:]
    var functions: [Substring: Substring] = [:]
    var currentObject: Substring = ""
    var calledObject: Substring?
    var names: [String] = []
    var seen: Set<Substring> = []
    func define(_ value: Substring, in table: inout [Substring: Substring]) -> Substring {
      guard value.hasPrefix("("), let close = value.firstIndex(of: ")") else { return value }
      let number = value[..<close]
      let name = value[value.index(after: close)...].drop { $0 == " " }
      if !name.isEmpty { table[number] = name }
      return table[number] ?? ""
    }
    for line in profile.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let equals = line.firstIndex(of: "="), line.first?.isLetter == true else { continue }
      let key = line[..<equals]
      let value = line[line.index(after: equals)...]
      let function: Substring
      let owner: Substring
      switch key {
      case "ob":
        currentObject = define(value, in: &objects)
        continue
      case "cob":
        calledObject = define(value, in: &objects)
        continue
      case "fn":
        function = define(value, in: &functions)
        owner = currentObject
      case "cfn":
        function = define(value, in: &functions)
        owner = calledObject ?? currentObject
        calledObject = nil
      default:
        continue
      }
      // A recursive call's deeper level is named `name'2`.
      let symbol = function.lastIndex(of: "'").map { function[..<$0] } ?? function
      guard owner == object, !symbol.isEmpty, !symbol.hasPrefix("0x"), !symbol.hasPrefix("("),
        seen.insert(symbol).inserted
      else { continue }
      names.append(String(symbol))
    }
    return names
  }

  /// Runs valgrind with `arguments` and reads the `Collected` count from its report.
  private static func instructions(
    _ arguments: [String], workingDirectory: String? = nil, acceptedExitCodes: Set<Int32> = [0]
  ) throws(Failure) -> Int {
    let output = try run(arguments, workingDirectory: workingDirectory, acceptedExitCodes: acceptedExitCodes)
    // "==1234== Collected : 123456789"
    for line in output.split(separator: "\n") {
      guard let range = line.range(of: "Collected :") else { continue }
      if let count = Int(line[range.upperBound...].trimmingCharacters(in: .whitespaces)) { return count }
    }
    throw Failure(description: "no 'Collected' line in valgrind's output: \(output.suffix(400))")
  }

  /// Runs valgrind with `arguments` and returns what it wrote to standard error.
  private static func run(
    _ arguments: [String], workingDirectory: String?, acceptedExitCodes: Set<Int32>
  ) throws(Failure) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["valgrind"] + arguments
    if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot start valgrind: \(error.localizedDescription)")
    }
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard acceptedExitCodes.contains(process.terminationStatus) else {
      throw Failure(description: "valgrind exited with \(process.terminationStatus): \(output.suffix(400))")
    }
    return output
  }

  /// The path of the running executable.
  static func executablePath() -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    return Bundle.main.executablePath ?? CommandLine.arguments[0]
  }
}
