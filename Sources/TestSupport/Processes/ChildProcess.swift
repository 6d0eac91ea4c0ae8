import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one child process with a hard time limit: the single place the test helpers start
/// processes (`ProcessRunner` for the compiler oracle, the integration tests' `Subprocess`, the
/// bad-input tests' `AppIntentsExecutable`).
///
/// Output goes to temporary files rather than pipes, so a chatty child never blocks while we wait
/// for it. On timeout the child gets SIGTERM, then SIGKILL after `gracePeriod`; the caller never
/// waits longer than the limit plus twice the grace period.
package enum ChildProcess {
  /// What happens to the child's standard output.
  package enum StandardOutput: Sendable {
    /// Written to a file and returned.
    case capture
    /// Sent to `/dev/null` (huge outputs).
    case discard
    /// A pipe whose reading end is closed after the first line, as `| head -1` does.
    case closedAfterFirstLine
  }

  /// How a child ended.
  package struct Run: Sendable {
    /// The exit status, or the negated signal number when a signal ended it; 0 when it never
    /// started or timed out (see `launchError` and `timedOut`).
    package var status: Int32 = 0
    /// Standard output (empty unless captured).
    package var standardOutput = ""
    /// Standard error.
    package var standardError = ""
    /// Wall-clock seconds from launch to exit.
    package var seconds = 0.0
    /// Whether the time limit was hit (the child was then killed).
    package var timedOut = false
    /// Why the child did not start, or `nil` when it did.
    package var launchError: String?
  }

  /// Runs `executable` with `arguments` in `directory` (default: ours), with `environment`
  /// (default: ours), `input` on its standard input (default: `/dev/null`).
  package static func run(
    _ executable: URL, arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    input: String? = nil, standardOutput: StandardOutput = .capture, timeout: TimeInterval,
    gracePeriod: TimeInterval = 2
  ) -> Run {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("appintents-process-\(UUID().uuidString)", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      return Run(launchError: "cannot create \(scratch.path): \(error)")
    }
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputURL = scratch.appendingPathComponent("stdout")
    let errorURL = scratch.appendingPathComponent("stderr")
    let inputURL = scratch.appendingPathComponent("stdin")
    guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
      FileManager.default.createFile(atPath: errorURL.path, contents: nil),
      FileManager.default.createFile(atPath: inputURL.path, contents: Data((input ?? "").utf8)),
      let output = try? FileHandle(forWritingTo: outputURL),
      let errors = try? FileHandle(forWritingTo: errorURL),
      let inputHandle = try? FileHandle(forReadingFrom: inputURL)
    else {
      return Run(launchError: "cannot create output files in \(scratch.path)")
    }
    defer {
      try? output.close()
      try? errors.close()
      try? inputHandle.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = input == nil ? FileHandle.nullDevice : inputHandle
    process.standardError = errors
    var pipe: Pipe?
    switch standardOutput {
    case .capture: process.standardOutput = output
    case .discard: process.standardOutput = FileHandle.nullDevice
    case .closedAfterFirstLine:
      pipe = Pipe()
      process.standardOutput = pipe
    }
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    let start = Date()
    do {
      try process.run()
    } catch {
      return Run(launchError: "\(executable.path): \(error)")
    }
    if let pipe {
      try? pipe.fileHandleForWriting.close()
      readFirstLine(pipe.fileHandleForReading)
      try? pipe.fileHandleForReading.close()
    }

    var run = Run()
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      run.timedOut = true
      process.terminate()
      if finished.wait(timeout: .now() + gracePeriod) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        _ = finished.wait(timeout: .now() + gracePeriod)
      }
    }
    run.seconds = Date().timeIntervalSince(start)
    try? output.close()
    try? errors.close()
    run.standardOutput = read(outputURL)
    run.standardError = read(errorURL)
    if !run.timedOut {
      run.status =
        process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
    }
    return run
  }

  /// Reads from `handle` until the first line break or the end of the stream.
  private static func readFirstLine(_ handle: FileHandle) {
    while let chunk = try? handle.read(upToCount: 1), let byte = chunk.first {
      if byte == 0x0A { return }
    }
  }

  private static func read(_ url: URL) -> String {
    String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
  }
}
