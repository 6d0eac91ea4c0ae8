import Diagnostics
import Model
import Syntax

/// What the skim learns of each file besides its facts, written by the skim's threads where it
/// belongs, so that no thread assembles the results after the skim.
///
/// The skim's facts are the array `LargeStack.parallelMap` fills in place. The rest was
/// returned with them, one outcome per file, and sorted out on one thread after the skim: each
/// outcome copied into three arrays grown as it went, then the outcomes freed (0.98 ms of the
/// synthetic 20 MB corpus's run at `--jobs 2`, with the other core idle). Here the maker and
/// fingerprint of file `number` go to slot `number` of arrays sized once, and the few files
/// that name a role protocol or cannot be read are noted under a lock.
final class SkimSideResults: @unchecked Sendable {
  /// The number of files.
  private let count: Int
  /// Per file, the `FactsRelease.currentThread` of the thread that skimmed it, and its
  /// `NameFingerprint` when taken: written at disjoint slots by the skim's threads, moved into
  /// arrays by `finish`.
  private let makerSlots: UnsafeMutablePointer<Int>
  private let fingerprintSlots: UnsafeMutablePointer<NameFingerprint?>
  /// Whether `finish` moved the slots out.
  private var isFinished = false
  /// The mentions by declaration of the files that name a role protocol, and the diagnostics
  /// of the files that cannot be read, by file.
  private let sparse = Locked((mentions: [Int: DeclarationMentions](), unreadable: [Int: Diagnostic]()))

  /// Room for `count` files.
  init(count: Int) {
    self.count = count
    makerSlots = .allocate(capacity: max(count, 1))
    makerSlots.initialize(repeating: 0, count: count)
    fingerprintSlots = .allocate(capacity: max(count, 1))
    fingerprintSlots.initialize(repeating: nil, count: count)
  }

  deinit {
    if !isFinished { fingerprintSlots.deinitialize(count: count) }
    makerSlots.deallocate()
    fingerprintSlots.deallocate()
  }

  /// Notes what skimming file `number` gave besides its facts. Each file is noted once.
  func note(_ number: Int, fingerprint: NameFingerprint?, mentions: DeclarationMentions?) {
    makerSlots[number] = FactsRelease.currentThread
    if let fingerprint { fingerprintSlots[number] = fingerprint }
    if let mentions { sparse.withLock { $0.mentions[number] = mentions } }
  }

  /// Notes that file `number` cannot be read.
  func noteUnreadable(_ number: Int, _ diagnostic: Diagnostic) {
    sparse.withLock { $0.unreadable[number] = diagnostic }
  }

  /// Once every file was noted: the facts of the readable files of `facts` (one per file, a
  /// placeholder for each unreadable one), with their makers, packed fingerprints and mentions by
  /// declaration (by index into the facts returned), and a diagnostic per unreadable file, in
  /// file order.
  func finish(_ facts: [FileFacts]) -> Finished {
    let (mentions, unreadable) = sparse.withLock { ($0.mentions, $0.unreadable) }
    precondition(!isFinished && facts.count == count, "SkimSideResults.finish: once, with one fact per file")
    isFinished = true
    // Moved, not copied: no reference count taken and dropped per fingerprint.
    let makers = [Int](unsafeUninitializedCapacity: count) { buffer, initialized in
      buffer.baseAddress?.moveInitialize(from: makerSlots, count: count)
      initialized = count
    }
    let fingerprints = [NameFingerprint?](unsafeUninitializedCapacity: count) { buffer, initialized in
      buffer.baseAddress?.moveInitialize(from: fingerprintSlots, count: count)
      initialized = count
    }
    guard !unreadable.isEmpty else {
      return Finished(
        facts: facts, makers: makers, fingerprints: NameFingerprint.packed(fingerprints), readErrors: [],
        declarationMentions: mentions)
    }
    // Some file could not be read: the others' results, renumbered.
    var kept: [FileFacts] = []
    var keptMakers: [Int] = []
    var keptFingerprints: [NameFingerprint?] = []
    var keptMentions: [Int: DeclarationMentions] = [:]
    var readErrors: [Diagnostic] = []
    for number in facts.indices {
      if let diagnostic = unreadable[number] {
        readErrors.append(diagnostic)
        continue
      }
      if let declarations = mentions[number] { keptMentions[kept.count] = declarations }
      kept.append(facts[number])
      keptMakers.append(makers[number])
      keptFingerprints.append(fingerprints[number])
    }
    return Finished(
      facts: kept, makers: keptMakers, fingerprints: NameFingerprint.packed(keptFingerprints), readErrors: readErrors,
      declarationMentions: keptMentions)
  }

  /// The skim's results once every file was noted (`finish`).
  struct Finished {
    /// The facts of the readable files, in file order.
    var facts: [FileFacts]
    /// Per readable file, the `FactsRelease.currentThread` of the thread that skimmed it.
    var makers: [Int]
    /// Per readable file, its fingerprint when taken, packed (`NameFingerprint.packed`).
    var fingerprints: [NameFingerprint?]
    /// A diagnostic per unreadable file, in file order.
    var readErrors: [Diagnostic]
    /// The mentions by declaration of the readable files that name a role protocol, by index
    /// into `facts`.
    var declarationMentions: [Int: DeclarationMentions]
  }
}
