extension Array {
  /// The same elements, in storage of their own size when more than a sixteenth of the
  /// capacity (plus a few elements) is unused; otherwise the array itself.
  ///
  /// A syntax tree lives until the rules have run, so its arrays are a large share of a run's
  /// peak memory. They are filled against an estimate, and one element past it doubles the
  /// storage: over the synthetic 20 MB corpus the kept trees held 206,687 tokens of capacity
  /// for 125,613 tokens and 83,799 nodes for 62,783 (docs/performance.md, "Trees trimmed to
  /// fit"). Copying the few arrays with slack costs less than keeping it.
  func trimmedToFit() -> [Element] {
    guard capacity - count > count / 16 + 4 else { return self }
    return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = buffer.initialize(fromContentsOf: self)
    }
  }
}
