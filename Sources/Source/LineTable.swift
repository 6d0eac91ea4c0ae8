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
public struct LineTable: Sendable {
  /// The byte offset at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int]
  /// The size of the buffer the table was built from.
  public let byteCount: Int

  /// Builds the table for `bytes` in one pass over contiguous memory.
  public init(bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { LineTable(buffer: $0) }
  }

  /// Builds the table for the bytes of `buffer`.
  ///
  /// Most files have no `\r` at all: for them `memchr` finds each `\n` (a vectorised scan, about
  /// a tenth of the byte-by-byte loop's instructions); files with a `\r` take the loop.
  public init(buffer: UnsafeBufferPointer<UInt8>) {
    if let base = buffer.baseAddress, buffer.count > 0, memchr(base, 0x0D, buffer.count) == nil {
      var starts = [0]
      starts.reserveCapacity(buffer.count / 32 + 1)
      var position = 0
      while position < buffer.count, let found = memchr(base + position, 0x0A, buffer.count - position) {
        position = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        starts.append(position)
      }
      lineStarts = starts
      byteCount = buffer.count
      return
    }
    var starts = [0]
    var previousWasCarriageReturn = false
    for offset in 0..<buffer.count {
      let byte = buffer[offset]
      // Every byte above `\r` is neither line break: the loop's common case is this one test.
      if byte > 0x0D {
        previousWasCarriageReturn = false
      } else if byte == 0x0A {
        // `\r\n` is one line break: the line starts after the `\n`, not after the `\r`.
        if previousWasCarriageReturn { starts[starts.count - 1] = offset + 1 } else { starts.append(offset + 1) }
        previousWasCarriageReturn = false
      } else if byte == 0x0D {
        starts.append(offset + 1)
        previousWasCarriageReturn = true
      } else {
        previousWasCarriageReturn = false
      }
    }
    lineStarts = starts
    byteCount = buffer.count
  }

  /// Builds the table for `bytes` of any collection, through the same pass over contiguous
  /// memory (a copy first when the collection has none).
  public init(bytes: some Collection<UInt8>) {
    if let table = bytes.withContiguousStorageIfAvailable({ LineTable(buffer: $0) }) {
      self = table
    } else {
      self.init(bytes: Array(bytes))
    }
  }

  /// The number of lines; a file with no bytes has one (empty) line.
  public var lineCount: Int { lineStarts.count }

  /// The 0-based index of the line containing `offset` (an offset at the end of the buffer
  /// belongs to the last line).
  public func lineIndex(of offset: Int) -> Int {
    let clamped = min(max(offset, 0), byteCount)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The line and column of `offset`; offsets outside the buffer are clamped into it.
  public func location(of offset: Int) -> SourceLocation {
    let clamped = min(max(offset, 0), byteCount)
    let index = lineIndex(of: clamped)
    return SourceLocation(line: index + 1, column: clamped - lineStarts[index] + 1)
  }

  /// The byte offset of a 1-based line and column, or `nil` when the line does not exist.
  /// Columns past the end of the line are clamped to the buffer's end.
  public func offset(of location: SourceLocation) -> Int? {
    guard location.line >= 1, location.line <= lineStarts.count else { return nil }
    return min(lineStarts[location.line - 1] + max(location.column, 1) - 1, byteCount)
  }
}
