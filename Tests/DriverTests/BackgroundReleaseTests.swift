import Foundation
import Testing

@testable import Driver

/// A value dropped in the background is freed on another thread.
@Suite struct BackgroundReleaseTests {
  /// How many instances one test freed.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var freed: Int { lock.withLock { count } }

    func add() { lock.withLock { count += 1 } }
  }

  /// Adds one to its counter when freed.
  final class Tracked: Sendable {
    let counter: Counter
    init(_ counter: Counter) { self.counter = counter }
    deinit { counter.add() }
  }

  /// A struct holding a nested array of tracked instances, like a file's facts.
  struct Value: Sendable {
    var items: [Tracked]
  }

  @Test func aDroppedValueIsFreedOnAnotherThread() async throws {
    let counter = Counter()
    do {
      let value = Value(items: (0..<50).map { _ in Tracked(counter) })
      BackgroundRelease.drop(value)
    }
    // The detached thread frees the last copy; nothing waits for it, so poll (up to 10 s).
    for _ in 0..<1000 where counter.freed < 50 { try await Task.sleep(nanoseconds: 10_000_000) }
    #expect(counter.freed == 50)
  }
}
