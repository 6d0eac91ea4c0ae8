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
/// `SourceFile.maximumSize`): a parsed file keeps its table until the rules have run, and a
/// 20 MB file's 600,000 lines took 4.8 MB as `Int`s (docs/performance.md, "One occurrence of
/// each skipped spelling").
public struct LineTable: Sendable {
  /// The byte offset at which each line starts; the first is 0.
  private let starts: [UInt32]
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
      var starts: [UInt32] = [0]
      starts.reserveCapacity(buffer.count / 32 + 1)
      var position = 0
      while position < buffer.count, let found = memchr(base + position, 0x0A, buffer.count - position) {
        position = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        starts.append(UInt32(truncatingIfNeeded: position))
      }
      self.starts = starts
      byteCount = buffer.count
      return
    }
    var starts: [UInt32] = [0]
    var previousWasCarriageReturn = false
    for offset in 0..<buffer.count {
      let byte = buffer[offset]
      // Every byte above `\r` is neither line break: the loop's common case is this one test.
      if byte > 0x0D {
        previousWasCarriageReturn = false
      } else if byte == 0x0A {
        // `\r\n` is one line break: the line starts after the `\n`, not after the `\r`.
        let next = UInt32(truncatingIfNeeded: offset + 1)
        if previousWasCarriageReturn { starts[starts.count - 1] = next } else { starts.append(next) }
        previousWasCarriageReturn = false
      } else if byte == 0x0D {
        starts.append(UInt32(truncatingIfNeeded: offset + 1))
        previousWasCarriageReturn = true
      } else {
        previousWasCarriageReturn = false
      }
    }
    self.starts = starts
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
  public var lineCount: Int { starts.count }

  /// The byte offset at which the line of 0-based `index` starts (`0 ..< lineCount`).
  @inline(__always)
  public func start(ofLine index: Int) -> Int { Int(starts[index]) }

  /// The 0-based index of the line containing `offset` (an offset at the end of the buffer
  /// belongs to the last line).
  public func lineIndex(of offset: Int) -> Int {
    let clamped = min(max(offset, 0), byteCount)
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(starts[middle]) <= clamped { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The line and column of `offset`; offsets outside the buffer are clamped into it.
  public func location(of offset: Int) -> SourceLocation {
    let clamped = min(max(offset, 0), byteCount)
    let index = lineIndex(of: clamped)
    return SourceLocation(line: index + 1, column: clamped - start(ofLine: index) + 1)
  }

  /// The byte offset of a 1-based line and column, or `nil` when the line does not exist.
  /// Columns past the end of the line are clamped to the buffer's end.
  public func offset(of location: SourceLocation) -> Int? {
    guard location.line >= 1, location.line <= starts.count else { return nil }
    return min(start(ofLine: location.line - 1) + max(location.column, 1) - 1, byteCount)
  }
}
