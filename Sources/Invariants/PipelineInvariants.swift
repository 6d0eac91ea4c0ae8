import CLI
import Foundation

/// The whole command line on one file, each command run twice in-process.
///
/// Every command line in `commands` runs through `CommandLineTool.run`, exactly as `main.swift`
/// calls it, with a captured console. Promises:
/// - Determinism: the two runs give identical exit codes, standard output and standard error.
/// - Exit codes: 0 or 1 for a readable file, 3 for an unreadable one; never 2 (the command
///   lines are valid), and never a trap.
/// - Standard error: every line is `path:line:column: error|warning|note: message`, or, for
///   exit 3, the single line `appintents: error: cannot read '<path>': <reason>`; exit 1 exactly
///   when some line is an error.
/// - Standard output: valid JSON naming the file, for exit 0 and 1; empty for exit 3.
///
/// New commands (`extract`, `lint`) join the fuzzer and the regression replay by adding one
/// entry to `commands`.
public enum PipelineInvariants {
  /// One command line to run on every input.
  public struct Command: Sendable {
    /// A short name for messages.
    public let name: String
    /// The arguments (without the program name) for the input at a path.
    public let arguments: @Sendable (String) -> [String]
  }

  /// The command lines every input goes through.
  public static let commands: [Command] = [
    Command(name: "dump tokens") { ["dump", "tokens", $0] },
    Command(name: "dump syntax") { ["dump", "syntax", $0] },
    Command(name: "dump syntax --skip-bodies") { ["dump", "syntax", "--skip-bodies", $0] },
  ]

  /// What one run of a command produced.
  public struct Outcome: Equatable, Sendable {
    /// Creates an outcome, e.g. from a child process.
    public init(exitCode: ExitCode, standardOutput: String, standardError: String) {
      self.exitCode = exitCode
      self.standardOutput = standardOutput
      self.standardError = standardError
    }

    /// The exit code.
    public let exitCode: ExitCode
    /// Everything written to standard output.
    public let standardOutput: String
    /// Everything written to standard error.
    public let standardError: String
  }

  /// Runs `arguments` in-process and captures what it writes.
  public static func execute(_ arguments: [String]) -> Outcome {
    let capture = CapturedConsole()
    let code = CommandLineTool.run(arguments, console: capture.console)
    return Outcome(exitCode: code, standardOutput: capture.standardOutput, standardError: capture.standardError)
  }

  /// Runs every command twice on the file at `path` and checks every promise.
  public static func check(fileAt path: String, label: String) throws(InvariantViolation) {
    for command in commands {
      let commandLabel = "\(label) [\(command.name)]"
      let first = execute(command.arguments(path))
      let second = execute(command.arguments(path))
      guard first == second else { throw InvariantViolation(commandLabel, "two runs give different results") }
      try checkOutcome(first, path: path, label: commandLabel)
    }
  }

  /// Checks the exit code, standard error and (unless `checksOutput` is false, for runs whose
  /// output was discarded) standard output of one run on the file at `path`.
  public static func checkOutcome(
    _ outcome: Outcome, path: String, label: String, checksOutput: Bool = true
  ) throws(InvariantViolation) {
    let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    guard outcome.standardError.isEmpty || outcome.standardError.hasSuffix("\n") else {
      throw InvariantViolation(label, "standard error does not end with a line break")
    }
    switch outcome.exitCode {
    case .ioError:
      let expectedStart = "appintents: error: cannot read '\(path)': "
      guard lines.count == 2, lines[0].hasPrefix(expectedStart), lines[0].count > expectedStart.count else {
        throw InvariantViolation(label, "exit 3 without exactly one 'cannot read' line: \(outcome.standardError)")
      }
      guard outcome.standardOutput.isEmpty else { throw InvariantViolation(label, "exit 3 with output") }
    case .success, .findings:
      var sawError = false
      for line in lines.dropLast() {
        guard let parsed = RenderedLine.parse(String(line), path: path) else {
          throw InvariantViolation(label, "malformed standard error line: \(line)")
        }
        sawError = sawError || parsed.word == "error"
      }
      guard sawError == (outcome.exitCode == .findings) else {
        throw InvariantViolation(label, "exit \(outcome.exitCode.rawValue) but error lines: \(sawError)")
      }
      if checksOutput { try checkJSON(outcome.standardOutput, path: path, label: label) }
    case .usage:
      throw InvariantViolation(label, "usage error for a valid command line: \(outcome.standardError)")
    }
  }

  /// The part of every dump's JSON that names the input.
  private struct DocumentHeader: Decodable {
    let file: String
  }

  /// Standard output must be one JSON object (the decoder reads the whole document) whose
  /// `file` is `path`.
  private static func checkJSON(_ text: String, path: String, label: String) throws(InvariantViolation) {
    guard let header = try? JSONDecoder().decode(DocumentHeader.self, from: Data(text.utf8)) else {
      throw InvariantViolation(label, "standard output is not a JSON object with a 'file' string")
    }
    guard header.file == path else { throw InvariantViolation(label, "standard output names \(header.file)") }
  }
}
