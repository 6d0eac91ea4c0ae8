@testable import Driver

/// A memo slot held in a box, to see what a stage loads and stores.
final class MemoBox<Memo: Sendable>: @unchecked Sendable {
  var memo: Memo?
  var stores = 0

  var memory: MemoSlot<Memo> {
    MemoSlot(
      load: { self.memo },
      store: {
        self.memo = $0
        self.stores += 1
      })
  }
}
