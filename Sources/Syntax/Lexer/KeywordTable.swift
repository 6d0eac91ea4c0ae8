/// A hash table from ASCII spellings to `Keyword`, built once.
///
/// The lexer calls `lookup` for every ASCII identifier, so it is built for speed. A bit set per
/// first byte, holding the lengths of the keywords that start with it, turns most identifiers
/// away with one load (`fetchOrders` is 11 bytes; no keyword starting with `f` is). Otherwise the
/// first eight bytes of the word are read as one little-endian machine word (masked to the word's
/// length), hashed with one multiplication, and compared with a slot holding the candidate's
/// length, first word and keyword together; only spellings longer than eight bytes compare
/// more words. Pointers, not arrays, so the hot path has no retain/release or bounds checks.
struct KeywordTable {
  /// One open-addressing slot; `length == 0` marks an empty slot.
  struct Slot {
    /// The first eight bytes of the spelling, little-endian, zero padded.
    var firstWord: UInt64 = 0
    /// The length of the spelling.
    var length: Int32 = 0
    /// The keyword.
    var keyword: Keyword = .unlisted
  }

  /// First byte -> bit `n` set if some keyword of length `n` starts with that byte.
  let lengthsByFirstByte: UnsafePointer<UInt32>
  /// The slots.
  let slots: UnsafePointer<Slot>
  /// Keyword raw value -> its spelling as `wordsPerSpelling` little-endian words, zero padded
  /// (for spellings longer than eight bytes).
  let words: UnsafePointer<UInt64>

  private static let slotCount = 512
  /// Enough words for the longest spelling.
  private static let wordsPerSpelling = 3
  /// The longest spelling that fits; longer identifiers are never keywords.
  static let maximumLength = 24

  /// The shared table.
  nonisolated(unsafe) static let shared: KeywordTable = KeywordTable()

  private init() {
    let spellings = Keyword.spellings
    let words = UnsafeMutablePointer<UInt64>.allocate(capacity: spellings.count * KeywordTable.wordsPerSpelling)
    words.initialize(repeating: 0, count: spellings.count * KeywordTable.wordsPerSpelling)
    let lengthsByFirstByte = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    lengthsByFirstByte.initialize(repeating: 0, count: 256)
    let slots = UnsafeMutablePointer<Slot>.allocate(capacity: KeywordTable.slotCount)
    slots.initialize(repeating: Slot(), count: KeywordTable.slotCount)
    for keyword in Keyword.allCases where keyword != .unlisted {
      let index = Int(keyword.rawValue)
      let utf8 = Array(spellings[index].utf8)
      precondition(utf8.count <= KeywordTable.maximumLength, "keyword spelling too long for the table")
      lengthsByFirstByte[Int(utf8[0])] |= 1 << UInt32(utf8.count)
      for (position, byte) in utf8.enumerated() {
        words[index * KeywordTable.wordsPerSpelling + position / 8] |= UInt64(byte) << (UInt64(position % 8) * 8)
      }
      let firstWord = words[index * KeywordTable.wordsPerSpelling]
      var slot = KeywordTable.hash(firstWord, length: utf8.count)
      while slots[slot].length != 0 { slot = (slot + 1) & (KeywordTable.slotCount - 1) }
      slots[slot] = Slot(firstWord: firstWord, length: Int32(utf8.count), keyword: keyword)
    }
    self.lengthsByFirstByte = UnsafePointer(lengthsByFirstByte)
    self.slots = UnsafePointer(slots)
    self.words = UnsafePointer(words)
  }

  @inline(__always)
  private static func hash(_ firstWord: UInt64, length: Int) -> Int {
    (Int(truncatingIfNeeded: (firstWord &* 0x9E37_79B9_7F4A_7C15) &>> 55) ^ length) & (slotCount - 1)
  }

  /// The `length` (1...8) bytes at `offset` as a little-endian word, zero padded; reads past the
  /// word only while that stays inside the `count`-byte buffer.
  @inline(__always)
  private static func word(_ base: UnsafePointer<UInt8>, at offset: Int, length: Int, count: Int) -> UInt64 {
    if offset &+ 8 <= count {
      let raw = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
      return raw & (UInt64.max &>> UInt64(64 &- length &* 8))
    }
    var value: UInt64 = 0
    for index in 0..<length { value |= UInt64(base[offset + index]) &<< UInt64(index &* 8) }
    return value
  }

  /// The keyword spelled by the `length` bytes at `start` of the `count`-byte buffer at `base`,
  /// or `.unlisted`.
  @inline(__always)
  func lookup(_ base: UnsafePointer<UInt8>, start: Int, length: Int, count: Int) -> Keyword {
    guard length <= KeywordTable.maximumLength,
      lengthsByFirstByte[Int(base[start])] & (1 &<< UInt32(truncatingIfNeeded: length)) != 0
    else { return .unlisted }
    let first = KeywordTable.word(base, at: start, length: min(length, 8), count: count)
    var slot = KeywordTable.hash(first, length: length)
    while true {
      let candidate = slots[slot]
      if candidate.length == 0 { return .unlisted }
      if Int(candidate.length) == length && candidate.firstWord == first
        && (length <= 8 || restMatches(candidate.keyword, base, start: start, length: length, count: count))
      {
        return candidate.keyword
      }
      slot = (slot &+ 1) & (KeywordTable.slotCount - 1)
    }
  }

  /// Whether the bytes after the first eight match the spelling of `keyword`.
  private func restMatches(
    _ keyword: Keyword, _ base: UnsafePointer<UInt8>, start: Int, length: Int, count: Int
  ) -> Bool {
    let spelling = Int(keyword.rawValue) * KeywordTable.wordsPerSpelling
    var index = 1
    while index * 8 < length {
      let word = KeywordTable.word(base, at: start + index * 8, length: min(length - index * 8, 8), count: count)
      if words[spelling + index] != word { return false }
      index += 1
    }
    return true
  }
}
