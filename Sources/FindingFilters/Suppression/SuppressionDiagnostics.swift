import Diagnostics

/// The ids of the warnings suppression comments themselves produce.
extension DiagnosticID {
  /// A suppression that suppresses nothing: no finding of its rules where it applies, or an
  /// `enable` that follows no `disable`.
  package static let unusedSuppression: DiagnosticID = "unused-suppression"
  /// A suppression that names a rule id that does not exist.
  package static let unknownRuleInSuppression: DiagnosticID = "unknown-rule-in-suppression"
  /// A comment that starts with `appintents:` and a word that is not a suppression command.
  package static let invalidSuppression: DiagnosticID = "invalid-suppression"
}

/// The wording of the suppression warnings.
enum SuppressionMessage {
  static func unused(
    _ command: SuppressionDirective.Command, rule: SuppressionDirective.RuleReference, targetLine: Int
  )
    -> String
  {
    let what = rule.isAll ? "no finding" : "no '\(rule.name)' finding"
    switch command {
    case .disableNextLine: return "unused suppression: \(what) on line \(targetLine)"
    case .disableLine: return "unused suppression: \(what) on this line"
    case .disable: return "unused suppression: \(what) in the disabled region"
    case .disableFile: return "unused suppression: \(what) in this file"
    case .enable:
      let name = rule.isAll ? "" : " \(rule.name)"
      return "unused suppression: 'appintents:enable\(name)' does not end a disabled region"
    }
  }

  static func unknownRule(_ name: String, suggestion: String?) -> String {
    let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    return "unknown rule '\(name)' in suppression comment\(hint)"
  }
}
