import Foundation

/// Any JSON document, decoded without a schema: used to normalize the compiler's output for goldens
/// without losing fields the typed model does not know.
package indirect enum JSONValue: Codable, Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without fraction or exponent that fits in `Int`.
  case integer(Int)
  /// Any other number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array, in document order.
  case array([JSONValue])
  /// An object; key order is not kept (output sorts keys).
  case object([String: JSONValue])

  /// Decodes any JSON value.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Encodes the value as it was decoded.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// A copy in which every occurrence of each `(path, placeholder)` pair's path inside string values is
  /// replaced by its placeholder, in the order given.
  package func replacingPaths(_ replacements: [(String, String)]) -> JSONValue {
    switch self {
    case .string(let value):
      var text = value
      for (path, placeholder) in replacements where !path.isEmpty {
        text = text.replacingOccurrences(of: path, with: placeholder)
      }
      return .string(text)
    case .array(let values):
      return .array(values.map { $0.replacingPaths(replacements) })
    case .object(let members):
      return .object(members.mapValues { $0.replacingPaths(replacements) })
    case .null, .bool, .integer, .number:
      return self
    }
  }

  /// Pretty-printed UTF-8 JSON with sorted keys, unescaped slashes and a final newline.
  package func prettyPrinted() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }
}
