import Syntax

/// The capitalized names one file mentions, as 16-bit hashes, taken while the file is skimmed
/// anyway, so that asking whether the file mentions a type name needs no second read.
///
/// The hashes are of the names' bytes (unescaped: `` `Foo` `` counts as `Foo`), so an absent
/// hash means the name is certainly not mentioned, and a present one only that it may be (two
/// names can share a hash): the caller reads the file to be sure. A fingerprint answers only
/// for names it `covers` (ASCII, first letter `A` to `Z`, what a type name nearly always is);
/// a file that spells a name starting with a capital or a non-ASCII character and holding a
/// non-ASCII byte has none (`NameFingerprintBuilder.finish`), because a non-ASCII spelling can
/// equal an ASCII name as a string without sharing its bytes (U+212A KELVIN SIGN is
/// canonically `K`).
///
/// It holds every name `HeaderScanner.mentions(of:includingDeclaredNames: true)` would give
/// that it covers, so "absent" agrees with reading the file (`NameFingerprintTests`).
public struct NameFingerprint: Sendable, Equatable {
  /// The distinct hashes, ascending (a slice of one array that `packed` shares).
  private let hashes: ArraySlice<UInt16>

  init(sortedDistinctHashes hashes: ArraySlice<UInt16>) {
    self.hashes = hashes
  }

  /// `fingerprints` with their hashes moved into one shared array. A fingerprint made by the
  /// skim is a small array on a page the file's facts filled; kept until the rules run, one on
  /// each page stopped the memory the freed facts left from going back to the system (a peak
  /// of 3.8 MB more on the synthetic monorepo).
  public static func packed(_ fingerprints: [NameFingerprint?]) -> [NameFingerprint?] {
    var all: [UInt16] = []
    all.reserveCapacity(fingerprints.reduce(0) { $0 + ($1?.count ?? 0) })
    var ranges: [Range<Int>?] = []
    ranges.reserveCapacity(fingerprints.count)
    for fingerprint in fingerprints {
      guard let fingerprint else {
        ranges.append(nil)
        continue
      }
      let start = all.count
      all.append(contentsOf: fingerprint.hashes)
      ranges.append(start..<all.count)
    }
    return ranges.map { range in range.map { NameFingerprint(sortedDistinctHashes: all[$0]) } }
  }

  /// How many distinct hashes it holds.
  public var count: Int { hashes.count }

  /// Whether a fingerprint can answer for `name`: an ASCII name whose first byte is `A`...`Z`.
  public static func covers(_ name: String) -> Bool {
    guard let first = name.utf8.first, first &- UInt8(ascii: "A") < 26 else { return false }
    return name.utf8.allSatisfy { $0 < 0x80 }
  }

  /// The hash of a covered `name`, to ask `mayMention(hash:)` with.
  public static func hash(of name: String) -> UInt16 {
    var name = name
    return folded(name.withUTF8 { asciiHash($0, start: 0, length: $0.count) } ?? 0)
  }

  /// A 32-bit hash folded to the 16 bits a fingerprint keeps: half the memory of 32 bits, and
  /// a file with a few dozen distinct capitalized names answers "may" for an absent name about
  /// once in a thousand times (one read more).
  static func folded(_ hash: UInt32) -> UInt16 {
    UInt16(truncatingIfNeeded: hash ^ hash >> 16)
  }

  /// Whether the file may mention the name whose `hash(of:)` is `hash`; `false` is certain.
  public func mayMention(hash: UInt16) -> Bool {
    var low = hashes.startIndex
    var high = hashes.endIndex
    while low < high {
      let middle = (low + high) / 2
      if hashes[middle] < hash { low = middle + 1 } else { high = middle }
    }
    return low < hashes.endIndex && hashes[low] == hash
  }

  /// Whether the file may mention any of the names whose hashes are `sortedHashes` (ascending);
  /// `false` is certain. One walk over both lists.
  public func mayMentionAny(ofSorted sortedHashes: [UInt16]) -> Bool {
    var mine = hashes.startIndex
    var theirs = 0
    while mine < hashes.endIndex && theirs < sortedHashes.count {
      let held = hashes[mine]
      let asked = sortedHashes[theirs]
      if held == asked { return true }
      if held < asked { mine += 1 } else { theirs += 1 }
    }
    return false
  }

  /// The `SpellingHash` of `length` bytes at `start`, folded to 32 bits (never 0, which a
  /// builder's slot uses for empty); `nil` when a byte is not ASCII.
  @inline(__always)
  static func asciiHash(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> UInt32? {
    let (value, bitsSet) = SpellingHash.of(bytes, start: start, length: length)
    guard bitsSet & 0x8080_8080_8080_8080 == 0 else { return nil }
    let folded = UInt32(truncatingIfNeeded: value ^ value >> 32)
    return folded == 0 ? 1 : folded
  }
}

/// Collects a `NameFingerprint` while a file is skimmed: the identifier tokens the skim reports
/// (`IdentifierFilter(names:reportingCapitalized: true)` in bodies, `HeaderScanner`'s mentions
/// at declaration level) and the declared names.
///
/// The hashes go into an open-addressing set (a capitalized name recurs many times in a file),
/// so that only the distinct ones are sorted at the end. A class over manually allocated
/// slots, because the skim's body crossing notes tokens from a closure, and a struct's array
/// captured there would be copied on its first insert.
final class NameFingerprintBuilder {
  /// The slots: 32-bit hashes (`NameFingerprint.asciiHash`, never 0); 0 is empty.
  private var slots: UnsafeMutableBufferPointer<UInt32>
  private var count = 0
  /// Whether a non-ASCII name was seen, which leaves the file without a fingerprint.
  private var sawNonASCII = false
  /// The file's bytes; valid for as long as the caller that made the builder says so.
  private let bytes: UnsafeBufferPointer<UInt8>

  /// A builder for the identifiers of `bytes` (which must outlive every call).
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    // About one distinct capitalized name per 200 bytes of ordinary code; slots at most half
    // full, and the table grows when a file has more.
    var capacity = 32
    while capacity < bytes.count / 64 && capacity < 1 << 14 { capacity <<= 1 }
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: 0)
  }

  deinit {
    slots.deallocate()
  }

  /// Notes the identifier `token` of the bytes when its unescaped spelling is capitalized or
  /// not ASCII.
  @inline(__always)
  func note(_ token: Token) {
    var start = Int(token.start)
    var length = Int(token.length)
    guard length > 0, start + length <= bytes.count else { return }
    var first = bytes[start]
    if first == UInt8(ascii: "`") {
      guard length > 2 else { return }
      start += 1
      length -= 2
      first = bytes[start]
    }
    if first &- UInt8(ascii: "A") < 26 {
      if let hash = NameFingerprint.asciiHash(bytes, start: start, length: length) {
        insert(hash)
      } else {
        sawNonASCII = true
      }
    } else if first >= 0x80 {
      sawNonASCII = true
    }
  }

  /// Notes a declared name (a `DeclarationHeader.path` component, already unescaped).
  func note(name: String) {
    var name = name
    name.withUTF8 { bytes in
      guard let first = bytes.first else { return }
      if first &- UInt8(ascii: "A") < 26, let hash = NameFingerprint.asciiHash(bytes, start: 0, length: bytes.count) {
        insert(hash)
      } else if bytes.contains(where: { $0 >= 0x80 }) {
        sawNonASCII = true
      }
    }
  }

  private func insert(_ hash: UInt32) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let existing = slots[slot]
      if existing == hash { return }
      if existing == 0 { break }
      slot = (slot + 1) & mask
    }
    slots[slot] = hash
    count += 1
    if count * 2 > slots.count { grow() }
  }

  private func grow() {
    let old = slots
    slots = .allocate(capacity: old.count * 2)
    slots.initialize(repeating: 0)
    let mask = slots.count - 1
    for key in old where key != 0 {
      var slot = Int(truncatingIfNeeded: key) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = key
    }
    old.deallocate()
  }

  /// The fingerprint, or `nil` when the file spells a non-ASCII name.
  func finish() -> NameFingerprint? {
    guard !sawNonASCII else { return nil }
    var folded: [UInt16] = []
    folded.reserveCapacity(count)
    for key in slots where key != 0 { folded.append(NameFingerprint.folded(key)) }
    folded.sort()
    // Two 32-bit hashes may fold to one 16-bit hash: kept once.
    var kept = 0
    for index in folded.indices where kept == 0 || folded[index] != folded[kept - 1] {
      folded[kept] = folded[index]
      kept += 1
    }
    return NameFingerprint(sortedDistinctHashes: folded[..<kept])
  }
}
