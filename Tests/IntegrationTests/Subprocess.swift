import Foundation
import TestSupport

/// Runs child processes for the integration tests: the built `appintents`, `swift build`,
/// `pre-commit`, `git`, `make`, `bash`.
///
/// Output goes to temporary files rather than pipes, so a chatty child never blocks; a child
/// that outlives its time limit gets SIGTERM, then SIGKILL.
enum Subprocess {
  /// How a child ended.
  struct Outcome: Sendable {
    /// The exit status (the negated signal number when killed by one; -1000 on timeout or when
    /// it could not start).
    let status: Int32
    /// Standard output.
    let standardOutput: String
    /// Standard error, or why the child did not run.
    let standardError: String
    /// Both streams, for messages and for tools that print diagnostics to either.
    var combined: String { standardOutput + standardError }
  }

  /// Runs `executable` with `arguments` in `directory`, with exactly `environment`.
  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment, input: String? = nil,
    timeout: TimeInterval = 120
  ) -> Outcome {
    let run = ChildProcess.run(
      executable, arguments: arguments, in: directory, environment: environment, input: input ?? "",
      timeout: timeout, gracePeriod: 5)
    if let launchError = run.launchError {
      return Outcome(status: -1000, standardOutput: "", standardError: "cannot run \(launchError)")
    }
    if run.timedOut {
      return Outcome(
        status: -1000, standardOutput: run.standardOutput,
        standardError: run.standardError + "\n(timed out after \(Int(timeout)) s)")
    }
    return Outcome(status: run.status, standardOutput: run.standardOutput, standardError: run.standardError)
  }

  /// The first executable named `name` on `PATH`, or `nil`.
  static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
    for directory in (path ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return nil
  }
}

/// The `appintents` executable that `swift build` / `swift test` built next to the test bundle.
enum BuiltTool {
  /// Its location, or `nil` when it cannot be found (the tests that need it then fail).
  static let url: URL? = {
    var candidates: [URL] = []
    // On Linux the test process is `.build/<triple>/debug/<package>PackageTests.xctest` itself.
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    candidates.append(executable.deletingLastPathComponent().appendingPathComponent("appintents"))
    // On macOS the tests are a bundle loaded by a runner; the tool is the bundle's sibling.
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("appintents"))
    }
    candidates.append(FixturePaths.packageRoot.appendingPathComponent(".build/debug/appintents"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// The folder holding the tool, to put first on a child's `PATH`.
  static var directory: String { url?.deletingLastPathComponent().path ?? "" }

  /// This process's environment with the tool's folder first on `PATH`, the run cache in
  /// `TestCacheHome`, plus `extra`.
  static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = TestCacheHome.environment(ProcessInfo.processInfo.environment)
    environment["PATH"] = directory + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["NO_COLOR"] = "1"
    for (key, value) in extra { environment[key] = value }
    return environment
  }

  /// Runs the tool with `arguments` in `directory`.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:]
  ) -> Subprocess.Outcome {
    guard let url else {
      return Subprocess.Outcome(status: -1000, standardOutput: "", standardError: "appintents executable not found")
    }
    return Subprocess.run(url, arguments, in: directory, environment: environment(extra))
  }
}

/// Temporary folders that remove themselves.
enum Scratch {
  /// A new empty folder under the temporary directory.
  static func directory(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Copies `source` (a folder) to `destination`, replacing it.
  static func copy(_ source: URL, to destination: URL) throws {
    if FileManager.default.fileExists(atPath: destination.path) {
      try FileManager.default.removeItem(at: destination)
    }
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: destination)
  }
}
