import Model
import Source
import Syntax

/// A cached run of a module never run with that cache (no digest remembered and no facts
/// stored: a new cache folder, a CI machine that keeps none): its content digests are taken
/// from the skim instead of before it.
///
/// A run with a cache takes every file's digest first, to look up the findings of an
/// unchanged tree (`CachedLint.runKey`), reading and hashing every file the memo does not
/// know; the skim then reads every file again. With nothing stored for the module no findings
/// can be expected, so a first run takes only each file's identity before the skim
/// (a `stat`, so that no identity is newer than the bytes the skim hashes, as `DigestMemo`
/// requires), and takes the digests the skim gives the facts, and the memo, on the thread that
/// stores the facts (`takeDigests(of:cache:module:)`); the run key follows (`finish`). The real 21.8 MB
/// corpus's cold run read and hashed its 1,718 files twice; a findings hit it can no longer
/// make (findings stored while both the memo and the facts were lost) is a miss, which the
/// rest of the run makes up exactly.
final class FirstRun: Sendable {
  /// The run's paths.
  let paths: [String]
  /// Each path's identity before the skim (`nil` for contents given on standard input or a
  /// file that could not be `stat`ed).
  let identities: [DigestMemo.Identity?]
  /// When the identities were taken, for `DigestMemo.Identity.isSettled`.
  let start: Double
  /// How much older than `start` a file's times must be for its digest to be remembered.
  let racyWindow: Double
  /// The digest of each path the skim gave facts, in path order (`nil` for a file it could
  /// not read), once `takeDigests(of:)` has run.
  private let digests = Locked<[ContentDigest?]>([])

  /// A first run over `paths` whose identities, taken from `start` on, are `identities`.
  init(
    paths: [String], identities: [DigestMemo.Identity?], start: Double, racyWindow: Double = DigestMemo.racyWindow
  ) {
    self.paths = paths
    self.identities = identities
    self.start = start
    self.racyWindow = racyWindow
  }

  /// Takes the digests of the skim's `facts` (their content hashes; the facts of the readable
  /// paths, in path order) and stores the memo of the settled ones in `cache`: on the thread
  /// that stores the facts, while the files to parse are chosen.
  func takeDigests(of facts: [FileFacts], cache: RunCache, module: ContentDigest) {
    var taken: [ContentDigest?] = []
    taken.reserveCapacity(paths.count)
    var remembered: [DigestMemo.Entry] = []
    remembered.reserveCapacity(paths.count)
    var next = 0
    for (index, path) in paths.enumerated() {
      // The facts follow the paths, without the unreadable ones.
      guard next < facts.count, facts[next].path == path else {
        taken.append(nil)
        continue
      }
      let digest = ContentDigest(hex: facts[next].contentHash)
      next += 1
      taken.append(digest)
      guard let digest, index < identities.count, let identity = identities[index],
        identity.isSettled(before: start, window: racyWindow)
      else { continue }
      remembered.append(DigestMemo.Entry(path: path, identity: identity, digest: digest))
    }
    if !remembered.isEmpty { cache.store(digestMemo: DigestMemo(remembered), module: module) }
    digests.withLock { $0 = taken }
  }

  /// Each path's identity when it is settled (`nil` for the others).
  var settledIdentities: [DigestMemo.Identity?] {
    identities.map { identity in identity.flatMap { $0.isSettled(before: start, window: racyWindow) ? $0 : nil } }
  }

  /// The digest of each path (`nil` for a file the skim could not read), and the run key of
  /// `request` when every path has one.
  func finish(_ request: CachedLint.Request) -> (digests: [ContentDigest?], key: ContentDigest?) {
    let taken = digests.withLock { $0 }
    guard taken.count == request.paths.count else { return ([], nil) }
    guard taken.allSatisfy({ $0 != nil }) else { return (taken, nil) }
    return (taken, CachedLint.runKey(request, digests: taken.compactMap { $0 }))
  }
}
