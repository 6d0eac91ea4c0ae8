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
