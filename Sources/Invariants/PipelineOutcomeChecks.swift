import CLI
import Foundation

/// The shape of one run's exit code, standard error, standard output and written files.
extension PipelineInvariants {
  /// Checks one run on the file at `path`. `checksOutput` is false for runs whose standard
  /// output was discarded; written files are checked when the outcome lists some or the
  /// command is `extract` run in-process (`checksFiles`).
  ///
  /// - `dump`: exit 3 prints exactly `appintents: error: cannot read '<path>': <reason>` and no
  ///   output; otherwise every standard error line is a diagnostic of the file, exit 1 exactly
  ///   when one is an error, and standard output is one JSON object naming the file.
  /// - `lintJSON`: nothing on standard error; standard output is a JSON report whose
  ///   diagnostics decide the exit code: 3 when a file could not be read, else 1 when one is an
  ///   error, else 0.
  /// - `extract`: standard error holds diagnostics of the file (or of the files in the folder
  ///   `path`) and `appintents: error|note: `
  ///   lines; exit 3 when the file could not be read (an `unreadable-file` error) or a path
  ///   could not be read or written, else 1 when a diagnostic is an error, else 0; standard
  ///   output is the one summary line, which says `wrote` exactly when a bundle was written.
  public static func checkOutcome(
    _ outcome: Outcome, path: String, label: String, kind: OutputKind = .dump, checksOutput: Bool = true,
    checksFiles: Bool = false
  ) throws(InvariantViolation) {
    guard outcome.standardError.isEmpty || outcome.standardError.hasSuffix("\n") else {
      throw InvariantViolation(label, "standard error does not end with a line break")
    }
    guard outcome.exitCode != .usage else {
      throw InvariantViolation(label, "usage error for a valid command line: \(outcome.standardError)")
    }
    let lines = outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
    switch kind {
    case .dump: try checkDump(outcome, lines: lines, path: path, label: label, checksOutput: checksOutput)
    case .lintJSON: try checkLint(outcome, lines: lines, label: label, checksOutput: checksOutput)
    case .extract:
      try checkExtract(
        outcome, lines: lines, path: path, label: label, checksOutput: checksOutput,
        checksFiles: checksFiles || !outcome.writtenFiles.isEmpty)
    }
  }

  private static func checkDump(
    _ outcome: Outcome, lines: [String], path: String, label: String, checksOutput: Bool
  ) throws(InvariantViolation) {
    if outcome.exitCode == .ioError {
      let expectedStart = "appintents: error: cannot read '\(path)': "
      guard lines.count == 1, lines[0].hasPrefix(expectedStart), lines[0].count > expectedStart.count else {
        throw InvariantViolation(label, "exit 3 without exactly one 'cannot read' line: \(outcome.standardError)")
      }
      guard outcome.standardOutput.isEmpty else { throw InvariantViolation(label, "exit 3 with output") }
      return
    }
    var sawError = false
    for line in lines {
      guard let parsed = RenderedLine.parse(line, path: path) else {
        throw InvariantViolation(label, "malformed standard error line: \(line)")
      }
      sawError = sawError || parsed.word == "error"
    }
    try expect(outcome.exitCode, sawError ? .findings : .success, label: label)
    if checksOutput {
      // Not JSONDecoder: a valid dump may nest deeper than its limit of 512 (see JSONValidator).
      guard let file = JSONValidator.topLevelStrings(outcome.standardOutput)?["file"] else {
        throw InvariantViolation(label, "standard output is not a JSON object with a 'file' string")
      }
      guard file == path else { throw InvariantViolation(label, "standard output names \(file)") }
    }
  }

  private static func checkLint(
    _ outcome: Outcome, lines: [String], label: String, checksOutput: Bool
  ) throws(InvariantViolation) {
    guard lines.isEmpty else { throw InvariantViolation(label, "standard error is not empty: \(lines[0])") }
    guard checksOutput else { return }
    guard let report = try? JSONDecoder().decode(LintReport.self, from: Data(outcome.standardOutput.utf8)) else {
      throw InvariantViolation(label, "standard output is not a JSON report with a 'diagnostics' array")
    }
    let unreadable = report.diagnostics.contains { $0.ruleId == unreadableFileID }
    let sawError = report.diagnostics.contains { $0.severity == "error" }
    try expect(outcome.exitCode, unreadable ? .ioError : sawError ? .findings : .success, label: label)
  }

  private static func checkExtract(
    _ outcome: Outcome, lines: [String], path: String, label: String, checksOutput: Bool, checksFiles: Bool
  ) throws(InvariantViolation) {
    var sawError = false
    var sawIOError = false
    var sawNothingToWrite = false
    for line in lines {
      if line.hasPrefix("appintents: error: cannot read '") || line.hasPrefix("appintents: error: cannot write '") {
        sawIOError = true
      } else if line == "appintents: note: Extracted no relevant App Intents symbols, skipping writing output" {
        sawNothingToWrite = true
      } else if !line.hasPrefix("appintents: error: ") {
        guard let parsed = extractDiagnostic(line, path: path) else {
          throw InvariantViolation(label, "malformed standard error line: \(line)")
        }
        sawError = sawError || parsed.word == "error"
        sawIOError = sawIOError || (parsed.word == "error" && line.hasSuffix("[\(unreadableFileID)]"))
      }
    }
    try expect(outcome.exitCode, sawIOError ? .ioError : sawError ? .findings : .success, label: label)
    guard checksOutput else { return }
    let summary = outcome.standardOutput
    guard summary.hasSuffix("\n"), summary.dropLast().firstIndex(of: "\n") == nil, summary.contains(": ") else {
      throw InvariantViolation(label, "standard output is not one summary line: \(summary.prefix(200))")
    }
    let wrote = summary.contains("; wrote ")
    guard wrote || summary.hasSuffix("; nothing written\n") else {
      throw InvariantViolation(label, "the summary says neither 'wrote' nor 'nothing written': \(summary)")
    }
    if outcome.exitCode == .success && !wrote && !sawNothingToWrite {
      throw InvariantViolation(label, "exit 0, nothing written, and no 'Extracted no relevant' note")
    }
    if wrote && outcome.exitCode != .success && !summary.contains("despite errors (--force-metadata-output)") {
      throw InvariantViolation(label, "a bundle was written despite exit \(outcome.exitCode.rawValue)")
    }
    guard checksFiles else { return }
    guard wrote == !outcome.writtenFiles.isEmpty else {
      throw InvariantViolation(
        label,
        "the summary says \(wrote ? "wrote" : "nothing written") but the folder holds \(outcome.writtenFiles.keys.sorted())"
      )
    }
    guard wrote else { return }
    guard outcome.writtenFiles.keys.sorted() == staleBundle.keys.sorted() else {
      throw InvariantViolation(label, "the output folder holds \(outcome.writtenFiles.keys.sorted())")
    }
    for (name, bytes) in outcome.writtenFiles where (try? JSONSerialization.jsonObject(with: Data(bytes))) == nil {
      throw InvariantViolation(label, "\(name) is not JSON")
    }
  }

  /// A diagnostic line of `extract` about the file `path` or a file in the folder `path`.
  /// `extract` prints absolute paths, and the working directory of a child process is not known
  /// here, so a relative `path` may also appear as the tail of an absolute one.
  private static func extractDiagnostic(_ line: String, path: String) -> RenderedLine? {
    guard let parsed = RenderedLine.parse(line, path: nil) else { return nil }
    let names = [path + ":", path + "/"]
    if names.contains(where: { line.hasPrefix($0) }) { return parsed }
    if !path.hasPrefix("/"), line.hasPrefix("/"), names.contains(where: { line.contains("/" + $0) }) { return parsed }
    return nil
  }

  private static func expect(_ code: ExitCode, _ expected: ExitCode, label: String) throws(InvariantViolation) {
    guard code == expected else {
      throw InvariantViolation(label, "exit \(code.rawValue), but the output calls for \(expected.rawValue)")
    }
  }

  /// The id of the diagnostic for a source file that cannot be read.
  static let unreadableFileID = "unreadable-file"

  /// The parts of `lint --reporter json` output the checks read.
  private struct LintReport: Decodable {
    struct Entry: Decodable {
      let severity: String
      let ruleId: String?
    }
    let diagnostics: [Entry]
  }
}
