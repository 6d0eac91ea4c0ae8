import Testing

@testable import Syntax

/// A helper thread starts with the caller's CPU left out of its mask, and has every CPU the
/// caller may use once it runs (`HelperPlacement`), whether it is a new thread or a pooled one
/// handed another job.
@Suite struct HelperPlacementTests {
  @Test func awayLeavesOutOnlyTheCallersCPU() throws {
    #if os(Linux)
    let allowed = try #require(HelperPlacement.currentMask())
    let count = allowed.reduce(0) { $0 + $1.nonzeroBitCount }
    guard let placement = HelperPlacement.awayFromCaller() else {
      // One CPU to run on: nowhere else to start.
      #expect(count == 1)
      return
    }
    #expect(placement.allowed == allowed)
    #expect(placement.away.reduce(0) { $0 + $1.nonzeroBitCount } == count - 1)
    // Only CPUs the caller may use, one fewer.
    #expect(zip(allowed, placement.away).allSatisfy { $0 & $1 == $1 })
    #else
    #expect(HelperPlacement.awayFromCaller() == nil)
    #endif
  }

  @Test func helpersRunWithEveryCPUTheCallerMayUse() throws {
    #if os(Linux)
    let allowed = try #require(HelperPlacement.currentMask())
    // New threads, then the same threads of the pool handed more jobs, all placed away.
    for _ in 0..<4 {
      let masks = LargeStack.run {
        LargeStack.parallelMap(Array(0..<8), jobs: 4, stackSize: 1 << 20) { _ in HelperPlacement.currentMask() }
      }
      #expect(masks.allSatisfy { $0 == allowed })
      let started = LargeStack.start { HelperPlacement.currentMask() }
      #expect(started.value() == allowed)
    }
    #endif
  }
}
