import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `appintents` executable that SwiftPM built next to this test bundle, and a way to
/// run it as users do: a separate process, real file descriptors, real exit statuses.
///
/// Tests cannot build it, so when it is missing (a `swift build --build-tests` that stopped
/// early, or an unusual product layout) the suites that need it are skipped with one line.
/// With `--scratch-path .build/asan --sanitize=address` the executable found is the ASan build.
enum AppIntentsExecutable {
  /// The executable, or `nil` when it is not next to the test bundle.
  static let url: URL? = {
    guard let directory = productsDirectory() else { return nil }
    let candidate = directory.appendingPathComponent("appintents")
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
  }()

  /// Whether tests that spawn the executable can run.
  static var isAvailable: Bool { url != nil }

  /// Why those tests are skipped when it is missing.
  static let missingReason = "the appintents executable is not next to the test bundle; run 'swift build' first"

  /// The folder holding the test bundle and the other products.
  private static func productsDirectory() -> URL? {
    #if os(Linux)
    // The test runner is the `<package>PackageTests.xctest` executable itself.
    guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
    return URL(fileURLWithPath: path).deletingLastPathComponent()
    #else
    return Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
    #endif
  }

  /// What happens to the child's standard output.
  enum StandardOutput {
    /// Written to a file and returned.
    case capture
    /// Sent to `/dev/null` (huge outputs).
    case discard
    /// A pipe whose reading end is closed after the first line, as `| head -1` does.
    case closedAfterFirstLine
  }

  /// How a run ended.
  struct Outcome {
    /// The exit status, or the negated signal number if a signal killed the process.
    let status: Int32
    /// Standard output (empty unless captured).
    let standardOutput: String
    /// Standard error.
    let standardError: String
    /// Wall-clock seconds from launch to exit.
    let seconds: Double
    /// Whether the time limit was hit (the process was then killed).
    let timedOut: Bool

    /// The stderr lines, without their line breaks.
    var standardErrorLines: [String] {
      standardError.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
  }

  /// Runs the executable (or `executable`, for control experiments) with `arguments` in
  /// `directory`. `prefix` is put before the executable (e.g. `/usr/bin/env
  /// --default-signal=PIPE`).
  static func run(
    _ arguments: [String], in directory: URL, standardOutput: StandardOutput = .capture, timeout: Double = 300,
    prefix: [String] = [], executable: URL? = nil
  ) -> Outcome {
    guard let url = executable ?? url else {
      return Outcome(status: -1000, standardOutput: "", standardError: "", seconds: 0, timedOut: false)
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-run-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputURL = scratch.appendingPathComponent("stdout")
    let errorURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let errors = try? FileHandle(forWritingTo: errorURL)
    let process = Process()
    if prefix.isEmpty {
      process.executableURL = url
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: prefix[0])
      process.arguments = Array(prefix.dropFirst()) + [url.path] + arguments
    }
    process.currentDirectoryURL = directory
    process.standardInput = FileHandle.nullDevice
    process.standardError = errors
    var outputFile: FileHandle?
    var pipe: Pipe?
    switch standardOutput {
    case .capture:
      outputFile = try? FileHandle(forWritingTo: outputURL)
      process.standardOutput = outputFile
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
      return Outcome(status: -1001, standardOutput: "", standardError: "\(error)", seconds: 0, timedOut: false)
    }
    if let pipe {
      try? pipe.fileHandleForWriting.close()
      readFirstLine(pipe.fileHandleForReading)
      try? pipe.fileHandleForReading.close()
    }
    var timedOut = false
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      _ = finished.wait(timeout: .now() + 10)
    }
    let seconds = Date().timeIntervalSince(start)
    try? outputFile?.close()
    try? errors?.close()
    let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
    return Outcome(
      status: status, standardOutput: read(outputURL), standardError: read(errorURL), seconds: seconds,
      timedOut: timedOut)
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
