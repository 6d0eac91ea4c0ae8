/// Extra, type-dependent facts about a parameter or action, written as a flat alternating list
/// `["LNValueTypeSpecificMetadataKeyDefaultValue", {"int": {"wrapper": 1}}, key, value, …]`.
///
/// Source: the parameter's default value, measurement unit, supported file types; for `OpenIntent`
/// and similar actions, the target entity or enum. Order is significant and kept. Defaults are
/// stored only here. [C]
public struct TypeSpecificMetadata: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
  /// One key/value pair.
  public struct Entry: Sendable, Hashable {
    /// The key, usually one of `TypeSpecificMetadataKey`. [C]
    public var key: String
    /// The tagged value. [C]
    public var value: TypeSpecificValue

    /// A pair.
    public init(key: String, value: TypeSpecificValue) {
      self.key = key
      self.value = value
    }
  }

  /// The pairs, in the order written.
  public var entries: [Entry]

  /// Metadata with the given pairs.
  public init(_ entries: [Entry] = []) {
    self.entries = entries
  }

  /// Metadata from `(key, value)` literals.
  public init(arrayLiteral elements: (String, TypeSpecificValue)...) {
    entries = elements.map { Entry(key: $0.0, value: $0.1) }
  }

  public var startIndex: Int { entries.startIndex }
  public var endIndex: Int { entries.endIndex }
  public subscript(position: Int) -> Entry { entries[position] }

  /// The first value stored under `key`.
  public subscript(key: String) -> TypeSpecificValue? {
    entries.first { $0.key == key }?.value
  }
}

extension TypeSpecificMetadata: Codable {
  /// Decodes the alternating list; a list of odd length or with a non-string key is an error.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var entries: [Entry] = []
    while !container.isAtEnd {
      let key = try container.decode(String.self)
      guard !container.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "typeSpecificMetadata key '\(key)' has no value")
      }
      entries.append(Entry(key: key, value: try container.decode(TypeSpecificValue.self)))
    }
    self.entries = entries
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for entry in entries {
      try container.encode(entry.key)
      try container.encode(entry.value)
    }
  }
}

/// The keys seen in `TypeSpecificMetadata`. [C]
public enum TypeSpecificMetadataKey {
  /// A parameter's `default:` value (Bool as `int` 0/1, enum as its case identifier string). [C]
  public static let defaultValue = "LNValueTypeSpecificMetadataKeyDefaultValue"
  /// A measurement parameter's unit type (`int`). [C]
  public static let measurementUnitType = "LNValueTypeMetadataKeyMeasurementUnitType"
  /// Whether a measurement adjusts for locale (`int` 0/1). [C]
  public static let measurementUnitAdjustsForLocale = "LNValueTypeMetadataKeyMeasurementUnitAdjustsForLocale"
  /// The uniform type identifiers an `IntentFile` parameter accepts (`array` of `string`). [C]
  public static let fileSupportedTypes = "LNValueTypeMetadataKeyFileSupportedTypes"
  /// The short name of the entity or enum an `OpenIntent`-like action targets (`string`). [C]
  public static let entityType = "LNActionTypeMetadataKeyEntityType"
  /// The full record of that entity or enum (`entityMetadata` / `enumMetadata`). [C]
  public static let entityMetadata = "LNActionTypeMetadataKeyEntityMetadata"
}

/// A tagged value in `TypeSpecificMetadata`.
public indirect enum TypeSpecificValue: Sendable, Hashable {
  /// `{"int": {"wrapper": 1}}`; also Bool defaults (0/1). [C]
  case int(Int)
  /// `{"string": {"wrapper": "top"}}`; also enum defaults (the case identifier). [C]
  case string(String)
  /// `{"double": {"wrapper": 2.5}}`. [I] (listed in the reference, not seen with a value)
  case double(Double)
  /// `{"array": {"elements": […]}}`. [C]
  case array([TypeSpecificValue])
  /// `{"enumMetadata": {"wrapper": {…enum record…}}}`. [C]
  case enumMetadata(EnumMetadata)
  /// `{"entityMetadata": {"wrapper": {…entity record…}}}`. [C] (Freeform catalog)
  case entityMetadata(EntityMetadata)
  /// Anything else, kept exactly as read.
  case unknown(JSONValue)
}

extension TypeSpecificValue: Codable {
  private struct Elements: Codable, Hashable, Sendable { var elements: [TypeSpecificValue] }

  public init(from decoder: any Decoder) throws {
    let known: TypeSpecificValue? =
      switch decoder.singleTag() {
      case "int": decoder.wrappedPayload(Int.self, tag: "int").map { .int($0) }
      case "string": decoder.wrappedPayload(String.self, tag: "string").map { .string($0) }
      case "double": decoder.wrappedPayload(Double.self, tag: "double").map { .double($0) }
      case "array": decoder.payload(Elements.self, tag: "array", keys: ["elements"]).map { .array($0.elements) }
      case "enumMetadata":
        decoder.wrappedPayload(EnumMetadata.self, tag: "enumMetadata").map {
          .enumMetadata($0)
        }
      case "entityMetadata":
        decoder.wrappedPayload(EntityMetadata.self, tag: "entityMetadata").map {
          .entityMetadata($0)
        }
      default: nil
      }
    self = try known ?? .unknown(JSONValue(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .int(let value): try encoder.encodeTagged("int", Wrapped(wrapper: value))
    case .string(let value): try encoder.encodeTagged("string", Wrapped(wrapper: value))
    case .double(let value):
      guard value.isFinite else {
        throw EncodingError.invalidValue(
          value, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "JSON has no NaN or infinity"))
      }
      try encoder.encodeTagged("double", Wrapped(wrapper: value))
    case .array(let elements): try encoder.encodeTagged("array", Elements(elements: elements))
    case .enumMetadata(let record): try encoder.encodeTagged("enumMetadata", Wrapped(wrapper: record))
    case .entityMetadata(let record): try encoder.encodeTagged("entityMetadata", Wrapped(wrapper: record))
    case .unknown(let value): try value.encode(to: encoder)
    }
  }
}
