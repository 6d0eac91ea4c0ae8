import Source
import Testing

/// `String.removingWhitespace` gives what `filter { !$0.isWhitespace }` gives: ASCII type texts
/// with and without spaces, tabs and line breaks (CR LF is one character), and texts outside
/// ASCII, whose whitespace (no-break space, line separator, ideographic space) only Unicode
/// knows.
@Suite struct WhitespaceRemovalTests {
  static let texts = [
    "", " ", "Int", "[String: Int]", "nonisolated(unsafe)", "nonisolated( unsafe )", "a\tb\nc\u{0B}d\u{0C}e\rf",
    "Line\r\nBreak", "  leading", "trailing  ", "Dictionary<String, [Int]>", "Ünïcode Type", "A\u{00A0}B",
    "A\u{2028}B", "A\u{3000}B", "A\u{0085}B", "emoji 👩‍💻 name", "x\u{200B}y",
  ]

  @Test(arguments: texts) func agreesWithFilteringCharacters(_ text: String) {
    #expect(text.removingWhitespace == text.filter { !$0.isWhitespace })
  }

  @Test func keepsTextWithoutWhitespaceAsItIs() {
    #expect("Foo.Bar<Int>".removingWhitespace == "Foo.Bar<Int>")
    #expect("Foo . Bar".removingWhitespace == "Foo.Bar")
  }
}
