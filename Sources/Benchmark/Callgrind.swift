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

  /// Runs valgrind with `arguments` and reads the `Collected` count from its report.
  private static func instructions(
    _ arguments: [String], workingDirectory: String? = nil, acceptedExitCodes: Set<Int32> = [0]
  ) throws(Failure) -> Int {
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
    // "==1234== Collected : 123456789"
    for line in output.split(separator: "\n") {
      guard let range = line.range(of: "Collected :") else { continue }
      if let count = Int(line[range.upperBound...].trimmingCharacters(in: .whitespaces)) { return count }
    }
    throw Failure(description: "no 'Collected' line in valgrind's output: \(output.suffix(400))")
  }

  /// The path of the running executable.
  static func executablePath() -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    return Bundle.main.executablePath ?? CommandLine.arguments[0]
  }
}
