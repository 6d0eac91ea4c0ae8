import Foundation
import Invariants
import Source
import TestSupport
import Testing

/// The parser's promises (`ParserInvariants`) on every Swift fixture, under every option set the
/// tool uses (the `keptNames` skip among them).
@Suite struct ParserInvariantsFixtureTests {
  static let fixtures: [URL] = FixturePaths.files(in: "")

  @Test func fixturesAreFound() {
    #expect(Self.fixtures.count > 100)
  }

  @Test(arguments: fixtures)
  func fixtureKeepsTheParserInvariants(_ fixture: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: fixture))
    let label = FixturePaths.relativePath(fixture)
    try ParserInvariants.check(
      SourceFile(path: fixture.lastPathComponent, bytes: bytes), label: label, onLargeStack: true)
  }

  /// The same over every `.swift` file under `APPINTENTS_SKIM_CORPUS` (real or generated code,
  /// such as the benchmark's corpora) when it is set.
  @Test func corpusKeepsTheParserInvariants() throws {
    guard let root = SkimCorpus.root else { return }
    for name in SkimCorpus.swiftFiles() {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root).appendingPathComponent(name)))
      try ParserInvariants.check(SourceFile(path: name, bytes: bytes), label: name, onLargeStack: true)
    }
  }
}
