#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The distinct identifiers one file mentions, collected by their bytes while the skim runs,
/// and the spellings a parse's skipped declarations keep one token of (`ParserTokens.dropSkipped`).
///
/// The skim sees an identifier every few bytes; making a `String` of each one and hashing it
/// into a `Set<String>` cost more than lexing the file. This table keeps each distinct
/// spelling once, as the byte range of its first occurrence (open addressing, linear probing,
/// the hash kept per slot), and makes strings only for the distinct spellings at the end. The
/// result is exactly the set of `SyntaxNode.unescaped` texts the slow way gave: spellings are
/// turned into strings the same way, and a `Set<String>` merges the few that differ in bytes
/// but are equal as strings.
///
/// A class over manually allocated slots, because the insert runs once per identifier token
/// and must not pay for array uniqueness checks; the memory is freed in `deinit`.
package final class MentionSet {
  /// Per slot: the spelling's byte offset in the high 32 bits and its length in the low 32;
  /// 0 marks an empty slot (identifiers are never empty).
  private var keys: UnsafeMutableBufferPointer<UInt64>
  /// Per slot: the spelling's hash.
  private var hashes: UnsafeMutableBufferPointer<UInt64>
  /// Per slot: the spelling's number, in the order the spellings were first inserted.
  private var numbers: UnsafeMutableBufferPointer<UInt32>
  /// Occupied slots.
  package private(set) var count = 0
  /// The file's bytes; valid for as long as the caller that made the set says so.
  private let bytes: UnsafeBufferPointer<UInt8>

  /// An empty set for the identifiers of `bytes` (which must outlive every call).
  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var capacity = 64
    // Ordinary code has about one distinct identifier per 120 bytes; slots are at most half
    // full, and the table grows when a file has more.
    while capacity < bytes.count / 64 && capacity < 1 << 16 { capacity <<= 1 }
    keys = Self.allocate(capacity)
    hashes = Self.allocate(capacity)
    numbers = Self.allocate(capacity)
  }

  deinit {
    keys.deallocate()
    hashes.deallocate()
    numbers.deallocate()
  }

  /// Adds the spelling of `token`, an identifier of the bytes, and returns its number: the
  /// count of distinct spellings inserted before its first insertion (`-1` for a token outside
  /// the bytes, which is not inserted).
  @discardableResult
  package func insert(_ token: Token) -> Int {
    let start = Int(token.start)
    let length = Int(token.length)
    guard length > 0, start + length <= bytes.count else { return -1 }
    let hash = Self.hash(bytes, start, length)
    let key = UInt64(token.start) << 32 | UInt64(token.length)
    let mask = keys.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let existing = keys[slot]
      if existing == 0 { break }
      if hashes[slot] == hash && existing & 0xFFFF_FFFF == UInt64(length)
        && Self.equal(bytes, Int(existing >> 32), start, length)
      {
        return Int(numbers[slot])
      }
      slot = (slot + 1) & mask
    }
    let number = count
    keys[slot] = key
    hashes[slot] = hash
    numbers[slot] = UInt32(truncatingIfNeeded: number)
    count += 1
    if count * 2 > keys.count { grow() }
    return number
  }

  /// `sortedNames()`, and for each spelling number (`insert`'s result) the index in it of the
  /// name that spelling unescapes to.
  package func sortedNamesAndNameIndices() -> (names: [String], nameIndexOfNumber: [Int32]) {
    if let sorted = asciiSortedNames() { return sorted }
    let names = sortedNames()
    var nameIndexOfNumber = [Int32](repeating: -1, count: count)
    var position: [String: Int32] = [:]
    position.reserveCapacity(names.count)
    for (index, name) in names.enumerated() { position[name] = Int32(index) }
    for slot in 0..<keys.count where keys[slot] != 0 {
      let start = Int(keys[slot] >> 32)
      let length = Int(keys[slot] & 0xFFFF_FFFF)
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + length]), as: UTF8.self)
      nameIndexOfNumber[Int(numbers[slot])] = position[SyntaxNode.unescaped(text)] ?? -1
    }
    return (names, nameIndexOfNumber)
  }

  /// The distinct mentioned names, unescaped (`` `default` `` → `default`), sorted.
  package func sortedNames() -> [String] {
    if let names = asciiSortedNames()?.names { return names }
    var names = Set<String>(minimumCapacity: count)
    for (start, length, _) in spellings() {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + length]), as: UTF8.self)
      names.insert(SyntaxNode.unescaped(text))
    }
    return names.sorted()
  }

  /// The byte range and number of every distinct spelling, in slot order.
  private func spellings() -> [(start: Int, length: Int, number: UInt32)] {
    var result: [(start: Int, length: Int, number: UInt32)] = []
    result.reserveCapacity(count)
    for slot in 0..<keys.count where keys[slot] != 0 {
      result.append((Int(keys[slot] >> 32), Int(keys[slot] & 0xFFFF_FFFF), numbers[slot]))
    }
    return result
  }

  /// `sortedNames` when every spelling is ASCII (nearly always), without comparing strings:
  /// for ASCII, unescaping is dropping a backtick at each end, and `String`'s order is the
  /// order of the bytes; with, for each spelling number, the index of its spelling's name.
  /// `nil` when a spelling is not ASCII.
  private func asciiSortedNames() -> (names: [String], nameIndexOfNumber: [Int32])? {
    var ranges: [Spelling] = []
    ranges.reserveCapacity(count)
    let raw = UnsafeRawBufferPointer(bytes)
    for (spellingStart, spellingLength, number) in spellings() {
      var start = spellingStart
      var length = spellingLength
      for offset in start..<start + length where bytes[offset] >= 0x80 { return nil }
      if length > 1 && bytes[start] == UInt8(ascii: "`") && bytes[start + length - 1] == UInt8(ascii: "`") {
        start += 1
        length -= 2
      }
      // The first eight bytes, most significant first and zero-padded, order as the bytes do
      // (no identifier holds a NUL byte), so most comparisons are one integer comparison.
      var prefix: UInt64 = 0
      if start + 8 <= bytes.count {
        prefix = UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
        if length < 8 { prefix &= ~(UInt64.max >> (UInt64(length) * 8)) }
      } else {
        for offset in 0..<min(length, 8) { prefix |= UInt64(bytes[start + offset]) << (56 - UInt64(offset) * 8) }
      }
      ranges.append(Spelling(prefix: prefix, start: start, length: length, number: number))
    }
    let bytes = self.bytes
    ranges.sort { first, second in
      if first.prefix != second.prefix { return first.prefix < second.prefix }
      return Self.precedes(bytes, first, second)
    }
    var names: [String] = []
    names.reserveCapacity(ranges.count)
    var nameIndexOfNumber = [Int32](repeating: -1, count: count)
    var previous: Spelling?
    for range in ranges {
      // `x` and `` `x` `` unescape to the same name.
      if let previous, previous.prefix == range.prefix, previous.length == range.length,
        Self.equal(bytes, previous.start, range.start, range.length)
      {
        nameIndexOfNumber[Int(range.number)] = Int32(names.count - 1)
        continue
      }
      nameIndexOfNumber[Int(range.number)] = Int32(names.count)
      let slice = UnsafeBufferPointer(rebasing: bytes[range.start..<range.start + range.length])
      names.append(String(decoding: slice, as: UTF8.self))
      previous = range
    }
    return (names, nameIndexOfNumber)
  }

  /// A spelling to sort: its first eight bytes as a number, and where it is.
  private struct Spelling {
    var prefix: UInt64
    var start: Int
    var length: Int
    /// Its number (`insert`'s result).
    var number: UInt32
  }

  private func grow() {
    let oldKeys = keys
    let oldHashes = hashes
    let oldNumbers = numbers
    keys = Self.allocate(oldKeys.count * 2)
    hashes = Self.allocate(oldKeys.count * 2)
    numbers = Self.allocate(oldKeys.count * 2)
    let mask = keys.count - 1
    for old in 0..<oldKeys.count where oldKeys[old] != 0 {
      var slot = Int(truncatingIfNeeded: oldHashes[old]) & mask
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = oldKeys[old]
      hashes[slot] = oldHashes[old]
      numbers[slot] = oldNumbers[old]
    }
    oldKeys.deallocate()
    oldHashes.deallocate()
    oldNumbers.deallocate()
  }

  private static func allocate<Element: FixedWidthInteger>(_ capacity: Int) -> UnsafeMutableBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: capacity)
    buffer.initialize(repeating: 0)
    return buffer
  }

  /// A multiplicative hash of the spelling (`SpellingHash`).
  @inline(__always)
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> UInt64 {
    SpellingHash.of(bytes, start: start, length: length).value
  }

  @inline(__always)
  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, _ length: Int) -> Bool {
    guard let base = bytes.baseAddress else { return length == 0 }
    return memcmp(base + first, base + second, length) == 0
  }

  /// Whether the bytes of `first` sort before those of `second` (a proper prefix first), given
  /// equal first eight bytes.
  private static func precedes(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Spelling, _ second: Spelling) -> Bool {
    let shared = min(first.length, second.length)
    guard shared > 8, let base = bytes.baseAddress else { return first.length < second.length }
    let order = memcmp(base + first.start + 8, base + second.start + 8, shared - 8)
    return order != 0 ? order < 0 : first.length < second.length
  }
}
