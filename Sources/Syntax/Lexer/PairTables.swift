/// The body crossing's pair stop tables (`Lexer.pairStops(of:)`), one per distinct 256-entry
/// stop table, kept for the whole process as `InternedBytes` keeps the stop tables themselves.
///
/// A pair table is 64 KB: interning it by its own content, as `InternedBytes` does, would keep
/// a second copy as the key. It is looked up by the stop table it is made from instead. There
/// are only a few (the skim's filters, with and without member stops, and a test's).
enum PairTables {
  /// Every pair table made so far, by the stop table it was made from.
  private static let tables = Locked<[[UInt8]: UnsafePointer<UInt8>]>([:])

  /// The table made from `stops`: made by `fill` (handed 65,536 zeros) the first time.
  static func table(for stops: [UInt8], fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> UnsafePointer<UInt8> {
    tables.withLock { tables in
      if let known = tables[stops] { return known }
      let pairs = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)
      pairs.initialize(repeating: 0)
      fill(pairs)
      let table = UnsafePointer(pairs.baseAddress!)
      tables[stops] = table
      return table
    }
  }
}
