import Testing

@testable import Reporting

/// The Xcode reporter puts each message on one line: every line break (LF, CR, CR LF, and the
/// Unicode ones) becomes one space, whichever path the text takes.
@Suite struct SingleLineTests {
  @Test(arguments: [
    ("plain ASCII message", "plain ASCII message"),
    ("a\nb", "a b"),
    ("a\r\nb", "a b"),
    ("a\rb\u{0B}c\u{0C}d", "a b c d"),
    ("a\u{85}b\u{2028}c\u{2029}d", "a b c d"),
    ("‘quoted’ café\n", "‘quoted’ café "),
    ("é\u{0301}", "é\u{0301}"),
    ("", ""),
  ])
  func lineBreaksBecomeSpaces(_ text: String, _ expected: String) {
    #expect(XcodeReporter.singleLine(text) == expected)
  }
}
