/// String literals: escapes, `\u` surrogate pairs and UTF-8 validation.
extension JSONTextParser {
  /// Parses the string whose opening quote is at the current position and returns its text.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = position
    position += 1
    var buffer: [UInt8] = []
    while true {
      guard let byte = peek() else { throw error("unterminated string", at: start) }
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        guard let text = String(validating: buffer, as: UTF8.self) else {
          throw error("the string is not valid UTF-8", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        try parseEscape(into: &buffer)
      case 0x0A, 0x0D:
        throw error("unterminated string (a line break inside a string must be written \\n)", at: start)
      case 0x00..<0x20:
        throw error("control character \(describeByte(at: position)) in a string must be escaped", at: position)
      default:
        buffer.append(byte)
        position += 1
      }
    }
  }

  /// Decodes the escape sequence at the current position (a backslash) into `buffer`.
  private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
    let start = position
    position += 1
    guard let byte = peek() else { throw error("unterminated string", at: start) }
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      let scalar = try parseUnicodeEscape(start: start)
      buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      throw error("invalid escape sequence '\\\(Character(Unicode.Scalar(byte)))' in a string", at: start)
    }
  }

  /// The scalar of `\uXXXX` (the `\u` already read), joining a surrogate pair `\uD83D\uDE00`.
  private mutating func parseUnicodeEscape(start: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
    let first = try parseHexQuad(escapeStart: start)
    if (0xDC00...0xDFFF).contains(first) {
      throw error("unpaired surrogate '\\u\(hex(first))' in a string", at: start)
    }
    if (0xD800...0xDBFF).contains(first) {
      guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
        throw error("unpaired surrogate '\\u\(hex(first))' in a string", at: start)
      }
      let secondStart = position
      position += 2
      let second = try parseHexQuad(escapeStart: secondStart)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw error("unpaired surrogate '\\u\(hex(first))' in a string", at: start)
      }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
    return Unicode.Scalar(first) ?? "\u{FFFD}"
  }

  /// Four hex digits at the current position.
  private mutating func parseHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw error("invalid \\u escape: expected four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private func hex(_ value: UInt32) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - text.count)) + text
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
