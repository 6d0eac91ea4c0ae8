import Evaluator
import Model

/// Words for what a value is, for messages that say what was found where Xcode expected
/// something it can read.
enum ValueDescription {
  /// `a reference to 'pinPhrases'`, `a call to 'makePhrases(...)'`, or the runtime reason.
  static func describe(_ value: ConstantValue) -> String {
    switch value.kind {
    case .runtime(let reason): return reason.description
    case .memberReference(let base, let member):
      return base.isEmpty ? "a reference to '\(member)'" : "a reference to '\(shortName(base)).\(member)'"
    case .staticFunctionCall(let type, let member, _): return "a call to '\(shortName(type)).\(member)(...)'"
    case .functionCall(let name, _): return "a call to '\(name)(...)'"
    case .initCall(let type, _): return "an initializer call '\(shortName(type))(...)'"
    case .enumCase(let name, _): return "the enum case '.\(name)'"
    case .array: return "an array"
    case .dictionary: return "a dictionary"
    case .keyPath: return "a key path"
    case .builder: return "a result-builder body"
    case .rawLiteral(let literal): return "the literal '\(literal.text)'"
    default: return "a value of kind \(value.kind.compilerName)"
    }
  }

  /// The last component of a qualified type name (`Music.PlayIntent` → `PlayIntent`).
  static func shortName(_ qualified: String) -> String {
    TypeNames.path(of: qualified).last ?? qualified
  }
}
