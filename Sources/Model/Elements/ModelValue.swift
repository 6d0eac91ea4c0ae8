import Evaluator
import Source

/// A constant value in the model's JSON: the compiler's shape (`valueKind` and `value`), plus
/// the reason for a `Runtime` value and the value's byte range.
public struct ModelValue: Codable, Hashable, Sendable {
  /// The evaluated value.
  public var constant: ConstantValue

  /// Wraps a value.
  public init(_ constant: ConstantValue) {
    self.constant = constant
  }

  public func encode(to encoder: any Encoder) throws {
    try ConstantValueJSON(constant).encode(to: encoder)
  }

  public init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "model values are write-only"))
  }

  /// The string of a plain string literal, if the value is one.
  public var string: String? { constant.stringLiteral }
}

/// The JSON rendering of a `ConstantValue`, shaped like the compiler's const values.
struct ConstantValueJSON: Encodable {
  let value: ConstantValue

  init(_ value: ConstantValue) { self.value = value }

  enum Keys: String, CodingKey {
    case valueKind, value, reason, label, key, type, memberLabel, name, arguments, baseType, path, rootType, segments,
      members, kind, element, ifElements, elseElements, elements, availability, platform, version, offset
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(value.kind.compilerName, forKey: .valueKind)
    switch value.kind {
    case .rawLiteral(let literal):
      try container.encode(literal.text, forKey: .value)
    case .nilLiteral:
      break
    case .interpolatedString(let segments):
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .value)
      try nested.encode(segments.map(ConstantValueJSON.init), forKey: .segments)
    case .array(let elements):
      try container.encode(elements.map(ConstantValueJSON.init), forKey: .value)
    case .dictionary(let entries):
      try container.encode(entries.map { EntryJSON(key: .init($0.key), value: .init($0.value)) }, forKey: .value)
    case .tuple(let elements):
      try container.encode(elements.map(ArgumentJSON.init), forKey: .value)
    case .initCall(let type, let arguments):
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .value)
      try nested.encode(type, forKey: .type)
      try nested.encode(arguments.map(ArgumentJSON.init), forKey: .arguments)
    case .staticFunctionCall(let type, let member, let arguments):
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .value)
      try nested.encode(type, forKey: .type)
      try nested.encode(member, forKey: .memberLabel)
      try nested.encode(arguments.map(ArgumentJSON.init), forKey: .arguments)
    case .functionCall(let name, let arguments):
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .value)
      try nested.encode(name, forKey: .name)
      try nested.encode(arguments.map(ArgumentJSON.init), forKey: .arguments)
    case .enumCase(let name, let arguments):
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .value)
      try nested.encode(name, forKey: .name)
      if let arguments { try nested.encode(arguments.map(ArgumentJSON.init), forKey: .arguments) }
    case .memberReference(let baseType, let member):
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .value)
      try nested.encode(baseType, forKey: .baseType)
      try nested.encode(member, forKey: .memberLabel)
    case .keyPath(let root, let components):
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .value)
      try nested.encode(components.joined(separator: "."), forKey: .path)
      try nested.encodeIfPresent(root, forKey: .rootType)
    case .builder(let type, let members):
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .value)
      try nested.encode(type ?? "", forKey: .type)
      try nested.encode(members.map(BuilderMemberJSON.init), forKey: .members)
    case .type(let name):
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .value)
      try nested.encode(name, forKey: .type)
    case .runtime(let reason):
      try container.encode(reason.description, forKey: .reason)
    }
  }

  struct EntryJSON: Encodable {
    let key: ConstantValueJSON
    let value: ConstantValueJSON
  }

  struct ArgumentJSON: Encodable {
    let argument: Argument

    init(_ argument: Argument) { self.argument = argument }

    enum Keys: String, CodingKey { case label, value }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(argument.label ?? "", forKey: .label)
      try container.encode(ConstantValueJSON(argument.value), forKey: .value)
    }
  }

  struct BuilderMemberJSON: Encodable {
    let member: BuilderMember

    init(_ member: BuilderMember) { self.member = member }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      switch member {
      case .expression(let value):
        try container.encode("buildExpression", forKey: .kind)
        try container.encode(ConstantValueJSON(value), forKey: .element)
      case .either(let then, let otherwise):
        try container.encode("buildEither", forKey: .kind)
        try container.encode(then.map(BuilderMemberJSON.init), forKey: .ifElements)
        try container.encode(otherwise.map(BuilderMemberJSON.init), forKey: .elseElements)
      case .optional(let then):
        try container.encode("buildOptional", forKey: .kind)
        try container.encode(then.map(BuilderMemberJSON.init), forKey: .ifElements)
      case .limitedAvailability(let availability, let then, let otherwise):
        try container.encode("buildLimitedAvailability", forKey: .kind)
        try container.encode(availability.map { "\($0.platform) \($0.version)" }, forKey: .availability)
        try container.encode(then.map(BuilderMemberJSON.init), forKey: .ifElements)
        try container.encode(otherwise.map(BuilderMemberJSON.init), forKey: .elseElements)
      case .array(let elements):
        try container.encode("buildArray", forKey: .kind)
        try container.encode(elements.map(BuilderMemberJSON.init), forKey: .elements)
      }
    }
  }
}
