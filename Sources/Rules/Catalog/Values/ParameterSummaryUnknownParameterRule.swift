import Diagnostics
import Evaluator
import Model
import Source

/// A parameter summary that names a parameter the intent does not declare.
///
/// `Summary("Send \(\.$message)")`, `When(\.$x, ...)`, `Switch(\.$x)` and the parameter key
/// paths listed in a summary's body must name `@Parameter` properties of the intent. The rule
/// walks the evaluated `parameterSummary` (builder bodies, calls, interpolations) and reports
/// each `\.$name` key path whose name is not one of the intent's parameters. Class intents
/// (whose parameters may be inherited) and macro-generated intents are not judged.
struct ParameterSummaryUnknownParameterRule: IntentRule {
  static let descriptor = RuleDescriptor(
    id: .parameterSummaryUnknownParameter, defaultSeverity: .error,
    summary: "A parameter summary naming a parameter the intent does not declare.", origin: .beyondXcode,
    explanation: """
      A parameter summary (`static var parameterSummary`) is the sentence Shortcuts shows for an action, \
      with the intent's parameters filled in: every `\\.$name` key path in `Summary(...)`, `When(...)`, \
      `Switch(...)` and in a summary's body must name an `@Parameter` of the same intent. A renamed or \
      removed parameter leaves a summary pointing at nothing; the compiler rejects it only when it type-checks \
      the whole intent, on a Mac, and Xcode's metadata processor does not check it. This rule finds it from \
      the sources alone, and lists the parameters the intent does declare.
      """,
    triggeringExample: """
      struct SendMessageIntent: AppIntent {
        @Parameter(title: "Message") var message: String
        static var parameterSummary: some ParameterSummary {
          Summary("Send \\(\\.$text)")
        }
      }
      """,
    fixedExample: """
      struct SendMessageIntent: AppIntent {
        @Parameter(title: "Message") var message: String
        static var parameterSummary: some ParameterSummary {
          Summary("Send \\(\\.$message)")
        }
      }
      """)

  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic] {
    guard intent.type.kind != .class, intent.type.schema == nil, let summary = intent.parameterSummary else {
      return []
    }
    let declared = Set(intent.parameters.map(\.name))
    var keyPaths: [(name: String, range: ByteRange)] = []
    Self.collectKeyPaths(summary.value.constant, intent: intent.type, into: &keyPaths, depth: 0)
    return keyPaths.filter { !declared.contains($0.name) }.map { keyPath in
      Diagnostic(
        id: Self.descriptor.id.diagnosticID, severity: Self.descriptor.defaultSeverity,
        message: Self.message(keyPath.name, intent: intent.type.name, declared: intent.parameters.map(\.name)),
        path: summary.location.file, range: keyPath.range)
    }
  }

  /// Adds the parameter names of the `\.$name` key paths in `value` (rooted at the intent or
  /// unrooted), in source order.
  static func collectKeyPaths(
    _ value: ConstantValue, intent: TypeIdentity, into keyPaths: inout [(name: String, range: ByteRange)], depth: Int
  ) {
    guard depth < ConstantEvaluator.maximumDepth else { return }
    func walk(_ value: ConstantValue) { collectKeyPaths(value, intent: intent, into: &keyPaths, depth: depth + 1) }
    switch value.kind {
    case .keyPath(let root, let components):
      guard root == nil || root == intent.qualifiedName || root == intent.name, components.count == 1,
        let first = components.first, first.hasPrefix("$")
      else { return }
      keyPaths.append((String(first.dropFirst()), value.range))
    case .interpolatedString(let elements), .array(let elements):
      elements.forEach(walk)
    case .initCall(_, let arguments), .staticFunctionCall(_, _, let arguments), .functionCall(_, let arguments),
      .tuple(let arguments):
      arguments.forEach { walk($0.value) }
    case .enumCase(_, let arguments):
      arguments?.forEach { walk($0.value) }
    case .dictionary(let entries):
      entries.forEach {
        walk($0.key)
        walk($0.value)
      }
    case .builder(_, let members):
      members.forEach { walkMember($0, walk) }
    default:
      break
    }
  }

  private static func walkMember(_ member: BuilderMember, _ walk: (ConstantValue) -> Void) {
    switch member {
    case .expression(let value):
      walk(value)
    case .either(let then, let otherwise), .limitedAvailability(_, let then, let otherwise):
      (then + otherwise).forEach { walkMember($0, walk) }
    case .optional(let then), .array(let then):
      then.forEach { walkMember($0, walk) }
    }
  }

  /// What is wrong and which parameters the intent has.
  static func message(_ name: String, intent: String, declared: [String]) -> String {
    let known =
      declared.isEmpty
      ? "it declares no parameters"
      : "its parameters are "
        + declared.map { "'\($0)'" }
        .joined(separator: ", ")
    return "The parameter summary names '\\.$\(name)', but '\(intent)' declares no parameter '\(name)' (\(known))"
  }
}
