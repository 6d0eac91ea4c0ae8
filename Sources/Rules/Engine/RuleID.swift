import Diagnostics

/// The identifier of every lint rule: the single source of truth for rule names.
///
/// Raw values are stable kebab-case names users write in configuration files, suppression
/// comments and baselines; they never change once published. Cases are sorted by raw value.
public enum RuleID: String, CaseIterable, Sendable, Comparable {
  /// An `AppEnum` whose cases are not declared in the scanned sources.
  case appEnumCasesNotVisible = "app-enum-cases-not-visible"
  /// `caseDisplayRepresentations` missing some of the enum's cases.
  case caseDisplayRepresentationsNotExhaustive = "case-display-representations-not-exhaustive"
  /// A widget or control configuration parameter that is neither optional nor defaulted.
  case configurationParameterNotOptional = "configuration-parameter-not-optional"
  /// Two intents, entities, queries or enums with the same short name.
  case duplicateTypeIdentifier = "duplicate-type-identifier"
  /// An entity without a resolvable `defaultQuery`.
  case entityWithoutDefaultQuery = "entity-without-default-query"
  /// A type whose App Intents members a macro generates, reported as not extracted.
  case macroGeneratedNotExtracted = "macro-generated-not-extracted"
  /// A title or description that is not a string literal or initializer call.
  case nonConstantLocalizedString = "non-constant-localized-string"
  /// A property Xcode reads at build time whose value is not a compile-time constant.
  case nonConstantProperty = "non-constant-property"
  /// A `typeDisplayRepresentation` that is not a literal or initializer call.
  case nonConstantTypeDisplayRepresentation = "non-constant-type-display-representation"
  /// An `OpenIntent` without a `target` parameter.
  case openIntentWithoutTarget = "open-intent-without-target"
  /// A parameter summary naming a parameter the intent does not declare.
  case parameterSummaryUnknownParameter = "parameter-summary-unknown-parameter"
  /// A phrase without exactly one `\(.applicationName)`.
  case phraseMissingApplicationName = "phrase-missing-application-name"
  /// A query whose entity type is not an `AppEntity`.
  case queryEntityNotEntity = "query-entity-not-entity"
  /// A `TargetContentProvidingIntent` whose `target` is not an entity or enum.
  case targetContentNotEntityOrEnum = "target-content-not-entity-or-enum"
  /// More than 10 App Shortcuts.
  case tooManyAppShortcuts = "too-many-app-shortcuts"

  /// The id as a diagnostic id.
  public var diagnosticID: DiagnosticID { DiagnosticID(rawValue: rawValue) }

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
