/// Helpers for the tagged unions Xcode writes as one-member objects, e.g.
/// `{"primitive": {"wrapper": {"typeIdentifier": 0}}}`.
///
/// Every union in the model decodes its known tags with these helpers and falls back to keeping
/// the whole JSON value (`unknown(JSONValue)`) when the tag is unknown or its payload does not
/// have the expected shape, so such values re-encode unchanged.
struct AnyCodingKey: CodingKey, Hashable {
  let stringValue: String
  let intValue: Int?

  init(_ string: String) {
    stringValue = string
    intValue = nil
  }

  init?(stringValue: String) { self.init(stringValue) }

  init?(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

/// The `{"wrapper": X}` layer Xcode puts around most union payloads.
struct Wrapped<Payload: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
  /// The payload.
  var wrapper: Payload
}

extension Decoder {
  /// The tag of a one-member object, or `nil` when the value is anything else.
  func singleTag() -> String? {
    guard let container = try? container(keyedBy: AnyCodingKey.self), container.allKeys.count == 1 else {
      return nil
    }
    return container.allKeys.first?.stringValue
  }

  /// The payload under `tag` decoded as `T`, or `nil` when it has another shape.
  func payload<T: Decodable>(_ type: T.Type, tag: String) -> T? {
    guard let container = try? container(keyedBy: AnyCodingKey.self) else { return nil }
    return try? container.decode(T.self, forKey: AnyCodingKey(tag))
  }
}

extension Encoder {
  /// Encodes `{"tag": payload}`.
  func encodeTagged<T: Encodable>(_ tag: String, _ payload: T) throws {
    var container = container(keyedBy: AnyCodingKey.self)
    try container.encode(payload, forKey: AnyCodingKey(tag))
  }
}

/// An empty JSON object, `{}`, as in `{"empty": {}}`.
struct EmptyObject: Codable, Hashable, Sendable {}
