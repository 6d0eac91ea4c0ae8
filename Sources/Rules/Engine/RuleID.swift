import Diagnostics

/// The identifier of every lint rule: the single source of truth for rule names.
///
/// Raw values are stable kebab-case names users write in configuration files, suppression
/// comments and baselines; they never change once published. Cases are sorted by raw value.
public enum RuleID: String, CaseIterable, Sendable, Comparable {
  /// An intent that does not open the app hands its work to JavaScript and reports success.
  case backgroundIntentDispatchesToJavaScript = "background-intent-dispatches-to-javascript"
  /// A `@Dependency` with no `AppDependencyManager` registration of its type, or one made too late.
  case dependencyNotRegistered = "dependency-not-registered"
  /// `@MainActor` on an intent type instead of on `perform()`.
  case mainActorOnIntentType = "main-actor-on-intent-type"
  /// An App Intents type without `@available(iOS 16.0, *)` below a 16.0 deployment target.
  case missingAvailabilityAnnotation = "missing-availability-annotation"
  /// `openAppWhenRun` and `supportedModes` disagree.
  case openAppWhenRunConflictsWithSupportedModes = "open-app-when-run-conflicts-with-supported-modes"
  /// `openAppWhenRun` with a deployment target of 26 or later.
  case openAppWhenRunDeprecated = "open-app-when-run-deprecated"
  /// A phrase without exactly one `\(.applicationName)`.
  case phraseMissingApplicationName = "phrase-missing-application-name"
  /// A returned `.result(...)` without the dialog or value `perform()` declares.
  case resultMissingDialogOrValue = "result-missing-dialog-or-value"
  /// A schema macro without iOS 18 availability.
  case schemaMacroAvailability = "schema-macro-availability"
  /// `static var` for a requirement that should be `static let`.
  case staticVarTitle = "static-var-title"
  /// `supportedModes` without iOS 26 availability.
  case supportedModesAvailability = "supported-modes-availability"
  /// More than 10 App Shortcuts.
  case tooManyAppShortcuts = "too-many-app-shortcuts"

  /// The id as a diagnostic id.
  public var diagnosticID: DiagnosticID { DiagnosticID(rawValue: rawValue) }

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
