import Diagnostics

/// The identifier of every lint rule: the single source of truth for rule names.
///
/// Raw values are stable kebab-case names users write in configuration files, suppression
/// comments and baselines; they never change once published. Cases are sorted by raw value.
public enum RuleID: String, CaseIterable, Sendable, Comparable {
  /// A phrase without exactly one `\(.applicationName)`.
  case phraseMissingApplicationName = "phrase-missing-application-name"
  /// More than 10 App Shortcuts.
  case tooManyAppShortcuts = "too-many-app-shortcuts"

  /// The id as a diagnostic id.
  public var diagnosticID: DiagnosticID { DiagnosticID(rawValue: rawValue) }

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
