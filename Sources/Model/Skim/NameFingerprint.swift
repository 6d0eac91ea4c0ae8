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
/// The 16-bit hashes go into a set of 65,536 bits (a capitalized name recurs many times in a
/// file), with a summary bit per 64-bit word that holds one, so that the distinct hashes come
/// out in order, with no sort, by visiting only the words set. An open-addressing set of the
/// 32-bit hashes, sorted and folded at the end, cost 11 M instructions over the synthetic
/// 20 MB corpus (its inserts' probes, a sort per file and a table per file). The bits are
/// 8 KB, taken from `FingerprintBits.pool` and given back cleared, so a thread that skims
/// file after file reuses one block. A class, because the skim's body crossing notes tokens
/// from a closure, and a struct captured there would be copied.
final class NameFingerprintBuilder {
  /// The set's words and their summary (`FingerprintBits`).
  private let bits: FingerprintBits
  /// Whether a non-ASCII name was seen, which leaves the file without a fingerprint.
  private var sawNonASCII = false
  /// The file's bytes; valid for as long as the caller that made the builder says so.
  private let bytes: UnsafeBufferPointer<UInt8>

  /// A builder for the identifiers of `bytes` (which must outlive every call).
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    bits = FingerprintBits.pool.withLock { $0.popLast() } ?? FingerprintBits()
  }

  deinit {
    bits.clear()
    FingerprintBits.pool.withLock { $0.append(bits) }
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

  @inline(__always)
  private func insert(_ hash: UInt32) {
    bits.insert(NameFingerprint.folded(hash))
  }

  /// The fingerprint, or `nil` when the file spells a non-ASCII name.
  func finish() -> NameFingerprint? {
    guard !sawNonASCII else { return nil }
    let hashes = bits.sortedMembers()
    return NameFingerprint(sortedDistinctHashes: hashes[...])
  }
}

/// The set of 16-bit hashes a `NameFingerprintBuilder` fills: 1,024 words of 64 bits, and a
/// summary of 16 words whose bit `w` says word `w` may hold a bit. Not Sendable in use: one
/// builder at a time holds it; it waits in `pool` between builders.
final class FingerprintBits: @unchecked Sendable {
  private let words: UnsafeMutablePointer<UInt64>
  private let summary: UnsafeMutablePointer<UInt64>

  /// The sets no builder holds, each empty.
  static let pool = Locked<[FingerprintBits]>([])

  /// An empty set.
  init() {
    words = .allocate(capacity: 1 << 10)
    words.initialize(repeating: 0, count: 1 << 10)
    summary = .allocate(capacity: 1 << 4)
    summary.initialize(repeating: 0, count: 1 << 4)
  }

  deinit {
    words.deallocate()
    summary.deallocate()
  }

  /// Adds `hash`.
  @inline(__always)
  func insert(_ hash: UInt16) {
    let word = Int(hash &>> 6)
    words[word] |= 1 &<< UInt64(hash & 63)
    summary[word &>> 6] |= 1 &<< UInt64(word & 63)
  }

  /// The hashes added, ascending.
  func sortedMembers() -> [UInt16] {
    var count = 0
    forEachWord { _, bits in count &+= bits.nonzeroBitCount }
    var members: [UInt16] = []
    members.reserveCapacity(count)
    forEachWord { word, bits in
      var rest = bits
      while rest != 0 {
        members.append(UInt16(truncatingIfNeeded: word &<< 6 | rest.trailingZeroBitCount))
        rest &= rest &- 1
      }
    }
    return members
  }

  /// Empties the set, visiting only the words set.
  func clear() {
    for group in 0..<(1 << 4) {
      var set = summary[group]
      while set != 0 {
        words[group &<< 6 | set.trailingZeroBitCount] = 0
        set &= set &- 1
      }
      summary[group] = 0
    }
  }

  /// Calls `body` with each word that holds a bit, by ascending index, and its bits.
  @inline(__always)
  private func forEachWord(_ body: (Int, UInt64) -> Void) {
    for group in 0..<(1 << 4) {
      var set = summary[group]
      while set != 0 {
        let word = group &<< 6 | set.trailingZeroBitCount
        body(word, words[word])
        set &= set &- 1
      }
    }
  }
}
