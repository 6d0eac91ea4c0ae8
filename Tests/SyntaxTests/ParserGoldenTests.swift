import Diagnostics
import Foundation
import Source
import Syntax
import TestSupport
import Testing

/// Golden syntax trees: `Fixtures/Parser/ok/X.swift` parses without diagnostics;
/// `Fixtures/Parser/err/X.swift` reports exactly the diagnostics its `// expected:` comments
/// list (`line:column: severity: message [id]`, notes as `line:column: note: message`).
@Suite struct ParserGoldenTests {
  static let okFiles = FixturePaths.files(in: "Parser/ok")
  static let errFiles = FixturePaths.files(in: "Parser/err")

  static func parse(_ file: URL) throws -> (tree: SyntaxTree, rendered: [String]) {
    let bytes = try [UInt8](Data(contentsOf: file))
    let tree = Parser.parseOnLargeStack(SourceFile(path: file.lastPathComponent, bytes: bytes))
    let table = LineTable(bytes: bytes)
    var rendered: [String] = []
    for diagnostic in ParseDiagnostics.diagnose(tree) {
      let location = table.location(of: diagnostic.range.start)
      rendered.append("\(location): \(diagnostic.severity.compilerWord): \(diagnostic.message) [\(diagnostic.id)]")
      for note in diagnostic.notes {
        rendered.append("\(table.location(of: note.range.start)): note: \(note.message)")
      }
    }
    return (tree, rendered)
  }

  static func golden(_ file: URL) -> URL {
    file.deletingPathExtension().appendingPathExtension("syntax.json")
  }

  @Test(arguments: okFiles)
  func okFixtureParsesCleanly(_ file: URL) throws {
    let (tree, rendered) = try Self.parse(file)
    #expect(rendered.isEmpty, "unexpected diagnostics:\n\(rendered.joined(separator: "\n"))")
    Golden.assertMatches(SyntaxDump.render(tree, path: file.lastPathComponent), golden: Self.golden(file))
  }

  @Test(arguments: errFiles)
  func errFixtureReportsExactlyItsExpectations(_ file: URL) throws {
    let (tree, rendered) = try Self.parse(file)
    let text = try String(contentsOf: file, encoding: .utf8)
    let expected = text.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: "// expected: ") else { return nil }
      return String(line[range.upperBound...])
    }
    #expect(!expected.isEmpty, "err fixture without expectations")
    #expect(
      rendered == expected,
      "diagnostics differ:\n\(LineDiff.render(expected: expected.joined(separator: "\n"), actual: rendered.joined(separator: "\n")))"
    )
    Golden.assertMatches(SyntaxDump.render(tree, path: file.lastPathComponent), golden: Self.golden(file))
  }

  @Test func fixtureFoldersAreNotEmpty() {
    #expect(Self.okFiles.count >= 7)
    #expect(Self.errFiles.count >= 8)
  }
}

/// `docs/syntax.md` documents every node kind, so the published format cannot drift.
@Suite struct SyntaxDocumentationTests {
  @Test func everyNodeKindIsDocumented() throws {
    let text = try String(
      contentsOf: FixturePaths.packageRoot.appendingPathComponent("docs/syntax.md"), encoding: .utf8)
    for kind in SyntaxKind.allCases {
      #expect(text.contains("| `\(kind.dumpName)` |"), "docs/syntax.md lacks node kind \(kind.dumpName)")
    }
  }
}
