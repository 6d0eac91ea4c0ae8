import Foundation

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

/// Runs a child process with a hard time limit, for the compiler oracle (see `ChildProcess`).
package enum ProcessRunner {
  /// Runs `executable` with `arguments` and returns how it ended.
  package static func run(
    _ executable: URL, arguments: [String], currentDirectory: URL? = nil, timeout: TimeInterval
  ) -> ProcessOutcome {
    let run = ChildProcess.run(executable, arguments: arguments, in: currentDirectory, timeout: timeout)
    if let launchError = run.launchError { return .failedToLaunch(launchError) }
    if run.timedOut { return .timedOut(seconds: timeout, standardError: run.standardError) }
    return .exited(status: run.status, standardOutput: run.standardOutput, standardError: run.standardError)
  }
}
