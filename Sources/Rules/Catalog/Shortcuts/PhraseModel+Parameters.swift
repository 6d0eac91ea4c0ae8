import Evaluator
import Model

extension PhraseModel {
  /// The parameter interpolations of the phrase (`\(\.$dish)`), in order: the parameter's name
  /// and the key path's value, whose range points at it in the source.
  var parameterInterpolations: [(name: String, value: ConstantValue)] {
    guard case .interpolatedString(let segments) = value.constant.kind else { return [] }
    return segments.compactMap { segment in
      guard case .keyPath(_, let components) = segment.kind, components.count == 1, components[0].hasPrefix("$")
      else { return nil }
      return (String(components[0].dropFirst()), segment)
    }
  }

  /// Whether the phrase is a string literal Xcode's extraction reads (plain or interpolated).
  var isStringLiteral: Bool {
    switch value.constant.kind {
    case .rawLiteral(let literal): return literal.kind == .string
    case .interpolatedString: return true
    default: return false
    }
  }
}
