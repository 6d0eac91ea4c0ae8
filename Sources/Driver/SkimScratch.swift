import Source
import Syntax

/// What a skim thread reuses from one file to the next: the block files are read into and the
/// block of tokens (`ReusableReadBuffer`, `SkimTokenStorage`). An array and a token block of
/// their own per file were two large allocations and frees per file (4,040 for the synthetic
/// 20 MB tree): 771.0 M to 765.0 M instructions for that tree, 388.8 M to 383.8 M for the
/// real corpus, the same peak RSS.
final class SkimScratch {
  /// The current file's bytes.
  let reader = ReusableReadBuffer()
  /// The current file's tokens.
  let tokens = SkimTokenStorage()
}

/// The `SkimScratch`es of one skim, each lent to one file at a time: a thread that finishes a
/// file gives its scratch back and takes one for the next, so there are never more of them
/// than threads. They are freed with the pool.
final class SkimScratchPool: Sendable {
  private let idle = Locked<[UncheckedScratch]>([])

  /// An empty pool.
  init() {}

  /// Runs `body` with a scratch no other call holds meanwhile.
  func withScratch<Result>(_ body: (SkimScratch) throws(SourceReadError) -> Result) throws(SourceReadError) -> Result {
    let scratch = idle.withLock { $0.popLast() }?.scratch ?? SkimScratch()
    defer { idle.withLock { $0.append(UncheckedScratch(scratch: scratch)) } }
    return try body(scratch)
  }
}

/// A scratch while it lies in the pool: no thread holds it then, so it may pass between them.
private struct UncheckedScratch: @unchecked Sendable {
  let scratch: SkimScratch
}
