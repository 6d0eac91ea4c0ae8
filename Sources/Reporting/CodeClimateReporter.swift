import Diagnostics

/// One issue of the Code Climate / GitLab Code Quality JSON format.
package struct CodeClimateIssue: Codable, Hashable, Sendable {
  /// Always `issue`.
  package var type: String
  /// The rule id.
  package var checkName: String
  /// The message.
  package var description: String
  /// Code Climate categories; always `["Bug Risk"]`.
  package var categories: [String]
  /// The tool's name.
  package var engineName: String
  /// The stable fingerprint (the same value as SARIF's `partialFingerprints`).
  package var fingerprint: String
  /// `major` (error), `minor` (warning) or `info`.
  package var severity: String
  /// Where the issue is.
  package var location: Location
  /// The notes, as Markdown; omitted when there are none.
  package var content: Content?

  private enum CodingKeys: String, CodingKey {
    case type, description, categories, fingerprint, severity, location, content
    case checkName = "check_name"
    case engineName = "engine_name"
  }

  /// A file and a line span.
  package struct Location: Codable, Hashable, Sendable {
    /// The file, relative to the working directory (the repository root).
    package var path: String
    /// The lines.
    package var lines: Lines
  }

  /// A 1-based, inclusive line span.
  package struct Lines: Codable, Hashable, Sendable {
    /// The first line.
    package var begin: Int
    /// The last line.
    package var end: Int
  }

  /// Extra text shown with the issue.
  package struct Content: Codable, Hashable, Sendable {
    /// Markdown text.
    package var body: String
  }
}

/// The `codeclimate` format: a JSON array of Code Climate issues, the format GitLab's Code
/// Quality widget reads (`artifacts: reports: codequality:`).
///
/// GitLab uses `description`, `check_name`, `fingerprint`, `severity`, `location.path` and
/// `location.lines.begin`. Fingerprints are `Fingerprint`'s, so an issue keeps its identity
/// across unrelated edits and two issues never share one (GitLab shows only the first of equal
/// fingerprints). Severity mapping: error -> `major`, warning -> `minor`, info -> `info`.
package enum CodeClimateReporter {
  /// Renders the JSON array.
  package static func render(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> String {
    JSONOutput.encode(issues(diagnostics, context: context))
  }

  /// Builds the issues in report order.
  package static func issues(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> [CodeClimateIssue] {
    let sorted = ResolvedDiagnostic.sortedForReport(diagnostics)
    let fingerprints = Fingerprint.fingerprints(for: sorted, context: context)
    return zip(sorted, fingerprints).map { resolved, fingerprint in
      let diagnostic = resolved.diagnostic
      let notes = resolved.notes.map { note in
        "- note: `\(context.relativePath(of: note.note.path)):\(note.range.start.line)`: \(note.note.message)"
      }
      return CodeClimateIssue(
        type: "issue",
        checkName: diagnostic.id.rawValue,
        description: diagnostic.message,
        categories: ["Bug Risk"],
        engineName: context.toolName,
        fingerprint: fingerprint,
        severity: severity(diagnostic.severity),
        location: CodeClimateIssue.Location(
          path: context.relativePath(of: diagnostic.path),
          lines: CodeClimateIssue.Lines(begin: resolved.range.start.line, end: resolved.range.lastLine)),
        content: notes.isEmpty ? nil : CodeClimateIssue.Content(body: notes.joined(separator: "\n")))
    }
  }

  /// The Code Climate severity of a finding.
  package static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: return "major"
    case .warning: return "minor"
    case .info: return "info"
    }
  }
}
