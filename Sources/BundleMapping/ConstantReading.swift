import Evaluator
import Metadata
import Model

/// The outcome of reading one source value for the bundle.
enum Reading<Value> {
  /// The value, ready to write.
  case value(Value)
  /// The source is not a compile-time constant (or not a form Xcode accepts for the property);
  /// the text says what was found, e.g. "a call to 'localizedTitle(…)'".
  case notConstant(String)
  /// A constant of a form Xcode rejects for the property, with Xcode's requirement
  /// ("'LocalizedStringResource' must be initialized with …") and what was found.
  case rejected(requirement: String, found: String)
  /// A constant whose encoding in the bundle is unknown; the text says why.
  case unsupported(String)

  /// The value, if there is one.
  var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }

  /// Why there is no value, worded for a diagnostic's "because" part; `nil` for a value.
  var failureReason: String? {
    switch self {
    case .value: return nil
    case .notConstant(let found): return "it is not a compile-time constant (\(found))"
    case .rejected(let requirement, let found): return "\(requirement), found \(found)"
    case .unsupported(let reason): return reason
    }
  }

  /// The same failure for another value type, or `transform` of the value.
  func map<Other>(_ transform: (Value) -> Reading<Other>) -> Reading<Other> {
    switch self {
    case .value(let value): return transform(value)
    case .notConstant(let found): return .notConstant(found)
    case .rejected(let requirement, let found): return .rejected(requirement: requirement, found: found)
    case .unsupported(let reason): return .unsupported(reason)
    }
  }
}

/// Reading the evaluator's values: literals, enum cases, call arguments, and a description of a
/// value for diagnostics.
extension ConstantValue {
  /// The last component of a type name as the evaluator writes it (`AppIntents.DisplayRepresentation.Image`
  /// gives `Image`; `""` for an implicit `.init`).
  static func simpleName(_ type: String) -> String {
    TypeNames.path(of: type).last ?? ""
  }

  /// The arguments of a call, or `nil` for other values.
  var callArguments: [Argument]? {
    switch kind {
    case .initCall(_, let arguments), .staticFunctionCall(_, _, let arguments), .functionCall(_, let arguments):
      return arguments
    default:
      return nil
    }
  }

  /// The value of the argument labelled `label` (`nil` label: the first unlabelled one).
  func argument(_ label: String?) -> ConstantValue? {
    callArguments?.first { $0.label == label }?.value
  }

  /// `true`/`false` for a Boolean literal.
  var boolValue: Bool? {
    guard case .rawLiteral(let literal) = kind, literal.kind == .boolean else { return nil }
    return literal.text == "true"
  }

  /// The value of a decimal integer literal.
  var intValue: Int? {
    guard case .rawLiteral(let literal) = kind, literal.kind == .integer else { return nil }
    return Int(literal.text)
  }

  /// The name of an enum case or static member: `.fiction`, `Genre.fiction`, `.foreground(…)`.
  var memberName: String? {
    switch kind {
    case .enumCase(let name, _): return name
    case .memberReference(_, let member): return member
    case .staticFunctionCall(_, let member, _): return member
    default: return nil
    }
  }

  /// How a diagnostic names this value: "a call to 'localizedTitle(…)'", a runtime reason, ….
  var foundDescription: String {
    switch kind {
    case .runtime(let reason): return reason.description
    case .memberReference(let base, let member):
      return "a reference to '\(ConstantValue.simpleName(base)).\(member)'"
    case .staticFunctionCall(let type, let member, _):
      return "a call to '\(ConstantValue.simpleName(type)).\(member)(…)'"
    case .functionCall(let name, _): return "a call to '\(name)(…)'"
    case .initCall(let type, _): return "a call to '\(ConstantValue.simpleName(type).isEmpty ? "init" : type)(…)'"
    case .enumCase(let name, _): return "'.\(name)'"
    case .rawLiteral(let literal):
      return literal.kind == .string
        ? "the string literal \"\(literal.text)\"" : "the \(literal.kind) literal '\(literal.text)'"
    case .nilLiteral: return "'nil'"
    case .array: return "an array literal"
    case .dictionary: return "a dictionary literal"
    case .keyPath(_, let components): return "the key path '\\.\(components.joined(separator: "."))'"
    default: return "a value of kind \(kind.compilerName)"
    }
  }

  /// The first `Runtime` value inside this one (itself included), depth first.
  ///
  /// Plain loops, not `lazy.compactMap(...).first`: on a collection that evaluates the
  /// closure twice for the element it finds (once for `startIndex`, once for the subscript),
  /// which made this walk exponential in the depth of the value (a 40-deep array hung
  /// `extract`; `Fixtures/FuzzRegressions/FuzzEvaluator`).
  var firstRuntime: ConstantValue? {
    switch kind {
    case .runtime: return self
    case .interpolatedString(let elements), .array(let elements):
      for element in elements { if let found = element.firstRuntime { return found } }
    case .dictionary(let entries):
      for entry in entries { if let found = entry.key.firstRuntime ?? entry.value.firstRuntime { return found } }
    case .tuple(let arguments), .initCall(_, let arguments), .staticFunctionCall(_, _, let arguments),
      .functionCall(_, let arguments), .enumCase(_, let arguments?):
      for argument in arguments { if let found = argument.value.firstRuntime { return found } }
    default:
      break
    }
    return nil
  }
}

/// Localized strings, display representations and the other composite values the bundle holds.
enum ValueReader {
  /// A `LocalizedStringResource` (or `LocalizedStringKey`): a plain or interpolated string
  /// literal, or a `LocalizedStringResource("KEY", defaultValue:, table:)` call. Anything else is
  /// what Xcode rejects with "'LocalizedStringResource' must be initialized with a call to its
  /// initializer or a string literal".
  static func localizedString(_ value: ConstantValue) -> Reading<LocalizedStringMetadata> {
    if let key = stringKey(value) { return .value(LocalizedStringMetadata(key: key)) }
    guard case .initCall(let type, let arguments) = value.kind,
      ["", "LocalizedStringResource", "LocalizedStringKey", "String"].contains(ConstantValue.simpleName(type))
    else { return rejected(value, requirement: localizedStringRequirement) }
    let keyArgument = arguments.first { $0.label == nil || $0.label == "stringLiteral" }?.value
    guard let keyArgument, let key = stringKey(keyArgument) else {
      return .notConstant((keyArgument?.firstRuntime ?? keyArgument ?? value).foundDescription)
    }
    var result = LocalizedStringMetadata(key: key)
    if let table = value.argument("table") {
      guard let name = table.stringLiteral else { return .notConstant(table.foundDescription) }
      result.table = name
    }
    if let defaultValue = value.argument("defaultValue") {
      guard let text = stringKey(defaultValue) else { return .notConstant(defaultValue.foundDescription) }
      result.defaultValue = text
    }
    return .value(result)
  }

  /// Xcode's wording for a localized string that is neither a literal nor an initializer call.
  static let localizedStringRequirement =
    "'LocalizedStringResource' must be initialized with a call to its initializer or a string literal"

  /// `.notConstant` for a `Runtime` value, `.rejected` with `requirement` for any other.
  static func rejected<Value>(_ value: ConstantValue, requirement: String) -> Reading<Value> {
    if let runtime = value.firstRuntime { return .notConstant(runtime.foundDescription) }
    return .rejected(requirement: requirement, found: value.foundDescription)
  }

  /// The key of a string literal: its text, or for an interpolated literal the text with each
  /// interpolation written as a format specifier (`%lld` for an integer literal, `%lf` for a
  /// floating-point one, `%@` otherwise), as Xcode's string extraction keys them. [I]
  static func stringKey(_ value: ConstantValue) -> String? {
    switch value.kind {
    case .rawLiteral(let literal) where literal.kind == .string:
      return literal.text
    case .interpolatedString(let segments):
      var key = ""
      for (index, segment) in segments.enumerated() {
        if index.isMultiple(of: 2), case .rawLiteral(let literal) = segment.kind, literal.kind == .string {
          key += literal.text.replacingOccurrences(of: "%", with: "%%")
          continue
        }
        if case .rawLiteral(let literal) = segment.kind {
          key += literal.kind == .integer ? "%lld" : literal.kind == .float ? "%lf" : "%@"
        } else {
          key += "%@"
        }
      }
      return key
    default:
      return nil
    }
  }

  /// A plain string literal (such as `systemImageName:`).
  static func plainString(_ value: ConstantValue) -> Reading<String> {
    if let text = value.stringLiteral { return .value(text) }
    return rejected(value, requirement: "a string literal is required")
  }

  /// `static var typeDisplayRepresentation`: a string literal or `TypeDisplayRepresentation(name:
  /// numericFormat:)`; the name becomes `displayTypeName`. `numericFormat` is not written (its
  /// shape in the bundle was never seen).
  static func typeDisplayName(_ value: ConstantValue) -> Reading<LocalizedStringMetadata> {
    if stringKey(value) != nil { return localizedString(value) }
    guard case .initCall(let type, _) = value.kind,
      ["", "TypeDisplayRepresentation"].contains(ConstantValue.simpleName(type)),
      let name = value.argument("name") ?? value.argument(nil) ?? value.argument("stringLiteral")
    else {
      return rejected(
        value, requirement: "'TypeDisplayRepresentation' must be initialized with a call to its initializer")
    }
    return localizedString(name)
  }

  /// One `DisplayRepresentation`: a string literal (the title) or
  /// `DisplayRepresentation(title:subtitle:image:synonyms:)`. `omitted` collects the parts left
  /// out, with the reason (an image that is not a system symbol).
  static func displayRepresentation(
    _ value: ConstantValue, omitted: inout [(part: String, reason: String)]
  ) -> Reading<DisplayRepresentationMetadata> {
    if stringKey(value) != nil {
      return localizedString(value).map { .value(DisplayRepresentationMetadata(title: $0)) }
    }
    guard case .initCall(let type, _) = value.kind,
      ["", "DisplayRepresentation"].contains(ConstantValue.simpleName(type)),
      let titleValue = value.argument("title") ?? value.argument("stringLiteral") ?? value.argument(nil)
    else { return .notConstant(value.foundDescription) }
    guard let title = localizedString(titleValue).value else {
      return .notConstant((titleValue.firstRuntime ?? titleValue).foundDescription)
    }
    var result = DisplayRepresentationMetadata(title: title)
    if let subtitle = value.argument("subtitle"), subtitle.kind != .nilLiteral {
      guard let text = localizedString(subtitle).value else { return .notConstant(subtitle.foundDescription) }
      result.subtitle = text
    }
    if let synonyms = value.argument("synonyms"), synonyms.kind != .nilLiteral {
      guard case .array(let elements) = synonyms.kind else { return .notConstant(synonyms.foundDescription) }
      var list: [LocalizedStringMetadata] = []
      for element in elements {
        guard let text = localizedString(element).value else { return .notConstant(element.foundDescription) }
        list.append(text)
      }
      result.synonyms = list
    }
    if let image = value.argument("image"), image.kind != .nilLiteral {
      if let symbol = systemImageName(image) {
        result.image = .systemImageName(symbol)
        result.imageV2 = .systemImageName(symbol)
      } else {
        omitted.append(("image", "only system symbols ('init(systemName:)') have a known form"))
      }
    }
    return .value(result)
  }

  /// The symbol of `DisplayRepresentation.Image(systemName: "…")` / `.init(systemName:)`.
  static func systemImageName(_ value: ConstantValue) -> String? {
    guard case .initCall(let type, _) = value.kind, ["", "Image"].contains(ConstantValue.simpleName(type)) else {
      return nil
    }
    return value.argument("systemName")?.stringLiteral
  }
}
