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
    // For ASCII text bytes are characters, read in place; texts whose lengths differ by more
    // than `limit` are far apart without a table (most pairs a suggestion compares).
    var left = lhs
    var right = rhs
    let ascii = left.withUTF8 { leftBytes in
      right.withUTF8 { rightBytes -> Int? in
        guard leftBytes.allSatisfy({ $0 < 0x80 }) && rightBytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        if abs(leftBytes.count - rightBytes.count) > limit { return limit + 1 }
        return editDistance(leftBytes, rightBytes, limit: limit)
      }
    }
    return ascii ?? editDistance(Array(lhs), Array(rhs), limit: limit)
  }

  /// Only the cells within `limit` of the diagonal are computed (any alignment of cost at most
  /// `limit` stays inside that band); a cell outside it counts as `limit + 1`. The bands move
  /// right row by row, so a row's cells past its band were never written (`far`); the one just
  /// before it was, three rows ago, and is set again.
  private static func editDistance<Text: RandomAccessCollection>(
    _ left: Text, _ right: Text, limit: Int
  ) -> Int where Text.Element: Equatable, Text.Index == Int {
    if abs(left.count - right.count) > limit || left.count > 200 || right.count > 200 { return limit + 1 }
    if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
    let far = limit + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (right.count + 2)) { rows in
      rows.initialize(repeating: far)
      return banded(left, right, limit: limit, rows: rows)
    }
  }

  /// The band's computation over three rows of `right.count + 2` cells each, all `limit + 1`.
  /// Both texts are indexed from 0 (arrays, and the buffers of `String.withUTF8`).
  private static func banded<Text: RandomAccessCollection>(
    _ left: Text, _ right: Text, limit: Int, rows: UnsafeMutableBufferPointer<Int>
  ) -> Int where Text.Element: Equatable, Text.Index == Int {
    let far = limit + 1
    let width = right.count + 2
    var beforePrevious = UnsafeMutableBufferPointer(rebasing: rows[0..<width])
    var previous = UnsafeMutableBufferPointer(rebasing: rows[width..<2 * width])
    var current = UnsafeMutableBufferPointer(rebasing: rows[2 * width..<3 * width])
    for j in 0...min(right.count, limit) { previous[j] = j }
    for i in 1...left.count {
      let low = max(1, i - limit)
      let high = min(right.count, i + limit)
      current[low - 1] = low == 1 ? min(i, far) : far
      var rowMinimum = current[low - 1]
      if low <= high {
        for j in low...high {
          let cost = left[i - 1] == right[j - 1] ? 0 : 1
          var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
            value = min(value, beforePrevious[j - 2] + 1)
          }
          value = min(value, far)
          current[j] = value
          rowMinimum = min(rowMinimum, value)
        }
      }
      if rowMinimum > limit { return far }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[right.count]
  }
}
