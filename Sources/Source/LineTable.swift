#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Maps byte offsets to 1-based line and column numbers.
///
/// A line ends at `\n`, at `\r\n` (one line break, not two) or at a lone `\r`. The table stores
/// the offset at which each line starts and answers queries by binary search, so building it is
/// one pass over the bytes and each lookup is `O(log lines)`. Columns count UTF-8 bytes (see
/// `SourceLocation`). Offsets are converted only at the edges (diagnostics, dumps); everything
/// else works in byte offsets.
///
/// The offsets are 32-bit (a buffer of at most 4 GiB; sources are at most
/// `SourceFile.maximumSize`). A parsed file keeps its table until the rules have run, and a
/// 20 MB file's 600,000 lines took 4.8 MB as `Int`s: for a buffer of `sparseFrom` bytes or more
/// the table keeps the start of every 16th line only, and finds the lines between by reading
/// the bytes again, at most 15 lines of them per lookup (docs/performance.md, "One occurrence
/// of each skipped spelling"). Smaller buffers, nearly every source file, keep every line's.
public struct LineTable: Sendable {
  /// The start of line 0, of line `1 << shift`, of line `2 << shift`...; the first is 0.
  private let checkpoints: [UInt32]
  /// How many lines lie between two checkpoints, as a power of two: 0 (every line's start is
  /// kept) or `sparseShift`.
  private let shift: Int
  /// The bytes, to find the lines between checkpoints (empty when every line's start is kept).
  private let bytes: [UInt8]
  /// Whether the bytes hold a `\r`, which the lines between checkpoints are then searched for too.
  private let hasCarriageReturn: Bool
  /// The number of lines; a file with no bytes has one (empty) line.
  public let lineCount: Int
  /// The size of the buffer the table was built from.
  public let byteCount: Int

  /// The size from which a table keeps only every `1 << sparseShift`-th line's start: 1 MiB.
  public static let sparseFrom = 1 << 20
  /// A sparse table keeps every 16th line's start.
  static let sparseShift = 4

  /// Builds the table for `bytes` in one pass over contiguous memory.
  ///
  /// Most files have no `\r` at all: for them `memchr` finds each `\n` (a vectorised scan, about
  /// a tenth of the byte-by-byte loop's instructions); files with a `\r` take the loop.
  public init(bytes: [UInt8]) {
    let shift = bytes.count >= Self.sparseFrom ? Self.sparseShift : 0
    let scanned = bytes.withUnsafeBufferPointer { Self.scan($0, shift: shift) }
    checkpoints = scanned.checkpoints
    lineCount = scanned.lineCount
    hasCarriageReturn = scanned.hasCarriageReturn
    self.shift = shift
    self.bytes = shift == 0 ? [] : bytes
    byteCount = bytes.count
  }

  /// Builds the table for `bytes` of any collection (a copy first when it is not an array).
  public init(bytes: some Collection<UInt8>) {
    self.init(bytes: Array(bytes))
  }

  /// The start of every `1 << shift`-th line of `buffer`, its number of lines, and whether it
  /// holds a `\r`.
  private static func scan(
    _ buffer: UnsafeBufferPointer<UInt8>, shift: Int
  ) -> (checkpoints: [UInt32], lineCount: Int, hasCarriageReturn: Bool) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return ([0], 1, false) }
    let mask = (1 << shift) - 1
    let hasCarriageReturn = memchr(base, 0x0D, buffer.count) != nil
    var checkpoints: [UInt32] = [0]
    checkpoints.reserveCapacity((buffer.count / 32) >> shift + 1)
    // The 0-based index of the line that starts at `position`.
    var line = 0
    var position = 0
    while let next = nextLineStart(from: position, in: buffer, hasCarriageReturn: hasCarriageReturn) {
      line += 1
      if line & mask == 0 { checkpoints.append(UInt32(truncatingIfNeeded: next)) }
      position = next
    }
    return (checkpoints, line + 1, hasCarriageReturn)
  }

  /// Where the line after the one holding `position` starts, or `nil` when it is the last: after
  /// the first `\n`, `\r\n` or lone `\r` at or after `position`.
  @inline(__always)
  private static func nextLineStart(
    from position: Int, in buffer: UnsafeBufferPointer<UInt8>, hasCarriageReturn: Bool
  ) -> Int? {
    guard position < buffer.count, let base = buffer.baseAddress else { return nil }
    if !hasCarriageReturn {
      guard let found = memchr(base + position, 0x0A, buffer.count - position) else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
    }
    var index = position
    while index < buffer.count {
      // Every byte above `\r` is neither line break: the loop's common case is this one test.
      let byte = buffer[index]
      if byte <= 0x0D {
        if byte == 0x0A { return index + 1 }
        if byte == 0x0D { return index + 1 < buffer.count && buffer[index + 1] == 0x0A ? index + 2 : index + 1 }
      }
      index += 1
    }
    return nil
  }

  /// The byte offset at which the line of 0-based `index` starts (`0 ..< lineCount`).
  @inline(__always)
  public func start(ofLine index: Int) -> Int {
    let checkpoint = index >> shift
    var start = Int(checkpoints[checkpoint])
    var line = checkpoint << shift
    guard line < index else { return start }
    bytes.withUnsafeBufferPointer { buffer in
      while line < index {
        start = Self.nextLineStart(from: start, in: buffer, hasCarriageReturn: hasCarriageReturn) ?? byteCount
        line += 1
      }
    }
    return start
  }

  /// The 0-based index of the line containing `offset` (an offset at the end of the buffer
  /// belongs to the last line).
  public func lineIndex(of offset: Int) -> Int {
    line(holding: min(max(offset, 0), byteCount)).index
  }

  /// The line and column of `offset`; offsets outside the buffer are clamped into it.
  public func location(of offset: Int) -> SourceLocation {
    let clamped = min(max(offset, 0), byteCount)
    let line = line(holding: clamped)
    return SourceLocation(line: line.index + 1, column: clamped - line.start + 1)
  }

  /// The byte offset of a 1-based line and column, or `nil` when the line does not exist.
  /// Columns past the end of the line are clamped to the buffer's end.
  public func offset(of location: SourceLocation) -> Int? {
    guard location.line >= 1, location.line <= lineCount else { return nil }
    return min(start(ofLine: location.line - 1) + max(location.column, 1) - 1, byteCount)
  }

  /// The 0-based index and the start of the line holding `offset` (inside the buffer): the
  /// last checkpoint at or before it by binary search, then the lines after that one.
  private func line(holding offset: Int) -> (index: Int, start: Int) {
    var low = 0
    var high = checkpoints.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(checkpoints[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    var index = low << shift
    var start = Int(checkpoints[low])
    guard shift > 0 else { return (index, start) }
    bytes.withUnsafeBufferPointer { buffer in
      while index + 1 < lineCount,
        let next = Self.nextLineStart(from: start, in: buffer, hasCarriageReturn: hasCarriageReturn), next <= offset
      {
        start = next
        index += 1
      }
    }
    return (index, start)
  }
}
