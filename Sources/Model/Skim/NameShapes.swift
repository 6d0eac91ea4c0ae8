import Syntax

/// The shapes (length and last byte) of a set of names: a name whose shape no member has is
/// not a member, which a bit test tells without hashing it. Most names the selection asks
/// about (every type name of a module, against the few that matter) are ruled out so.
struct NameShapes {
  /// Per last byte, bit `n` set when a name of `n` bytes (below 64) ends with it.
  private var shapes = [UInt64](repeating: 0, count: 256)
  /// Whether a name is 64 bytes or longer, or empty, so shapes cannot rule a name out.
  private var hasLongNames = false

  /// The shapes of `names`.
  init(_ names: some Sequence<String>) {
    for name in names {
      guard let last = name.utf8.last, name.utf8.count < 64 else {
        hasLongNames = true
        continue
      }
      shapes[Int(last)] |= 1 << UInt64(name.utf8.count)
    }
  }

  /// Whether a name whose UTF-8 bytes are `bytes` may be one of the names (`false` is certain).
  func mayContain(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if hasLongNames { return true }
    // An empty name has no shape: only an empty member (kept as a long one) could equal it.
    guard let last = bytes.last else { return false }
    return bytes.count < 64 && shapes[Int(last)] & 1 << UInt64(bytes.count) != 0
  }

  /// Whether `name` may be one of the names (`false` is certain).
  func mayContain(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { mayContain(utf8: $0) }
  }
}

/// A set of names as bits of their `SpellingHash`es: a name whose bit is clear is not a member,
/// which costs a hash of its bytes (eight at a time) instead of the standard library's string
/// hash and a lookup. For a set of hundreds of names, where shapes (`NameShapes`) rule out few:
/// the selection tests every declared name of a module against the names the kept files
/// mention (480 of them for the synthetic 20 MB corpus).
struct NameHashFilter {
  /// 2^16 bits, one per value of a hash's low 16 bits.
  private var bits = [UInt64](repeating: 0, count: 1 << 10)

  /// The filter of `names`.
  init(_ names: some Sequence<String>) {
    for name in names {
      let slot = Int(Self.slot(of: name))
      bits[slot >> 6] |= 1 << UInt64(slot & 63)
    }
  }

  /// Whether `name` may be one of the names (`false` is certain).
  func mayContain(_ name: String) -> Bool {
    mayContain(slot: Self.slot(of: name))
  }

  /// Whether a name whose bit is `slot` (`slot(of:)`, taken earlier) may be one of the names
  /// (`false` is certain).
  @inline(__always)
  func mayContain(slot: UInt16) -> Bool {
    bits[Int(slot >> 6)] & 1 << UInt64(slot & 63) != 0
  }

  /// The bit of `name`: 16 bits of its `SpellingHash`.
  static func slot(of name: String) -> UInt16 {
    var name = name
    return name.withUTF8 { bytes in
      let value = SpellingHash.of(bytes, start: 0, length: bytes.count).value
      return UInt16(truncatingIfNeeded: value ^ value >> 32)
    }
  }
}
