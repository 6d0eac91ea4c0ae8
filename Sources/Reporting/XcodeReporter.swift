/// The default format, the one Xcode's issue navigator, editors and most log parsers link:
///
///     /abs/path/File.swift:12:9: error: message [rule-id]
///     /abs/path/File.swift:3:1: note: note message
///
/// Columns count UTF-8 bytes, as the Swift compiler's do. Paths are absolute unless the context
/// asks for relative ones. `info` findings use the word `note`, as compilers have no `info`.
/// A message's line breaks become spaces, since each finding must stay on one line. With color,
/// the location and message are bold and the severity word is colored like swiftc's.
package enum XcodeReporter {
  /// Renders every diagnostic and its notes, one line each, in report order.
  package static func render(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> String {
    let style = TerminalStyle(enabled: context.usesColor)
    var output = ""
    output.reserveCapacity(diagnostics.count * 200)
    // Findings share a few paths; each is normalised once.
    var displayPaths: [String: String] = [:]
    func appendLocation(path: String, range: ResolvedRange) {
      let display = displayPaths[path] ?? context.displayPath(of: path)
      displayPaths[path] = display
      // Appended piece by piece: building each line from interpolated and concatenated
      // temporaries cost about 10,000 instructions a line.
      if style.enabled {
        output += style.bold("\(display):\(range.start.line):\(range.start.column):")
      } else {
        output += display
        output += ":"
        output += String(range.start.line)
        output += ":"
        output += String(range.start.column)
        output += ":"
      }
    }
    for resolved in ResolvedDiagnostic.sortedForReport(diagnostics) {
      let diagnostic = resolved.diagnostic
      appendLocation(path: diagnostic.path, range: resolved.range)
      output += " "
      output += style.severity(diagnostic.severity.compilerWord + ":", diagnostic.severity)
      output += " "
      if style.enabled {
        output += style.bold("\(singleLine(diagnostic.message)) [\(diagnostic.id)]")
      } else {
        output += singleLine(diagnostic.message)
        output += " ["
        output += diagnostic.id.rawValue
        output += "]"
      }
      output += "\n"
      for note in resolved.notes {
        appendLocation(path: note.note.path, range: note.range)
        output += " "
        output += style.note("note:")
        output += " "
        output += singleLine(note.note.message)
        output += "\n"
      }
    }
    return output
  }

  /// `text` with each CR LF, CR or LF replaced by one space.
  static func singleLine(_ text: String) -> String {
    // Nearly every message has no line break: no byte 0x0A to 0x0D, nor the lead bytes of U+0085
    // (C2 85) and U+2028, U+2029 (E2 80 A8, A9). Walking its characters would cost far more
    // than the rest of the report.
    let mayBreak =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.contains { $0 &- 0x0A <= 3 || $0 == 0xC2 || $0 == 0xE2 }
      } ?? true
    if !mayBreak { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character.isNewline { result += " " } else { result.append(character) }
    }
    return result
  }
}
