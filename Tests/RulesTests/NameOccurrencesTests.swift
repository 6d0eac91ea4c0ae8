import Model
import Source
import Syntax
import Testing

@testable import Rules

/// Identifier tokens equal to names as strings: by bytes for ASCII, as strings otherwise.
@Suite struct NameOccurrencesTests {
  static func index(_ texts: [String]) -> ModuleIndex {
    let files = texts.enumerated().map { number, text in
      LargeStack.run { ParsedFile(SourceFile(path: "F\(number).swift", text: text)) }
    }
    return ModuleIndex(
      moduleName: "M", files: files, ifConfig: IfConfigEvaluator(configuration: BuildConfiguration()))
  }

  @Test func identifierTokensCountAndCommentsDoNot() {
    let index = Self.index([
      "let a = PauseIntent()\n// PauseIntent in a comment\nlet s = \"PauseIntent\"\n",
      "let b = `PauseIntent`.self\nlet c = PauseIntents()\n",
    ])
    let found = NameOccurrences.find(["PauseIntent", "StopIntent"], in: index)
    #expect(found.keys.sorted() == ["PauseIntent"])
    #expect(found["PauseIntent"]?.map(\.file) == [0, 1])
  }

  @Test func canonicallyEquivalentSpellingsCount() {
    // U+212A KELVIN SIGN is `K` to Swift's string comparison; "e" + U+0301 is "é".
    let index = Self.index(["let k = \u{212A}eepIntent()\n", "let d = Cafe\u{301}Intent()\n"])
    let found = NameOccurrences.find(["KeepIntent", "Caf\u{E9}Intent"], in: index)
    #expect(found["KeepIntent"]?.map(\.file) == [0])
    #expect(found["Caf\u{E9}Intent"]?.map(\.file) == [1])
    // With only ASCII names, a non-ASCII file is still compared as strings where bytes differ.
    #expect(NameOccurrences.find(["KeepIntent"], in: index)["KeepIntent"]?.map(\.file) == [0])
  }

  /// Many names of one length (`Intent0`...`Intent1999`): each token finds exactly its name.
  @Test func manyNamesOfOneLengthEachFindTheirOwn() {
    let names = Set((0..<2_000).map { "Intent\($0)" })
    let used = [0, 7, 70, 700, 1_999, 1_000, 12]
    let index = Self.index([
      used.map { "let v\($0) = Intent\($0)()\n" }.joined() + "let w = Intent2000()\nlet x = `Intent5`\n"
    ])
    let found = NameOccurrences.find(names, in: index)
    #expect(found.keys.sorted() == (used + [5]).map { "Intent\($0)" }.sorted())
    #expect(found.values.allSatisfy { $0.count == 1 && $0[0].file == 0 })
  }
}
