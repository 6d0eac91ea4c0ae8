import Syntax

/// What a `HeaderScanner` scan reuses from one file to the next on the same thread: the buffer
/// its declaration headers are recorded in, and the strings of the spellings it met before.
///
/// Taken from `pool` when a scan starts and given back when it is done, so a thread that skims
/// file after file keeps one scratch; a run keeps as many as threads scanned at once. Not
/// Sendable in use: one scan at a time holds a scratch; it waits in `pool` between scans.
final class ScanScratch: @unchecked Sendable {
  /// The headers of the file being scanned.
  private(set) var declarations = DeclarationBuffer()
  /// The strings of spellings met before.
  let spellings = SpellingInterner()

  /// The scratches no scan holds.
  private static let pool = Locked<[ScanScratch]>([])
  /// The largest capacity a declaration buffer is kept at (64 KB of headers); a larger one,
  /// grown for a file of thousands of declarations, is freed rather than held for the rest of
  /// the run.
  private static let largestKeptCapacity = 1024

  private init() {}

  /// A scratch with no headers, from the pool when one waits there.
  static func take() -> ScanScratch {
    pool.withLock { $0.popLast() } ?? ScanScratch()
  }

  /// Gives the scratch back to the pool, its headers let go.
  func giveBack() {
    if declarations.capacity > Self.largestKeptCapacity {
      declarations = DeclarationBuffer()
    } else {
      declarations.removeAll()
    }
    Self.pool.withLock { $0.append(self) }
  }
}
