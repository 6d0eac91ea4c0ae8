import Foundation
import Source
import Syntax
import TestSupport
import Testing

/// The lossless property: the tokens, trivia included, reproduce every input byte for byte,
/// and the significant tokens are in order, in bounds and non-overlapping.
@Suite struct LexerRoundTripTests {
  static let fixtureFiles: [URL] = FixturePaths.files(in: "")

  /// The byte-level variants every fixture is also checked in.
  static func variants(of bytes: [UInt8]) -> [(String, [UInt8])] {
    var lf: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0D {
        lf.append(0x0A)
        if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
      } else {
        lf.append(bytes[index])
      }
      index += 1
    }
    let crlf = lf.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
    let cr = lf.map { $0 == 0x0A ? 0x0D : $0 }
    return [("original", bytes), ("LF", lf), ("CRLF", crlf), ("CR", cr), ("BOM", [0xEF, 0xBB, 0xBF] + bytes)]
  }

  @Test func fixturesExist() {
    #expect(Self.fixtureFiles.count >= 20)
  }

  @Test(arguments: fixtureFiles)
  func everyVariantRoundTrips(_ file: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: file))
    for (name, variant) in Self.variants(of: bytes) {
      try LexerInvariants.check(variant, label: "\(FixturePaths.relativePath(file)) [\(name)]")
    }
  }

  @Test(arguments: PrefixSelection.everyByteFiles)
  func everyPrefixRoundTrips(_ file: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: file))
    for length in 0...bytes.count {
      try LexerInvariants.check(Array(bytes[0..<length]), label: "\(FixturePaths.relativePath(file)) prefix \(length)")
    }
  }

  @Test(arguments: PrefixSelection.lineBoundaryFiles)
  func lineBoundaryPrefixesRoundTrip(_ file: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: file))
    for length in PrefixSelection.lineBoundaryLengths(of: bytes) {
      try LexerInvariants.check(Array(bytes[0..<length]), label: "\(FixturePaths.relativePath(file)) prefix \(length)")
    }
  }

  @Test func randomBytesRoundTrip() throws {
    var generator = SplitMix64(seed: 0x5EED)
    let alphabet =
      Array("\"\\#()/*`'$\n\r\t {}[]<>.!?=-+&|^~%:;,@0123456789abcxyzu_".utf8) + [0, 0xC3, 0xA9, 0xFF, 0xE2]
    for _ in 0..<3000 {
      let length = Int(generator.next() % 64)
      let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      try LexerInvariants.check(bytes, label: "random \(bytes)")
    }
  }
}

/// Checks the lexer's invariants on one input.
enum LexerInvariants {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func check(_ bytes: [UInt8], label: String) throws {
    let all = Lexer.tokenize(bytes, includeTrivia: true)
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(bytes.count)
    var expectedStart = 0
    for token in all.tokens {
      guard Int(token.start) == expectedStart else {
        throw Failure(
          description: "\(label): gap or overlap at \(expectedStart) (token \(token.kind) at \(token.start))")
      }
      guard token.length > 0 || token.kind == .endOfFile else {
        throw Failure(description: "\(label): empty \(token.kind) token at \(token.start)")
      }
      rebuilt.append(contentsOf: bytes[Int(token.start)..<token.end])
      expectedStart = token.end
    }
    guard rebuilt == bytes else { throw Failure(description: "\(label): tokens do not reproduce the input") }
    guard all.tokens.last?.kind == .endOfFile, all.tokens.last?.start == UInt32(bytes.count) else {
      throw Failure(description: "\(label): missing end-of-file token")
    }
    let significant = Lexer.tokenize(bytes, includeTrivia: false)
    let expected = all.tokens.filter { !$0.kind.isTrivia }
    guard significant.tokens.map(\.range) == expected.map(\.range),
      significant.tokens.map(\.kind) == expected.map(\.kind)
    else { throw Failure(description: "\(label): significant tokens differ from the full stream without trivia") }
    guard significant.issues == all.issues else {
      throw Failure(description: "\(label): issues differ between trivia and significant-only lexing")
    }
    for issue in all.issues where issue.range.start < 0 || issue.range.end > bytes.count {
      throw Failure(description: "\(label): issue \(issue.kind) out of bounds \(issue.range)")
    }
  }
}

/// A tiny deterministic random number generator for reproducible generated inputs.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
