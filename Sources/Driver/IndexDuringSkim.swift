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
  /// What the skim threads share: the files offered out of order, the next file to enter,
  /// and whether a thread is entering files.
  private struct Shared {
    var waiting: [FileFacts??]
    var next = 0
    var isEntering = false
  }

  private let shared: Locked<Shared>
  private let sighting: RoleSighting
  private let moduleName: String
  private let ifConfig: IfConfigEvaluator
  /// The readable files entered so far, in order, and the index of them once a role was seen.
  /// Only the thread that is entering files (`Shared.isEntering`, handed over under the lock)
  /// touches them.
  private var entered: [FileFacts] = []
  private var builder: FactsIndex.Builder?

  /// An index of `count` files of the module `moduleName`, started once `sighting` has seen a
  /// role protocol.
  init(count: Int, moduleName: String, configuration: BuildConfiguration, sighting: RoleSighting) {
    shared = Locked(Shared(waiting: Array(repeating: nil, count: count)))
    self.sighting = sighting
    self.moduleName = moduleName
    ifConfig = IfConfigEvaluator(configuration: configuration)
  }

  /// Offers the facts of file `number` (`nil`: it could not be read, and has no place in the
  /// index). Every file is offered once.
  func offer(_ number: Int, _ facts: FileFacts?) {
    var run = shared.withLock { shared -> [FileFacts?] in
      shared.waiting[number] = .some(facts)
      guard !shared.isEntering, shared.next == number else { return [] }
      shared.isEntering = true
      return Self.takeRun(&shared)
    }
    while !run.isEmpty {
      for facts in run {
        if let facts { enter(facts) }
      }
      run = shared.withLock { shared in
        let more = Self.takeRun(&shared)
        if more.isEmpty { shared.isEntering = false }
        return more
      }
    }
  }

  /// The index of every readable file, once all were offered; `nil` when no file named a role
  /// protocol.
  func finish() -> FactsIndex? {
    shared.withLock { _ in builder?.finish() }
  }

  /// The files waiting from `next` on, taken out in order.
  private static func takeRun(_ shared: inout Shared) -> [FileFacts?] {
    var run: [FileFacts?] = []
    while shared.next < shared.waiting.count, let facts = shared.waiting[shared.next] {
      run.append(facts)
      shared.waiting[shared.next] = nil
      shared.next += 1
    }
    return run
  }

  /// Enters one readable file, starting the index (with the files before it) once a role
  /// protocol was seen.
  private func enter(_ facts: FileFacts) {
    entered.append(facts)
    if builder == nil {
      guard sighting.hasSeen else { return }
      var started = FactsIndex.Builder(moduleName: moduleName, ifConfig: ifConfig)
      for earlier in entered { started.add(earlier) }
      builder = started
      return
    }
    builder?.add(facts)
  }
}
