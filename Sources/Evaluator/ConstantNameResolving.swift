import Syntax

/// What the evaluator needs to know about names it cannot see in the expression itself.
///
/// The semantic model implements this from its cross-file index, so the evaluator depends on
/// syntax only and the model on the evaluator, never the reverse.
public protocol ConstantNameResolving: Sendable {
  /// The qualified name (`Module.Outer.Inner`, `AppIntents.IntentDescription`) of the type
  /// spelled `spelled`, looked up from inside `context` (a qualified type name), or `nil` when
  /// `spelled` names no type the resolver knows.
  func resolveType(_ spelled: String, from context: String?) -> String?

  /// How `member` is declared in the type `qualifiedType`, or `nil` when unknown.
  func member(_ member: String, of qualifiedType: String) -> MemberDeclarationKind?

  /// Whether `qualifiedType` can be written as a string literal, so that `T("text")` is the
  /// literal itself (as the compiler reports it).
  func isExpressibleByStringLiteral(_ qualifiedType: String) -> Bool

  /// The parameters of the free function `name` declared in the module, with default values,
  /// or `nil` when the function is not declared in the module.
  func functionParameters(_ name: String) -> [FunctionParameterInfo]?

  /// The qualified result type of the static function `member` of `qualifiedType`, when the
  /// resolver knows it (the compiler reports a `StaticFunctionCall` under its result type).
  func staticFunctionResultType(_ member: String, of qualifiedType: String) -> String?
}

extension ConstantNameResolving {
  /// By default the result type is unknown.
  public func staticFunctionResultType(_ member: String, of qualifiedType: String) -> String? { nil }
}

/// How a member of a type is declared.
public enum MemberDeclarationKind: Hashable, Sendable {
  /// `case name` or `case name(payload)`.
  case enumCase(hasPayload: Bool)
  /// `static let`/`static var` (or `class var`).
  case staticProperty
  /// `static func`.
  case staticFunction
  /// An instance property.
  case instanceProperty
}

/// A parameter of a module function, for filling in defaulted arguments.
public struct FunctionParameterInfo: Sendable, Hashable {
  /// The argument label (`nil` for `_`).
  public var label: String?
  /// The default value's expression, if the parameter has one.
  public var defaultValue: SyntaxNode?

  /// Creates parameter information.
  public init(label: String?, defaultValue: SyntaxNode?) {
    self.label = label
    self.defaultValue = defaultValue
  }
}

/// A resolver that knows nothing: every capitalized name is taken as a type, as spelled.
public struct SpelledNameResolver: ConstantNameResolving {
  /// Creates the resolver.
  public init() {}

  public func resolveType(_ spelled: String, from context: String?) -> String? {
    guard let first = spelled.unicodeScalars.first, first.properties.isUppercase else { return nil }
    return spelled
  }

  public func member(_ member: String, of qualifiedType: String) -> MemberDeclarationKind? { nil }

  public func isExpressibleByStringLiteral(_ qualifiedType: String) -> Bool {
    KnownAppIntentsTypes.stringLiteralTypes.contains(qualifiedType.split(separator: ".").last.map(String.init) ?? "")
  }

  public func functionParameters(_ name: String) -> [FunctionParameterInfo]? { nil }
}

/// Facts about Apple's App Intents API that the evaluator needs without the SDK.
public enum KnownAppIntentsTypes {
  /// Types of the App Intents API (and Foundation) that conform to
  /// `ExpressibleByStringLiteral`, so that `T("text")` is the literal itself.
  public static let stringLiteralTypes: Set<String> = [
    "LocalizedStringResource", "IntentDescription", "IntentDialog", "AppShortcutPhrase", "NegativeAppShortcutPhrase",
    "DisplayRepresentation", "TypeDisplayRepresentation", "LocalizedStringKey", "String", "LocalizationValue",
    "Substring", "Character",
  ]

  /// Builder types Apple attaches to protocol requirements, by property name.
  public static let requirementBuilders: [String: String] = [
    "appShortcuts": "AppIntents.AppShortcutsBuilder",
    "parameterSummary": "AppIntents.ParameterSummaryBuilder<Self>",
    "negativePhrases": "AppIntents.NegativeAppShortcutPhrasesBuilder",
  ]

  /// Result-builder attributes users write on properties.
  public static let builderAttributes: [String: String] = [
    "AppShortcutsBuilder": "AppIntents.AppShortcutsBuilder",
    "ParameterSummaryBuilder": "AppIntents.ParameterSummaryBuilder<Self>",
    "NegativeAppShortcutPhrasesBuilder": "AppIntents.NegativeAppShortcutPhrasesBuilder",
  ]

  /// Calls whose trailing closures are result-builder bodies (`Summary("...") { \.$a }`,
  /// `When(...) { } otherwise: { }`, `Switch`/`Case`/`DefaultCase`, `QueryProperties { }`,
  /// `Property(\.$x) { }`, `SortingOptions { }`).
  public static let builderClosureCallees: Set<String> = [
    "Summary", "When", "Switch", "Case", "DefaultCase", "QueryProperties", "Property", "SortingOptions",
  ]

  /// Argument labels whose closures are result-builder bodies wherever they appear.
  public static let builderClosureLabels: Set<String> = ["optionsCollections"]
}
