/// Where a stage keeps one memo of the run cache between runs: how to read the stored one and
/// how to replace it (`RunCache.mentionMemory`, `RunCache.selectionMemory`; a test's box).
struct MemoSlot<Memo: Sendable>: Sendable {
  /// The memo of an earlier run, if any.
  let load: @Sendable () -> Memo?
  /// Replaces the memo.
  let store: @Sendable (Memo) -> Void
}
