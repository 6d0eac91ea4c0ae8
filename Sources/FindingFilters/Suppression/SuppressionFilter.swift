import Diagnostics
import Source

/// Applies a file's suppression comments to its findings and reports the comments that are
/// wrong or useless.
///
/// Matching: a finding is suppressed when its rule id (or `all`) is named by a directive that
/// covers it. `disable-line` and `disable-next-line` cover lines (the finding's start line);
/// `disable` covers from the start of its comment's line up to the start of the matching
/// `enable` comment (or the end of the file); `disable-file` covers the file. A finding covered
/// by several directives counts as a use of each of them.
///
/// Warnings (severity warning, at the rule name in the comment):
/// - `unknown-rule-in-suppression` for a name that is neither a known rule nor `all`;
/// - `unused-suppression` for a known rule (or `all`) that suppressed nothing, and for an
///   `enable` that ends no region. Rules that did not run (`ruleIDsThatRan`) are not reported,
///   since their findings could not exist;
/// - `invalid-suppression` for `appintents:` followed by an unknown command word.
///
/// For the warnings to be right, pass every finding of the file, before any other filtering.
package struct SuppressionFilter: Sendable {
  /// The rule ids suppression comments may name.
  package var knownRuleIDs: Set<DiagnosticID>
  /// The rules that ran on this file; `nil` means all known rules did.
  package var ruleIDsThatRan: Set<DiagnosticID>?

  /// Creates a filter.
  package init(knownRuleIDs: Set<DiagnosticID>, ruleIDsThatRan: Set<DiagnosticID>? = nil) {
    self.knownRuleIDs = knownRuleIDs
    self.ruleIDsThatRan = ruleIDsThatRan
  }

  /// What applying the comments gave.
  package struct Outcome: Hashable, Sendable {
    /// The findings no comment suppresses, in input order.
    package var kept: [Diagnostic]
    /// The findings a comment suppresses, in input order.
    package var suppressed: [Diagnostic]
    /// Warnings about the comments, in report order.
    package var warnings: [Diagnostic]
  }

  /// Applies the suppression comments of `file` to `diagnostics`; findings about other paths
  /// are kept untouched. `lineTable` is built when not given.
  package func apply(_ diagnostics: [Diagnostic], in file: SourceFile, lineTable: LineTable? = nil) -> Outcome {
    let scan = SuppressionScanner.scan(file.bytes)
    if scan.directives.isEmpty && scan.malformed.isEmpty {
      return Outcome(kept: diagnostics, suppressed: [], warnings: [])
    }
    let lines = lineTable ?? LineTable(bytes: file.bytes)
    var matcher = SuppressionMatcher(directives: scan.directives, lineTable: lines)
    var kept: [Diagnostic] = []
    var suppressed: [Diagnostic] = []
    let ofFile = diagnostics.indices.filter { diagnostics[$0].path == file.path }
    let order = ofFile.sorted { diagnostics[$0].range.start < diagnostics[$1].range.start }
    var isSuppressed = [Bool](repeating: false, count: diagnostics.count)
    for index in order { isSuppressed[index] = matcher.suppresses(diagnostics[index]) }
    matcher.finish()
    for (index, diagnostic) in diagnostics.enumerated() {
      if isSuppressed[index] { suppressed.append(diagnostic) } else { kept.append(diagnostic) }
    }
    let warnings = self.warnings(scan: scan, usage: matcher, file: file, lineTable: lines)
    return Outcome(kept: kept, suppressed: suppressed, warnings: warnings.sorted(by: Diagnostic.reportOrder))
  }

  private func warnings(
    scan: SuppressionScanner.Result, usage: SuppressionMatcher, file: SourceFile, lineTable: LineTable
  ) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    func warn(_ id: DiagnosticID, _ message: String, _ range: ByteRange) {
      warnings.append(Diagnostic(id: id, severity: .warning, message: message, path: file.path, range: range))
    }
    for malformed in scan.malformed { warn(.invalidSuppression, malformed.message, malformed.range) }
    let known = knownRuleIDs.map(\.rawValue).sorted()
    for (directiveIndex, directive) in scan.directives.enumerated() {
      for (ruleIndex, rule) in directive.rules.enumerated() {
        let id = DiagnosticID(rawValue: rule.name)
        if !rule.isAll && !knownRuleIDs.contains(id) {
          warn(
            .unknownRuleInSuppression, SuppressionMessage.unknownRule(rule.name, suggestion: closest(rule.name, known)),
            rule.range)
          continue
        }
        guard !usage.isUsed(directive: directiveIndex, rule: ruleIndex) else { continue }
        if !rule.isAll, let ran = ruleIDsThatRan, !ran.contains(id) { continue }
        let targetLine = lineTable.location(of: directive.commentRange.end).line + 1
        warn(
          .unusedSuppression, SuppressionMessage.unused(directive.command, rule: rule, targetLine: targetLine),
          rule.range)
      }
    }
    return warnings
  }

  /// The known rule id closest to a misspelled `name` (at most two edits), if any.
  private func closest(_ name: String, _ known: [String]) -> String? {
    var best: (id: String, distance: Int)?
    for candidate in known {
      let distance = Self.editDistance(Array(name.utf8), Array(candidate.utf8), limit: 2)
      if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.id
  }

  /// Levenshtein distance over bytes, or `limit + 1` once it is known to exceed `limit`.
  private static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8], limit: Int) -> Int {
    if abs(lhs.count - rhs.count) > limit || lhs.count > 100 { return limit + 1 }
    if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) }
    var previous = Array(0...rhs.count)
    var current = previous
    for i in 1...lhs.count {
      current[0] = i
      for j in 1...rhs.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1))
      }
      if current.min() ?? 0 > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }
}
