import Diagnostics

/// What the configuration file says about one rule under `rules`.
///
/// `"off"` turns the rule off; `"info"`, `"warning"` and `"error"` turn it on with that
/// severity; the object form `{"severity": ..., "enabled": ...}` sets either or both, and an
/// object without `enabled` turns the rule on (naming a rule means wanting it).
package struct RuleSetting: Hashable, Sendable {
  /// Whether the rule runs.
  package var isEnabled: Bool
  /// The severity it reports with; `nil` keeps the rule's default.
  package var severity: Severity?

  /// Creates a setting.
  package init(isEnabled: Bool, severity: Severity? = nil) {
    self.isEnabled = isEnabled
    self.severity = severity
  }

  /// The words accepted as the string form, in the order messages list them.
  package static let words = ["off", "info", "warning", "error"]

  /// The setting a string form names, or `nil` for any other word.
  package init?(word: String) {
    if word == "off" {
      self.init(isEnabled: false)
    } else if let severity = Severity(rawValue: word) {
      self.init(isEnabled: true, severity: severity)
    } else {
      return nil
    }
  }
}
