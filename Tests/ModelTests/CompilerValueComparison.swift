import Evaluator
import Model
import TestSupport

/// Compares a value the compiler reported with ours, listing every disagreement.
///
/// Where the comparison is lenient it is because the compiler knows something only type
/// checking or the SDK can tell, documented in `docs/const-values.md`:
/// - type names compare by their last component without generic arguments (the stub's module
///   names differ from Apple's; `Int("3")!` is `Optional<Int>` to the compiler);
/// - call arguments the source did not write are the callee's defaults, listed by the compiler
///   and not by us, so ours must be an in-order subsequence of the compiler's (matched by label);
/// - builder branches: the compiler's empty placeholder elements are skipped;
/// - a trailing closure matches the compiler's next closure-typed argument, whatever its label;
/// - an implicit `.init(...)` whose type only type inference knows has type `""` in our value
///   and matches any type (counted in `lenientInitCalls`).
struct CompilerValueComparison {
  var mismatches: [String] = []
  var lenientInitCalls = 0

  static func typeKey(_ name: String) -> String {
    var text = name
    if text.hasPrefix("Swift.Optional<"), text.hasSuffix(">") { text = String(text.dropFirst(15).dropLast()) }
    var depth = 0
    var stripped = ""
    for character in text {
      if character == "<" {
        depth += 1
      } else if character == ">" {
        depth -= 1
      } else if depth == 0 {
        stripped.append(character)
      }
    }
    return stripped.split(separator: ".").last.map(String.init) ?? stripped
  }

  mutating func compare(_ compiler: ConstValue, _ ours: ConstantValue, at path: String) {
    func fail(_ message: String) { mismatches.append("\(path): \(message)") }
    switch (compiler, ours.kind) {
    case (.runtime, .runtime):
      return
    case (.runtime, _):
      fail("compiler says Runtime, ours \(ours.kind.compilerName)")
    case (_, .runtime(let reason)):
      fail("compiler says \(compiler.kindName), ours Runtime (\(reason))")
    case (.rawLiteral(let text), .rawLiteral(let literal)):
      if text != literal.text { fail("literal \(text.debugDescription) vs ours \(literal.text.debugDescription)") }
    case (.nilLiteral, .nilLiteral):
      return
    case (.array(let elements), .array(let ourElements)):
      guard elements.count == ourElements.count else {
        return fail("array of \(elements.count) vs ours \(ourElements.count)")
      }
      for (index, pair) in zip(elements, ourElements).enumerated() { compare(pair.0, pair.1, at: "\(path)[\(index)]") }
    case (.dictionary(let entries), .dictionary(let ourEntries)):
      guard entries.count == ourEntries.count else {
        return fail("dictionary of \(entries.count) vs ours \(ourEntries.count)")
      }
      for (index, pair) in zip(entries, ourEntries).enumerated() {
        compare(pair.0.key, pair.1.key, at: "\(path)[\(index)].key")
        compare(pair.0.value, pair.1.value, at: "\(path)[\(index)].value")
      }
    case (.tuple(let elements), .tuple(let ourElements)):
      guard elements.count == ourElements.count else {
        return fail("tuple of \(elements.count) vs ours \(ourElements.count)")
      }
      for (index, pair) in zip(elements, ourElements).enumerated() {
        compare(pair.0.value, pair.1.value, at: "\(path).\(index)")
      }
    case (.initCall(let type, let arguments), .initCall(let ourType, let ourArguments)):
      if ourType.isEmpty {
        lenientInitCalls += 1
      } else if Self.typeKey(type) != Self.typeKey(ourType) {
        fail("InitCall of \(type) vs ours \(ourType)")
      }
      compareArguments(arguments, ourArguments, at: path)
    case (
      .staticFunctionCall(let type, let member, let arguments),
      .staticFunctionCall(let ourType, let ourMember, let ourArguments)
    ):
      if Self.typeKey(type) != Self.typeKey(ourType) || member != ourMember {
        fail("StaticFunctionCall \(type).\(member) vs ours \(ourType).\(ourMember)")
      }
      compareArguments(arguments, ourArguments, at: path)
    case (.functionCall(let name, let arguments), .functionCall(let ourName, let ourArguments)):
      if name != ourName { fail("FunctionCall \(name) vs ours \(ourName)") }
      compareArguments(arguments, ourArguments, at: path)
    case (.enumCase(let name, let arguments), .enumCase(let ourName, let ourArguments)):
      if name != ourName { fail("Enum \(name) vs ours \(ourName)") }
      compareArguments(arguments ?? [], ourArguments ?? [], at: path)
    case (.memberReference(let base, let member), .memberReference(let ourBase, let ourMember)):
      if Self.typeKey(base) != Self.typeKey(ourBase) || member != ourMember {
        fail("MemberReference \(base).\(member) vs ours \(ourBase).\(ourMember)")
      }
    case (.type(let name, _), .type(let ourName)):
      if Self.typeKey(name) != Self.typeKey(ourName) { fail("Type \(name) vs ours \(ourName)") }
    case (.keyPath(let keyPath), .keyPath(_, let components)):
      if keyPath.path != components.joined(separator: ".") {
        fail("KeyPath \(keyPath.path) vs ours \(components.joined(separator: "."))")
      }
    case (.interpolatedString(let segments), .interpolatedString(let ourSegments)):
      guard segments.count == ourSegments.count else {
        return fail("interpolation of \(segments.count) segments vs ours \(ourSegments.count)")
      }
      for (index, pair) in zip(segments, ourSegments).enumerated() {
        compare(pair.0, pair.1, at: "\(path).segment\(index)")
      }
    case (.builder(let builder), .builder(let ourType, let members)):
      if !builder.type.isEmpty, Self.typeKey(builder.type) != Self.typeKey(ourType ?? "") {
        fail("Builder \(builder.type) vs ours \(ourType ?? "none")")
      }
      compareBuilder(builder.members, members, at: path)
    default:
      fail("compiler says \(compiler.kindName), ours \(ours.kind.compilerName)")
    }
  }

  private mutating func compareArguments(_ compiler: [ConstArgument], _ ours: [Argument], at path: String) {
    var next = 0
    for argument in ours {
      let label = argument.label ?? ""
      // A trailing closure has no label in the source; the compiler names it after the
      // callee's parameter, which only the callee's declaration knows.
      var isTrailingClosure = false
      if label.isEmpty {
        switch argument.value.kind {
        case .builder, .runtime(.closure): isTrailingClosure = true
        default: break
        }
      }
      let match: (ConstArgument) -> Bool = { isTrailingClosure ? $0.type.contains("->") : $0.label == label }
      guard let found = compiler[next...].firstIndex(where: match) else {
        mismatches.append("\(path): our argument '\(label)' is not among the compiler's \(compiler.map(\.label))")
        return
      }
      compare(compiler[found].value, argument.value, at: "\(path)(\(label):)")
      next = found + 1
    }
  }

  private mutating func compareBuilder(_ compiler: [ConstBuilderMember], _ ours: [BuilderMember], at path: String) {
    guard compiler.count == ours.count else {
      return mismatches.append("\(path): builder with \(compiler.count) members vs ours \(ours.count)")
    }
    for (index, pair) in zip(compiler, ours).enumerated() {
      let memberPath = "\(path).member\(index)"
      switch (pair.0.kind, pair.1) {
      case (.buildExpression, .expression(let value)):
        if let element = pair.0.element { compare(element, value, at: memberPath) }
      case (.buildEither, .either(let then, let otherwise)):
        compareBranch(pair.0.ifElements, then, at: memberPath + ".if")
        compareBranch(pair.0.elseElements, otherwise, at: memberPath + ".else")
      case (.buildOptional, .optional(let then)):
        compareBranch(pair.0.ifElements, then, at: memberPath + ".if")
      case (.buildLimitedAvailability, .limitedAvailability(_, let then, let otherwise)):
        compareBranch(pair.0.ifElements, then, at: memberPath + ".if")
        compareBranch(pair.0.elseElements, otherwise, at: memberPath + ".else")
      case (.buildArray, .array(let elements)):
        compareBranch(pair.0.elements, elements, at: memberPath)
      default:
        mismatches.append("\(memberPath): builder member \(pair.0.kind) vs ours \(pair.1)")
      }
    }
  }

  private mutating func compareBranch(_ compiler: [ConstValue?]?, _ ours: [BuilderMember], at path: String) {
    let values = (compiler ?? []).compactMap { $0 }
    let ourValues = ours.compactMap { member -> ConstantValue? in
      if case .expression(let value) = member { return value }
      return nil
    }
    guard values.count == ourValues.count else {
      return mismatches.append("\(path): branch with \(values.count) values vs ours \(ourValues.count)")
    }
    for (index, pair) in zip(values, ourValues).enumerated() { compare(pair.0, pair.1, at: "\(path)[\(index)]") }
  }
}
