import Syntax

/// Notes which of `FileFacts.keyNames` a file's identifier tokens spell, unescaped as
/// `MentionSet` unescapes them (`` `AppDependencyManager` `` counts).
///
/// It runs on every identifier the skim sees, so most tokens are ruled out by their length
/// alone. The key names are ASCII, and a string equal to an ASCII string has its exact bytes, so
/// comparing bytes gives the same answer as comparing the unescaped names as strings.
struct KeyNameMatcher {
  /// The key names' bytes, in `FileFacts.keyNames` order.
  private static let names: [[UInt8]] = FileFacts.keyNames.map { Array($0.utf8) }
  /// Bit `n` set when a key name is `n` bytes long (or `n - 2` with backticks around it).
  private static let lengths: UInt64 = names.reduce(0) { mask, name in
    name.count + 2 < 64 ? mask | 1 << UInt64(name.count) | 1 << UInt64(name.count + 2) : mask
  }

  /// The filter a body crossing applies before calling `note`.
  static let filter = IdentifierFilter(names: names)
  /// `filter`, reporting every capitalized or non-ASCII identifier too (for a `NameFingerprint`).
  static let capitalizedFilter = IdentifierFilter(names: names, reportingCapitalized: true)

  /// `lengths`, copied so the check per token reads no global.
  private let candidateLengths = KeyNameMatcher.lengths
  /// Bit `n` set when key name `n` was seen (at most 64 names: there are two). A bit set, not
  /// an array: the skim copies the matcher around each body it crosses, and setting an element
  /// of the copy's array copied the array (14,000 allocations for the synthetic 20 MB corpus).
  private var seen: UInt64 = 0

  /// Per key name, whether it was seen.
  var found: [Bool] { FileFacts.keyNames.indices.map { $0 < 64 && seen & 1 << UInt64($0) != 0 } }

  /// Looks at the identifier `token` of `bytes`.
  @inline(__always)
  mutating func note(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
    let length = Int(token.length)
    guard length < 64, candidateLengths & 1 << UInt64(length) != 0 else { return }
    noteCandidate(start: Int(token.start), length: length, in: bytes)
  }

  /// The slow part of `note`, for tokens of a key name's length.
  private mutating func noteCandidate(start: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    guard start + length <= bytes.count else { return }
    var first = start
    var count = length
    if count > 2 && bytes[first] == UInt8(ascii: "`") && bytes[first + count - 1] == UInt8(ascii: "`") {
      first += 1
      count -= 2
    }
    // Most candidates are other names of the same length (`url`, `row`): their first byte
    // rules them out before the slice is compared.
    for (index, name) in Self.names.enumerated() where index < 64 && name.count == count && name[0] == bytes[first] {
      if bytes[first..<first + count].elementsEqual(name) { seen |= 1 << UInt64(index) }
    }
  }
}
