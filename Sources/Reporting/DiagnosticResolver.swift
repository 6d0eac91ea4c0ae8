import Diagnostics
import Source

/// Turns diagnostics (byte ranges) into `ResolvedDiagnostic`s (lines, columns, line text).
///
/// It is the only step of reporting that looks at file contents, and it only looks at the
/// in-memory `SourceFile`s it is given: reporters after it are pure. A diagnostic or note whose
/// path has no file resolves to line 1, column 1 and an empty line text rather than failing.
package struct DiagnosticResolver: Sendable {
  /// A file with its line table.
  private struct IndexedFile: Sendable {
    let file: SourceFile
    let lineTable: LineTable
  }

  /// The files by path, exactly as `Diagnostic.path` spells it.
  private let files: [String: IndexedFile]

  /// Creates a resolver over `files`, using the line tables in `lineTables` (by path) when
  /// given and building the others. When two files share a path, the first wins.
  package init(files: [SourceFile], lineTables: [String: LineTable] = [:]) {
    var indexed: [String: IndexedFile] = [:]
    for file in files where indexed[file.path] == nil {
      indexed[file.path] = IndexedFile(file: file, lineTable: lineTables[file.path] ?? LineTable(bytes: file.bytes))
    }
    self.files = indexed
  }

  /// A resolver over the files of `files` that `diagnostics` or their notes point into, so line
  /// tables are built only for those (a run over thousands of files reports on a few). A path
  /// they point into that no file of `files` has is handed to `readingMissing`, whose file (if
  /// any) is used too: a run that parsed only some files, or kept only its findings, still
  /// places a note that points into another file (`duplicate-type-identifier`'s first use) as a
  /// run that has every file does.
  package init(
    files: [SourceFile], lineTables: [String: LineTable] = [:], for diagnostics: [Diagnostic],
    readingMissing: (String) -> SourceFile? = { _ in nil }
  ) {
    var paths: Set<String> = []
    for diagnostic in diagnostics {
      paths.insert(diagnostic.path)
      for note in diagnostic.notes { paths.insert(note.path) }
    }
    var used: [SourceFile] = []
    for file in files where paths.remove(file.path) != nil { used.append(file) }
    // Sorted, so that the files read come in the same order whatever the set's.
    for path in paths.sorted() {
      if let file = readingMissing(path) { used.append(file) }
    }
    self.init(files: used, lineTables: lineTables)
  }

  /// Resolves every diagnostic, keeping the input order.
  package func resolve(_ diagnostics: [Diagnostic]) -> [ResolvedDiagnostic] {
    diagnostics.map(resolve)
  }

  /// Resolves one diagnostic, its notes and its fix-its.
  package func resolve(_ diagnostic: Diagnostic) -> ResolvedDiagnostic {
    ResolvedDiagnostic(
      diagnostic: diagnostic,
      range: resolve(diagnostic.range, path: diagnostic.path),
      notes: diagnostic.notes.map { ResolvedNote(note: $0, range: resolve($0.range, path: $0.path)) },
      fixIts: diagnostic.fixIts.map { ResolvedFixIt(fixIt: $0, range: resolve($0.range, path: diagnostic.path)) })
  }

  /// Resolves `range` in the file at `path`.
  package func resolve(_ range: ByteRange, path: String) -> ResolvedRange {
    guard let indexed = files[path] else {
      return ResolvedRange(
        start: ResolvedPosition(offset: range.start, location: SourceLocation(line: 1, column: 1), utf16Column: 1),
        end: ResolvedPosition(offset: range.end, location: SourceLocation(line: 1, column: 1), utf16Column: 1),
        lineText: "")
    }
    let start = position(of: range.start, in: indexed)
    let end = position(of: range.end, in: indexed)
    return ResolvedRange(
      start: start, end: end,
      lineText: String(decoding: indexed.file.bytes[lineRange(start.line, in: indexed)], as: UTF8.self))
  }

  private func position(of offset: Int, in indexed: IndexedFile) -> ResolvedPosition {
    let location = indexed.lineTable.location(of: offset)
    let line = lineRange(location.line, in: indexed)
    // The byte-order mark is in the table's columns but not in the line.
    let bomLength = location.line == 1 ? Self.byteOrderMarkLength(indexed.file.bytes) : 0
    let byteColumn = location.column - bomLength
    // Before an ASCII prefix, each byte is one UTF-16 unit (and so is each byte past the line's
    // end): the column is the byte column, without the line copied and decoded.
    let prefixEnd = min(line.lowerBound + max(byteColumn, 1) - 1, line.upperBound)
    let column =
      indexed.file.bytes[line.lowerBound..<prefixEnd].allSatisfy { $0 < 0x80 }
      ? max(byteColumn, 1)
      : ColumnConverter.utf16Column(byteColumn: byteColumn, inLine: Array(indexed.file.bytes[line]))
    return ResolvedPosition(
      offset: min(max(offset, 0), indexed.lineTable.byteCount), location: location, utf16Column: column)
  }

  /// The byte range of the 1-based `line`, without its line break and, on line 1, without a BOM.
  private func lineRange(_ line: Int, in indexed: IndexedFile) -> Range<Int> {
    let table = indexed.lineTable
    let bytes = indexed.file.bytes
    guard line >= 1, line <= table.lineCount else { return 0..<0 }
    var start = min(table.start(ofLine: line - 1), bytes.count)
    var end = line < table.lineCount ? min(table.start(ofLine: line), bytes.count) : bytes.count
    if end > start, bytes[end - 1] == 0x0A { end -= 1 }
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    if line == 1 { start = min(start + Self.byteOrderMarkLength(bytes), end) }
    return start..<end
  }

  /// 3 when `bytes` starts with the UTF-8 byte-order mark, else 0.
  private static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }
}
