/// Which names are plain Swift identifiers and which are SE-0451 raw identifiers (names that
/// can only be written in backticks, such as ``struct `1st Place` ``).
///
/// A plain identifier starts with an identifier-head character and continues with
/// identifier characters, per the grammar in *The Swift Programming Language* (Lexical Structure,
/// Identifiers). Keywords are plain identifiers here: ``struct `class` `` mangles as `5class`.
/// Swift's lexer uses the same character classes; a name accepted by one and not the other would
/// be a non-ASCII corner case we have not met.
enum SwiftIdentifier {
  /// Whether `name` must be written in backticks in any position, i.e. is a raw identifier.
  static func mustAlwaysBeEscaped(_ name: String) -> Bool {
    var scalars = name.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return false }
    guard isHead(first) else { return true }
    while let scalar = scalars.next() {
      guard isHead(scalar) || isContinuation(scalar) else { return true }
    }
    return false
  }

  /// `identifier-head`: ASCII letters, `_`, and the listed Unicode ranges.
  static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 {
      return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
    }
    return headRanges.contains { $0.contains(value) }
  }

  /// `identifier-character` beyond the heads: digits, `$` and combining marks.
  static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return (value >= 0x30 && value <= 0x39) || value == 0x24 }
    return continuationRanges.contains { $0.contains(value) }
  }

  private static let headRanges: [ClosedRange<UInt32>] = [
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
    0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
    0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
    0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
    0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
    0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
    0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
    0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
    0xE0000...0xEFFFD,
  ]

  private static let continuationRanges: [ClosedRange<UInt32>] = [
    0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
  ]
}
