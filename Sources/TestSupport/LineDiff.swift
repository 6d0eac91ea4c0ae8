/// A small line diff for test failure messages: the changed lines with a little context.
public enum LineDiff {
  /// Renders the differences between two texts as `-`/`+` lines with two lines of context.
  /// Long inputs are trimmed to the region around the first and last difference.
  public static func render(expected: String, actual: String, context: Int = 2, maximumLines: Int = 80) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    var lines: [String] = []
    for index in max(0, prefix - context)..<prefix { lines.append("  \(old[index])") }
    for line in middleDiff(oldMiddle, newMiddle) { lines.append(line) }
    for index in (old.count - suffix)..<min(old.count, old.count - suffix + context) { lines.append("  \(old[index])") }
    let header = "@@ line \(prefix + 1) @@"
    if lines.count > maximumLines {
      lines = Array(lines.prefix(maximumLines)) + ["... (\(lines.count - maximumLines) more lines)"]
    }
    return ([header] + lines).joined(separator: "\n")
  }

  /// The changed middle part as a longest-common-subsequence diff (small inputs) or as all
  /// removals followed by all additions (large inputs).
  private static func middleDiff(_ old: [String], _ new: [String]) -> [String] {
    guard old.count * new.count <= 250_000 else {
      return old.map { "- \($0)" } + new.map { "+ \($0)" }
    }
    var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count && j < new.count && old[i] == new[j] {
        lines.append("  \(old[i])")
        i += 1
        j += 1
      } else if j < new.count && (i == old.count || table[i][j + 1] >= table[i + 1][j]) {
        lines.append("+ \(new[j])")
        j += 1
      } else {
        lines.append("- \(old[i])")
        i += 1
      }
    }
    return lines
  }
}
