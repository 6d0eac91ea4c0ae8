import Configuration
import Source
import TestSupport
import Testing

@Suite struct JSONTextParserTests {
  private func parse(_ text: String) throws -> JSONNode { try JSONTextParser.parse(Array(text.utf8)) }

  private func failure(_ text: String) -> String {
    do throws(JSONSyntaxError) {
      let node = try JSONTextParser.parse(Array(text.utf8))
      return "parsed: \(node.typeDescription)"
    } catch {
      return "\(error.location.line):\(error.location.column): \(error.message)"
    }
  }

  @Test func keysAndValuesKeepTheirPositions() throws {
    let text = "{\n  \"strict\": true,\n  \"rules\" : {\"é-x\": \"off\"},\r\n\t\"list\": [1, -2.5e3, null]\n}"
    let root = try parse(text)
    let members = try #require(root.objectValue)
    #expect(members.map(\.key) == ["strict", "rules", "list"])
    #expect(
      members.map(\.keyLocation) == [.init(line: 2, column: 3), .init(line: 3, column: 3), .init(line: 4, column: 2)])
    #expect(members[0].value.location == SourceLocation(line: 2, column: 13))
    #expect(members[0].value.boolValue == true)
    let rule = try #require(members[1].value.objectValue?.first)
    #expect(rule.key == "é-x")
    // Columns count UTF-8 bytes: "é" is two bytes.
    #expect(rule.value.location == SourceLocation(line: 3, column: 22))
    let list = try #require(members[2].value.arrayValue)
    #expect(list.map(\.location.column) == [11, 14, 22])
    #expect(list[1].value == .number("-2.5e3"))
    #expect(list[0].integerValue == 1)
    #expect(list[2].value == .null)
  }

  @Test func stringEscapesAreDecoded() throws {
    let root = try parse(#"["a\"b\\c\/d\n\t", "\u00e9\ud83d\ude00", "\u0041"]"#)
    let strings = try #require(root.arrayValue).map(\.stringValue)
    #expect(strings == ["a\"b\\c/d\n\t", "é😀", "A"])
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let root = try JSONTextParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
    #expect(root.location == SourceLocation(line: 1, column: 4))
  }

  @Test(arguments: [
    ("", "1:1: the file is empty; expected a JSON object"),
    ("{", "1:2: unexpected end of file; the object opened at 1:1 is not closed"),
    ("{\"a\": 1,}", "1:8: trailing comma is not allowed in JSON"),
    ("[1, 2,\n]", "1:6: trailing comma is not allowed in JSON"),
    ("{\"a\" 1}", "1:6: expected ':' after the key 'a'"),
    ("{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}' after the value of 'a', found '\"'"),
    ("{a: 1}", "1:2: expected a key in double quotes, found 'a'"),
    ("{'a': 1}", "1:2: keys must be in double quotes, not single quotes"),
    ("{\"a\": 'x'}", "1:7: strings must be in double quotes, not single quotes"),
    ("{\n  // comment\n}", "2:3: comments are not allowed in JSON"),
    ("{\"a\": True}", "1:7: unexpected 'True'; JSON's literals are true, false and null (lowercase)"),
    ("{\"a\": yes}", "1:7: unexpected 'yes'; JSON's literals are true, false and null (lowercase)"),
    ("{\"a\": warning}", "1:7: unexpected 'warning'; expected a value (strings must be in double quotes)"),
    ("{\"a\": \"x}", "1:7: unterminated string"),
    ("{\"a\": \"x\ny\"}", "1:7: unterminated string (a line break inside a string must be written \\n)"),
    ("[\"\u{01}\"]", "1:3: control character byte 0x01 in a string must be escaped"),
    ("[\"\\x\"]", "1:3: invalid escape sequence '\\x' in a string"),
    ("[\"\\u12\"]", "1:3: invalid \\u escape: expected four hexadecimal digits"),
    ("[\"\\ud800\"]", "1:3: unpaired surrogate '\\uD800' in a string"),
    ("[\"\\udc00\"]", "1:3: unpaired surrogate '\\uDC00' in a string"),
    ("[01]", "1:2: invalid number: leading zeros are not allowed"),
    ("[1.]", "1:2: invalid number: expected a digit after '.'"),
    ("[1e]", "1:2: invalid number: expected a digit in the exponent"),
    ("[-]", "1:2: invalid number: expected a digit after '-'"),
    ("[+1]", "1:2: unexpected '+'; expected a value"),
    ("{} {}", "1:4: unexpected '{' after the end of the JSON value"),
    ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"),
    ("[é]", "1:2: unexpected 'é'; expected a value"),
  ])
  func syntaxErrorsHaveMessageAndPosition(text: String, expected: String) {
    #expect(failure(text) == expected)
  }

  @Test func invalidUTF8InAStringIsAnError() {
    let bytes: [UInt8] = Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8)
    #expect(throws: JSONSyntaxError.self) { try JSONTextParser.parse(bytes) }
  }

  @Test func nestingIsBounded() {
    let limit = JSONTextParser.maximumDepth
    #expect((try? parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))) != nil)
    let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    #expect(failure(tooDeep) == "1:\(limit + 1): nesting is too deep (more than \(limit) levels of arrays and objects)")
    // A million open brackets: an error, not a stack overflow.
    #expect(failure(String(repeating: "[", count: 1_000_000)).contains("nesting is too deep"))
    #expect(failure(String(repeating: "{\"a\":", count: 100_000)).contains("nesting is too deep"))
  }

  /// Mutations of a valid document (truncations, byte flips, insertions) never trap.
  @Test func arbitraryBytesNeverCrash() {
    let seed = Array(
      #"{"rules": {"a-b": {"severity": "error"}}, "include": ["x/**"], "n": -1.5e3, "u": "\u00e9"}"#.utf8)
    var generator = SplitMix64(seed: 7)
    var parsed = 0
    for _ in 0..<5_000 {
      var bytes = seed
      for _ in 0..<Int(generator.next() % 4 + 1) {
        let position = Int(generator.next() % UInt64(bytes.count + 1))
        switch generator.next() % 3 {
        case 0: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: generator.next()) }
        case 1: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: position)
        default: bytes = Array(bytes.prefix(position))
        }
      }
      if (try? JSONTextParser.parse(bytes)) != nil { parsed += 1 }
    }
    #expect(parsed > 0)
  }
}
