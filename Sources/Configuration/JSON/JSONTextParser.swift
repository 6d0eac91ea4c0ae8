import Source

/// Parses JSON text (RFC 8259) into `JSONNode`s that remember where every key and value is.
///
/// The parser is strict, but it names the usual slips of people who write YAML or JSON with
/// comments: `//` comments, trailing commas, single quotes and capitalised literals each get
/// their own message. It never traps: every problem is a `JSONSyntaxError` with a position, and
/// nesting deeper than `maximumDepth` is an error, so recursion depth is bounded and `[[[[...`
/// cannot exhaust the stack. A UTF-8 byte-order mark at the start is skipped (but counted in
/// columns, like the rest of the tool).
///
/// Strings are split out into `JSONTextParser+Strings.swift`.
package struct JSONTextParser {
  /// The deepest nesting of arrays and objects accepted; a configuration needs three.
  package static let maximumDepth = 64

  // MARK: Input

  /// The text being parsed.
  let bytes: [UInt8]
  /// Converts offsets to positions for nodes and errors.
  let lineTable: LineTable

  // MARK: State

  /// The offset of the next byte to read.
  var position = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    self.lineTable = LineTable(bytes: bytes)
  }

  /// Parses `bytes` as one JSON value surrounded by optional whitespace.
  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    var parser = JSONTextParser(bytes: bytes)
    return try parser.parseDocument()
  }

  private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    try skipWhitespace()
    if position == bytes.count { throw error("the file is empty; expected a JSON object", at: position) }
    let value = try parseValue(depth: 1)
    try skipWhitespace()
    guard position == bytes.count else {
      throw error("unexpected \(describeByte(at: position)) after the end of the JSON value", at: position)
    }
    return value
  }

  // MARK: Values

  /// Parses the value at the current position; `depth` is the nesting level it would open.
  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    try skipWhitespace()
    guard let byte = peek() else { throw error("unexpected end of file; expected a value", at: position) }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""):
      let start = position
      let text = try parseString()
      return node(.string(text), from: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    case UInt8(ascii: "'"): throw error("strings must be in double quotes, not single quotes", at: position)
    default:
      if Self.isWordByte(byte) { return try parseLiteral() }
      throw error("unexpected \(describeByte(at: position)); expected a value", at: position)
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    let start = position
    try checkDepth(depth)
    position += 1
    var members: [JSONMember] = []
    while true {
      try skipWhitespace()
      guard let byte = peek() else {
        throw error("unexpected end of file; the object opened at \(location(of: start)) is not closed", at: position)
      }
      if byte == UInt8(ascii: "}") {
        if !members.isEmpty { throw error("trailing comma is not allowed in JSON", at: lastComma(before: position)) }
        position += 1
        return node(.object(members), from: start)
      }
      guard byte == UInt8(ascii: "\"") else {
        if byte == UInt8(ascii: "'") { throw error("keys must be in double quotes, not single quotes", at: position) }
        throw error("expected a key in double quotes, found \(describeByte(at: position))", at: position)
      }
      let keyStart = position
      let key = try parseString()
      let keyRange = ByteRange(start: keyStart, end: position)
      try skipWhitespace()
      guard peek() == UInt8(ascii: ":") else {
        throw error("expected ':' after the key '\(key)'", at: position)
      }
      position += 1
      let value = try parseValue(depth: depth + 1)
      members.append(JSONMember(key: key, keyLocation: location(of: keyStart), keyRange: keyRange, value: value))
      try skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return node(.object(members), from: start)
      case nil:
        throw error("unexpected end of file; the object opened at \(location(of: start)) is not closed", at: position)
      default:
        throw error(
          "expected ',' or '}' after the value of '\(key)', found \(describeByte(at: position))", at: position)
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    let start = position
    try checkDepth(depth)
    position += 1
    var elements: [JSONNode] = []
    try skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      position += 1
      return node(.array([]), from: start)
    }
    while true {
      try skipWhitespace()
      if peek() == UInt8(ascii: "]"), !elements.isEmpty {
        throw error("trailing comma is not allowed in JSON", at: lastComma(before: position))
      }
      if peek() == nil {
        throw error("unexpected end of file; the array opened at \(location(of: start)) is not closed", at: position)
      }
      elements.append(try parseValue(depth: depth + 1))
      try skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return node(.array(elements), from: start)
      case nil:
        throw error("unexpected end of file; the array opened at \(location(of: start)) is not closed", at: position)
      default:
        throw error("expected ',' or ']' after an array element, found \(describeByte(at: position))", at: position)
      }
    }
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as text.
  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode {
    let start = position
    if peek() == UInt8(ascii: "-") { position += 1 }
    guard let first = peek(), Self.isDigit(first) else {
      throw error("invalid number: expected a digit after '-'", at: start)
    }
    position += 1
    if first == UInt8(ascii: "0"), let next = peek(), Self.isDigit(next) {
      throw error("invalid number: leading zeros are not allowed", at: start)
    }
    skipDigits()
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard let digit = peek(), Self.isDigit(digit) else {
        throw error("invalid number: expected a digit after '.'", at: start)
      }
      skipDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard let digit = peek(), Self.isDigit(digit) else {
        throw error("invalid number: expected a digit in the exponent", at: start)
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    return node(.number(text), from: start)
  }

  /// `true`, `false` or `null`; any other word is an error that says what JSON expects.
  private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONNode {
    let start = position
    while let byte = peek(), Self.isWordByte(byte) { position += 1 }
    let word = String(decoding: bytes[start..<position], as: UTF8.self)
    switch word {
    case "true": return node(.bool(true), from: start)
    case "false": return node(.bool(false), from: start)
    case "null": return node(.null, from: start)
    default:
      let lowered = word.lowercased()
      if ["true", "false", "null", "yes", "no", "none", "nil"].contains(lowered) {
        throw error("unexpected '\(word)'; JSON's literals are true, false and null (lowercase)", at: start)
      }
      throw error("unexpected '\(word)'; expected a value (strings must be in double quotes)", at: start)
    }
  }

  // MARK: Helpers

  /// Skips JSON whitespace; a `/` here starts a comment, which JSON does not have.
  mutating func skipWhitespace() throws(JSONSyntaxError) {
    while let byte = peek() {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      case UInt8(ascii: "/"), UInt8(ascii: "#"): throw error("comments are not allowed in JSON", at: position)
      default: return
      }
    }
  }

  private mutating func skipDigits() {
    while let byte = peek(), Self.isDigit(byte) { position += 1 }
  }

  private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
    guard depth <= Self.maximumDepth else {
      throw error("nesting is too deep (more than \(Self.maximumDepth) levels of arrays and objects)", at: position)
    }
  }

  /// The offset of the last `,` before `offset`, skipping whitespace (for trailing-comma errors).
  private func lastComma(before offset: Int) -> Int {
    var index = offset - 1
    while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index -= 1 }
    return max(index, 0)
  }

  /// The byte at the current position, or `nil` at the end.
  func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

  /// A node for the value that started at `start` and ends at the current position.
  private func node(_ value: JSONNode.Value, from start: Int) -> JSONNode {
    JSONNode(value: value, range: ByteRange(start: start, end: position), location: location(of: start))
  }

  func location(of offset: Int) -> SourceLocation { lineTable.location(of: offset) }

  func error(_ message: String, at offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(message: message, offset: offset, location: location(of: offset))
  }

  /// The character at `offset` for a message: `'x'`, `'é'`, or `byte 0xFF` when it is not
  /// printable UTF-8; "end of file" past the end.
  func describeByte(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of file" }
    let byte = bytes[offset]
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte >= 0x80 {
      let end = min(offset + 4, bytes.count)
      for length in stride(from: end - offset, through: 2, by: -1) {
        if let text = String(validating: bytes[offset..<offset + length], as: UTF8.self), text.count == 1 {
          return "'\(text)'"
        }
      }
    }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// Letters, digits and `_`: the bytes of a bare word such as `true` or `yes`.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || isDigit(byte) || byte == UInt8(ascii: "_")
  }
}
