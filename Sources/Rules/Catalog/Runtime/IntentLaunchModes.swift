import Evaluator
import Model

/// What an intent's `openAppWhenRun` and `supportedModes` say about opening the app, read from
/// their compile-time values. Anything that is not a literal or a plain `IntentModes` member is
/// `unknown`, and rules then stay silent.
struct IntentLaunchModes {
  /// The value of `openAppWhenRun`.
  enum OpenApp: Equatable {
    /// The intent does not declare it (the default is `false`).
    case notSet
    /// A `true` or `false` literal.
    case literal(Bool)
    /// Anything else.
    case unknown
  }

  /// The modes a `supportedModes` value lists.
  struct Modes: Equatable {
    /// `.background`.
    var background = false
    /// `.foreground`, `.foreground(.immediate)` or `.foreground(.deferred)`: the app comes forward.
    var foreground = false
    /// `.foreground(.dynamic)`: the intent decides at run time.
    var dynamic = false

    /// Whether the value lists `.background` and nothing else.
    var isBackgroundOnly: Bool { background && !foreground && !dynamic }
    /// Whether the value lists only modes that always bring the app forward.
    var isForegroundOnly: Bool { foreground && !background && !dynamic }
  }

  /// `openAppWhenRun`.
  var openApp: OpenApp
  /// `supportedModes`: `nil` when not declared, `.some(nil)` when declared but not readable.
  var modes: Modes??

  /// Reads the intent's two properties (only `static` ones: an instance property of the same name
  /// is not the requirement).
  init(_ intent: IntentModel, in context: RuleContext) {
    let openAppWhenRun = MemberSyntax.staticProperty(intent.openAppWhenRun, of: intent.type, in: context)
    switch openAppWhenRun?.value.constant.kind {
    case nil: openApp = .notSet
    case .rawLiteral(let literal)? where literal.kind == .boolean: openApp = .literal(literal.text == "true")
    default: openApp = .unknown
    }
    modes = MemberSyntax.staticProperty(intent.supportedModes, of: intent.type, in: context).map {
      Self.modes(of: $0.value.constant)
    }
  }

  /// The modes listed by an `IntentModes` value, or `nil` when the value is not a plain list of
  /// known members.
  static func modes(of value: ConstantValue) -> Modes? {
    var result = Modes()
    let elements: [ConstantValue]
    if case .array(let list) = value.kind { elements = list } else { elements = [value] }
    guard !elements.isEmpty else { return nil }
    for element in elements {
      switch member(element) {
      case ("background", nil)?: result.background = true
      case ("foreground", nil)?, ("foreground", "immediate")?, ("foreground", "deferred")?: result.foreground = true
      case ("foreground", "dynamic")?: result.dynamic = true
      default: return nil
      }
    }
    return result
  }

  /// `("foreground", "dynamic")` for `.foreground(.dynamic)`, `("background", nil)` for
  /// `.background` or `IntentModes.background`.
  private static func member(_ value: ConstantValue) -> (name: String, argument: String?)? {
    switch value.kind {
    case .memberReference(let base, let member)
    where base.isEmpty || base.hasSuffix("IntentModes") || base.hasSuffix("ForegroundMode"):
      return (member, nil)
    case .enumCase(let name, nil):
      return (name, nil)
    case .enumCase(let name, let arguments?):
      guard arguments.count == 1, let argument = member(arguments[0].value), argument.argument == nil else {
        return nil
      }
      return (name, argument.name)
    case .staticFunctionCall(let type, let name, let arguments) where type.isEmpty || type.hasSuffix("IntentModes"):
      guard arguments.count == 1, let argument = member(arguments[0].value), argument.argument == nil else {
        return nil
      }
      return (name, argument.name)
    default:
      return nil
    }
  }
}
