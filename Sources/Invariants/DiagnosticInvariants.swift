import Diagnostics
import Source

/// The promises every diagnostic about a file keeps, whoever produced it.
///
/// - The id is non-empty kebab-case (lowercase ASCII letters, digits and single hyphens).
/// - The message is non-empty and not only whitespace.
/// - The path is the file's; the primary range, every note's and every fix-it's range lie inside
///   the file (`0 <= start <= end <= size`).
/// - The list is in report order (`Diagnostic.reportOrder`).
/// - Rendered, each diagnostic is one line `path:line:column: error|warning: message` followed by
///   one `path:line:column: note: message` line per note, with `1 <= line <= lines` and
///   `1 <= column <= length of that line + 1`.
public enum DiagnosticInvariants {
  /// Checks every promise on `diagnostics` about `file`; `label` names the input.
  public static func check(_ diagnostics: [Diagnostic], file: SourceFile, label: String) throws(InvariantViolation) {
    let size = file.bytes.count
    for diagnostic in diagnostics {
      let what = "diagnostic \(diagnostic.id) at \(diagnostic.range)"
      guard isKebabCase(diagnostic.id.rawValue) else {
        throw InvariantViolation(label, "\(what): id is not kebab-case")
      }
      guard hasText(diagnostic.message) else { throw InvariantViolation(label, "\(what): empty message") }
      guard diagnostic.path == file.path else { throw InvariantViolation(label, "\(what): path \(diagnostic.path)") }
      guard isInBounds(diagnostic.range, size: size) else { throw InvariantViolation(label, "\(what): out of bounds") }
      for note in diagnostic.notes {
        guard hasText(note.message), note.path == file.path, isInBounds(note.range, size: size) else {
          throw InvariantViolation(label, "\(what): malformed note '\(note.message)' at \(note.range)")
        }
      }
      for fixIt in diagnostic.fixIts where !isInBounds(fixIt.range, size: size) {
        throw InvariantViolation(label, "\(what): fix-it range \(fixIt.range) out of bounds")
      }
    }
    for (earlier, later) in zip(diagnostics, diagnostics.dropFirst()) where Diagnostic.reportOrder(later, earlier) {
      throw InvariantViolation(label, "diagnostics not in report order at \(later.id) \(later.range)")
    }
    try checkRendering(diagnostics, file: file, label: label)
  }

  /// Renders each diagnostic and checks the shape and position of every line.
  private static func checkRendering(
    _ diagnostics: [Diagnostic], file: SourceFile, label: String
  ) throws(InvariantViolation) {
    let table = LineTable(bytes: file.bytes)
    let renderer = DiagnosticRenderer()
    for diagnostic in diagnostics {
      let text = renderer.render(diagnostic) { $0 == file.path ? table : nil }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard text.hasSuffix("\n"), lines.count == diagnostic.notes.count + 2 else {
        throw InvariantViolation(label, "diagnostic \(diagnostic.id) renders as \(lines.count - 1) lines")
      }
      for (index, line) in lines.dropLast().enumerated() {
        let words: Set<String> = index == 0 ? ["error", "warning"] : ["note"]
        guard let location = RenderedLine.parse(String(line), path: file.path, words: words)?.location else {
          throw InvariantViolation(label, "malformed diagnostic line: \(line)")
        }
        guard location.line >= 1, location.line <= table.lineCount, location.column >= 1,
          location.column <= lineLength(table, location.line) + 1
        else { throw InvariantViolation(label, "diagnostic line points outside the file: \(line)") }
      }
    }
  }

  /// The length in bytes of 1-based `line`, without its line break.
  private static func lineLength(_ table: LineTable, _ line: Int) -> Int {
    let start = table.start(ofLine: line - 1)
    let end = line < table.lineCount ? table.start(ofLine: line) : table.byteCount
    return end - start
  }

  private static func isInBounds(_ range: ByteRange, size: Int) -> Bool {
    range.start >= 0 && range.start <= range.end && range.end <= size
  }

  private static func hasText(_ message: String) -> Bool {
    message.contains { !$0.isWhitespace }
  }

  /// Whether `id` is non-empty kebab-case: `[a-z0-9]+(-[a-z0-9]+)*`.
  static func isKebabCase(_ id: String) -> Bool {
    let parts = id.split(separator: "-", omittingEmptySubsequences: false)
    return !id.isEmpty
      && parts.allSatisfy { part in
        !part.isEmpty && part.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
      }
  }
}

/// One line of compiler-style diagnostic output, `path:line:column: word: message`.
public struct RenderedLine: Sendable, Equatable {
  /// The line and column the line points at.
  public let location: SourceLocation
  /// `error`, `warning` or `note`.
  public let word: String

  /// The severity words a diagnostic line may carry.
  public static let allWords: Set<String> = ["error", "warning", "note"]

  /// Parses `line` if it has the shape `path:line:column: word: message`, with `word` in `words`
  /// and a non-empty message; `nil` otherwise. With a `path`, the line must start with it;
  /// with `nil`, any non-empty path is accepted (paths may contain colons).
  public static func parse(_ line: String, path: String?, words: Set<String> = allWords) -> RenderedLine? {
    if let path {
      guard line.hasPrefix(path + ":"), !path.isEmpty else { return nil }
      return parseTail(line.dropFirst(path.count + 1), words: words)
    }
    var index = line.startIndex
    while let colon = line[index...].firstIndex(of: ":") {
      if colon > line.startIndex, let parsed = parseTail(line[line.index(after: colon)...], words: words) {
        return parsed
      }
      index = line.index(after: colon)
    }
    return nil
  }

  /// Parses `line:column: word: message`.
  private static func parseTail(_ text: Substring, words: Set<String>) -> RenderedLine? {
    let fields = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard fields.count == 4, !fields[0].isEmpty, !fields[1].isEmpty,
      fields[0].allSatisfy(isDigit), fields[1].allSatisfy(isDigit),
      let line = Int(fields[0]), let column = Int(fields[1]),
      fields[2].hasPrefix(" "), words.contains(String(fields[2].dropFirst())),
      fields[3].hasPrefix(" "), fields[3].contains(where: { !$0.isWhitespace })
    else { return nil }
    return RenderedLine(location: SourceLocation(line: line, column: column), word: String(fields[2].dropFirst()))
  }

  private static func isDigit(_ character: Character) -> Bool {
    character.isASCII && character.isNumber
  }
}
