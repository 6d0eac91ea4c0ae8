import Model
import Syntax

/// Builds the facts index while the skim runs, one file at a time in file order, on whichever
/// skim thread finishes the file the index waits for.
///
/// The index (`FactsIndex`) was built after the skim, on one thread while the other core
/// waited: 3.3 ms of the synthetic 20 MB corpus's run. Here each skimmed file is offered as
/// it is done; the thread that offers the next file in order enters it, and any later files
/// already waiting, while the other threads skim on. Files are entered only once some file
/// has named a role protocol (`RoleSighting`; then the files before it are caught up on): a
/// module without App Intents code never needs the index, and builds none.
final class IndexDuringSkim: @unchecked Sendable {
  /// What the skim threads share: which files were offered (0 not yet, 1 with facts, 2
  /// unreadable), the next file to enter, and whether a thread is entering files.
  private struct Shared {
    var offered: [UInt8]
    var next = 0
    var isEntering = false
  }

  private let shared: Locked<Shared>
  /// Each file's facts, written once by the thread that offers it (distinct slots of raw memory,
  /// as `LargeStack.parallelMap` keeps its results) and read after the lock says it is there.
  private let slots: UnsafeMutablePointer<FileFacts?>
  private let count: Int
  private let sighting: RoleSighting
  private let moduleName: String
  private let ifConfig: IfConfigEvaluator
  /// The index once a role protocol was seen; only the thread that is entering files
  /// (`Shared.isEntering`, handed over under the lock) touches it.
  private var builder: FactsIndex.Builder?

  /// An index of `count` files of the module `moduleName`, started once `sighting` has seen a
  /// role protocol.
  init(count: Int, moduleName: String, configuration: BuildConfiguration, sighting: RoleSighting) {
    shared = Locked(Shared(offered: Array(repeating: 0, count: count)))
    slots = .allocate(capacity: max(count, 1))
    slots.initialize(repeating: nil, count: count)
    self.count = count
    self.sighting = sighting
    self.moduleName = moduleName
    ifConfig = IfConfigEvaluator(configuration: configuration)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  /// Offers the facts of file `number` (`nil`: it could not be read, and has no place in the
  /// index). Every file is offered once.
  func offer(_ number: Int, _ facts: FileFacts?) {
    if let facts { slots[number] = facts }
    var run = shared.withLock { shared -> Range<Int> in
      shared.offered[number] = facts == nil ? 2 : 1
      guard !shared.isEntering, shared.next == number else { return 0..<0 }
      shared.isEntering = true
      return Self.takeRun(&shared)
    }
    while !run.isEmpty {
      for file in run { enter(file) }
      run = shared.withLock { shared in
        let more = Self.takeRun(&shared)
        if more.isEmpty { shared.isEntering = false }
        return more
      }
    }
  }

  /// The index of every readable file, once all were offered, which holds `files`: the facts
  /// offered, in file order, the unreadable files left out; `nil` when no file named a role
  /// protocol.
  func finish(files: [FileFacts]) -> FactsIndex? {
    shared.withLock { _ in builder?.finish(files: files) }
  }

  /// The files offered from `next` on, without a gap: taken, `next` moved past them.
  private static func takeRun(_ shared: inout Shared) -> Range<Int> {
    let start = shared.next
    while shared.next < shared.offered.count && shared.offered[shared.next] != 0 { shared.next += 1 }
    return start..<shared.next
  }

  /// Enters file `number`, starting the index (with the files before it) once a role protocol
  /// was seen; an unreadable file has no place in it.
  private func enter(_ number: Int) {
    if builder == nil {
      guard sighting.hasSeen else { return }
      var started = FactsIndex.Builder(moduleName: moduleName, ifConfig: ifConfig, fileCount: count)
      for earlier in 0...number { if let facts = take(earlier) { started.add(facts) } }
      builder = started
      return
    }
    if let facts = take(number) { builder?.add(facts) }
  }

  /// The facts offered for file `number`, its slot emptied: the index holds them from here, and
  /// the slot's reference is dropped on the skim's threads instead of on one thread at the end
  /// (2,020 files' references in the synthetic 20 MB corpus).
  private func take(_ number: Int) -> FileFacts? {
    let facts = (slots + number).move()
    (slots + number).initialize(to: nil)
    return facts
  }
}
