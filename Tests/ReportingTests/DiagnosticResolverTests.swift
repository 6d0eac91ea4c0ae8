import Diagnostics
import Reporting
import Source
import Testing

/// `DiagnosticResolver`: byte ranges to lines, byte and UTF-16 columns, and line text.
@Suite struct DiagnosticResolverTests {
  private func resolve(_ text: String, bytes: [UInt8]? = nil, range: ByteRange) -> ResolvedRange {
    let file = SourceFile(path: "a.swift", bytes: bytes ?? Array(text.utf8))
    return DiagnosticResolver(files: [file]).resolve(range, path: "a.swift")
  }

  @Test func resolvesLinesColumnsAndLineText() {
    let text = "let a = 1\n  let é = \"🍕x\"\n"
    // On line 2, `x` follows 16 bytes ("é" is 2, "🍕" is 4) but 13 UTF-16 units ("🍕" is 2).
    let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "x")) ?? -1
    let resolved = resolve(text, range: ByteRange(start: offset, length: 1))
    #expect(resolved.start.location == SourceLocation(line: 2, column: 17))
    #expect(resolved.start.utf16Column == 14)
    #expect(resolved.end.location == SourceLocation(line: 2, column: 18))
    #expect(resolved.end.utf16Column == 15)
    #expect(resolved.start.offset == offset)
    #expect(resolved.lineText == "  let é = \"🍕x\"")
  }

  @Test func resolvingOnlyReferencedFilesGivesTheSameResult() {
    let files = (0..<4).map { SourceFile(path: "f\($0).swift", bytes: Array("a\nbb\nccc \($0)\n".utf8)) }
    let diagnostics = [
      Diagnostic(
        id: "x", severity: .error, message: "m", path: "f1.swift", range: ByteRange(start: 5, length: 2),
        notes: [Diagnostic.Note(message: "n", path: "f3.swift", range: ByteRange(start: 2, length: 1))]),
      Diagnostic(id: "y", severity: .warning, message: "m", path: "elsewhere.swift", range: .empty(at: 3)),
    ]
    let all = DiagnosticResolver(files: files).resolve(diagnostics)
    let referenced = DiagnosticResolver(files: files, for: diagnostics).resolve(diagnostics)
    #expect(all == referenced)
    #expect(referenced[0].range.start.location == SourceLocation(line: 3, column: 1))
    #expect(referenced[0].notes[0].range.start.location == SourceLocation(line: 2, column: 1))
  }

  /// A path a diagnostic or note points into that the files given lack is read through
  /// `readingMissing` (once, whichever diagnostics point there), and resolves as when the file
  /// was given; a path it cannot read resolves to line 1, column 1.
  @Test func missingFilesAreReadOnce() {
    let files = (0..<4).map { SourceFile(path: "f\($0).swift", bytes: Array("a\nbb\nccc \($0)\n".utf8)) }
    let diagnostics = [
      Diagnostic(
        id: "x", severity: .error, message: "m", path: "f1.swift", range: ByteRange(start: 5, length: 2),
        notes: [
          Diagnostic.Note(message: "n", path: "f3.swift", range: ByteRange(start: 2, length: 1)),
          Diagnostic.Note(message: "n", path: "gone.swift", range: ByteRange(start: 2, length: 1)),
        ]),
      Diagnostic(id: "y", severity: .warning, message: "m", path: "f3.swift", range: .empty(at: 5)),
    ]
    let all = DiagnosticResolver(files: files).resolve(diagnostics)
    var asked: [String] = []
    let partial = DiagnosticResolver(files: [files[1]], for: diagnostics) { path in
      asked.append(path)
      return files.first { $0.path == path }
    }.resolve(diagnostics)
    #expect(partial == all)
    #expect(asked == ["f3.swift", "gone.swift"])
    #expect(partial[0].notes[0].range.start.location == SourceLocation(line: 2, column: 1))
    #expect(partial[0].notes[1].range.start.location == SourceLocation(line: 1, column: 1))
  }

  /// At every offset of texts mixing ASCII, multi-byte characters, invalid bytes, a BOM and
  /// each kind of line break, the UTF-16 column is `ColumnConverter`'s over the line's bytes
  /// (the resolver skips the conversion where the bytes before the column are ASCII).
  @Test func everyColumnIsTheConvertersColumn() {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let texts: [[UInt8]] = [
      Array("let a = 1\n  let é = \"🍕x\"\r\nplain ascii\rlast".utf8),
      bom + Array("é🍕 ascii after\nascii then é\n".utf8),
      bom + Array("ascii\n".utf8),
      [0x61, 0x80, 0x62, 0xC3, 0x0A, 0xE2, 0x82, 0x61, 0x0A, 0xF0, 0x9F, 0x8D, 0x95],
      [],
    ]
    for bytes in texts {
      let file = SourceFile(path: "a.swift", bytes: bytes)
      let resolver = DiagnosticResolver(files: [file])
      let table = LineTable(bytes: bytes)
      for offset in 0...bytes.count {
        let position = resolver.resolve(ByteRange(start: offset, length: 0), path: "a.swift").start
        let location = table.location(of: offset)
        var start = table.start(ofLine: location.line - 1)
        var end = location.line < table.lineCount ? table.start(ofLine: location.line) : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        var column = location.column
        if location.line == 1 && bytes.starts(with: bom) {
          start = min(start + 3, end)
          column -= 3
        }
        let expected = ColumnConverter.utf16Column(byteColumn: column, inLine: Array(bytes[start..<end]))
        #expect(position.utf16Column == expected, "offset \(offset) of \(bytes)")
      }
    }
  }

  @Test func lineTextExcludesEveryKindOfLineBreak() {
    for lineBreak in ["\n", "\r\n", "\r"] {
      let text = "first\(lineBreak)second\(lineBreak)third"
      let offset = text.utf8.count - "third".utf8.count - lineBreak.utf8.count - 3
      let resolved = resolve(text, range: ByteRange(start: offset, length: 1))
      #expect(resolved.lineText == "second", "line break \(Array(lineBreak.utf8))")
      #expect(resolved.start.location == SourceLocation(line: 2, column: 4))
    }
  }

  @Test func byteOrderMarkIsNotText() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab".utf8)
    let resolved = resolve("", bytes: bytes, range: ByteRange(start: 4, length: 1))
    #expect(resolved.start.location == SourceLocation(line: 1, column: 5))
    #expect(resolved.start.utf16Column == 2)
    #expect(resolved.lineText == "ab")
  }

  @Test func multiLineRangeKeepsTheFirstLineText() {
    let resolved = resolve("one\ntwo\nthree\n", range: ByteRange(start: 1, end: 9))
    #expect(resolved.start.location == SourceLocation(line: 1, column: 2))
    #expect(resolved.end.location == SourceLocation(line: 3, column: 2))
    #expect(resolved.lineText == "one")
    #expect(resolved.lastLine == 3)
    #expect(resolve("one\ntwo\n", range: ByteRange(start: 0, end: 8)).lastLine == 2)
  }

  @Test func offsetsPastTheEndAreClamped() {
    let resolved = resolve("abc", range: ByteRange(start: 2, end: 50))
    #expect(resolved.end.location == SourceLocation(line: 1, column: 4))
    #expect(resolved.end.offset == 3)
  }

  @Test func unknownFilesResolveToTheFirstLine() {
    let resolver = DiagnosticResolver(files: [])
    let diagnostic = Diagnostic(
      id: "x", severity: .error, message: "m", path: "missing.swift", range: ByteRange(start: 40, length: 2),
      notes: [Diagnostic.Note(message: "n", path: "other.swift", range: .empty(at: 3))])
    let resolved = resolver.resolve(diagnostic)
    #expect(resolved.start == SourceLocation(line: 1, column: 1))
    #expect(resolved.lineText == "")
    #expect(resolved.notes.count == 1)
    #expect(resolved.notes.first?.range.start.location == SourceLocation(line: 1, column: 1))
  }

  @Test func notesAndFixItsAreResolvedInTheirOwnFiles() {
    let main = SourceFile(path: "main.swift", text: "x\ny\n")
    let other = SourceFile(path: "other.swift", text: "\n\n\nzz\n")
    let diagnostic = Diagnostic(
      id: "x", severity: .warning, message: "m", path: "main.swift", range: ByteRange(start: 2, length: 1),
      notes: [Diagnostic.Note(message: "n", path: "other.swift", range: ByteRange(start: 4, length: 1))],
      fixIts: [Diagnostic.FixIt(message: "f", range: ByteRange(start: 0, length: 1), replacement: "w")])
    let resolved = DiagnosticResolver(files: [main, other]).resolve(diagnostic)
    #expect(resolved.start == SourceLocation(line: 2, column: 1))
    #expect(resolved.lineText == "y")
    #expect(resolved.notes.map(\.range.start.location) == [SourceLocation(line: 4, column: 2)])
    #expect(resolved.notes.map(\.range.lineText) == ["zz"])
    #expect(resolved.fixIts.map(\.range.start.location) == [SourceLocation(line: 1, column: 1)])
  }

  @Test func suppliedLineTablesAreUsed() {
    let file = SourceFile(path: "a.swift", text: "a\nb\n")
    let table = LineTable(bytes: file.bytes)
    let resolver = DiagnosticResolver(files: [file], lineTables: ["a.swift": table])
    #expect(resolver.resolve(ByteRange(start: 2, length: 1), path: "a.swift").start.location.line == 2)
  }
}
