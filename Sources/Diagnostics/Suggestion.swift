/// "Did you mean ...?" for misspelled keys, rule ids and values.
package enum Suggestion {
  /// The candidate `word` most likely misspells, if any. In order: a candidate equal to `word`
  /// ignoring case; the closest candidate by edit distance (a transposition counts as one edit)
  /// within 1 edit for words up to 4 characters, 2 up to 8, else a quarter of the length; a
  /// candidate that starts with `word` when `word` has at least 3 characters (`warn`).
  /// Ties go to the candidate listed first.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
    let limit = word.count <= 4 ? 1 : word.count <= 8 ? 2 : word.count / 4
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased(), limit: limit)
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    if let best { return best.candidate }
    guard word.count >= 3 else { return nil }
    return candidates.first { $0.lowercased().hasPrefix(lowered) }
  }

  /// ` (did you mean 'x'?)` for the closest candidate, or the empty string.
  package static func didYouMean(_ word: String, in candidates: [String]) -> String {
    guard let candidate = closest(to: word, in: candidates) else { return "" }
    return " (did you mean '\(candidate)'?)"
  }

  /// The optimal-string-alignment distance between `lhs` and `rhs` over characters
  /// (insertions, deletions, substitutions and swaps of neighbours), or `limit + 1` as soon as
  /// it is known to exceed `limit`. Inputs longer than 200 characters are never close.
  package static func editDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
    // For ASCII text bytes are characters, and far cheaper to make.
    if lhs.utf8.allSatisfy({ $0 < 0x80 }) && rhs.utf8.allSatisfy({ $0 < 0x80 }) {
      return editDistance(Array(lhs.utf8), Array(rhs.utf8), limit: limit)
    }
    return editDistance(Array(lhs), Array(rhs), limit: limit)
  }

  private static func editDistance<Element: Equatable>(_ left: [Element], _ right: [Element], limit: Int) -> Int {
    if abs(left.count - right.count) > limit || left.count > 200 || right.count > 200 { return limit + 1 }
    if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
    var beforePrevious = [Int](repeating: 0, count: right.count + 1)
    var previous = Array(0...right.count)
    var current = previous
    for i in 1...left.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[right.count]
  }
}
