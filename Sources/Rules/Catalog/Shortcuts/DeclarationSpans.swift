import Source

/// Where a type's own declarations lie (its declaration and its extensions), by file, as
/// disjoint sorted spans, so that whether an offset lies in one is a binary search.
///
/// `unreachable-intent` asks this of every mention of an intent's name: checked against each
/// range in turn, an intent with n extensions that each name it cost n^2.
struct DeclarationSpans {
  /// Per file index, the union of the ranges as disjoint `start..<end` spans, in order.
  private var spans: [Int: [(start: Int, end: Int)]] = [:]

  /// The spans of `ranges` (overlapping or nested ones merged: an offset lies in the union
  /// exactly when it lies in one of them).
  init(_ ranges: [(file: Int, range: ByteRange)]) {
    for (file, group) in Dictionary(grouping: ranges, by: \.file) {
      var merged: [(start: Int, end: Int)] = []
      for range in group.map(\.range).filter({ !$0.isEmpty }).sorted(by: { $0.start < $1.start }) {
        if let last = merged.last, range.start <= last.end {
          merged[merged.count - 1].end = max(last.end, range.end)
        } else {
          merged.append((range.start, range.end))
        }
      }
      spans[file] = merged
    }
  }

  /// Whether `offset` of the file at `file` lies in one of the ranges.
  func contains(file: Int, offset: Int) -> Bool {
    guard let spans = spans[file] else { return false }
    // The last span starting at or before `offset`.
    var low = 0
    var high = spans.count
    while low < high {
      let middle = (low + high) / 2
      if spans[middle].start <= offset { low = middle + 1 } else { high = middle }
    }
    return low > 0 && offset < spans[low - 1].end
  }
}
