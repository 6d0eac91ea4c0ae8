/// Byte tables kept for the whole process, one copy per distinct content.
///
/// A body crossing is handed its stop tables on every call, hundreds of thousands of times a
/// run. Held as arrays, every hand-over retained and released the tables' storage, which
/// both skim threads shared: an atomic on one cache line, moved between the cores. A table
/// interned here is a plain pointer, copied without reference counting. There are only a few
/// distinct tables (the skim's filters and a test's), and they stay reachable (from `tables`
/// and `derived`) until the process exits: a few hundred bytes of stop tables, and 64 KB for
/// each pair table made from one (`Lexer.pairStops(of:)`).
enum InternedBytes {
  /// Every table interned so far, by content.
  private static let tables = Locked<[[UInt8]: UnsafePointer<UInt8>]>([:])
  /// Every table made from another so far, by the table it was made from (a large table is
  /// not its own key: the key would be a second copy).
  private static let derived = Locked<[[UInt8]: UnsafePointer<UInt8>]>([:])

  /// The process-lifetime copy of `bytes` (at least one byte long).
  static func pointer(to bytes: [UInt8]) -> UnsafePointer<UInt8> {
    tables.withLock { tables in
      if let known = tables[bytes] { return known }
      let copy = zeros(max(bytes.count, 1))
      _ = UnsafeMutableBufferPointer(rebasing: copy[..<bytes.count]).initialize(from: bytes)
      tables[bytes] = UnsafePointer(copy.baseAddress!)
      return UnsafePointer(copy.baseAddress!)
    }
  }

  /// The process-lifetime table of `count` bytes (at least one) made from `source`: made the
  /// first time by `fill`, handed `count` zeros. One function per `source` only: a table made
  /// from the same bytes is the same table.
  static func pointer(
    madeFrom source: [UInt8], count: Int, fill: (UnsafeMutableBufferPointer<UInt8>) -> Void
  ) -> UnsafePointer<UInt8> {
    derived.withLock { derived in
      if let known = derived[source] { return known }
      let table = zeros(max(count, 1))
      fill(table)
      derived[source] = UnsafePointer(table.baseAddress!)
      return UnsafePointer(table.baseAddress!)
    }
  }

  /// `count` zero bytes of new memory.
  private static func zeros(_ count: Int) -> UnsafeMutableBufferPointer<UInt8> {
    let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
    memory.initialize(repeating: 0)
    return memory
  }
}
