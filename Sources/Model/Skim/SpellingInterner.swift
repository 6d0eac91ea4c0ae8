/// Strings made from the spellings a skimming thread meets again and again (`Codable` and
/// `Sendable` in inheritance lists, `Foundation` after `import`, `MainActor` in attributes),
/// one string per spelling kept for the next time, so that a repeat costs a hash and a
/// comparison instead of the standard library's checking and copying of the bytes.
///
/// Making a string of a name's bytes took 180 instructions (its UTF-8 checked, then copied, into
/// memory of its own when longer than 15 bytes); the skim made 33,000 of these strings from
/// words it had already made a string of, over the synthetic 20 MB corpus. A string held here is
/// shared by every file that spells it. The table is direct-mapped: a spelling takes the slot
/// its hash picks, and replaces a different one there; a spelling longer than 16 bytes is not
/// kept. Not Sendable in use: one scan at a time holds an interner (`ScanScratch`).
final class SpellingInterner {
  /// One slot: a spelling's length, its bytes (zero past its end), and its string; an empty
  /// slot holds the empty spelling.
  private struct Slot {
    var length = 0
    var head: (UInt64, UInt64) = (0, 0)
    var string = ""
    /// `[string]`, made the first time it is asked for (`list`).
    var list: [String]?
  }

  /// The slots, in memory of their own: an array stored in a class is checked for exclusive
  /// access at run time at each slot written or compared in place.
  private let slots: UnsafeMutablePointer<Slot>
  /// The number of slots less one (a power of two less one).
  private let mask: Int
  /// The longest spelling kept: longer ones are made each time (few repeat).
  static let longestKept = 16

  /// An empty interner of `1 << bits` slots.
  init(bits: Int = 10) {
    slots = .allocate(capacity: 1 << bits)
    slots.initialize(repeating: Slot(), count: 1 << bits)
    mask = (1 << bits) - 1
  }

  deinit {
    slots.deinitialize(count: mask + 1)
    slots.deallocate()
  }

  /// The string of the `length` bytes at `start` of `bytes` (`String(decoding:as: UTF8.self)`
  /// of them: bytes that are not UTF-8 are repaired alike).
  func string(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> String {
    guard length <= Self.longestKept else { return Self.made(bytes, start: start, length: length) }
    return keptSlot(bytes, start: start, length: length).pointee.string
  }

  /// `[string(bytes, start: start, length: length)]`, one array per kept spelling: an
  /// inheritance list of one name (`: View`, `: Codable`, `: AppIntent`, most lists) was an
  /// array of its own in every declaration, allocated by the skim, held until the selection
  /// and freed one by one (about 7,000 of them in the synthetic 20 MB corpus).
  func list(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> [String] {
    guard length <= Self.longestKept else { return [Self.made(bytes, start: start, length: length)] }
    let slot = keptSlot(bytes, start: start, length: length)
    if let list = slot.pointee.list { return list }
    let list = [slot.pointee.string]
    slot.pointee.list = list
    return list
  }

  /// The slot holding the spelling of the `length` bytes (at most `longestKept`) at `start`,
  /// filled with it (replacing what it held) when it held another.
  @inline(__always)
  private func keptSlot(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> UnsafeMutablePointer<Slot> {
    let head = Self.head(bytes, start: start, length: length)
    var mixed = (head.0 ^ UInt64(truncatingIfNeeded: length)) &* 0xFF51_AFD7_ED55_8CCD
    mixed = (mixed ^ head.1 ^ mixed >> 29) &* 0x9E37_79B9_7F4A_7C15
    let slot = slots + (Int(truncatingIfNeeded: mixed >> 40) & mask)
    // The whole spelling is compared: its length and its bytes, in `head`.
    if slot.pointee.length != length || slot.pointee.head != head {
      slot.pointee = Slot(length: length, head: head, string: Self.made(bytes, start: start, length: length))
    }
    return slot
  }

  /// `String(decoding:as:)` of the `length` bytes at `start`.
  private static func made(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + length]), as: UTF8.self)
  }

  /// The `length` bytes (at most 16) at `start` as two little-endian words, zero past the end:
  /// a word read whole where the buffer holds 8 bytes from there, its extra bytes masked off.
  @inline(__always)
  private static func head(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> (UInt64, UInt64) {
    (word(bytes, at: start, count: min(length, 8)), length > 8 ? word(bytes, at: start &+ 8, count: length &- 8) : 0)
  }

  /// The `count` bytes (1 to 8, or none) at `offset` as a little-endian word, zero above them.
  @inline(__always)
  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, count: Int) -> UInt64 {
    guard count > 0 else { return 0 }
    if offset &+ 8 <= bytes.count {
      let whole = UInt64(
        littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
      return count == 8 ? whole : whole & ((1 &<< UInt64(count &* 8)) &- 1)
    }
    var value: UInt64 = 0
    for index in 0..<count { value |= UInt64(bytes[offset &+ index]) &<< UInt64(index &* 8) }
    return value
  }
}
