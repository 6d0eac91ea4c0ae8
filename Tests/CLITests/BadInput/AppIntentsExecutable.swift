import Foundation
import TestSupport

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
  /// `directory`, its run cache in `TestCacheHome`. `prefix` is put before the executable (e.g. `/usr/bin/env
  /// --default-signal=PIPE`).
  static func run(
    _ arguments: [String], in directory: URL, standardOutput: ChildProcess.StandardOutput = .capture,
    timeout: Double = 300,
    prefix: [String] = [], executable: URL? = nil
  ) -> Outcome {
    guard let url = executable ?? url else {
      return Outcome(status: -1000, standardOutput: "", standardError: "", seconds: 0, timedOut: false)
    }
    let command =
      prefix.isEmpty ? (url, arguments) : (URL(fileURLWithPath: prefix[0]), prefix.dropFirst() + [url.path] + arguments)
    let run = ChildProcess.run(
      command.0, arguments: Array(command.1), in: directory,
      environment: TestCacheHome.environment(ProcessInfo.processInfo.environment), standardOutput: standardOutput,
      timeout: timeout)
    if let launchError = run.launchError {
      return Outcome(status: -1001, standardOutput: "", standardError: launchError, seconds: 0, timedOut: false)
    }
    return Outcome(
      status: run.timedOut ? -1000 : run.status, standardOutput: run.standardOutput, standardError: run.standardError,
      seconds: run.seconds, timedOut: run.timedOut)
  }
}
