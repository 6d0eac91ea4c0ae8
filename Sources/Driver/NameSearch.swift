#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Rules out, in one pass over a file's bytes, that the file spells any of a set of names as an
/// identifier token, without lexing it; a file it cannot rule out is lexed by the caller.
///
/// An identifier token equal to an ASCII name holds exactly the name's bytes, so a file in
/// which no name occurs as a substring spells none of them. The substrings are looked for with
/// a multi-pattern Horspool search (Wu and Manber): a window as long as the shortest name
/// slides over the bytes, and the three bytes that end it (hashed) say how far it may move
/// without skipping an occurrence; only a window ending in three bytes that end some name's
/// first bytes is compared. Code moves the window most of its length at a time, a few
/// instructions per step. (Pairs of bytes served 42 names well, but a monorepo asking about a
/// hundred names found most pairs in some name: 5.3 instructions per byte.)
///
/// What bytes cannot rule out is reported as a possible occurrence: a name with a non-ASCII
/// character (strings compare by canonical equivalence, so other bytes may spell it), a name
/// shorter than three bytes, and U+212A KELVIN SIGN, which equals `K`, when a name holds a `K`.
struct NameSearch: Sendable {
  /// The ASCII names' bytes.
  private let names: [[UInt8]]
  /// Each name's first eight bytes as a little-endian word (0 for shorter names), compared
  /// before the whole name.
  private let prefixes: [UInt64]
  /// The window's length: the shortest name's.
  private let window: Int
  /// How far the window may move when it ends with three bytes, by their `hash`.
  private let shifts: [UInt8]
  /// Per hash of three bytes that shifts by zero, one more than its position in `endings` (0
  /// for the others): a table, because a dictionary lookup per such window cost more than the
  /// search.
  private let endingNumber: [UInt16]
  /// The names whose first `window` bytes end with three bytes of the same hash, for each such
  /// hash.
  private let endings: [[Int]]
  /// Whether no file can be ruled out.
  private let matchesEverything: Bool
  /// Whether a name holds a `K`, so a Kelvin sign in a file may spell it.
  private let needsKelvin: Bool

  /// The shortest name the window search takes; shorter ones make every file a candidate.
  static let shortestSearched = 3

  /// A search for `names`.
  init(_ names: Set<String>) {
    let ascii = names.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.sorted().map { Array($0.utf8) }
    self.names = ascii
    prefixes = ascii.map { name in
      name.count < 8 ? 0 : (0..<8).reduce(0) { word, index in word | UInt64(name[index]) << (8 * UInt64(index)) }
    }
    let window = min(ascii.map(\.count).min() ?? 0, 255)
    self.window = window
    matchesEverything = ascii.count < names.count || (!ascii.isEmpty && window < Self.shortestSearched)
    needsKelvin = names.contains { $0.utf8.contains(UInt8(ascii: "K")) }
    // Three bytes that occur in no name's first `window` bytes let the window move so that its
    // first two bytes are past them: `window - 2`.
    var shifts = [UInt8](repeating: UInt8(max(window - 2, 0)), count: 1 << 16)
    var endingNumber = [UInt16](repeating: 0, count: 1 << 16)
    var endings: [[Int]] = []
    if window >= Self.shortestSearched {
      for (number, name) in ascii.enumerated() {
        for end in 2..<window {
          let hash = Self.hash(name[end - 2], name[end - 1], name[end])
          shifts[hash] = min(shifts[hash], UInt8(window - 1 - end))
        }
        let hash = Self.hash(name[window - 3], name[window - 2], name[window - 1])
        if endingNumber[hash] == 0 {
          endings.append([])
          endingNumber[hash] = UInt16(endings.count)
        }
        endings[Int(endingNumber[hash]) - 1].append(number)
      }
    }
    self.shifts = shifts
    self.endingNumber = endingNumber
    self.endings = endings
  }

  /// Whether `bytes` may spell one of the names as an identifier token: some name occurs in
  /// them, or bytes cannot tell (see the type's documentation).
  func mayOccur(in bytes: [UInt8]) -> Bool {
    if matchesEverything { return true }
    if names.isEmpty { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      if needsKelvin && Self.containsKelvinSign(buffer) { return true }
      return shifts.withUnsafeBufferPointer { shifts in
        let count = buffer.count
        var end = window - 1
        while end < count {
          let hash = Self.hash(buffer[end - 2], buffer[end - 1], buffer[end])
          let shift = Int(shifts[hash])
          if shift > 0 {
            end += shift
            continue
          }
          if occurs(endingAt: end, hash: hash, in: buffer) { return true }
          end += 1
        }
        return false
      }
    }
  }

  /// The table index of three bytes.
  @inline(__always)
  private static func hash(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Int {
    (Int(first) << 10 ^ Int(second) << 5 ^ Int(third)) & 0xFFFF
  }

  /// Whether a name whose first `window` bytes end with three bytes of hash `hash` starts where
  /// the window that ends at `end` starts.
  private func occurs(endingAt end: Int, hash: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    let ending = Int(endingNumber[hash])
    guard ending > 0, let base = buffer.baseAddress else { return false }
    let start = end - window + 1
    for number in endings[ending - 1] {
      let name = names[number]
      guard start + name.count <= buffer.count else { continue }
      if name.count >= 8 {
        let word = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
        guard UInt64(littleEndian: word) == prefixes[number] else { continue }
      }
      if name.withUnsafeBufferPointer({ memcmp(base + start, $0.baseAddress!, name.count) == 0 }) { return true }
    }
    return false
  }

  /// Whether the bytes hold U+212A KELVIN SIGN (`E2 84 AA`).
  private static func containsKelvinSign(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress else { return false }
    var offset = 0
    while offset + 3 <= buffer.count {
      guard let hit = memchr(base + offset, 0xE2, buffer.count - offset - 2) else { return false }
      let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
      if buffer[at + 1] == 0x84 && buffer[at + 2] == 0xAA { return true }
      offset = at + 1
    }
    return false
  }
}
