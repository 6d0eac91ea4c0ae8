import Foundation
import Source
import Syntax
import TestSupport
import Testing

/// The parser's lossless property on every fixture and its byte-level variants; on every
/// truncated prefix of the parser's own corpus, and on the line-boundary prefixes of the rule
/// fixtures.
@Suite struct ParserLosslessTests {
  static let fixtureFiles: [URL] = FixturePaths.files(in: "")

  /// The lint rules' fixtures (`Rules/`, `Mixed/`): many near-copies of the same App Intents
  /// code, so every byte prefix of them (O(n²) parsing, most of the suite's time) adds little
  /// over the lexer, parser, extraction and sample fixtures; they get line-boundary prefixes.
  static func isRuleFixture(_ file: URL) -> Bool {
    let path = FixturePaths.relativePath(file)
    return path.hasPrefix("Rules/") || path.hasPrefix("Mixed/")
  }

  static let corpusFiles = fixtureFiles.filter { !isRuleFixture($0) }
  static let ruleFixtureFiles = fixtureFiles.filter(isRuleFixture)

  @Test(arguments: fixtureFiles)
  func everyVariantParsesLosslessly(_ file: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: file))
    for (name, variant) in LexerRoundTripTests.variants(of: bytes) {
      let tree = Parser.parseOnLargeStack(SourceFile(path: file.lastPathComponent, bytes: variant))
      try TreeInvariants.check(tree, label: "\(FixturePaths.relativePath(file)) [\(name)]")
    }
  }

  @Test(arguments: corpusFiles)
  func everyPrefixParsesLosslessly(_ file: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: file))
    Self.checkPrefixes(of: bytes, lengths: Array(0...bytes.count), file: file)
  }

  /// The prefixes of a rule fixture that end at each line start and in the middle of each line.
  @Test(arguments: ruleFixtureFiles)
  func lineBoundaryPrefixesParseLosslessly(_ file: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: file))
    var lengths: [Int] = [0]
    var lineStart = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lengths.append((lineStart + index) / 2)
      lengths.append(index + 1)
      lineStart = index + 1
    }
    lengths.append(bytes.count)
    Self.checkPrefixes(of: bytes, lengths: lengths, file: file)
  }

  static func checkPrefixes(of bytes: [UInt8], lengths: [Int], file: URL) {
    let failure: String? = LargeStack.run {
      for length in lengths {
        let tree = Parser.parse(SourceFile(path: "prefix.swift", bytes: Array(bytes[0..<length])))
        do {
          try TreeInvariants.check(tree, label: "prefix \(length)")
          _ = ParseDiagnostics.diagnose(tree)
        } catch {
          return "\(error)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(FixturePaths.relativePath(file)): \(failure ?? "")")
  }

  @Test func skippingBodiesStaysLossless() throws {
    for file in Self.fixtureFiles {
      let bytes = try [UInt8](Data(contentsOf: file))
      let tree = Parser.parseOnLargeStack(
        SourceFile(path: file.lastPathComponent, bytes: bytes), options: ParserOptions(skipsFunctionBodies: true))
      try TreeInvariants.check(tree, label: "\(FixturePaths.relativePath(file)) [skipping bodies]")
    }
  }
}
