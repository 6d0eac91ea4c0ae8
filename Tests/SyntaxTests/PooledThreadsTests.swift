import Testing

@testable import Syntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pool behind `LargeStack`: threads are reused, jobs nest, and a job's body is let go
/// before its caller goes on.
@Suite struct PooledThreadsTests {
  /// The calling thread, as a number.
  static func currentThread() -> UInt {
    #if canImport(Darwin)
    UInt(bitPattern: Int(bitPattern: pthread_self()))
    #else
    UInt(pthread_self())
    #endif
  }

  @Test func aThreadRunsTheNextJobOnceItsFirstHasEnded() throws {
    let pool = PooledThreads(stackSize: 1 << 20)
    let threads = Locked<[UInt]>([])
    for _ in 0..<3 {
      let job = try #require(pool.start { threads.withLock { $0.append(Self.currentThread()) } })
      job.wait()
    }
    let seen = threads.withLock { $0 }
    #expect(seen.count == 3)
    #expect(Set(seen).count == 1, "three jobs one after another took \(Set(seen).count) threads")
    #expect(!seen.contains(Self.currentThread()))
  }

  @Test func aJobThatWaitsForAnotherGetsANewThreadForIt() throws {
    let pool = PooledThreads(stackSize: 1 << 20)
    let threads = Locked<[String: UInt]>([:])
    let outer = try #require(
      pool.start {
        threads.withLock { $0["outer"] = Self.currentThread() }
        guard let inner = pool.start({ threads.withLock { $0["inner"] = Self.currentThread() } }) else { return }
        inner.wait()
        threads.withLock { $0["outerAfter"] = Self.currentThread() }
      })
    outer.wait()
    let seen = threads.withLock { $0 }
    #expect(seen["outer"] != nil && seen["inner"] != nil && seen["outer"] == seen["outerAfter"])
    #expect(seen["outer"] != seen["inner"])
  }

  /// Something whose end a test can see.
  final class Token: Sendable {}

  @Test func theBodyIsLetGoBeforeWaitReturns() throws {
    let pool = PooledThreads(stackSize: 1 << 20)
    weak var watched: Token?
    let job: PooledJob = try {
      let token = Token()
      watched = token
      return try #require(pool.start { withExtendedLifetime(token) {} })
    }()
    job.wait()
    #expect(watched == nil, "the job's body still held what it captured after wait()")
  }

  @Test func aValueStartedAheadIsMadeOnAnotherThread() {
    let caller = Self.currentThread()
    let pending = LargeStack.start { (Self.currentThread(), (1...100).reduce(0, +)) }
    let (thread, sum) = pending.value()
    #expect(sum == 5050)
    #expect(thread != caller)
    #expect(pending.value().1 == 5050, "a second value() gives the same value")
  }

  @Test func aPooledCallerRunsNestedWorkItself() {
    let (outer, inner, workers) = LargeStack.run {
      let outer = Self.currentThread()
      let inner = LargeStack.run { Self.currentThread() }
      let workers = LargeStack.parallelMap(Array(0..<4), jobs: 2) { _ -> UInt in
        usleep(5_000)
        return Self.currentThread()
      }
      return (outer, inner, workers)
    }
    #expect(inner == outer, "a large-stack run inside a pooled thread needs no other thread")
    #expect(workers.contains(outer), "the pooled caller of parallelMap took no item")
    #expect(Set(workers).count <= 2)
  }

  @Test func aStackLargerThanThePoolsGetsAThreadOfItsOwn() {
    let size = LargeStack.defaultSize * 2
    let caller = Self.currentThread()
    let thread = LargeStack.run(stackSize: size) { Self.currentThread() }
    #expect(thread != caller)
    #expect(LargeStack.parallelMap(Array(0..<8), jobs: 2, stackSize: size) { $0 * $0 } == (0..<8).map { $0 * $0 })
  }

  @Test func parallelMapsNestInsideLargeStackRunsInOrder() {
    let results = LargeStack.run {
      LargeStack.parallelMap(Array(0..<6), jobs: 3) { outer in
        LargeStack.parallelMap(Array(0..<5), jobs: 2) { inner in outer * 10 + inner }
      }
    }
    #expect(results == (0..<6).map { outer in (0..<5).map { outer * 10 + $0 } })
  }
}
