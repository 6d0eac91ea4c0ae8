/// A JSON value whose shape the model does not know, kept losslessly.
///
/// Used where the reference notes leave an element shape unknown (for example the elements of
/// `negativePhrases`) and as the `unknown` payload of every tagged union, so that a bundle written
/// by a newer Xcode decodes and re-encodes to the same bytes. Objects are unordered here; the
/// writer sorts keys, which is what Xcode 16+ does anyway. Numbers keep their literal text (see
/// `JSONNumber`), so `1.50` read by `JSONParser` is written back as `1.50`.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, e.g. `14` or `2.5`.
  case number(JSONNumber)
  /// A string, e.g. `"top"`.
  case string(String)
  /// An array, e.g. `[]`.
  case array([JSONValue])
  /// An object, e.g. `{"empty": {}}`.
  case object([String: JSONValue])

  /// The value of `key` when this is an object, else `nil`.
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The single key of an object with exactly one member: the tag of a tagged union such as
  /// `{"primitive": {...}}`. `nil` for anything else.
  public var singleKey: String? {
    if case .object(let members) = self, members.count == 1 { return members.keys.first }
    return nil
  }
}

/// A JSON number stored as its literal text, so that it is written back exactly as it was read.
///
/// Numbers built from Swift values use the text Foundation's `JSONEncoder` writes: integers in
/// decimal, doubles as Swift's shortest round-tripping `description` with a trailing `.0` removed
/// (`3.0` becomes `3`, `1e20` becomes `1e+20`). That text is deterministic on every platform.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The literal text, always valid JSON number syntax.
  public let literal: String

  /// A number from an integer.
  public init(_ value: Int) {
    literal = String(value)
  }

  /// A number from a double; `nil` for NaN and infinities, which JSON cannot represent.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    literal = Self.text(of: value)
  }

  /// A number from literal text; `nil` unless `literal` follows the JSON number grammar.
  public init?(literal: String) {
    guard Self.isValidLiteral(Array(literal.utf8)) else { return nil }
    self.literal = literal
  }

  /// The value as an `Int` when the literal is an integer that fits.
  public var intValue: Int? { Int(literal) }

  /// The value as a `Double`.
  public var doubleValue: Double? { Double(literal) }

  public var description: String { literal }

  /// The text `JSONEncoder` writes for a finite double.
  static func text(of value: Double) -> String {
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// Whether `bytes` is a JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func isValidLiteral(_ bytes: [UInt8]) -> Bool {
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { return false }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { return false }
    }
    return index == bytes.count
  }
}

extension JSONNumber: Codable {
  /// Decodes an integer when the number is one, else a double.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let integer = try? container.decode(Int.self) {
      self.init(integer)
      return
    }
    let double = try container.decode(Double.self)
    guard let number = JSONNumber(double) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "number is not finite")
    }
    self = number
  }

  /// Encodes as an `Int` when the literal is an integer that fits, else as a `Double`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let integer = intValue {
      try container.encode(integer)
    } else if let double = doubleValue {
      try container.encode(double)
    } else {
      throw EncodingError.invalidValue(
        literal, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "not a JSON number"))
    }
  }
}

extension JSONValue: Codable {
  /// Decodes whatever JSON is there: null, bool, number, string, array or object, in that order.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(JSONNumber.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
