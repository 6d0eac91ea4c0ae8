import Diagnostics

/// The `github-actions` format: one workflow command per finding, which GitHub turns into an
/// annotation on the pull request:
///
///     ::error file=App/Intent.swift,line=12,col=9,endLine=12,endColumn=20,title=rule-id::message
///
/// - The command is `error`, `warning` or `notice` (for `info`).
/// - `file` is relative to the working directory (the repository root in CI).
/// - `col`/`endColumn` are UTF-16 columns (`endColumn` exclusive) and are written only when the
///   finding starts and ends on the same line, as GitHub ignores columns otherwise.
/// - `title` is the rule id.
/// - Notes are appended to the message, one `note: path:line:column: text` line each
///   (annotations keep line breaks).
/// - Property values are escaped with `GitHubActionsEscaping.property`, the message with `.data`.
package enum GitHubActionsReporter {
  /// Renders one command line per diagnostic, in report order.
  package static func render(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> String {
    var output = ""
    for resolved in ResolvedDiagnostic.sortedForReport(diagnostics) {
      let diagnostic = resolved.diagnostic
      let range = resolved.range
      var properties: [(String, String)] = [("file", context.relativePath(of: diagnostic.path))]
      properties.append(("line", String(range.start.line)))
      if range.start.line == range.end.line { properties.append(("col", String(range.start.utf16Column))) }
      properties.append(("endLine", String(range.end.line)))
      if range.start.line == range.end.line { properties.append(("endColumn", String(range.end.utf16Column))) }
      properties.append(("title", diagnostic.id.rawValue))
      let propertyText = properties.map { "\($0.0)=\(GitHubActionsEscaping.property($0.1))" }.joined(separator: ",")
      var message = diagnostic.message
      for note in resolved.notes {
        let path = context.relativePath(of: note.note.path)
        message += "\nnote: \(path):\(note.range.start.line):\(note.range.start.utf16Column): \(note.note.message)"
      }
      output += "::\(command(diagnostic.severity)) \(propertyText)::\(GitHubActionsEscaping.data(message))\n"
    }
    return output
  }

  /// The workflow command for a severity.
  package static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .info: return "notice"
    }
  }
}
