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
    #expect(added == Array("@aes()[]".utf8).map(Int.init).sorted())
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
    // A capital letter stops where a word starts, not inside one; a lowercase name (`add`) by
    // its second and third letters, wherever they are.
    #expect(stops("V", after: " ") && stops("V", after: ".") && stops("d", after: "d"))
    #expect(!stops("V", after: "w") && !stops("a", after: "(") && !stops("A", after: "_") && !stops("A", after: "9"))
    #expect(!stops("A", after: "$") && !stops("d", after: "a") && !stops("d", after: " "))
    #expect(filter.innerPairs == Array("dd".utf8))
    #expect(Self.filters[1].innerPairs == Array("dd".utf8) && Self.filters[0].innerPairs.isEmpty)
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
        let innerPair = byte == Int(UInt8(ascii: "d")) && before == Int(UInt8(ascii: "d"))
        #expect((pairs[byte << 8 | before] != 0) == ((filter.stops[byte] != 0 && !insideWord) || innerPair))
      }
    }
    let member = MemberStops(words: ["struct"], filter: filter)
    #expect(member.pairStops[Int(UInt8(ascii: "s")) << 8 | Int(UInt8(ascii: " "))] != 0)
    #expect(member.pairStops[Int(UInt8(ascii: "s")) << 8 | Int(UInt8(ascii: "e"))] == 0)
    #expect(member.pairStops[Int(UInt8(ascii: "@")) << 8 | Int(UInt8(ascii: "e"))] != 0)
    #expect(member.pairStops[Int(UInt8(ascii: "d")) << 8 | Int(UInt8(ascii: "d"))] != 0)
  }

  @Test func aNameFoundByItsInnerPairIsNotedOnlyWhereAWordStarts() {
    // `add` in every position a word can take, and inside longer words, where it is no name.
    let source = """
      func f() { add(1); x.add(2); `add`(3); adds(4); padding(5); xadd(6); addd(7); add{}; (add) }
      func g() { let v = "\\(add)"; dd(8); ddd(9); add}
      """
    let bytes = Array(source.utf8)
    let filter = Self.filters[1]
    let crossed = bytes.withUnsafeBufferPointer { buffer in
      SkimTokenStream.withStream(over: buffer) { stream -> [String] in
        var stream = stream
        var names: [String] = []
        var recovery = RecoveryState()
        while !stream.isAtEnd {
          stream.lexMore()
          guard stream.tokenCount > 0, stream.token(at: stream.tokenCount - 1).kind == .leftBrace else { continue }
          var depth = 1
          _ = stream.crossBody(depth: &depth, filter: filter, recovery: &recovery) { token in
            let spelling = bytes[Int(token.start)..<Int(token.start) + Int(token.length)]
            names.append(String(decoding: spelling, as: UTF8.self))
          }
        }
        return names
      }
    }
    // The filter may report more than the name (the caller compares bytes), never less.
    #expect(crossed.filter { $0 == "add" || $0 == "`add`" }.count == 7, "\(crossed)")
    #expect(!crossed.contains { ["adds", "padding", "xadd", "addd", "dd", "ddd"].contains($0) }, "\(crossed)")
  }
}
