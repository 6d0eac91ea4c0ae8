import Source

/// What the evaluator found for an expression: the same value kinds as the Swift compiler's
/// const-value extraction (`-emit-const-values-path`), plus the source range and, for a
/// `runtime` value, why it is not a compile-time constant.
public struct ConstantValue: Hashable, Sendable {
  /// The value.
  public var kind: Kind
  /// The expression the value came from.
  public var range: ByteRange

  /// Creates a value.
  public init(_ kind: Kind, range: ByteRange) {
    self.kind = kind
    self.range = range
  }

  /// The value kinds, named as the compiler names them in `valueKind`.
  public indirect enum Kind: Hashable, Sendable {
    /// `RawLiteral`: a Bool, integer, floating-point or string literal.
    case rawLiteral(Literal)
    /// `NilLiteral`: `nil`.
    case nilLiteral
    /// `InterpolatedStringLiteral`: literal pieces and interpolated values, alternating,
    /// starting and ending with a literal piece (which may be empty).
    case interpolatedString([ConstantValue])
    /// `Array`: an array literal.
    case array([ConstantValue])
    /// `Dictionary`: a dictionary literal, entries in source order.
    case dictionary([DictionaryEntry])
    /// `Tuple`: a tuple expression with two or more elements.
    case tuple([Argument])
    /// `InitCall`: `Type(args)`, `Type.init(args)`, `.init(args)`.
    case initCall(type: String, arguments: [Argument])
    /// `StaticFunctionCall`: `Type.f(args)` or `.f(args)` calling a static method.
    case staticFunctionCall(type: String, member: String, arguments: [Argument])
    /// `FunctionCall`: a call of a free function.
    case functionCall(name: String, arguments: [Argument])
    /// `Enum`: `.case`, `Type.case` or `.case(args)`; `arguments` is `nil` without a payload.
    case enumCase(name: String, arguments: [Argument]?)
    /// `MemberReference`: a static property, `Type.member`, `.member` or a sibling static.
    case memberReference(baseType: String, member: String)
    /// `KeyPath`: `\Root.a.b` or `\.a`; `root` is `nil` when not written.
    case keyPath(root: String?, components: [String])
    /// `Builder`: a result-builder body; `type` is `nil` for a builder closure argument.
    case builder(type: String?, members: [BuilderMember])
    /// `Type`: `Type.self`.
    case type(String)
    /// `Runtime`: anything else, with the reason.
    case runtime(RuntimeReason)

    /// The compiler's name for the kind (`valueKind`).
    public var compilerName: String {
      switch self {
      case .rawLiteral: return "RawLiteral"
      case .nilLiteral: return "NilLiteral"
      case .interpolatedString: return "InterpolatedStringLiteral"
      case .array: return "Array"
      case .dictionary: return "Dictionary"
      case .tuple: return "Tuple"
      case .initCall: return "InitCall"
      case .staticFunctionCall: return "StaticFunctionCall"
      case .functionCall: return "FunctionCall"
      case .enumCase: return "Enum"
      case .memberReference: return "MemberReference"
      case .keyPath: return "KeyPath"
      case .builder: return "Builder"
      case .type: return "Type"
      case .runtime: return "Runtime"
      }
    }
  }

  /// Whether the value is known at compile time (anything but `runtime`).
  public var isConstant: Bool {
    if case .runtime = kind { return false }
    return true
  }

  /// The text of a string literal value, or `nil`.
  public var stringLiteral: String? {
    if case .rawLiteral(let literal) = kind, literal.kind == .string { return literal.text }
    return nil
  }
}

/// A literal's kind and normalized text.
public struct Literal: Hashable, Sendable {
  /// What kind of literal it is.
  public enum Kind: String, Hashable, Sendable {
    /// `"text"`, decoded.
    case string
    /// `42`, `0x2A`, `-7`: underscores removed, radix kept, sign folded in.
    case integer
    /// `1.5e3`: as written, sign folded in.
    case float
    /// `true` or `false`.
    case boolean
  }

  /// The kind.
  public var kind: Kind
  /// The text the compiler reports as `value`.
  public var text: String

  /// Creates a literal.
  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}

/// An argument of a call, an element of a tuple.
public struct Argument: Hashable, Sendable {
  /// The label, `nil` when unlabeled.
  public var label: String?
  /// The value.
  public var value: ConstantValue

  /// Creates an argument.
  public init(label: String?, value: ConstantValue) {
    self.label = label
    self.value = value
  }
}

/// One `key: value` entry of a dictionary literal.
public struct DictionaryEntry: Hashable, Sendable {
  /// The key.
  public var key: ConstantValue
  /// The value.
  public var value: ConstantValue

  /// Creates an entry.
  public init(key: ConstantValue, value: ConstantValue) {
    self.key = key
    self.value = value
  }
}

/// One top-level statement of a result-builder body, as the compiler's `Builder` members.
public indirect enum BuilderMember: Hashable, Sendable {
  /// `buildExpression`: an expression statement.
  case expression(ConstantValue)
  /// `buildEither`: `if`/`else` (an `else if` is a nested `either` in `otherwise`).
  case either(then: [BuilderMember], otherwise: [BuilderMember])
  /// `buildOptional`: `if` without `else`.
  case optional([BuilderMember])
  /// `buildLimitedAvailability`: `if #available(...)`, with the platforms and versions.
  case limitedAvailability(availability: [PlatformVersion], then: [BuilderMember], otherwise: [BuilderMember])
  /// `buildArray`: a `for` loop's body.
  case array([BuilderMember])
}

/// A platform and version from `#available` or `@available` (`iOS 17.0`).
public struct PlatformVersion: Hashable, Sendable {
  /// The platform as written (`iOS`, `macOS`, `*`).
  public var platform: String
  /// The version as written (`17.0`), empty for `*`.
  public var version: String

  /// Creates a platform version.
  public init(platform: String, version: String) {
    self.platform = platform
    self.version = version
  }
}
