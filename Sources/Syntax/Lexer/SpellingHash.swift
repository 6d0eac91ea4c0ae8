/// A multiplicative hash of a name's bytes, eight bytes at a time, for the skim's name sets
/// (`MentionSet`, `NameFingerprintBuilder`), with the OR of the bytes hashed, so that a caller
/// can tell ASCII names (no byte with the high bit set) from the rest at no extra cost.
public enum SpellingHash {
  /// The hash of `length` bytes at `start` of `bytes`, and the OR of every 8-byte word read (the
  /// bytes past the name masked off).
  ///
  /// Public and inlinable: the skim's scans in `Model` hash every name they read with it, and a
  /// `package` function, even `@inlinable`, was called out of line there (17 M instructions
  /// over the synthetic corpus instead of 7.5 M).
  @inlinable @inline(__always)
  public static func of(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int
  ) -> (value: UInt64, bitsSet: UInt64) {
    let raw = UnsafeRawBufferPointer(bytes)
    var value = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
    var bitsSet: UInt64 = 0
    var offset = start
    let end = start + length
    while offset + 8 <= end {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      bitsSet |= word
      value = (value ^ word) &* 0xFF51_AFD7_ED55_8CCD
      value ^= value >> 29
      offset += 8
    }
    if offset < end {
      var tail: UInt64 = 0
      if offset + 8 <= bytes.count {
        // One load, the bytes past the name masked off.
        let kept = UInt64(end - offset) * 8
        tail = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & ((1 << kept) &- 1)
      } else {
        var shift: UInt64 = 0
        while offset < end {
          tail |= UInt64(bytes[offset]) << shift
          shift += 8
          offset += 1
        }
      }
      bitsSet |= tail
      value = (value ^ tail) &* 0xFF51_AFD7_ED55_8CCD
      value ^= value >> 29
    }
    return (value, bitsSet)
  }
}
