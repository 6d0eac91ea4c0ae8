import Source

/// Formats diagnostics as compiler-style lines: `path:line:column: error: message`.
///
/// This is the shape Xcode, editors and most CI log parsers recognise. It needs the line table of
/// each file; callers pass a lookup so that tables are built once per file and only for files
/// that have diagnostics.
public struct DiagnosticRenderer: Sendable {
  /// Whether to append ` [id]` to each message.
  public var showsID: Bool

  /// Creates a renderer.
  public init(showsID: Bool = true) {
    self.showsID = showsID
  }

  /// Renders `diagnostic` and its notes, one line each, each ending in `\n`.
  public func render(_ diagnostic: Diagnostic, lineTable: (String) -> LineTable?) -> String {
    var text = line(
      path: diagnostic.path, offset: diagnostic.range.start, word: diagnostic.severity.compilerWord,
      message: diagnostic.message + (showsID ? " [\(diagnostic.id)]" : ""), lineTable: lineTable(diagnostic.path))
    for note in diagnostic.notes {
      text += line(
        path: note.path, offset: note.range.start, word: "note", message: note.message,
        lineTable: lineTable(note.path))
    }
    return text
  }

  private func line(path: String, offset: Int, word: String, message: String, lineTable: LineTable?) -> String {
    let location = lineTable?.location(of: offset) ?? SourceLocation(line: 1, column: 1)
    let flattened = message.replacingNewlines()
    return "\(path):\(location.line):\(location.column): \(word): \(flattened)\n"
  }
}

extension String {
  /// The string with line breaks replaced by spaces, so one diagnostic stays on one line.
  fileprivate func replacingNewlines() -> String {
    guard contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return self }
    return String(map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
  }
}
