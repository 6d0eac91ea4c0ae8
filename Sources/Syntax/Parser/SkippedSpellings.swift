/// The spellings of the identifiers that a file's skipped declarations have kept so far
/// (`ParserTokens.dropSkipped`): a later identifier with the same bytes is given up.
///
/// A skipped declaration keeps identifiers only so that a rule can ask whether a name is
/// spelled anywhere in the file (`NameOccurrences`, and the dependency scan's test for an
/// `add`), and one occurrence answers that as well as many. No declaration an intent's own span
/// covers is ever skipped (its names are kept), so where the kept occurrence lies does not
/// matter. A file that declares intents among 20 MB of other code kept 1.5 million tokens, most
/// of them the same few thousand names over and over (docs/performance.md, "One occurrence of
/// each skipped spelling").
///
/// An open-addressing table of the first kept token of each spelling, by `SpellingHash`; two
/// tokens are the same spelling only when their bytes are equal, so a collision of hashes keeps
/// both. Allocated on first use and freed with `release()`.
struct SkippedSpellings {
  /// A kept spelling: its bytes' hash and where its first token lies. `length` 0 marks a free
  /// slot (every identifier has at least one byte).
  private struct Slot {
    var hash: UInt64
    var start: UInt32
    var length: UInt32
  }

  /// The table, its size a power of two (empty before the first insertion).
  private var slots = UnsafeMutableBufferPointer<Slot>(start: nil, count: 0)
  /// The slots in use.
  private var used = 0

  /// The table's first size: 4 KiB.
  private static let initialSlots = 256

  /// An empty set.
  init() {}

  /// Records `token`, an identifier of `bytes`, and returns whether its spelling is new (the
  /// token must be kept); `false` when an identifier with the same bytes was recorded before.
  mutating func insert(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if used * 2 >= slots.count { grow() }
    let start = Int(token.start)
    let length = Int(token.length)
    guard length > 0, start + length <= bytes.count else { return true }
    let hash = SpellingHash.of(bytes, start: start, length: length).value
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: hash >> 7) & mask
    while slots[index].length != 0 {
      let slot = slots[index]
      if slot.hash == hash && slot.length == token.length && Self.equal(bytes, Int(slot.start), start, length) {
        return false
      }
      index = (index + 1) & mask
    }
    slots[index] = Slot(hash: hash, start: token.start, length: token.length)
    used += 1
    return true
  }

  /// Frees the table.
  mutating func release() {
    slots.deallocate()
    slots = UnsafeMutableBufferPointer(start: nil, count: 0)
    used = 0
  }

  /// Whether the `length` bytes at `first` and at `second` are equal (both inside `bytes`), eight
  /// at a time.
  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, _ length: Int) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 8 <= length {
      let left = raw.loadUnaligned(fromByteOffset: first + offset, as: UInt64.self)
      if left != raw.loadUnaligned(fromByteOffset: second + offset, as: UInt64.self) { return false }
      offset += 8
    }
    while offset < length {
      if bytes[first + offset] != bytes[second + offset] { return false }
      offset += 1
    }
    return true
  }

  /// Doubles the table (or makes its first), moving every slot in use.
  private mutating func grow() {
    let old = slots
    let count = max(Self.initialSlots, old.count * 2)
    slots = .allocate(capacity: count)
    slots.initialize(repeating: Slot(hash: 0, start: 0, length: 0))
    let mask = count - 1
    for slot in old where slot.length != 0 {
      var index = Int(truncatingIfNeeded: slot.hash >> 7) & mask
      while slots[index].length != 0 { index = (index + 1) & mask }
      slots[index] = slot
    }
    old.deallocate()
  }
}
