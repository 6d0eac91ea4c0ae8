import Diagnostics

/// The identifier of every lint rule: the single source of truth for rule names.
///
/// Raw values are stable kebab-case names users write in configuration files, suppression
/// comments and baselines; they never change once published. Cases are sorted by raw value.
public enum RuleID: String, CaseIterable, Sendable, Comparable {
  /// An `AppEnum` whose cases are not declared in the scanned sources.
  case appEnumCasesNotVisible = "app-enum-cases-not-visible"
  /// An `AppShortcut` with no phrase the extraction can read.
  case appShortcutWithoutPhrases = "app-shortcut-without-phrases"
  /// An intent that does not open the app hands its work to JavaScript and reports success.
  case backgroundIntentDispatchesToJavaScript = "background-intent-dispatches-to-javascript"
  /// A result-builder requirement whose conformance is declared in an extension, which Xcode cannot read.
  case builderInExtensionConformance = "builder-in-extension-conformance"
  /// `caseDisplayRepresentations` missing some of the enum's cases.
  case caseDisplayRepresentationsNotExhaustive = "case-display-representations-not-exhaustive"
  /// A widget or control configuration parameter that is neither optional nor defaulted.
  case configurationParameterNotOptional = "configuration-parameter-not-optional"
  /// A `@Dependency` with no `AppDependencyManager` registration of its type, or one made too late.
  case dependencyNotRegistered = "dependency-not-registered"
  /// The same phrase used more than once.
  case duplicatePhrase = "duplicate-phrase"
  /// Two intents, entities, queries or enums with the same short name.
  case duplicateTypeIdentifier = "duplicate-type-identifier"
  /// An `AppShortcut` whose `shortTitle` is empty.
  case emptyShortTitle = "empty-short-title"
  /// An `AppShortcutsProvider` with no App Shortcuts.
  case emptyShortcutsProvider = "empty-shortcuts-provider"
  /// An `AppShortcut` whose `systemImageName` is empty.
  case emptySystemImageName = "empty-system-image-name"
  /// An entity without a resolvable `defaultQuery`.
  case entityWithoutDefaultQuery = "entity-without-default-query"
  /// A type whose App Intents members a macro generates, reported as not extracted.
  case macroGeneratedNotExtracted = "macro-generated-not-extracted"
  /// `@MainActor` on an intent type instead of on `perform()`.
  case mainActorOnIntentType = "main-actor-on-intent-type"
  /// An App Intents type without `@available(iOS 16.0, *)` below a 16.0 deployment target.
  case missingAvailabilityAnnotation = "missing-availability-annotation"
  /// More than one `AppShortcutsProvider` in the module.
  case multipleShortcutsProviders = "multiple-shortcuts-providers"
  /// A title or description that is not a string literal or initializer call.
  case nonConstantLocalizedString = "non-constant-localized-string"
  /// A property Xcode reads at build time whose value is not a compile-time constant.
  case nonConstantProperty = "non-constant-property"
  /// A `typeDisplayRepresentation` that is not a literal or initializer call.
  case nonConstantTypeDisplayRepresentation = "non-constant-type-display-representation"
  /// `openAppWhenRun` and `supportedModes` disagree.
  case openAppWhenRunConflictsWithSupportedModes = "open-app-when-run-conflicts-with-supported-modes"
  /// `openAppWhenRun` with a deployment target of 26 or later.
  case openAppWhenRunDeprecated = "open-app-when-run-deprecated"
  /// An `OpenIntent` without a `target` parameter.
  case openIntentWithoutTarget = "open-intent-without-target"
  /// A parameter summary naming a parameter the intent does not declare.
  case parameterSummaryUnknownParameter = "parameter-summary-unknown-parameter"
  /// A phrase without exactly one `\(.applicationName)`.
  case phraseMissingApplicationName = "phrase-missing-application-name"
  /// A phrase with more than one parameter.
  case phraseMultipleParameters = "phrase-multiple-parameters"
  /// A phrase parameter that is not an `AppEntity` or `AppEnum`.
  case phraseParameterNotEntityOrEnum = "phrase-parameter-not-entity-or-enum"
  /// A phrase naming a parameter the intent does not declare.
  case phraseUnknownParameter = "phrase-unknown-parameter"
  /// A query whose entity type is not an `AppEntity`.
  case queryEntityNotEntity = "query-entity-not-entity"
  /// A returned `.result(...)` without the dialog or value `perform()` declares.
  case resultMissingDialogOrValue = "result-missing-dialog-or-value"
  /// A schema macro without iOS 18 availability.
  case schemaMacroAvailability = "schema-macro-availability"
  /// An App Shortcut for an intent of higher availability outside `if #available`.
  case shortcutIntentAvailability = "shortcut-intent-availability"
  /// An `AppShortcut` whose intent type is not in the scanned sources.
  case shortcutIntentNotFound = "shortcut-intent-not-found"
  /// `static var` for a requirement that should be `static let`.
  case staticVarTitle = "static-var-title"
  /// `supportedModes` without iOS 26 availability.
  case supportedModesAvailability = "supported-modes-availability"
  /// A `TargetContentProvidingIntent` whose `target` is not an entity or enum.
  case targetContentNotEntityOrEnum = "target-content-not-entity-or-enum"
  /// More than 10 App Shortcuts.
  case tooManyAppShortcuts = "too-many-app-shortcuts"
  /// More than 1,000 phrases after expanding enum cases.
  case tooManyPhrases = "too-many-phrases"
  /// An intent no shortcut, query or package refers to.
  case unreachableIntent = "unreachable-intent"

  /// The id as a diagnostic id.
  public var diagnosticID: DiagnosticID { DiagnosticID(rawValue: rawValue) }

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
