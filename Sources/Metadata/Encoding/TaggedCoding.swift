/// Helpers for the tagged unions Xcode writes as one-member objects, e.g.
/// `{"primitive": {"wrapper": {"typeIdentifier": 0}}}`.
///
/// Every union in the model decodes its known tags with these helpers and falls back to keeping
/// the whole JSON value (`unknown(JSONValue)`) when the tag is unknown or its payload does not
/// have exactly the expected shape (a missing key, a value of another type, or a key the model
/// does not know), so such values re-encode unchanged. Records embedded in a payload (an enum or
/// entity under `enumMetadata` / `entityMetadata`) follow the record rule instead: unknown keys
/// are dropped and reported by `MetadataEncoding.unknownKeyPaths(in:)`.
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

  /// The payload under `tag` decoded as `T`, or `nil` when it has another shape. With `keys`, the
  /// payload must also be an object whose keys are all in `keys`, so that a payload carrying
  /// keys the model does not know is kept whole instead of losing them.
  func payload<T: Decodable>(_ type: T.Type, tag: String, keys: Set<String>? = nil) -> T? {
    guard let container = try? container(keyedBy: AnyCodingKey.self) else { return nil }
    if let keys {
      guard let payload = try? container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(tag)),
        payload.allKeys.allSatisfy({ keys.contains($0.stringValue) })
      else { return nil }
    }
    return try? container.decode(T.self, forKey: AnyCodingKey(tag))
  }

  /// The payload of `{"tag": {"wrapper": X}}` decoded as `T`, or `nil` when it has another shape:
  /// the payload must have no key but `wrapper`, and with `keys`, `X` must be an object whose keys
  /// are all in `keys`.
  func wrappedPayload<T: Decodable & Encodable & Hashable & Sendable>(
    _ type: T.Type, tag: String, keys: Set<String>? = nil
  ) -> T? {
    guard let container = try? container(keyedBy: AnyCodingKey.self),
      let payload = try? container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(tag)),
      payload.allKeys.map(\.stringValue) == ["wrapper"]
    else { return nil }
    if let keys {
      guard let wrapper = try? payload.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("wrapper")),
        wrapper.allKeys.allSatisfy({ keys.contains($0.stringValue) })
      else { return nil }
    }
    return (try? container.decode(Wrapped<T>.self, forKey: AnyCodingKey(tag)))?.wrapper
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
