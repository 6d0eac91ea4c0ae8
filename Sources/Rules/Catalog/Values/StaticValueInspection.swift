import Evaluator
import Source

/// Decides whether a value Xcode reads at build time is one its metadata processor can use,
/// and words what was found instead, for the `non-constant-*` rules.
///
/// The words follow `RuntimeReason.description` ("a computed getter whose first statement is
/// not a 'return'", "an operator expression ('+')") and add the value kinds the compiler does
/// extract but the processor cannot use: calls, catalog members and references to other
/// constants.
enum StaticValueInspection {
  /// What was found, when `value` is not a string literal, an interpolated string literal or an
  /// initializer call, the only ways Apple accepts to write a `LocalizedStringResource`. An
  /// initializer call whose key (its first argument) is itself dynamic is reported too.
  static func localizedStringProblem(_ value: ConstantValue) -> (found: String, range: ByteRange)? {
    switch value.kind {
    case .rawLiteral(let literal):
      return literal.kind == .string ? nil : (describe(value), value.range)
    case .interpolatedString, .nilLiteral, .runtime(.missing), .runtime(.tooDeep):
      return nil
    case .initCall(_, let arguments):
      guard let key = arguments.first(where: { $0.label == nil || $0.label == "stringLiteral" }),
        let problem = localizedStringProblem(key.value)
      else { return nil }
      return ("an initializer whose text is \(problem.found)", problem.range)
    case .enumCase(let name, nil):
      // `LocalizedStringResource` has no cases: `.name` is a static member (a catalog entry).
      return ("the catalog member '.\(name)'", value.range)
    default:
      return (describe(value), value.range)
    }
  }

  /// What was found, when `value` is not a compile-time static value: a `Runtime` value, a free
  /// function call, or a static call or reference into a type of the module `moduleName`.
  /// Arrays, dictionary values and builder bodies are searched; call arguments are not (they
  /// are the callee's business). Not reported: a builder body hidden by a conformance in an
  /// extension (`builder-in-extension-conformance` reports it), and a missing expression or a
  /// value nested too deeply (malformed or pathological code says nothing about intent).
  static func staticValueProblem(
    _ value: ConstantValue, moduleName: String
  ) -> (found: String, range: ByteRange)? {
    switch value.kind {
    case .runtime(.builderNotVisible), .runtime(.missing), .runtime(.tooDeep):
      return nil
    case .runtime, .functionCall:
      return (describe(value), value.range)
    case .staticFunctionCall(let type, _, _), .memberReference(let type, _):
      return isModuleType(type, moduleName) ? (describe(value), value.range) : nil
    case .array(let elements):
      // Loops, not `lazy.compactMap(...).first`, which evaluates the found element twice and so
      // is exponential in the nesting of arrays.
      for element in elements {
        if let found = staticValueProblem(element, moduleName: moduleName) { return found }
      }
      return nil
    case .dictionary(let entries):
      for entry in entries {
        if let found = staticValueProblem(entry.value, moduleName: moduleName) { return found }
      }
      return nil
    case .builder(_, let members):
      return builderProblem(members, moduleName: moduleName)
    default:
      return nil
    }
  }

  private static func builderProblem(
    _ members: [BuilderMember], moduleName: String
  ) -> (found: String, range: ByteRange)? {
    for member in members {
      let found: (found: String, range: ByteRange)?
      switch member {
      case .expression(let value):
        found = staticValueProblem(value, moduleName: moduleName)
      case .either(let then, let otherwise), .limitedAvailability(_, let then, let otherwise):
        found = builderProblem(then + otherwise, moduleName: moduleName)
      case .optional(let then), .array(let then):
        found = builderProblem(then, moduleName: moduleName)
      }
      if let found { return found }
    }
    return nil
  }

  /// Whether `qualifiedType` (`Fixture.Strings`) is declared in the module.
  static func isModuleType(_ qualifiedType: String, _ moduleName: String) -> Bool {
    qualifiedType.hasPrefix(moduleName + ".")
  }

  /// A short phrase for what `value` is, for messages.
  static func describe(_ value: ConstantValue) -> String {
    switch value.kind {
    case .runtime(let reason):
      return reason.description
    case .functionCall(let name, _):
      return "a function call ('\(name)(...)')"
    case .staticFunctionCall(_, let member, _):
      // The compiler names the call by its result type, not by the type that declares it.
      return "a static function call ('\(member)(...)')"
    case .memberReference(let type, let member) where shortName(type) == "LocalizedStringResource":
      return "the catalog member '.\(member)'"
    case .memberReference(let type, let member):
      return "a reference to another constant ('\(shortName(type)).\(member)')"
    case .enumCase(let name, nil):
      return "the member '.\(name)'"
    case .enumCase(let name, _):
      return "a call of the member '.\(name)(...)'"
    case .rawLiteral(let literal):
      return "the \(literal.kind.rawValue) literal '\(literal.text)'"
    case .initCall(let type, _):
      return "an initializer call ('\(shortName(type))(...)')"
    default:
      return "a value of kind '\(value.kind.compilerName)'"
    }
  }

  /// `Fixture.Outer.Inner` → `Outer.Inner`; API types lose their module (`AppIntents.X` → `X`).
  static func shortName(_ qualifiedType: String) -> String {
    let parts = qualifiedType.split(separator: ".", maxSplits: 1).map(String.init)
    return parts.count == 2 ? parts[1] : qualifiedType
  }
}
