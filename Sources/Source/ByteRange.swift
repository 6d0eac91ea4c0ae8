/// A half-open range of byte offsets `[start, end)` into a source buffer.
///
/// Offsets are UTF-8 byte offsets from the start of the file, including a leading byte-order mark
/// if the file has one. They are stored as `Int` for arithmetic convenience; files larger than
/// `SourceFile.maximumSize` are refused before any range is made.
public struct ByteRange: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  /// The offset of the first byte in the range.
  public var start: Int
  /// The offset one past the last byte in the range.
  public var end: Int

  /// Creates the range `[start, end)`; `end` must not be smaller than `start`.
  public init(start: Int, end: Int) {
    precondition(start <= end, "ByteRange end before start")
    self.start = start
    self.end = end
  }

  /// Creates the range of `length` bytes starting at `start`.
  public init(start: Int, length: Int) {
    self.init(start: start, end: start + length)
  }

  /// An empty range at `offset`, used for things that are missing at a position.
  public static func empty(at offset: Int) -> ByteRange {
    ByteRange(start: offset, end: offset)
  }

  /// The number of bytes in the range.
  public var length: Int { end - start }

  /// Whether the range holds no bytes.
  public var isEmpty: Bool { start == end }

  /// Whether `offset` lies inside the range.
  public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

  /// Whether `other` lies entirely inside this range.
  public func contains(_ other: ByteRange) -> Bool { other.start >= start && other.end <= end }

  public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
    (lhs.start, lhs.end) < (rhs.start, rhs.end)
  }

  public var description: String { "\(start)..<\(end)" }
}
