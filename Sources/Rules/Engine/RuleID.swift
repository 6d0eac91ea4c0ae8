import Diagnostics

/// The identifier of every lint rule: the single source of truth for rule names.
///
/// Raw values are stable kebab-case names users write in configuration files, suppression
/// comments and baselines; they never change once published. Cases are sorted by raw value.
public enum RuleID: String, CaseIterable, Sendable, Comparable {
  /// An `AppShortcut` with no phrase the extraction can read.
  case appShortcutWithoutPhrases = "app-shortcut-without-phrases"
  /// A result-builder requirement whose conformance is declared in an extension, which Xcode cannot read.
  case builderInExtensionConformance = "builder-in-extension-conformance"
  /// The same phrase used more than once.
  case duplicatePhrase = "duplicate-phrase"
  /// An `AppShortcut` whose `shortTitle` is empty.
  case emptyShortTitle = "empty-short-title"
  /// An `AppShortcutsProvider` with no App Shortcuts.
  case emptyShortcutsProvider = "empty-shortcuts-provider"
  /// An `AppShortcut` whose `systemImageName` is empty.
  case emptySystemImageName = "empty-system-image-name"
  /// More than one `AppShortcutsProvider` in the module.
  case multipleShortcutsProviders = "multiple-shortcuts-providers"
  /// A phrase without exactly one `\(.applicationName)`.
  case phraseMissingApplicationName = "phrase-missing-application-name"
  /// A phrase with more than one parameter.
  case phraseMultipleParameters = "phrase-multiple-parameters"
  /// A phrase parameter that is not an `AppEntity` or `AppEnum`.
  case phraseParameterNotEntityOrEnum = "phrase-parameter-not-entity-or-enum"
  /// A phrase naming a parameter the intent does not declare.
  case phraseUnknownParameter = "phrase-unknown-parameter"
  /// An App Shortcut for an intent of higher availability outside `if #available`.
  case shortcutIntentAvailability = "shortcut-intent-availability"
  /// An `AppShortcut` whose intent type is not in the scanned sources.
  case shortcutIntentNotFound = "shortcut-intent-not-found"
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
