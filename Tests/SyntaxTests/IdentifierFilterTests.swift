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

  @Test func memberStopsAddTheAtSignTheGroupsBracketsAndTheStopWordsFirstBytes() {
    let filter = Self.filters[1]
    let stops = MemberStops(words: ["struct", "enum", "actor"], filter: filter)
    var added: [Int] = []
    for byte in 0..<256 where stops.stops[byte] != filter.stops[byte] { added.append(byte) }
    #expect(added == Array("@es()[]".utf8).map(Int.init).sorted())
    #expect(stops.isStopWord(Array("struct".utf8), length: 6))
    #expect(!stops.isStopWord(Array("structure".utf8), length: 9))
    #expect(!stops.isStopWord(Array("static".utf8), length: 6))
  }

  @Test func pairTablesStopAtAWordsFirstLetterOnly() {
    let filter = Self.filters[2]
    let pairs = filter.pairStops
    func stops(_ byte: Character, after before: Character) -> Bool {
      pairs[Int(byte.asciiValue!) << 8 | Int(before.asciiValue!)] != 0
    }
    // A capital letter or a name's first letter stops where a word starts, not inside one.
    #expect(stops("V", after: " ") && stops("V", after: ".") && stops("a", after: "("))
    #expect(!stops("V", after: "w") && !stops("a", after: "t") && !stops("A", after: "_") && !stops("A", after: "9"))
    #expect(!stops("A", after: "$"))
    // Other stops stop after anything; what never stops a body never does.
    for before in [" ", "a", "Z", "}"] as [Character] {
      #expect(stops("{", after: before) && stops("\"", after: before) && stops("/", after: before))
      #expect(!stops(" ", after: before) && !stops("b", after: before) && !stops("(", after: before))
    }
    // Entry by entry: the stop table's, but for an identifier byte after another.
    for byte in 0..<256 {
      for before in 0..<256 {
        let insideWord =
          Lexer.crossingClass(UInt8(byte)) == 1 && before < 128
          && Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$".utf8).contains(UInt8(before))
        #expect((pairs[byte << 8 | before] != 0) == (filter.stops[byte] != 0 && !insideWord))
      }
    }
    let member = MemberStops(words: ["struct"], filter: filter)
    #expect(member.pairStops[Int(UInt8(ascii: "s")) << 8 | Int(UInt8(ascii: " "))] != 0)
    #expect(member.pairStops[Int(UInt8(ascii: "s")) << 8 | Int(UInt8(ascii: "e"))] == 0)
    #expect(member.pairStops[Int(UInt8(ascii: "@")) << 8 | Int(UInt8(ascii: "e"))] != 0)
  }
}
