/// The `checkstyle` format (Checkstyle 4.3 XML), read by Jenkins, SonarQube and reviewdog:
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <checkstyle version="4.3">
///       <file name="/abs/App/Intent.swift">
///         <error line="12" column="9" severity="error" message="..." source="appintents.rules.rule-id"/>
///       </file>
///     </checkstyle>
///
/// Files are sorted by the printed path (which follows the context's path style), findings
/// within a file are in report order. `column` counts UTF-16 code units, as Java tools do.
/// `severity` is `error`, `warning` or `info`. Notes are appended to the message, one
/// `note: path:line:column: text` line each. Everything is escaped with `XMLEscaping`.
package enum CheckstyleReporter {
  /// Renders the XML document.
  package static func render(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for (path, findings) in context.groupedByDisplayPath(diagnostics) {
      output += "  <file name=\"\(XMLEscaping.attribute(path))\">\n"
      for resolved in findings {
        let diagnostic = resolved.diagnostic
        let attributes = [
          ("line", String(resolved.range.start.line)),
          ("column", String(resolved.range.start.utf16Column)),
          ("severity", diagnostic.severity.rawValue),
          ("message", messageWithNotes(resolved, context: context)),
          ("source", "\(context.toolName).rules.\(diagnostic.id)"),
        ]
        output += "    <error"
        for (name, value) in attributes { output += " \(name)=\"\(XMLEscaping.attribute(value))\"" }
        output += "/>\n"
      }
      output += "  </file>\n"
    }
    return output + "</checkstyle>\n"
  }

  /// The message followed by one `note: path:line:column: text` line per note, with the note's
  /// path printed like the file names and its column in UTF-16 code units.
  static func messageWithNotes(_ resolved: ResolvedDiagnostic, context: ReportContext) -> String {
    var message = resolved.diagnostic.message
    for note in resolved.notes {
      let path = context.displayPath(of: note.note.path)
      message += "\nnote: \(path):\(note.range.start.line):\(note.range.start.utf16Column): \(note.note.message)"
    }
    return message
  }
}
