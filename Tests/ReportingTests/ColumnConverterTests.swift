import Reporting
import Testing

/// UTF-8 byte columns to UTF-16 and code point columns (`ColumnConverter`).
@Suite struct ColumnConverterTests {
  /// A line, a byte column, and the expected UTF-16 and code point columns.
  struct Case: Sendable, CustomTestStringConvertible {
    var line: [UInt8]
    var byteColumn: Int
    var utf16: Int
    var codePoints: Int
    var testDescription: String { "\(String(decoding: line, as: UTF8.self)) @\(byteColumn)" }

    init(_ line: String, _ byteColumn: Int, utf16: Int, codePoints: Int) {
      self.init(bytes: Array(line.utf8), byteColumn, utf16: utf16, codePoints: codePoints)
    }

    init(bytes: [UInt8], _ byteColumn: Int, utf16: Int, codePoints: Int) {
      self.line = bytes
      self.byteColumn = byteColumn
      self.utf16 = utf16
      self.codePoints = codePoints
    }
  }

  static let cases: [Case] = [
    Case("let x = 1", 5, utf16: 5, codePoints: 5),  // ASCII: unchanged
    Case("", 1, utf16: 1, codePoints: 1),
    Case("é = 1", 3, utf16: 2, codePoints: 2),  // 2-byte character
    Case("€x", 4, utf16: 2, codePoints: 2),  // 3-byte character
    Case("🍕x", 5, utf16: 3, codePoints: 2),  // 4-byte character: a surrogate pair
    Case("a🍕é🍕b", 12, utf16: 7, codePoints: 5),
    Case("e\u{301}x", 4, utf16: 3, codePoints: 3),  // combining accent: two code points
    Case("🍕x", 3, utf16: 1, codePoints: 1),  // inside a character: rounds down to its start
    Case("é", 2, utf16: 1, codePoints: 1),
    Case("ab", 3, utf16: 3, codePoints: 3),  // end of line
    Case("ab", 5, utf16: 5, codePoints: 5),  // past the end (on the line break): one per byte
    Case("é", 4, utf16: 3, codePoints: 3),
    Case("ab", 0, utf16: 1, codePoints: 1),  // below 1: treated as 1
    Case(bytes: [0x61, 0xFF, 0x62], 3, utf16: 3, codePoints: 3),  // invalid byte: one U+FFFD
    Case(bytes: [0x61, 0xC3, 0x62], 3, utf16: 3, codePoints: 3),  // truncated sequence: not rounded down
    Case(bytes: [0x80, 0x80, 0x62], 3, utf16: 3, codePoints: 3),  // stray continuation bytes
  ]

  @Test(arguments: cases)
  func converts(_ testCase: Case) {
    #expect(ColumnConverter.utf16Column(byteColumn: testCase.byteColumn, inLine: testCase.line) == testCase.utf16)
    #expect(
      ColumnConverter.codePointColumn(byteColumn: testCase.byteColumn, inLine: testCase.line) == testCase.codePoints)
  }

  @Test func everyCharacterBoundaryMatchesSwiftsOwnCount() {
    let line = "a é € 🍕 👩‍👩‍👧 ﬁ \t z"
    var byteColumn = 1
    var utf16Column = 1
    for scalar in line.unicodeScalars {
      #expect(ColumnConverter.utf16Column(byteColumn: byteColumn, inLine: Array(line.utf8)) == utf16Column)
      byteColumn += String(scalar).utf8.count
      utf16Column += String(scalar).utf16.count
    }
    #expect(ColumnConverter.utf16Column(byteColumn: byteColumn, inLine: Array(line.utf8)) == line.utf16.count + 1)
  }
}
