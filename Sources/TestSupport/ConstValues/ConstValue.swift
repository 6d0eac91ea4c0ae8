import Foundation

/// One compile-time value as the compiler's const-value extraction reports it: the object with a
/// `valueKind` and, for most kinds, a `value` (see `docs/const-values.md` for every shape).
package indirect enum ConstValue: Equatable, Sendable {
  /// `RawLiteral`: a Bool, integer, floating-point or string literal; `value` is its text (integers
  /// lose `_` separators, strings are unescaped, other spellings such as `0x1F` and `1.5e3` are kept).
  case rawLiteral(String)
  /// `NilLiteral`: `nil`, or an omitted argument whose default in another module is `nil`.
  case nilLiteral
  /// `Array`: an array literal (also an `OptionSet` literal), elements in order.
  case array([ConstValue])
  /// `Dictionary`: a dictionary literal, entries in source order.
  case dictionary([ConstDictionaryEntry])
  /// `Tuple`: a tuple expression.
  case tuple([ConstTupleElement])
  /// `InitCall`: `Type(args)`, `.init(args)` or `Type.init(args)`, with every argument including defaults.
  case initCall(type: String, arguments: [ConstArgument])
  /// `StaticFunctionCall`: `Type.f(args)` or `.f(args)` on a static method.
  case staticFunctionCall(type: String, member: String, arguments: [ConstArgument])
  /// `FunctionCall`: a call of a free function `f(args)`.
  case functionCall(name: String, arguments: [ConstArgument])
  /// `Enum`: `.case` or `.case(args)` of an enum (arguments absent for a plain case).
  case enumCase(name: String, arguments: [ConstArgument]?)
  /// `MemberReference`: `Type.member` or `.member` naming a static property, or a bare static name.
  case memberReference(baseType: String, member: String)
  /// `Type`: `Type.self`.
  case type(name: String, mangledName: String)
  /// `KeyPath`: `\Root.a.b` or `\.a`.
  case keyPath(ConstKeyPath)
  /// `InterpolatedStringLiteral`: `"a \(x) b"`, as alternating literal and interpolated segments.
  case interpolatedString(segments: [ConstValue])
  /// `Builder`: a result-builder body (a computed property's getter or a closure argument).
  case builder(ConstBuilder)
  /// `Runtime`: anything the compiler does not treat as a compile-time value.
  case runtime

  /// The compiler's `valueKind` string for this value.
  package var kindName: String {
    switch self {
    case .rawLiteral: "RawLiteral"
    case .nilLiteral: "NilLiteral"
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .tuple: "Tuple"
    case .initCall: "InitCall"
    case .staticFunctionCall: "StaticFunctionCall"
    case .functionCall: "FunctionCall"
    case .enumCase: "Enum"
    case .memberReference: "MemberReference"
    case .type: "Type"
    case .keyPath: "KeyPath"
    case .interpolatedString: "InterpolatedStringLiteral"
    case .builder: "Builder"
    case .runtime: "Runtime"
    }
  }

  /// Every `valueKind` the compiler writes, as observed on Swift 6.3.
  package static let allKindNames = [
    "RawLiteral", "NilLiteral", "Array", "Dictionary", "Tuple", "InitCall", "StaticFunctionCall", "FunctionCall",
    "Enum", "MemberReference", "Type", "KeyPath", "InterpolatedStringLiteral", "Builder", "Runtime",
  ]

  /// Every value nested in this one (arguments, elements, segments, builder members), depth first,
  /// starting with this value itself.
  package var allValues: [ConstValue] {
    var result = [self]
    let children: [ConstValue] =
      switch self {
      case .rawLiteral, .nilLiteral, .memberReference, .type, .keyPath, .runtime: []
      case .array(let elements): elements
      case .dictionary(let entries): entries.flatMap { [$0.key, $0.value] }
      case .tuple(let elements): elements.map(\.value)
      case .initCall(_, let arguments), .staticFunctionCall(_, _, let arguments), .functionCall(_, let arguments):
        arguments.map(\.value)
      case .enumCase(_, let arguments): (arguments ?? []).map(\.value)
      case .interpolatedString(let segments): segments
      case .builder(let builder): builder.members.flatMap(\.values)
      }
    for child in children { result += child.allValues }
    return result
  }
}

extension ConstValue: Decodable {
  private enum CodingKeys: String, CodingKey {
    case valueKind, value
  }

  private enum ObjectKeys: String, CodingKey {
    case type, arguments, memberLabel, name, baseType, mangledName, segments
  }

  /// Decodes the `valueKind`/`value` pair of the object the decoder is positioned on.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .valueKind)
    switch kind {
    case "RawLiteral":
      self = .rawLiteral(try container.decode(String.self, forKey: .value))
    case "NilLiteral":
      self = .nilLiteral
    case "Runtime":
      self = .runtime
    case "Array":
      self = .array(try container.decode([ConstValue].self, forKey: .value))
    case "Dictionary":
      self = .dictionary(try container.decode([ConstDictionaryEntry].self, forKey: .value))
    case "Tuple":
      self = .tuple(try container.decode([ConstTupleElement].self, forKey: .value))
    case "KeyPath":
      self = .keyPath(try container.decode(ConstKeyPath.self, forKey: .value))
    case "Builder":
      self = .builder(try container.decode(ConstBuilder.self, forKey: .value))
    default:
      let object = try container.nestedContainer(keyedBy: ObjectKeys.self, forKey: .value)
      self = try Self.decodeObject(kind, object, container)
    }
  }

  private static func decodeObject(
    _ kind: String, _ object: KeyedDecodingContainer<ObjectKeys>, _ container: KeyedDecodingContainer<CodingKeys>
  ) throws -> ConstValue {
    switch kind {
    case "InitCall":
      return .initCall(
        type: try object.decode(String.self, forKey: .type),
        arguments: try object.decode([ConstArgument].self, forKey: .arguments))
    case "StaticFunctionCall":
      return .staticFunctionCall(
        type: try object.decode(String.self, forKey: .type),
        member: try object.decode(String.self, forKey: .memberLabel),
        arguments: try object.decode([ConstArgument].self, forKey: .arguments))
    case "FunctionCall":
      return .functionCall(
        name: try object.decode(String.self, forKey: .name),
        arguments: try object.decode([ConstArgument].self, forKey: .arguments))
    case "Enum":
      return .enumCase(
        name: try object.decode(String.self, forKey: .name),
        arguments: try object.decodeIfPresent([ConstArgument].self, forKey: .arguments))
    case "MemberReference":
      return .memberReference(
        baseType: try object.decode(String.self, forKey: .baseType),
        member: try object.decode(String.self, forKey: .memberLabel))
    case "Type":
      return .type(
        name: try object.decode(String.self, forKey: .type),
        mangledName: try object.decode(String.self, forKey: .mangledName))
    case "InterpolatedStringLiteral":
      return .interpolatedString(segments: try object.decode([ConstValue].self, forKey: .segments))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .valueKind, in: container, debugDescription: "unknown valueKind '\(kind)'")
    }
  }
}

/// A labeled argument of a call, enum case or property wrapper: `{label, type, valueKind, value}`.
package struct ConstArgument: Decodable, Equatable, Sendable {
  /// The argument label; `""` for an unlabeled argument.
  package var label: String
  /// The parameter's fully qualified type.
  package var type: String
  /// The argument's value.
  package var value: ConstValue

  private enum CodingKeys: String, CodingKey {
    case label, type
  }

  /// Decodes an argument object.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    label = try container.decode(String.self, forKey: .label)
    type = try container.decode(String.self, forKey: .type)
    value = try ConstValue(from: decoder)
  }
}

/// An element of a tuple: `{label?, type, valueKind, value}`.
package struct ConstTupleElement: Decodable, Equatable, Sendable {
  /// The element label, absent for unlabeled elements.
  package var label: String?
  /// The element's fully qualified type.
  package var type: String
  /// The element's value.
  package var value: ConstValue

  private enum CodingKeys: String, CodingKey {
    case label, type
  }

  /// Decodes a tuple element object.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    label = try container.decodeIfPresent(String.self, forKey: .label)
    type = try container.decode(String.self, forKey: .type)
    value = try ConstValue(from: decoder)
  }
}

/// An entry of a dictionary literal: `{key: {valueKind...}, value: {valueKind...}}`.
package struct ConstDictionaryEntry: Decodable, Equatable, Sendable {
  /// The key.
  package var key: ConstValue
  /// The value.
  package var value: ConstValue
}

/// A key path: `{path, rootType, components: [{label, type}]}`; `path` joins the component labels with
/// `.` (a subscript component has the empty label).
package struct ConstKeyPath: Decodable, Equatable, Sendable {
  /// One component of a key path.
  package struct Component: Decodable, Equatable, Sendable {
    /// The property name (`$param` for a projected value), or `""` for a subscript.
    package var label: String
    /// The component's result type.
    package var type: String
  }

  /// The components' labels joined with `.`, e.g. `$target` or `inner.name`.
  package var path: String
  /// The root type, fully qualified.
  package var rootType: String
  /// The components in order.
  package var components: [Component]
}
