import Evaluator

/// The parts of Apple's App Intents API and of the standard library that the model needs to
/// know by name (the SDK is not available where this tool runs).
public enum AppIntentsAPI {
  /// Type names declared by the App Intents framework (and `LocalizedStringResource`).
  public static let typeNames: Set<String> = [
    "AppShortcut", "AppShortcutPhrase", "NegativeAppShortcutPhrase", "AppShortcutsBuilder", "LocalizedStringResource",
    "IntentDescription", "IntentDialog", "TypeDisplayRepresentation", "DisplayRepresentation", "IntentParameter",
    "EntityProperty", "ShortcutTileColor", "IntentAuthenticationPolicy", "IntentModes", "InputConnectionBehavior",
    "IntentItem", "IntentItemCollection", "IntentItemSection", "IntentFile", "IntentPerson", "IntentCurrencyAmount",
    "IntentPaymentMethod", "ParameterSummary", "Summary", "When", "Switch", "Case", "DefaultCase",
    "ParameterSummaryBuilder", "NegativeAppShortcutPhrasesBuilder", "AppDependencyManager", "IntentResult",
    "ProvidesDialog", "ReturnsValue", "OpensIntent", "ShowsSnippetView", "ShowsSnippetIntent", "EntityQueryComparator",
    "EntityQuerySort", "QueryProperties", "QueryProperty", "SortableBy", "EntityQueryProperties",
    "EntityQuerySortableByProperty", "IntentSystemContext", "DynamicOptionsProvider", "AppIntentsPackage",
    "AppShortcutsProvider", "AppEntity", "AppEnum", "AppIntent", "EntityQuery", "URLRepresentableEntity",
    "QueryProperties", "SortingOptions", "UTType", "StringSearchScope", "ParameterPresentation",
    "AppShortcutOptionsCollection", "UniqueAppEntityProvider",
  ]

  /// Standard library types, qualified as `Swift.X`.
  public static let swiftTypeNames: Set<String> = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
    "Float", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Never", "Void", "Substring",
  ]

  /// Members of API types the model must classify without the SDK: `.background` and
  /// `.foreground` are static properties of `IntentModes` (and `.foreground(.dynamic)` a static
  /// function); unlisted members of unlisted types are taken for enum cases.
  public static let members: [String: [String: MemberDeclarationKind]] = [
    "IntentModes": ["foreground": .staticProperty, "background": .staticProperty]
  ]

  /// API types whose implicit members are all static properties (`UTType.pdf`,
  /// `StringSearchScope.general`), not enum cases. Types named `Unit...` are too.
  public static let staticMemberTypes: Set<String> = ["UTType", "StringSearchScope", "Locale", "TimeZone", "Calendar"]

  /// API names that are typealiases of other API types, as the compiler reports them
  /// (`Summary("...")` is an `IntentParameterSummary`).
  public static let typeAliases: [String: String] = [
    "Summary": "IntentParameterSummary", "When": "ParameterSummaryWhenCondition",
    "Switch": "ParameterSummarySwitchCondition", "Case": "ParameterSummaryCaseCondition",
    "DefaultCase": "ParameterSummaryDefaultCaseCondition", "Property": "QueryProperty",
    "SortableBy": "EntityQuerySortableByProperty",
  ]

  /// The types of App Intents requirements, for evaluating a property written without a type
  /// annotation (`static let title = "X"` is a `LocalizedStringResource`).
  public static let requirementTypes: [String: String] = [
    "title": "LocalizedStringResource", "description": "IntentDescription", "openAppWhenRun": "Bool",
    "supportedModes": "IntentModes", "isDiscoverable": "Bool", "authenticationPolicy": "IntentAuthenticationPolicy",
    "typeDisplayRepresentation": "TypeDisplayRepresentation", "shortcutTileColor": "ShortcutTileColor",
    "searchScopes": "[StringSearchScope]", "appShortcuts": "[AppShortcut]",
  ]

  /// The types of `@Parameter` arguments whose implicit members need a type to classify.
  public static let parameterArgumentTypes: [String: String] = [
    "supportedContentTypes": "[UTType]", "defaultUnit": "Unit",
  ]

  /// Primitive parameter types App Intents supports, by name.
  public static let primitiveTypes: Set<String> = [
    "String", "Int", "Double", "Float", "Bool", "Date", "DateComponents", "URL", "Decimal", "IntentFile",
    "IntentPerson", "IntentCurrencyAmount", "IntentPaymentMethod", "Measurement", "PlacemarkCLPlacemark",
    "CLPlacemark", "AttributedString", "Duration", "Color", "CGColor", "UUID",
  ]
}
