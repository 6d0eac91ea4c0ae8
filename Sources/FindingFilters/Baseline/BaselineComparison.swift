/// The findings of a run measured against a baseline.
package struct BaselineComparison<Finding> {
  /// Findings the baseline does not hold: the ones to report, in input order.
  package var new: [Finding]
  /// Findings the baseline holds: hidden, in input order.
  package var baselined: [Finding]
  /// Baseline entries no longer found (or found fewer times), with `count` the shortfall,
  /// sorted; `--report-stale-baseline` lists them.
  package var stale: [Baseline.Entry]
}

extension Baseline {
  /// Splits `findings` into new and baselined ones, and lists stale entries.
  ///
  /// When the baseline holds `n` findings for a key and the run has `m`, the first `min(n, m)`
  /// in input order are baselined and the rest are new; pass findings in report order so the
  /// choice is stable. `key` gives each finding's key (see `BaselineKey.init(diagnostic:...)`).
  package func compare<Finding>(_ findings: [Finding], key: (Finding) -> BaselineKey) -> BaselineComparison<Finding> {
    var remaining: [BaselineKey: Int] = [:]
    for entry in entries { remaining[entry.key] = entry.count }
    var comparison = BaselineComparison<Finding>(new: [], baselined: [], stale: [])
    for finding in findings {
      let findingKey = key(finding)
      if let left = remaining[findingKey], left > 0 {
        remaining[findingKey] = left - 1
        comparison.baselined.append(finding)
      } else {
        comparison.new.append(finding)
      }
    }
    comparison.stale = remaining.compactMap { $0.value > 0 ? Entry(key: $0.key, count: $0.value) : nil }.sorted()
    return comparison
  }
}
