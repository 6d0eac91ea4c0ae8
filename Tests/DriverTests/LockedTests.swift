import Syntax
import Testing

/// `Locked` serializes its value's updates across threads.
@Suite struct LockedTests {
  @Test func updatesFromManyThreadsAreNotLost() {
    let counter = Locked(0)
    _ = LargeStack.parallelMap(Array(0..<8), jobs: 4) { _ in
      for _ in 0..<5_000 { counter.withLock { $0 += 1 } }
      return 0
    }
    #expect(counter.withLock { $0 } == 40_000)
  }

  @Test func withLockReturnsWhatTheBodyReturns() {
    let names = Locked(["a"])
    let previous = names.withLock { names -> [String] in
      defer { names.append("b") }
      return names
    }
    #expect(previous == ["a"])
    #expect(names.withLock { $0 } == ["a", "b"])
  }
}
