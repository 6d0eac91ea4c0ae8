import Foundation
import Syntax
import Testing

@testable import Driver

/// The skim's facts are freed on several threads, each freeing what one skim thread made.
@Suite struct FactsReleaseTests {
  /// The threads that freed instances.
  final class Record: @unchecked Sendable {
    private let lock = NSLock()
    private var threads: [Int] = []

    var freedOn: [Int] { lock.withLock { threads } }

    func add(_ thread: Int) { lock.withLock { threads.append(thread) } }
  }

  /// Notes the thread that frees it.
  final class Tracked: Sendable {
    let record: Record
    init(_ record: Record) { self.record = record }
    deinit { record.add(FactsRelease.currentThread) }
  }

  /// A value like a file's facts: a nested array of instances.
  struct Value: Sendable {
    var items: [Tracked]
  }

  static func values(_ count: Int, _ record: Record) -> [Value] {
    (0..<count).map { _ in Value(items: [Tracked(record), Tracked(record)]) }
  }

  /// Each maker's values are freed by one of the threads (which one takes which group, or
  /// whether one thread takes both, is up to the scheduler), never by the caller.
  @Test func valuesOfTwoMakersAreFreedOnOtherThreads() {
    let record = Record()
    var values = Self.values(40, record)
    FactsRelease.free(&values, makers: (0..<40).map { $0 % 2 == 0 ? 7 : 9 }, jobs: 2, leaving: Value(items: []))
    #expect(values.isEmpty)
    #expect(record.freedOn.count == 80)
    let threads = Set(record.freedOn)
    #expect(!threads.isEmpty && threads.count <= 2 && !threads.contains(FactsRelease.currentThread))
  }

  @Test func oneMakerOneJobOrUnknownMakersFreeOnTheCallingThread() {
    for (makers, jobs) in [([Int](repeating: 3, count: 10), 2), ((0..<10).map { $0 }, 1), ([1, 2], 2)] {
      let record = Record()
      var values = Self.values(10, record)
      FactsRelease.free(&values, makers: makers, jobs: jobs, leaving: Value(items: []))
      #expect(values.isEmpty)
      #expect(record.freedOn == [Int](repeating: FactsRelease.currentThread, count: 20))
    }
  }

  @Test func aThreadTellsItselfApartFromAnother() {
    let here = FactsRelease.currentThread
    let there = LargeStackProbe.otherThread()
    #expect(here == FactsRelease.currentThread && here != there)
  }
}

/// `FactsRelease.currentThread` read on a thread of `LargeStack`.
enum LargeStackProbe {
  static func otherThread() -> Int {
    LargeStack.parallelMap([0, 1], jobs: 2) { _ in FactsRelease.currentThread }[0]
  }
}
