/// The `junit` format (JUnit XML), for CI systems that show test reports (GitLab, Jenkins,
/// Azure Pipelines):
///
///     <testsuites name="appintents" tests="3" failures="2" errors="0">
///       <testsuite name="App/Intent.swift" tests="3" failures="2" errors="0">
///         <testcase classname="App/Intent.swift" name="rule-id at 12:9">
///           <failure type="error" message="...">App/Intent.swift:12:9: error: ... [rule-id]</failure>
///         </testcase>
///       </testsuite>
///     </testsuites>
///
/// One suite per file (sorted by printed path), one test case per finding (report order).
/// Errors and warnings are failures whose `type` is the severity; `info` findings are passing
/// test cases whose text goes to `<system-out>`, so they never fail a build. The failure text is
/// the finding in the `xcode` format (byte columns) followed by its notes.
package enum JUnitReporter {
  /// Renders the XML document.
  package static func render(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> String {
    let groups = context.groupedByDisplayPath(diagnostics)
    let all = groups.flatMap(\.findings)
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    output += "<testsuites name=\"\(XMLEscaping.attribute(context.toolName))\" \(counts(all))>\n"
    for (path, findings) in groups {
      let suite = XMLEscaping.attribute(path)
      output += "  <testsuite name=\"\(suite)\" \(counts(findings))>\n"
      for resolved in findings {
        let diagnostic = resolved.diagnostic
        let start = resolved.range.start
        let name = XMLEscaping.attribute("\(diagnostic.id) at \(start.line):\(start.column)")
        output += "    <testcase classname=\"\(suite)\" name=\"\(name)\">\n"
        let text = XMLEscaping.text(detail(resolved, path: path, context: context))
        if diagnostic.severity == .info {
          output += "      <system-out>\(text)</system-out>\n"
        } else {
          let type = XMLEscaping.attribute(diagnostic.severity.rawValue)
          let message = XMLEscaping.attribute(diagnostic.message)
          output += "      <failure type=\"\(type)\" message=\"\(message)\">\(text)</failure>\n"
        }
        output += "    </testcase>\n"
      }
      output += "  </testsuite>\n"
    }
    return output + "</testsuites>\n"
  }

  /// `tests="…" failures="…" errors="0"` for `findings`; only errors and warnings fail.
  private static func counts(_ findings: [ResolvedDiagnostic]) -> String {
    let failures = findings.filter { $0.diagnostic.severity != .info }.count
    return "tests=\"\(findings.count)\" failures=\"\(failures)\" errors=\"0\""
  }

  /// The finding as `path:line:column: severity: message [id]`, then one line per note.
  private static func detail(_ resolved: ResolvedDiagnostic, path: String, context: ReportContext) -> String {
    let diagnostic = resolved.diagnostic
    let start = resolved.range.start
    var text = "\(path):\(start.line):\(start.column): \(diagnostic.severity.compilerWord): "
    text += "\(diagnostic.message) [\(diagnostic.id)]"
    for note in resolved.notes {
      let notePath = context.displayPath(of: note.note.path)
      text += "\n\(notePath):\(note.range.start.line):\(note.range.start.column): note: \(note.note.message)"
    }
    return text
  }
}
