import Foundation
import Invariants
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
