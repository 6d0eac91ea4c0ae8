/// Converts our UTF-8 byte columns into the column units other formats count.
///
/// `SourceLocation` columns count UTF-8 bytes. SARIF only allows `utf16CodeUnits` or
/// `unicodeCodePoints`, GitHub and Java tools count UTF-16 code units. The rule, applied to the
/// bytes of one line (without its line break and without a byte-order mark):
/// 1. take the bytes before the column, `byteColumn - 1` of them;
/// 2. if that cut falls inside a well-formed multi-byte character, move it back to the
///    character's start (a column should never point there, but one may);
/// 3. decode those bytes as UTF-8, repairing invalid sequences with U+FFFD as `String` does,
///    and count UTF-16 code units (or Unicode scalars); the column is that count plus one;
/// 4. bytes past the end of the line (a range that ends on the line break) count one each,
///    since line breaks are ASCII.
///
/// So `é` (2 bytes) counts 1 in both units and `🍕` (4 bytes) counts 2 UTF-16 units and 1 code
/// point. Columns below 1 are treated as 1.
package enum ColumnConverter {
  /// The 1-based UTF-16 column of the 1-based byte column `byteColumn` in `line`.
  package static func utf16Column(byteColumn: Int, inLine line: [UInt8]) -> Int {
    convert(byteColumn: byteColumn, line: line) { String(decoding: $0, as: UTF8.self).utf16.count }
  }

  /// The 1-based Unicode code point column of the 1-based byte column `byteColumn` in `line`.
  package static func codePointColumn(byteColumn: Int, inLine line: [UInt8]) -> Int {
    convert(byteColumn: byteColumn, line: line) { String(decoding: $0, as: UTF8.self).unicodeScalars.count }
  }

  private static func convert(
    byteColumn: Int, line: [UInt8], count: (ArraySlice<UInt8>) -> Int
  ) -> Int {
    let wanted = max(byteColumn, 1) - 1
    var cut = min(wanted, line.count)
    let overflow = wanted - cut
    // If the cut splits a character, move it back to the character's lead byte. Stray
    // continuation bytes (invalid UTF-8) have no lead byte and are left alone.
    var lead = cut - 1
    while lead >= 0, lead >= cut - 3, isContinuationByte(line[lead]) { lead -= 1 }
    if lead >= 0, lead < cut {
      let end = lead + sequenceLength(leadByte: line[lead])
      let isComplete = end <= line.count && line[(lead + 1)..<end].allSatisfy(isContinuationByte)
      if end > cut, isComplete { cut = lead }
    }
    return count(line[0..<cut]) + overflow + 1
  }

  private static func isContinuationByte(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// The length a lead byte announces: 1 for ASCII and for bytes that cannot start a sequence.
  private static func sequenceLength(leadByte byte: UInt8) -> Int {
    switch byte {
    case 0xC2...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF4: return 4
    default: return 1
    }
  }
}
