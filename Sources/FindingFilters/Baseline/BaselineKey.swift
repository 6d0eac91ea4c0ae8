import Diagnostics
import Source

/// What identifies a finding in a baseline: the file's relative path, the rule id and the
/// normalized text of the line the finding starts on; never a line number, so that entries
/// survive edits elsewhere in the file.
package struct BaselineKey: Hashable, Sendable, Comparable {
  /// The path relative to the baseline's root (the working directory), with `/` separators.
  package var path: String
  /// The rule id.
  package var rule: String
  /// The line's text, trimmed, with every run of whitespace collapsed to one space.
  package var line: String

  /// Creates a key; `line` is normalized here.
  package init(path: String, rule: String, line: String) {
    self.path = path
    self.rule = rule
    self.line = Self.normalize(line)
  }

  /// The key of `diagnostic`, whose file is `file`, reported under `relativePath`.
  package init(diagnostic: Diagnostic, file: SourceFile, lineTable: LineTable, relativePath: String) {
    self.init(
      path: relativePath, rule: diagnostic.id.rawValue,
      line: Self.lineText(at: diagnostic.range.start, in: file.bytes, lineTable: lineTable))
  }

  /// Orders by path, rule, then line text.
  package static func < (lhs: BaselineKey, rhs: BaselineKey) -> Bool {
    (lhs.path, lhs.rule, lhs.line) < (rhs.path, rhs.rule, rhs.line)
  }

  /// `text` trimmed, with inner runs of whitespace collapsed to one space (the same
  /// normalization as the reporters' fingerprints).
  package static func normalize(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The text of the line containing `offset`, without its line break and byte-order mark.
  package static func lineText(at offset: Int, in bytes: [UInt8], lineTable: LineTable) -> String {
    let index = lineTable.lineIndex(of: offset)
    var start = min(lineTable.start(ofLine: index), bytes.count)
    var end = index + 1 < lineTable.lineCount ? min(lineTable.start(ofLine: index + 1), bytes.count) : bytes.count
    while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    if start == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = min(3, end) }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
