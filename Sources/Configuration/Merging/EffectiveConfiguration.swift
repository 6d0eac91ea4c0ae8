import Diagnostics

/// The configuration in force after merging defaults, the file and the command line.
///
/// Every rule of the catalogue has an entry in `rules`. `origins` records, for every top-level
/// key and for every rule (`rules.<id>`), where its value came from.
package struct EffectiveConfiguration: Hashable, Sendable {
  /// One rule's effective state.
  package struct Rule: Hashable, Sendable {
    /// Whether the rule runs.
    package var isEnabled: Bool
    /// The catalogue's default severity.
    package var defaultSeverity: Severity
    /// The severity the file or the command line set, if any.
    package var configuredSeverity: Severity?

    /// Creates a rule state.
    package init(isEnabled: Bool, defaultSeverity: Severity, configuredSeverity: Severity? = nil) {
      self.isEnabled = isEnabled
      self.defaultSeverity = defaultSeverity
      self.configuredSeverity = configuredSeverity
    }

    /// The severity the rule reports with (before `strict`).
    package var severity: Severity { configuredSeverity ?? defaultSeverity }
  }

  /// The absolute path of the configuration file used, or `nil` when there was none.
  package var configurationFile: String?
  /// Every catalogue rule's state.
  package var rules: [DiagnosticID: Rule]
  /// Whether warnings become errors.
  package var strict: Bool
  /// Which files are analysed.
  package var paths: PathFilter
  /// The module name, if given.
  package var moduleName: String?
  /// The platform, if given.
  package var platform: Platform?
  /// The deployment target, if given.
  package var deploymentTarget: VersionNumber?
  /// The `#if` names that are true, sorted, without duplicates.
  package var defines: [String]
  /// The absolute path of the baseline file, if any.
  package var baseline: String?
  /// The reporter name.
  package var reporter: String
  /// The bundle identifier, if given.
  package var bundleIdentifier: String?
  /// The Xcode version, if given.
  package var xcodeVersion: VersionNumber?
  /// Where each value came from, by key (`strict`, `rules.some-rule`, ...).
  package var origins: [String: ValueOrigin]

  /// Whether the rule `id` runs; ids outside the catalogue (lexer and parser problems) always do.
  package func isEnabled(_ id: DiagnosticID) -> Bool { rules[id]?.isEnabled ?? true }

  /// The severity a finding of `id` found at `severity` is reported with: the configured
  /// severity if the configuration set one, then `strict` (warning becomes error); `nil` when
  /// the rule is off.
  package func reportedSeverity(of id: DiagnosticID, foundAt severity: Severity) -> Severity? {
    var result = severity
    if let rule = rules[id] {
      guard rule.isEnabled else { return nil }
      result = rule.configuredSeverity ?? severity
    }
    return strict && result == .warning ? .error : result
  }

  /// `diagnostics` without those of disabled rules and with configured severities and
  /// `strict` applied, in the same order.
  package func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.compactMap { diagnostic in
      guard let severity = reportedSeverity(of: diagnostic.id, foundAt: diagnostic.severity) else { return nil }
      var adjusted = diagnostic
      adjusted.severity = severity
      return adjusted
    }
  }
}
