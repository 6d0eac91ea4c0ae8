/// A perfect-enough hash table from ASCII spellings to `Keyword`, built once.
///
/// The lexer calls `lookup` for every ASCII identifier, so it is a probe into a 512-slot
/// open-addressing table keyed by length and first, second and last byte, followed by one byte
/// comparison. Pointers, not arrays, so the hot path has no retain/release or bounds checks.
struct KeywordTable {
  /// Slot -> keyword raw value (0 = empty).
  let slots: UnsafePointer<UInt8>
  /// Keyword raw value -> offset of its spelling in `spellingBytes`; `count + 1` entries.
  let offsets: UnsafePointer<Int32>
  /// All spellings, concatenated.
  let spellingBytes: UnsafePointer<UInt8>

  private static let slotCount = 512
  /// The longest spelling; longer identifiers are never keywords.
  static let maximumLength = 24

  /// The shared table.
  nonisolated(unsafe) static let shared: KeywordTable = KeywordTable()

  private init() {
    let spellings = Keyword.spellings
    let offsets = UnsafeMutablePointer<Int32>.allocate(capacity: spellings.count + 1)
    var bytes: [UInt8] = []
    for (index, spelling) in spellings.enumerated() {
      offsets[index] = Int32(bytes.count)
      bytes.append(contentsOf: spelling.utf8)
    }
    offsets[spellings.count] = Int32(bytes.count)
    let spellingBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    spellingBytes.initialize(from: bytes, count: bytes.count)
    let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: KeywordTable.slotCount)
    slots.initialize(repeating: 0, count: KeywordTable.slotCount)
    for index in 1..<spellings.count {
      let utf8 = Array(spellings[index].utf8)
      var slot = KeywordTable.hash(
        length: utf8.count, first: utf8[0], second: utf8[min(1, utf8.count - 1)], last: utf8[utf8.count - 1])
      while slots[slot] != 0 { slot = (slot + 1) & (KeywordTable.slotCount - 1) }
      slots[slot] = UInt8(index)
    }
    self.slots = UnsafePointer(slots)
    self.offsets = UnsafePointer(offsets)
    self.spellingBytes = UnsafePointer(spellingBytes)
  }

  @inline(__always)
  private static func hash(length: Int, first: UInt8, second: UInt8, last: UInt8) -> Int {
    (length &* 37 &+ Int(first) &* 11 &+ Int(second) &* 5 &+ Int(last) &* 3) & (slotCount - 1)
  }

  /// The keyword spelled by `length` bytes at `start`, or `.unlisted`.
  @inline(__always)
  func lookup(_ base: UnsafePointer<UInt8>, start: Int, length: Int) -> Keyword {
    guard length <= KeywordTable.maximumLength else { return .unlisted }
    let word = base + start
    var slot = KeywordTable.hash(
      length: length, first: word[0], second: word[length > 1 ? 1 : 0], last: word[length - 1])
    while true {
      let candidate = slots[slot]
      if candidate == 0 { return .unlisted }
      let offset = Int(offsets[Int(candidate)])
      if Int(offsets[Int(candidate) + 1]) - offset == length {
        var index = 0
        while index < length && spellingBytes[offset + index] == word[index] { index += 1 }
        if index == length { return Keyword(rawValue: candidate) ?? .unlisted }
      }
      slot = (slot + 1) & (KeywordTable.slotCount - 1)
    }
  }
}
