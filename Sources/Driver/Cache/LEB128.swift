/// Unsigned LEB128 numbers, the variable-length integers of the run cache's binary files
/// (`FactsPackCoding`, `FindingsCoding`): seven bits per byte, low bits first, the high bit set
/// on every byte but the last.
enum LEB128 {
  /// Appends `number` (negative numbers, which the cache never holds, as 0).
  static func append(_ number: Int, to bytes: inout [UInt8]) {
    var value = UInt64(max(number, 0))
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  /// The number at `offset` in `bytes`, advancing `offset` past it; `nil` when the bytes end
  /// first or the number does not fit in 63 bits.
  @inline(__always)
  static func read<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: inout Int) -> Int?
  where Bytes.Index == Int {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.endIndex, shift < 63 {
      let byte = bytes[offset]
      offset += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value <= UInt64(Int.max) ? Int(value) : nil }
      shift += 7
    }
    return nil
  }
}
