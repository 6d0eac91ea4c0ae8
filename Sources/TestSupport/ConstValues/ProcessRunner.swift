import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a child process ended.
package enum ProcessOutcome: Sendable, Equatable {
  /// The process exited (or was killed by a signal, reported as its negated number).
  case exited(status: Int32, standardOutput: String, standardError: String)
  /// The process ran longer than its time limit and was killed.
  case timedOut(seconds: Double, standardError: String)
  /// The process could not be started.
  case failedToLaunch(String)

  /// Whether the process exited with status 0.
  package var succeeded: Bool {
    if case .exited(let status, _, _) = self { return status == 0 }
    return false
  }

  /// Everything the process wrote to stderr, or the reason it did not run.
  package var diagnostics: String {
    switch self {
    case .exited(_, _, let standardError): standardError
    case .timedOut(let seconds, let standardError): "timed out after \(seconds) s\n\(standardError)"
    case .failedToLaunch(let reason): "failed to launch: \(reason)"
    }
  }
}

/// Runs a child process with a hard time limit, capturing its output in temporary files.
///
/// Output goes to files rather than pipes so that a chatty process can never block on a full pipe
/// while we wait for it. On timeout the process gets SIGTERM, then SIGKILL two seconds later; the
/// runner never waits longer than the limit plus those grace periods.
package enum ProcessRunner {
  /// Runs `executable` with `arguments` and returns how it ended.
  package static func run(
    _ executable: URL, arguments: [String], currentDirectory: URL? = nil, timeout: TimeInterval
  ) -> ProcessOutcome {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("appintents-process-\(UUID().uuidString)", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      return .failedToLaunch("cannot create \(scratch.path): \(error)")
    }
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputURL = scratch.appendingPathComponent("stdout")
    let errorURL = scratch.appendingPathComponent("stderr")
    guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
      FileManager.default.createFile(atPath: errorURL.path, contents: nil),
      let output = try? FileHandle(forWritingTo: outputURL),
      let errors = try? FileHandle(forWritingTo: errorURL)
    else {
      return .failedToLaunch("cannot create output files in \(scratch.path)")
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      try? output.close()
      try? errors.close()
      return .failedToLaunch("\(executable.path): \(error)")
    }

    var timedOut = false
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      if finished.wait(timeout: .now() + 2) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        _ = finished.wait(timeout: .now() + 2)
      }
    }
    try? output.close()
    try? errors.close()
    let standardOutput = read(outputURL)
    let standardError = read(errorURL)
    if timedOut { return .timedOut(seconds: timeout, standardError: standardError) }
    let status =
      process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
    return .exited(status: status, standardOutput: standardOutput, standardError: standardError)
  }

  private static func read(_ url: URL) -> String {
    String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
  }
}
