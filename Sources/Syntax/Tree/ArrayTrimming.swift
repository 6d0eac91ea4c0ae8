extension Array {
  /// The same elements, in storage of their own size when more than a sixteenth of the
  /// capacity (plus a few elements) is unused; otherwise the array itself.
  ///
  /// A syntax tree lives until the rules have run, so its arrays are a large share of a run's
  /// peak memory. They are filled against an estimate, and one element past it doubles the
  /// storage: over the synthetic 20 MB corpus the kept trees held 206,687 tokens of capacity
  /// for 125,613 tokens and 83,799 nodes for 62,783 (docs/performance.md, "Trees trimmed to
  /// fit"). Copying the few arrays with slack costs less than keeping it.
  ///
  /// On Linux, an array with at least `slackReleasedInPlaceBytes` of unused capacity is not
  /// copied: the whole pages of that capacity are given back to the system where they are
  /// (`madvise`), and the array is returned as it is. A large file's copy held its tokens twice
  /// at the peak of its parse: 9.4 MB more for a 5 MB file (docs/performance.md, "Conditional
  /// code in skipped declarations, and token edits").
  func trimmedToFit() -> [Element] {
    guard capacity - count > count / 16 + 4 else { return self }
    #if canImport(Glibc)
    if (capacity - count) * MemoryLayout<Element>.stride >= slackReleasedInPlaceBytes {
      releaseUnusedPages()
      return self
    }
    #endif
    return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = buffer.initialize(fromContentsOf: self)
    }
  }

  #if canImport(Glibc)
  /// Gives the whole pages of the unused capacity back to the system. No element lives there;
  /// should the array grow into them, they come back as pages of zeros.
  private func releaseUnusedPages() {
    withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      PageRelease.giveBack(from: UInt(bitPattern: base + count), to: UInt(bitPattern: base + capacity))
    }
  }
  #endif
}

/// Unused capacity of at least this many bytes (256 pages of 4 KiB) is given back in place
/// instead of copying the array (`Array.trimmedToFit`); a smaller slack, in pages it may share
/// with other allocations, is copied away. At 256 KB, the token and node arrays of files of a
/// few thousand lines gave back 270–460 KB each: 15 of the synthetic 20 MB corpus's 17
/// `madvise` calls, each of which, with two threads, also makes the other core drop its address
/// translations, for no lower peak (docs/performance.md, "Serial steps after the skim, and a
/// cached note's place").
let slackReleasedInPlaceBytes = 1 << 20
