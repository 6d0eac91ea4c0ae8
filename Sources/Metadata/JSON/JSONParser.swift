/// A strict RFC 8259 JSON parser that keeps number literals as written.
///
/// `MetadataEncoding` uses it to turn `JSONEncoder` output (whose key order is not Apple's) into a
/// `JSONValue` tree that `JSONWriter` then prints byte-for-byte the way Xcode does, and to compare
/// an input document with its re-encoding when auditing unknown keys. Nesting is bounded
/// (`maximumDepth`), so hostile input cannot exhaust the stack. Errors carry the byte offset.
struct JSONParser {
  /// The deepest nesting accepted; Foundation's writer refuses deeper documents too.
  static let maximumDepth = 512

  // Input.
  private let bytes: [UInt8]
  // Cursor.
  private var offset = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses one JSON document; whitespace may surround it, nothing else may follow it.
  static func parse(_ bytes: [UInt8]) throws(MetadataError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.offset == parser.bytes.count else { throw parser.failure("unexpected data after the document") }
    return value
  }

  private func failure(_ reason: String) -> MetadataError {
    .malformedJSON(offset: offset, reason: reason)
  }

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
  }

  private mutating func expect(_ literal: String) throws(MetadataError) {
    for byte in literal.utf8 {
      guard current == byte else { throw failure("expected '\(literal)'") }
      offset += 1
    }
  }

  private mutating func parseValue(depth: Int) throws(MetadataError) -> JSONValue {
    guard depth < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
    switch current {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    case .some(let byte) where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39):
      return .number(try parseNumber())
    case .some: throw failure("unexpected character")
    case .none: throw failure("unexpected end of data")
    }
  }

  private mutating func parseObject(depth: Int) throws(MetadataError) -> JSONValue {
    offset += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      offset += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw failure("expected a string key") }
      let key = try parseString()
      skipWhitespace()
      try expect(":")
      skipWhitespace()
      members[key] = try parseValue(depth: depth + 1)
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        offset += 1
      } else {
        try expect("}")
        return .object(members)
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(MetadataError) -> JSONValue {
    offset += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      offset += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        offset += 1
      } else {
        try expect("]")
        return .array(elements)
      }
    }
  }

  private mutating func parseNumber() throws(MetadataError) -> JSONNumber {
    let start = offset
    while let byte = current,
      (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    {
      offset += 1
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let number = JSONNumber(literal: text) else {
      offset = start
      throw failure("malformed number '\(text)'")
    }
    return number
  }

  private mutating func parseString() throws(MetadataError) -> String {
    offset += 1
    var scalars = String.UnicodeScalarView()
    var runStart = offset
    func flushRun(_ parser: JSONParser, upTo end: Int) throws(MetadataError) {
      guard runStart < end else { return }
      guard let text = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
        throw MetadataError.malformedJSON(offset: runStart, reason: "invalid UTF-8 in a string")
      }
      scalars.append(contentsOf: text.unicodeScalars)
    }
    while true {
      guard let byte = current else { throw failure("unterminated string") }
      if byte == UInt8(ascii: "\"") {
        try flushRun(self, upTo: offset)
        offset += 1
        return String(scalars)
      }
      if byte < 0x20 { throw failure("unescaped control character in a string") }
      if byte != UInt8(ascii: "\\") {
        offset += 1
        continue
      }
      try flushRun(self, upTo: offset)
      offset += 1
      scalars.append(try parseEscape())
      runStart = offset
    }
  }

  private mutating func parseEscape() throws(MetadataError) -> Unicode.Scalar {
    guard let byte = current else { throw failure("unterminated escape") }
    offset += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try parseHexQuad()
      if (0xD800...0xDBFF).contains(first) {
        guard current == UInt8(ascii: "\\") else { throw failure("unpaired surrogate escape") }
        offset += 1
        guard current == UInt8(ascii: "u") else { throw failure("unpaired surrogate escape") }
        offset += 1
        let second = try parseHexQuad()
        guard (0xDC00...0xDFFF).contains(second),
          let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        else { throw failure("invalid surrogate pair escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(first) else { throw failure("unpaired surrogate escape") }
      return scalar
    default:
      offset -= 1
      throw failure("invalid escape")
    }
  }

  private mutating func parseHexQuad() throws(MetadataError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current else { throw failure("unterminated \\u escape") }
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
      default: throw failure("invalid hex digit in \\u escape")
      }
      value = value * 16 + digit
      offset += 1
    }
    return value
  }
}
