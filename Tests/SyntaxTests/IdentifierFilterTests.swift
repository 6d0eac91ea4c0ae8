import Testing

@testable import Syntax

/// The stop tables the body crossing steps by: plain bytes (spaces, operator characters, `@`)
/// never stop a crossing without member stops, which `Lexer.crossBody` relies on when it takes
/// a plain byte that stops for the member stops' `@`.
@Suite struct IdentifierFilterTests {
  static let filters = [
    IdentifierFilter(names: []),
    IdentifierFilter(names: [Array("add".utf8), Array("AppDependencyManager".utf8)]),
    IdentifierFilter(names: [Array("add".utf8)], reportingCapitalized: true),
  ]

  @Test func plainBytesAndPunctuationNeverStopABody() {
    for filter in Self.filters {
      for byte in 0..<256 where Lexer.crossingClass(UInt8(byte)) == 0 || Lexer.crossingClass(UInt8(byte)) == 2 {
        #expect(filter.stops[byte] == 0, "byte \(byte)")
      }
      for byte in Array("{}\"/#`'".utf8) + [0x80, 0xFF] { #expect(filter.stops[Int(byte)] == 1, "byte \(byte)") }
    }
  }

  @Test func memberStopsAddTheAtSignAndTheStopWordsFirstBytes() {
    let filter = Self.filters[1]
    let stops = MemberStops(words: ["struct", "enum", "actor"], filter: filter)
    var added: [Int] = []
    for byte in 0..<256 where stops.stops[byte] != filter.stops[byte] { added.append(byte) }
    #expect(added == Array("@es".utf8).map(Int.init).sorted())
    #expect(stops.isStopWord(Array("struct".utf8), length: 6))
    #expect(!stops.isStopWord(Array("structure".utf8), length: 9))
    #expect(!stops.isStopWord(Array("static".utf8), length: 6))
  }
}
