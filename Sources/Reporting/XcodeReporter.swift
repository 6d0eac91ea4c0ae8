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
  ///
  /// The lines are written as UTF-8 into one buffer and made a string once: appending each
  /// piece to a `String` (its growth and ASCII checks), `String(Int)` for every line and column
  /// and a closure per byte of each message to look for line breaks cost 12,700 instructions a
  /// line, 3.6 M for the 284 findings of the synthetic 20 MB corpus, on the one thread left at
  /// the run's end. With color, the pieces the style wraps are made as strings.
  package static func render(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> String {
    let style = TerminalStyle(enabled: context.usesColor)
    var output: [UInt8] = []
    output.reserveCapacity(diagnostics.count * 200)
    // Findings share a few paths; each is normalised once.
    var displayPaths: [String: String] = [:]
    func appendLocation(path: String, range: ResolvedRange) {
      let display: String
      if let known = displayPaths[path] {
        display = known
      } else {
        display = context.displayPath(of: path)
        displayPaths[path] = display
      }
      if style.enabled {
        append(style.bold("\(display):\(range.start.line):\(range.start.column):"), to: &output)
      } else {
        append(display, to: &output)
        output.append(UInt8(ascii: ":"))
        appendDecimal(range.start.line, to: &output)
        output.append(UInt8(ascii: ":"))
        appendDecimal(range.start.column, to: &output)
        output.append(UInt8(ascii: ":"))
      }
    }
    for resolved in ResolvedDiagnostic.sortedForReport(diagnostics) {
      let diagnostic = resolved.diagnostic
      appendLocation(path: diagnostic.path, range: resolved.range)
      output.append(UInt8(ascii: " "))
      append(style.severity(diagnostic.severity.compilerWord + ":", diagnostic.severity), to: &output)
      output.append(UInt8(ascii: " "))
      if style.enabled {
        append(style.bold("\(singleLine(diagnostic.message)) [\(diagnostic.id)]"), to: &output)
      } else {
        appendSingleLine(diagnostic.message, to: &output)
        append(" [", to: &output)
        append(diagnostic.id.rawValue, to: &output)
        output.append(UInt8(ascii: "]"))
      }
      output.append(UInt8(ascii: "\n"))
      for note in resolved.notes {
        appendLocation(path: note.note.path, range: note.range)
        output.append(UInt8(ascii: " "))
        append(style.note("note:"), to: &output)
        output.append(UInt8(ascii: " "))
        appendSingleLine(note.note.message, to: &output)
        output.append(UInt8(ascii: "\n"))
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `text` with each CR LF, CR or LF replaced by one space.
  static func singleLine(_ text: String) -> String {
    // Nearly every message has no line break (`mayHoldLineBreak`). Walking its characters would
    // cost far more than the rest of the report.
    let mayBreak = text.utf8.withContiguousStorageIfAvailable(mayHoldLineBreak) ?? true
    if !mayBreak { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character.isNewline { result += " " } else { result.append(character) }
    }
    return result
  }

  /// Whether `bytes` may hold a line break `singleLine` replaces: a byte 0x0A to 0x0D, or a lead
  /// byte of U+0085 (C2 85) or of U+2028 and U+2029 (E2 80 A8, A9).
  static func mayHoldLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte &- 0x0A <= 3 || byte == 0xC2 || byte == 0xE2 { return true }
    return false
  }

  /// Appends the UTF-8 of `text`.
  private static func append(_ text: String, to output: inout [UInt8]) {
    if let appended: Void = text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) {
      return appended
    }
    output.append(contentsOf: Array(text.utf8))
  }

  /// Appends `text` as `singleLine` gives it.
  private static func appendSingleLine(_ text: String, to output: inout [UInt8]) {
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard !mayHoldLineBreak(bytes) else { return false }
      output.append(contentsOf: bytes)
      return true
    }
    if plain != true { append(singleLine(text), to: &output) }
  }

  /// Appends `value` in decimal, as `String(value)` spells it.
  private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    guard value >= 0 else { return append(String(value), to: &output) }
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
      output.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / divisor % 10))
      divisor /= 10
    }
  }
}
