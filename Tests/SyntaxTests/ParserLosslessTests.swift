import Foundation
import Invariants
import Source
import Syntax
import TestSupport
import Testing

/// The parser's lossless property on every fixture and its byte-level variants, and on
/// truncated prefixes (`PrefixSelection`).
@Suite struct ParserLosslessTests {
  static let fixtureFiles: [URL] = FixturePaths.files(in: "")

  @Test(arguments: fixtureFiles)
  func everyVariantParsesLosslessly(_ file: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: file))
    for (name, variant) in LexerRoundTripTests.variants(of: bytes) {
      let tree = Parser.parseOnLargeStack(SourceFile(path: file.lastPathComponent, bytes: variant))
      try TreeInvariants.check(tree, label: "\(FixturePaths.relativePath(file)) [\(name)]")
    }
  }

  @Test(arguments: PrefixSelection.everyByteFiles)
  func everyPrefixParsesLosslessly(_ file: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: file))
    Self.checkPrefixes(of: bytes, lengths: Array(0...bytes.count), file: file)
  }

  /// The prefixes of a rule fixture that end at each line start and in the middle of each line.
  @Test(arguments: PrefixSelection.lineBoundaryFiles)
  func lineBoundaryPrefixesParseLosslessly(_ file: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: file))
    Self.checkPrefixes(of: bytes, lengths: PrefixSelection.lineBoundaryLengths(of: bytes), file: file)
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

  /// With no name kept, every file-level declaration that may be skipped is.
  @Test func skippingDeclarationsStaysLossless() throws {
    for file in Self.fixtureFiles {
      let bytes = try [UInt8](Data(contentsOf: file))
      let tree = Parser.parseOnLargeStack(
        SourceFile(path: file.lastPathComponent, bytes: bytes),
        options: ParserOptions(skipsFunctionBodies: true, keptNames: []))
      try TreeInvariants.check(tree, label: "\(FixturePaths.relativePath(file)) [skipping declarations]")
    }
  }
}
