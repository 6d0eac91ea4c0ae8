import Diagnostics
import Foundation
import Source
import Syntax
import TestSupport
import Testing

@testable import CLI

/// Golden token dumps: `Fixtures/Lexer/ok/X.swift` lexes without problems and dumps to
/// `X.tokens.json`; `Fixtures/Lexer/err/X.swift` also reports `X.diagnostics.txt`.
@Suite struct TokenDumpGoldenTests {
  static let okFiles = FixturePaths.files(in: "Lexer/ok")
  static let errFiles = FixturePaths.files(in: "Lexer/err")

  static func dump(_ file: URL) throws -> (json: String, diagnostics: [Diagnostic], stderr: String) {
    let bytes = try [UInt8](Data(contentsOf: file))
    let name = file.lastPathComponent
    let lexed = Lexer.tokenize(bytes, includeTrivia: true)
    let json = DumpTokensCommand.render(path: name, lexed: lexed)
    let diagnostics = lexed.issues.map { $0.diagnostic(path: name) }
    let capture = CapturedConsole()
    _ = DumpTokensCommand.report(diagnostics, file: SourceFile(path: name, bytes: bytes), console: capture.console)
    return (json, diagnostics, capture.standardError)
  }

  static func golden(_ file: URL, _ suffix: String) -> URL {
    file.deletingPathExtension().appendingPathExtension(suffix)
  }

  @Test(arguments: okFiles)
  func okFixtureLexesCleanly(_ file: URL) throws {
    let result = try Self.dump(file)
    #expect(result.diagnostics.isEmpty, "unexpected lexer problems:\n\(result.stderr)")
    Golden.assertMatches(result.json, golden: Self.golden(file, "tokens.json"))
  }

  @Test(arguments: errFiles)
  func errFixtureReportsProblems(_ file: URL) throws {
    let result = try Self.dump(file)
    #expect(!result.diagnostics.isEmpty, "expected lexer problems in \(file.lastPathComponent)")
    Golden.assertMatches(result.json, golden: Self.golden(file, "tokens.json"))
    Golden.assertMatches(result.stderr, golden: Self.golden(file, "diagnostics.txt"))
  }

  @Test func fixtureFoldersAreNotEmpty() {
    #expect(Self.okFiles.count >= 8)
    #expect(Self.errFiles.count >= 10)
  }
}
