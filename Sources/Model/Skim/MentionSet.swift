import Syntax

/// The distinct identifiers one file mentions, collected by their bytes while the skim runs.
///
/// The skim sees an identifier every few bytes; making a `String` of each one and hashing it
/// into a `Set<String>` cost more than lexing the file. This table keeps each distinct
/// spelling once, as the byte range of its first occurrence (open addressing, linear probing,
/// a 32-bit hash per slot), and makes strings only for the distinct spellings at the end. The
/// result is exactly the set of `SyntaxNode.unescaped` texts the slow way gave: spellings are
/// turned into strings the same way, and a `Set<String>` merges the few that differ in bytes
/// but are equal as strings.
struct MentionSet {
  /// The byte offset of each slot's spelling; meaningful where `lengths` is not 0.
  private var starts: [UInt32]
  /// The byte length of each slot's spelling; 0 marks an empty slot (identifiers are never empty).
  private var lengths: [UInt32]
  /// The hash of each slot's spelling.
  private var hashes: [UInt32]
  /// Occupied slots.
  private(set) var count = 0

  /// An empty set sized for a file of `byteCount` bytes.
  init(byteCount: Int) {
    var capacity = 64
    // About one distinct identifier per 40 bytes of ordinary code, at most half the slots full.
    while capacity < byteCount / 20 && capacity < 1 << 16 { capacity <<= 1 }
    starts = [UInt32](repeating: 0, count: capacity)
    lengths = [UInt32](repeating: 0, count: capacity)
    hashes = [UInt32](repeating: 0, count: capacity)
  }

  /// Adds the spelling of `token` (an identifier of `bytes`).
  mutating func insert(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
    let start = Int(token.start)
    let length = Int(token.length)
    guard length > 0, start + length <= bytes.count else { return }
    let hash = Self.hash(bytes, start, length)
    let mask = lengths.count - 1
    var slot = Int(hash) & mask
    while lengths[slot] != 0 {
      if hashes[slot] == hash && Int(lengths[slot]) == length
        && Self.equal(bytes, Int(starts[slot]), start, length)
      {
        return
      }
      slot = (slot + 1) & mask
    }
    starts[slot] = token.start
    lengths[slot] = token.length
    hashes[slot] = hash
    count += 1
    if count * 2 > lengths.count { grow() }
  }

  /// The distinct mentioned names, unescaped (`` `default` `` → `default`), sorted.
  func sortedNames(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    if let names = asciiSortedNames(in: bytes) { return names }
    var names = Set<String>(minimumCapacity: count)
    for slot in 0..<lengths.count where lengths[slot] != 0 {
      let start = Int(starts[slot])
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + Int(lengths[slot])]), as: UTF8.self)
      names.insert(SyntaxNode.unescaped(text))
    }
    return names.sorted()
  }

  /// `sortedNames` when every spelling is ASCII (nearly always), without comparing strings:
  /// for ASCII, unescaping is dropping a backtick at each end, and `String`'s order is the
  /// order of the bytes. `nil` when a spelling is not ASCII.
  private func asciiSortedNames(in bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    var ranges: [(start: Int, length: Int)] = []
    ranges.reserveCapacity(count)
    for slot in 0..<lengths.count where lengths[slot] != 0 {
      var start = Int(starts[slot])
      var length = Int(lengths[slot])
      for offset in start..<start + length where bytes[offset] >= 0x80 { return nil }
      if length > 1 && bytes[start] == UInt8(ascii: "`") && bytes[start + length - 1] == UInt8(ascii: "`") {
        start += 1
        length -= 2
      }
      ranges.append((start, length))
    }
    ranges.sort { Self.precedes(bytes, $0, $1) }
    var names: [String] = []
    names.reserveCapacity(ranges.count)
    var previous: (start: Int, length: Int)?
    for range in ranges {
      // `x` and `` `x` `` unescape to the same name.
      if let previous, previous.length == range.length, Self.equal(bytes, previous.start, range.start, range.length) {
        continue
      }
      names.append(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range.start..<range.start + range.length]), as: UTF8.self))
      previous = range
    }
    return names
  }

  /// Whether the bytes of `first` sort before those of `second` (a proper prefix first).
  private static func precedes(
    _ bytes: UnsafeBufferPointer<UInt8>, _ first: (start: Int, length: Int), _ second: (start: Int, length: Int)
  ) -> Bool {
    let shared = min(first.length, second.length)
    for offset in 0..<shared {
      let left = bytes[first.start + offset]
      let right = bytes[second.start + offset]
      if left != right { return left < right }
    }
    return first.length < second.length
  }

  private mutating func grow() {
    let oldStarts = starts
    let oldLengths = lengths
    let oldHashes = hashes
    let capacity = lengths.count * 2
    starts = [UInt32](repeating: 0, count: capacity)
    lengths = [UInt32](repeating: 0, count: capacity)
    hashes = [UInt32](repeating: 0, count: capacity)
    let mask = capacity - 1
    for old in 0..<oldLengths.count where oldLengths[old] != 0 {
      var slot = Int(oldHashes[old]) & mask
      while lengths[slot] != 0 { slot = (slot + 1) & mask }
      starts[slot] = oldStarts[old]
      lengths[slot] = oldLengths[old]
      hashes[slot] = oldHashes[old]
    }
  }

  /// FNV-1a over the spelling's bytes, folded to 32 bits.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> UInt32 {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    for offset in start..<start + length {
      value = (value ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01B3
    }
    return UInt32(truncatingIfNeeded: value ^ (value >> 32))
  }

  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, _ length: Int) -> Bool {
    for offset in 0..<length where bytes[first + offset] != bytes[second + offset] { return false }
    return true
  }
}
