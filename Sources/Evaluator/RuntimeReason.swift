/// Why an expression is not a compile-time constant. Diagnostics use the description to say
/// what was found and rules use the case to decide what to suggest.
public enum RuntimeReason: Hashable, Sendable, CustomStringConvertible {
  /// A computed getter whose first statement is not a `return` or a single expression.
  case computedGetter
  /// A stored property with no initializer.
  case noInitializer
  /// An operator expression: `"a" + "b"`, `!flag`, `a ?? b`, a ternary.
  case operatorExpression(String)
  /// A reference to a global or another declaration that is not a sibling static.
  case reference(String)
  /// A reference to `self` or an instance member.
  case instanceReference
  /// A bare name of a static inside a getter, which the compiler reads as `self.name`.
  case implicitSelfReference(String)
  /// A closure or a closure call.
  case closure
  /// `try`, `try?`, `await`.
  case effect(String)
  /// An `if` or `switch` expression.
  case controlFlow
  /// A macro expansion such as `#fileID`.
  case macro(String)
  /// A key path with optional chaining (it crashes the Swift 6.3 const-value extraction).
  case optionalChainingKeyPath
  /// A result-builder body in a property whose builder the extraction does not see (the
  /// conformance is declared in an extension).
  case builderNotVisible
  /// An interpolation with more than one argument (`\(value, format: .number)`).
  case interpolationWithArguments
  /// A value nested deeper than the evaluator follows, or past the step budget of one
  /// evaluation (`EvaluationBudget`).
  case tooDeep
  /// A missing expression in malformed source.
  case missing
  /// Any other expression, named by its syntax kind.
  case unsupported(String)

  public var description: String {
    switch self {
    case .computedGetter: return "a computed getter whose first statement is not a 'return'"
    case .noInitializer: return "a stored property without an initial value"
    case .operatorExpression(let text): return "an operator expression ('\(text)')"
    case .reference(let name): return "a reference to '\(name)', which is not a static member of this type"
    case .instanceReference: return "a reference to an instance member"
    case .implicitSelfReference(let name):
      return "a reference to '\(name)' inside a getter (read as 'self.\(name)'; write the value itself)"
    case .closure: return "a closure"
    case .effect(let word): return "a '\(word)' expression"
    case .controlFlow: return "an 'if' or 'switch' expression"
    case .macro(let name): return "the macro '#\(name)'"
    case .optionalChainingKeyPath: return "a key path with optional chaining"
    case .builderNotVisible: return "a result-builder body whose conformance is declared in an extension"
    case .interpolationWithArguments: return "an interpolation with more than one argument"
    case .tooDeep: return "a value nested too deeply"
    case .missing: return "a missing expression"
    case .unsupported(let kind): return "an expression the compiler cannot evaluate (\(kind))"
    }
  }
}
