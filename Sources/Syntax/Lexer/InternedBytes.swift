/// Small byte tables kept for the whole process, one copy per distinct content.
///
/// A body crossing is handed its stop tables on every call, hundreds of thousands of times a
/// run. Held as arrays, every hand-over retained and released the tables' storage, which
/// both skim threads shared: an atomic on one cache line, moved between the cores. A table
/// interned here is a plain pointer, copied without reference counting. There are only a few
/// distinct tables (the skim's filters and a test's), so keeping them all costs a few hundred
/// bytes, and they stay reachable (from `tables`) until the process exits.
enum InternedBytes {
  /// Every table interned so far, by content.
  private static let tables = Locked<[[UInt8]: UnsafePointer<UInt8>]>([:])

  /// The process-lifetime copy of `bytes` (at least one byte long).
  static func pointer(to bytes: [UInt8]) -> UnsafePointer<UInt8> {
    tables.withLock { tables in
      if let known = tables[bytes] { return known }
      let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
      copy.initialize(repeating: 0, count: max(bytes.count, 1))
      _ = UnsafeMutableBufferPointer(start: copy, count: bytes.count).initialize(from: bytes)
      tables[bytes] = UnsafePointer(copy)
      return UnsafePointer(copy)
    }
  }
}
