import Diagnostics
import Testing

/// `Suggestion.editDistance` computes only a band around the diagonal; these tests hold it to
/// the whole optimal-string-alignment table.
@Suite struct EditDistanceTests {
  /// The optimal-string-alignment distance from the whole table, without a limit.
  private static func fullDistance(_ left: [Character], _ right: [Character]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
    for i in 0...left.count { table[i][0] = i }
    for j in 0...right.count { table[0][j] = j }
    guard !left.isEmpty, !right.isEmpty else { return table[left.count][right.count] }
    for i in 1...left.count {
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[left.count][right.count]
  }

  /// A deterministic pseudo-random generator (xorshift), so that a failure repeats.
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }
  }

  /// A word over a small alphabet, so that pairs are often close, from a random base word with
  /// a few random edits (inserts, deletes, substitutions, swaps).
  private static func pair(_ generator: inout Generator, alphabet: [Character]) -> (String, String) {
    let base = (0..<generator.next(12)).map { _ in alphabet[generator.next(alphabet.count)] }
    var edited = base
    for _ in 0..<generator.next(5) {
      let position = edited.isEmpty ? 0 : generator.next(edited.count)
      switch generator.next(4) {
      case 0: edited.insert(alphabet[generator.next(alphabet.count)], at: position)
      case 1 where !edited.isEmpty: edited.remove(at: position)
      case 2 where !edited.isEmpty: edited[position] = alphabet[generator.next(alphabet.count)]
      case 3 where edited.count > 1 && position + 1 < edited.count: edited.swapAt(position, position + 1)
      default: break
      }
    }
    return (String(base), String(edited))
  }

  @Test(arguments: [["a", "b", "c"], ["a", "b", "é", "🙂"]] as [[Character]])
  func theBandGivesTheWholeTablesDistanceUpToTheLimit(alphabet: [Character]) {
    var generator = Generator(state: 0x9E37_79B9_7F4A_7C15)
    for _ in 0..<3_000 {
      let (left, right) = Self.pair(&generator, alphabet: alphabet)
      let full = Self.fullDistance(Array(left), Array(right))
      for limit in 0...4 {
        let banded = Suggestion.editDistance(left, right, limit: limit)
        #expect(
          banded == (full <= limit ? full : limit + 1), "\(left) / \(right), limit \(limit): \(banded), full \(full)")
      }
    }
  }

  @Test func knownDistances() {
    #expect(Suggestion.editDistance("kitten", "sitting", limit: 5) == 3)
    #expect(Suggestion.editDistance("ab", "ba", limit: 2) == 1)
    #expect(Suggestion.editDistance("OrderCofeeIntent", "OrderCoffeeIntent", limit: 2) == 1)
    #expect(Suggestion.editDistance("OrderIntent", "OrderCoffeeIntent", limit: 2) == 3)
    #expect(Suggestion.editDistance("", "abc", limit: 1) == 2)
  }
}
