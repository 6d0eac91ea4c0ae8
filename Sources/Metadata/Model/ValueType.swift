/// The type of a parameter, property, query result or intent output, as a one-member tagged
/// object: `{"primitive": {"wrapper": {"typeIdentifier": 0}}}`.
///
/// Source: the Swift type of the `@Parameter` / `@Property` / `ReturnsValue<T>`. The tags and
/// shapes are [C]; the integer identifiers inside are an empirical table [I] (see
/// `PrimitiveTypeIdentifier`). Tags the model does not know, and known tags whose payload has an
/// unexpected shape, are kept as `unknown` and re-encode byte-identically.
public indirect enum ValueType: Sendable, Hashable {
  /// A built-in value such as `String` (0) or `Int` (2):
  /// `{"primitive": {"wrapper": {"typeIdentifier": N}}}`. [C] shape, [I] numbers.
  case primitive(typeIdentifier: Int)
  /// An `AppEntity`, by short type name: `{"entity": {"wrapper": {"typeName": "TaskEntity"}}}`. [C]
  case entity(typeName: String)
  /// An `AppEnum`, by identifier: `{"linkEnumeration": {"wrapper": {"identifier": "LaunchAppEnum"}}}`. [C]
  case linkEnumeration(identifier: String)
  /// `[T]`: `{"array": {"wrapper": {"capabilities": 3, "memberValueType": {…}}}}`. `capabilities` is
  /// `3` in every file seen. [C] shape, [I] meaning of `capabilities`.
  case array(memberValueType: ValueType, capabilities: Int)
  /// `Measurement<Unit…>`: `{"measurement": {"wrapper": {"unitType": 7}}}` (7 = `UnitDuration`). [C] shape, [I] numbers.
  case measurement(unitType: Int)
  /// An Intents-framework-backed type such as `IntentFile` (12):
  /// `{"intents": {"wrapper": {"typeIdentifier": N}}}`. [C] shape, [I] numbers.
  case intents(typeIdentifier: Int)
  /// Anything else, kept exactly as read.
  case unknown(JSONValue)
}

/// The `primitive` type identifiers of `ValueType`, from an empirical table. [I]
public enum PrimitiveTypeIdentifier {
  /// `String`. [I]
  public static let string = 0
  /// `Bool`. [I]
  public static let bool = 1
  /// `Int`. [I]
  public static let int = 2
  /// `Double`. [I]
  public static let double = 7
  /// `Date`. [I]
  public static let date = 8
  /// `DateComponents`. [I]
  public static let dateComponents = 9
  /// `CLPlacemark`. [I]
  public static let placemark = 10
  /// `URL`. [I]
  public static let url = 11
  /// `AttributedString`. [I]
  public static let attributedString = 12
}

extension ValueType: Codable {
  private struct TypeIdentifierPayload: Codable, Hashable, Sendable { var typeIdentifier: Int }
  private struct TypeNamePayload: Codable, Hashable, Sendable { var typeName: String }
  private struct IdentifierPayload: Codable, Hashable, Sendable { var identifier: String }
  private struct ArrayPayload: Codable, Hashable, Sendable {
    var capabilities: Int
    var memberValueType: ValueType
  }
  private struct MeasurementPayload: Codable, Hashable, Sendable { var unitType: Int }

  public init(from decoder: any Decoder) throws {
    let known: ValueType? =
      switch decoder.singleTag() {
      case "primitive":
        decoder.wrappedPayload(TypeIdentifierPayload.self, tag: "primitive", keys: ["typeIdentifier"]).map {
          .primitive(typeIdentifier: $0.typeIdentifier)
        }
      case "entity":
        decoder.wrappedPayload(TypeNamePayload.self, tag: "entity", keys: ["typeName"]).map {
          .entity(typeName: $0.typeName)
        }
      case "linkEnumeration":
        decoder.wrappedPayload(IdentifierPayload.self, tag: "linkEnumeration", keys: ["identifier"]).map {
          .linkEnumeration(identifier: $0.identifier)
        }
      case "array":
        decoder.wrappedPayload(ArrayPayload.self, tag: "array", keys: ["capabilities", "memberValueType"]).map {
          .array(memberValueType: $0.memberValueType, capabilities: $0.capabilities)
        }
      case "measurement":
        decoder.wrappedPayload(MeasurementPayload.self, tag: "measurement", keys: ["unitType"]).map {
          .measurement(unitType: $0.unitType)
        }
      case "intents":
        decoder.wrappedPayload(TypeIdentifierPayload.self, tag: "intents", keys: ["typeIdentifier"]).map {
          .intents(typeIdentifier: $0.typeIdentifier)
        }
      default: nil
      }
    self = try known ?? .unknown(JSONValue(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .primitive(let identifier):
      try encoder.encodeTagged("primitive", Wrapped(wrapper: TypeIdentifierPayload(typeIdentifier: identifier)))
    case .entity(let typeName):
      try encoder.encodeTagged("entity", Wrapped(wrapper: TypeNamePayload(typeName: typeName)))
    case .linkEnumeration(let identifier):
      try encoder.encodeTagged("linkEnumeration", Wrapped(wrapper: IdentifierPayload(identifier: identifier)))
    case .array(let member, let capabilities):
      try encoder.encodeTagged(
        "array", Wrapped(wrapper: ArrayPayload(capabilities: capabilities, memberValueType: member)))
    case .measurement(let unitType):
      try encoder.encodeTagged("measurement", Wrapped(wrapper: MeasurementPayload(unitType: unitType)))
    case .intents(let identifier):
      try encoder.encodeTagged("intents", Wrapped(wrapper: TypeIdentifierPayload(typeIdentifier: identifier)))
    case .unknown(let value):
      try value.encode(to: encoder)
    }
  }
}

/// One way a parameter can be filled from another value:
/// `{"kindValue": 0, "valueType": {…}}`. Derived from the parameter's type; Xcode's order is not
/// stable (hash order, per a re-implementation). [C] shape, [I] order.
public struct ResolvableInputType: Codable, Sendable, Hashable {
  /// Always `0` in the files seen. [C] value, [I] meaning.
  public var kindValue: Int
  /// The accepted input type. [C]
  public var valueType: ValueType

  /// An input type of kind 0.
  public init(kindValue: Int = 0, valueType: ValueType) {
    self.kindValue = kindValue
    self.valueType = valueType
  }
}
