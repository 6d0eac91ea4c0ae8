import BundleMapping
import Driver
import Evaluator
import Foundation
import Metadata
import Model
import Rules
import Source
import Syntax

/// The constant evaluator's promises on one input, and those of the stages that read its values
/// (the model, the lint rules and the bundle mapping).
///
/// The input is checked as a whole file and wrapped in each of `templates`, where it becomes the
/// values App Intents code declares (`static let title: LocalizedStringResource = <input>`,
/// a default argument, a builder body, a dictionary value...). For each resulting file:
/// - every pattern binding evaluates without a trap, twice to the same value, with every value's
///   range inside the file;
/// - the work of each evaluation stays within a step budget linear in the size of the
///   evaluated syntax: the name lookups it makes (`ConstantNameResolving` calls, a few per
///   step) are at most `lookupsPerStep` per step of the evaluator's budget;
/// - the in-memory `extract` stages (model, lint rules, mapping) finish, and the bundle encodes
///   to JSON that parses back.
///
/// Nothing here measures time: a hang is what libFuzzer's `-timeout` reports. The budget check
/// reports evaluations that grow faster than their syntax while they are still fast enough to
/// finish (the hangs kept under `Fixtures/FuzzRegressions/FuzzEvaluator` were such walks, grown
/// exponential).
public enum EvaluatorInvariants {
  /// Where the input goes in each checked file; `Self.placeholder` marks each place.
  public static let templates: [String] = [
    placeholder,
    """
    struct FuzzValues {
      static let x = \(placeholder)
      static let y: [String] = [\(placeholder)]
      static var z: Int { \(placeholder) }
    }

    """,
    """
    import AppIntents

    func fuzzDefaults(_ a: Int = \(placeholder), b: String = \(placeholder)) -> String { "" }

    struct FuzzIntent: AppIntent {
      static let title: LocalizedStringResource = \(placeholder)
      static let description = IntentDescription(\(placeholder))
      @Parameter(title: \(placeholder)) var value: String
      static var parameterSummary: some ParameterSummary { \(placeholder) }
      func perform() async throws -> some IntentResult { .result() }
    }

    enum FuzzEnum: String, AppEnum {
      case a
      static let typeDisplayRepresentation: TypeDisplayRepresentation = \(placeholder)
      static let caseDisplayRepresentations: [FuzzEnum: DisplayRepresentation] = [.a: \(placeholder)]
    }

    struct FuzzShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] { \(placeholder) }
    }

    """,
  ]

  /// The mark replaced by the input in `templates` (a control character no template needs).
  public static let placeholder = "\u{1}"

  /// How many name lookups one evaluator step may make (a call asks for the callee's type, its
  /// string-literal conformance, its parameters, a member and a result type; a type path
  /// resolves its base and itself).
  public static let lookupsPerStep = 16

  /// The evaluator's step budget for syntax of `length` bytes (`EvaluationBudget`: 1,024 plus
  /// four per byte).
  public static func stepBudget(length: Int) -> Int { 1024 + 4 * length }

  /// Checks `bytes` as a file and in every template; `label` names the input.
  public static func check(_ bytes: [UInt8], label: String) throws(InvariantViolation) {
    for (number, template) in templates.enumerated() {
      let file = SourceFile(path: "Fuzz\(number).swift", bytes: fill(template, with: bytes))
      let violation: InvariantViolation? = LargeStack.run {
        do throws(InvariantViolation) {
          try checkFile(file, label: "\(label) [template \(number)]")
          return nil
        } catch {
          return error
        }
      }
      if let violation { throw violation }
    }
  }

  /// `template` with every placeholder replaced by `bytes`.
  static func fill(_ template: String, with bytes: [UInt8]) -> [UInt8] {
    let mark = UInt8(ascii: "\u{1}")
    var result: [UInt8] = []
    for byte in template.utf8 {
      if byte == mark { result += bytes } else { result.append(byte) }
    }
    return result
  }

  private static func checkFile(_ file: SourceFile, label: String) throws(InvariantViolation) {
    let parsed = ParsedFile(file)
    let index = ModuleIndex(
      moduleName: "Fuzz", files: [parsed], ifConfig: IfConfigEvaluator(configuration: BuildConfiguration()))
    let resolver = CountingResolver(IndexNameResolver(index: index))
    let evaluator = ConstantEvaluator(resolver: resolver, ifConfig: index.ifConfig)
    for binding in parsed.tree.root.descendants(ofKind: .patternBinding) {
      let bindingLabel = "\(label) binding at \(binding.trimmedRange.start)"
      let before = resolver.lookups
      let value = evaluator.propertyValue(of: binding, builder: .none, context: EvaluationContext())
      let lookups = resolver.lookups - before
      let allowed = lookupsPerStep * stepBudget(length: binding.trimmedRange.length)
      guard lookups <= allowed else {
        throw InvariantViolation(bindingLabel, "\(lookups) name lookups, more than the budget's \(allowed)")
      }
      guard evaluator.propertyValue(of: binding, builder: .none, context: EvaluationContext()) == value else {
        throw InvariantViolation(bindingLabel, "two evaluations give different values")
      }
      try checkRanges(value, fileSize: file.bytes.count, label: bindingLabel)
    }
    let checks = [LintPipeline.moduleCheck(options: LintOptions(), enabledRules: nil)]
    let extraction = ExtractPipeline(checks: checks).extract(
      files: [parsed], moduleName: "Fuzz", configuration: BuildConfiguration(), mapping: MappingOptions())
    let encoded: Data
    do {
      encoded = try MetadataEncoding.encode(extraction.bundle.metadata, style: .canonical)
    } catch {
      throw InvariantViolation(label, "the bundle does not encode: \(error)")
    }
    guard (try? JSONSerialization.jsonObject(with: encoded)) != nil else {
      throw InvariantViolation(label, "the encoded bundle is not JSON")
    }
  }

  /// Every value inside `root` (itself included) has a range inside the file; walked with a
  /// work list, since values nest as deep as the evaluator follows.
  private static func checkRanges(_ root: ConstantValue, fileSize: Int, label: String) throws(InvariantViolation) {
    var pending = [root]
    while let value = pending.popLast() {
      let range = value.range
      guard range.start >= 0, range.start <= range.end, range.end <= fileSize else {
        throw InvariantViolation(label, "a \(value.kind.compilerName) value has the range \(range), outside the file")
      }
      pending += children(of: value)
    }
  }

  /// The values directly inside `value`.
  private static func children(of value: ConstantValue) -> [ConstantValue] {
    switch value.kind {
    case .interpolatedString(let elements), .array(let elements): return elements
    case .dictionary(let entries): return entries.flatMap { [$0.key, $0.value] }
    case .tuple(let arguments), .initCall(_, let arguments), .staticFunctionCall(_, _, let arguments),
      .functionCall(_, let arguments), .enumCase(_, let arguments?):
      return arguments.map(\.value)
    case .builder(_, let members): return builderValues(members)
    default: return []
    }
  }

  /// The expression values of a builder body, at any depth of `if`/`for`.
  private static func builderValues(_ members: [BuilderMember]) -> [ConstantValue] {
    var result: [ConstantValue] = []
    var pending = members
    while let member = pending.popLast() {
      switch member {
      case .expression(let value): result.append(value)
      case .either(let then, let otherwise), .limitedAvailability(_, let then, let otherwise):
        pending += then + otherwise
      case .optional(let body), .array(let body): pending += body
      }
    }
    return result
  }
}

/// A resolver that forwards to another and counts the lookups, to bound the evaluator's work.
///
/// Used by one evaluation at a time on one thread, as `EvaluatorInvariants` does.
final class CountingResolver: ConstantNameResolving, @unchecked Sendable {
  private let base: any ConstantNameResolving
  /// The lookups made so far.
  private(set) var lookups = 0

  init(_ base: any ConstantNameResolving) { self.base = base }

  func resolveType(_ spelled: String, from context: String?) -> String? {
    lookups += 1
    return base.resolveType(spelled, from: context)
  }

  func member(_ member: String, of qualifiedType: String) -> MemberDeclarationKind? {
    lookups += 1
    return base.member(member, of: qualifiedType)
  }

  func isExpressibleByStringLiteral(_ qualifiedType: String) -> Bool {
    lookups += 1
    return base.isExpressibleByStringLiteral(qualifiedType)
  }

  func functionParameters(_ name: String) -> [FunctionParameterInfo]? {
    lookups += 1
    return base.functionParameters(name)
  }

  func staticFunctionResultType(_ member: String, of qualifiedType: String) -> String? {
    lookups += 1
    return base.staticFunctionResultType(member, of: qualifiedType)
  }
}
