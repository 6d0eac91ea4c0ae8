/// Byte classes and the Unicode ranges of Swift's lexical grammar.
///
/// ASCII is answered by a 256-entry table of bit flags (one load per byte in the hot loops);
/// other scalars by binary search over the ranges that *The Swift Programming Language*
/// ("Lexical Structure") lists for identifiers and operators.
enum CharacterClass {
  /// `A-Z a-z _`
  static let identifierHead: UInt8 = 1 << 0
  /// `A-Z a-z _ 0-9 $`
  static let identifierBody: UInt8 = 1 << 1
  /// `/ = - + ! * % < > & | ^ ~ ?`
  static let operatorCharacter: UInt8 = 1 << 2
  /// `0-9`
  static let decimalDigit: UInt8 = 1 << 3
  /// `0-9 a-f A-F`
  static let hexDigit: UInt8 = 1 << 4
  /// space, tab, vertical tab, form feed
  static let horizontalSpace: UInt8 = 1 << 5
  /// Bytes `0x80...0xFF`.
  static let nonASCII: UInt8 = 1 << 6
  /// Bytes that make an operator before them *not* right-bound: whitespace, `) ] } , ; :`, NUL.
  static let rightBoundBreaker: UInt8 = 1 << 7

  /// The flag table, allocated once and never freed, so hot loops read it through a pointer.
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    table.initialize(repeating: 0, count: 256)
    for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierHead | identifierBody }
    for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierHead | identifierBody }
    table[Int(UInt8(ascii: "_"))] |= identifierHead | identifierBody
    // `$` may continue an identifier (`_$observationRegistrar`), though it never starts one.
    table[Int(UInt8(ascii: "$"))] |= identifierBody
    for byte in UInt8(ascii: "0")...UInt8(ascii: "9") {
      table[Int(byte)] |= identifierBody | decimalDigit | hexDigit
    }
    for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
    for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
    for byte in "/=-+!*%<>&|^~?".utf8 { table[Int(byte)] |= operatorCharacter }
    for byte: UInt8 in [0x20, 0x09, 0x0B, 0x0C] { table[Int(byte)] |= horizontalSpace }
    for byte in 0x80...0xFF { table[byte] |= nonASCII }
    for byte in " \t\u{0B}\u{0C}\n\r)]},;:\0".utf8 { table[Int(byte)] |= rightBoundBreaker }
    return UnsafePointer(table)
  }()

  // MARK: Scan stops

  /// Bytes that end a fast skip over line-comment text: line breaks, NUL, non-ASCII.
  static let lineCommentStop: UInt8 = 1 << 0
  /// Bytes that end a fast skip over block-comment text: `*`, `/`, NUL, non-ASCII.
  static let blockCommentStop: UInt8 = 1 << 1
  /// Bytes that end a fast skip over string-literal text: `\`, `"`, line breaks, NUL, non-ASCII.
  static let stringSegmentStop: UInt8 = 1 << 2

  /// The stop table: for each byte, which fast skips (`lineCommentStop`...) it ends. Bytes
  /// not in a stop set need no attention in that context; the scanners' slow paths handle
  /// the rest exactly as before.
  nonisolated(unsafe) static let stops: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    table.initialize(repeating: 0, count: 256)
    for byte in 0x80...0xFF { table[byte] = lineCommentStop | blockCommentStop | stringSegmentStop }
    table[0] = lineCommentStop | blockCommentStop | stringSegmentStop
    for byte in "\n\r".utf8 { table[Int(byte)] |= lineCommentStop | stringSegmentStop }
    for byte in "*/".utf8 { table[Int(byte)] |= blockCommentStop }
    for byte in "\\\"".utf8 { table[Int(byte)] |= stringSegmentStop }
    return UnsafePointer(table)
  }()

  /// Whether `scalar` may start an identifier (beyond ASCII).
  static func isIdentifierHead(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return table[Int(scalar)] & identifierHead != 0 }
    return contains(identifierHeadRanges, scalar)
  }

  /// Whether `scalar` may continue an identifier (beyond ASCII).
  static func isIdentifierBody(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return table[Int(scalar)] & identifierBody != 0 }
    return contains(identifierHeadRanges, scalar) || contains(identifierBodyExtraRanges, scalar)
  }

  /// Whether `scalar` may start an operator (beyond ASCII).
  static func isOperatorHead(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return table[Int(scalar)] & operatorCharacter != 0 }
    return contains(operatorHeadRanges, scalar)
  }

  /// Whether `scalar` may continue an operator (beyond ASCII).
  static func isOperatorBody(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return table[Int(scalar)] & operatorCharacter != 0 }
    return contains(operatorHeadRanges, scalar) || contains(operatorBodyExtraRanges, scalar)
  }

  private static func contains(_ ranges: [ClosedRange<UInt32>], _ scalar: UInt32) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound < scalar {
        low = middle + 1
      } else if ranges[middle].lowerBound > scalar {
        high = middle
      } else {
        return true
      }
    }
    return false
  }

  /// identifier-head beyond ASCII.
  static let identifierHeadRanges: [ClosedRange<UInt32>] = [
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
    0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
    0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
    0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
    0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
    0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
    0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
    0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
  ]

  /// identifier-character beyond identifier-head: combining marks.
  static let identifierBodyExtraRanges: [ClosedRange<UInt32>] = [
    0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
  ]

  /// operator-head beyond ASCII.
  static let operatorHeadRanges: [ClosedRange<UInt32>] = [
    0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB, 0xBF...0xBF,
    0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
    0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
    0x3008...0x3020, 0x3030...0x3030,
  ]

  /// operator-character beyond operator-head: combining marks and variation selectors.
  static let operatorBodyExtraRanges: [ClosedRange<UInt32>] = [
    0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
  ]
}

/// Decodes one UTF-8 scalar at `offset` of `cursor`'s buffer.
///
/// Returns the scalar and its byte length, or `nil` for an invalid sequence: a stray
/// continuation byte, a truncated sequence, an overlong encoding, a surrogate or a value above
/// U+10FFFF.
@inline(__always)
func decodeScalar(_ cursor: Cursor, at offset: Int) -> (scalar: UInt32, length: Int)? {
  let lead = UInt32(cursor.byte(at: offset))
  if lead < 0x80 { return offset < cursor.count ? (lead, 1) : nil }
  let length: Int
  var scalar: UInt32
  var minimum: UInt32
  switch lead {
  case 0xC2...0xDF: (length, scalar, minimum) = (2, lead & 0x1F, 0x80)
  case 0xE0...0xEF: (length, scalar, minimum) = (3, lead & 0x0F, 0x800)
  case 0xF0...0xF4: (length, scalar, minimum) = (4, lead & 0x07, 0x10000)
  default: return nil
  }
  for index in 1..<length {
    let byte = UInt32(cursor.byte(at: offset + index))
    guard byte & 0xC0 == 0x80, offset + index < cursor.count else { return nil }
    scalar = (scalar << 6) | (byte & 0x3F)
  }
  guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
  return (scalar, length)
}
