import Source
import Testing

/// `joinedSpecialized(separator:)` makes exactly what the standard library's
/// `joined(separator:)` makes, for `[String]` and `[Substring]`.
@Suite struct SpecializedJoinTests {
  static let inputs: [[String]] = [
    [], [""], ["", ""], ["one"], ["a", "b", "c"], ["", "x", ""], ["é", "🍕", "\u{0}"], ["line\n", "\r\n"],
  ]

  @Test(arguments: inputs, [",", ", ", "", "\u{0}", "→"])
  func stringsJoinAsTheStandardLibraryJoinsThem(parts: [String], separator: String) {
    #expect(parts.joinedSpecialized(separator: separator) == parts.joined(separator: separator))
  }

  @Test(arguments: inputs, [",", "/", ""])
  func substringsJoinAsTheStandardLibraryJoinsThem(parts: [String], separator: String) {
    let substrings = parts.map { "<\($0)>".dropFirst().dropLast() }
    #expect(substrings.joinedSpecialized(separator: separator) == substrings.joined(separator: separator))
    #expect(substrings.joinedSpecialized(separator: separator) == parts.joined(separator: separator))
  }
}
