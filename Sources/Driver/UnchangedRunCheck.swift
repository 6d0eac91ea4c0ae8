import Diagnostics
import Foundation
import Source
import Syntax

/// The first step of a cached `lint` of folders: whether anything the last run with the same
/// settings and command-line paths looked at has changed (`UnchangedRun`), by one `stat` per
/// folder and file, on `jobs` threads.
///
/// When nothing has, that run's findings key (`findingsKey`) and findings (`outcome()`) are
/// exactly what discovery, the digests and the run key would look up. When something has, the
/// identities just taken stand in for the `stat`s the rest of the run would make again: the
/// folders' for discovery's check of its remembered walk (`folderIdentities(of:)`, or the
/// record's files when no folder changed: `recordedFiles()`), the files' for the digests' check
/// of their memo (`fileIdentities(of:)`), each only when the paths are exactly the ones
/// checked. An identity taken before a file is read serves as well as one taken just before: a
/// change between the two makes the next run read the file again.
///
/// The run then records what it looked at (`walked(_:)` from discovery, `remember` from
/// `CachedLint.run`) for the next one, when all of it was settled and its findings were stored.
public final class UnchangedRunCheck: Sendable {
  /// The record's key: the settings, the working directory and the command-line paths.
  let key: ContentDigest
  /// The cache it is read from and stored in.
  let cache: RunCache
  /// The last run's record under `key`, if any.
  let stored: UnchangedRun?
  /// Each of the record's paths' identity now (`nil` for one that cannot be `stat`ed).
  let current: [DigestMemo.Identity?]
  /// Whether nothing the last run looked at has changed.
  let unchanged: Bool
  /// The folders this run's walk visited, each with its settled identity, when every folder
  /// was settled and the walk was complete.
  private let walkedFolders = Locked<[(path: [UInt8], identity: DigestMemo.Identity)]?>(nil)

  /// The module's remembered digests being read, started as soon as the run is known to need
  /// them: with no record, or at the first path found changed, so that the read overlaps the
  /// rest of the check (`digestMemo`).
  private let memoRead: Locked<CachedLint.DigestMemoRead?>

  /// Checks what the last run of `request`'s settings over `inputs` (command-line paths, all
  /// read from disk) looked at, on `jobs` threads.
  public init(inputs: [String], request: CachedLint.Request, cache: RunCache, jobs: Int) {
    let key = Self.key(inputs: inputs, request: request)
    let memoRead = Locked<CachedLint.DigestMemoRead?>(nil)
    let readMemo: @Sendable () -> Void = {
      memoRead.withLock { read in
        if read == nil { read = CachedLint.readDigestMemo(moduleName: request.moduleName, cache: cache) }
      }
    }
    let stored = cache.unchangedRun(key: key)
    if stored == nil { readMemo() }
    let start = DigestMemo.now()
    let checked = stored?.currentIdentities(jobs: jobs, whenChanged: readMemo)
    self.key = key
    self.cache = cache
    self.stored = stored
    self.memoRead = memoRead
    current = checked?.identities ?? []
    unchanged = stored != nil && checked?.unchanged == true
    // Files recorded by digest (written just before the run that recorded them) whose times
    // have settled since are recorded by identity from now on, and not read again.
    if unchanged, let settled = stored?.settling(current, before: start, window: DigestMemo.racyWindow) {
      cache.store(unchangedRun: settled, key: key)
    }
  }

  /// The key the last run's findings are stored under, when nothing it looked at has changed.
  public var findingsKey: ContentDigest? { unchanged ? stored?.findingsKey : nil }

  /// The last run's findings, when nothing it looked at has changed and they are still stored.
  var findings: [Diagnostic]? { findingsKey.flatMap(cache.findings(key:)) }

  /// The module's remembered digests, being read since the check found the run must look
  /// further (none when nothing changed), or now.
  public func digestMemo(moduleName: String) -> CachedLint.DigestMemoRead {
    memoRead.withLock { read in
      if read == nil { read = CachedLint.readDigestMemo(moduleName: moduleName, cache: cache) }
      return read!
    }
  }

  /// The last run's outcome when nothing it looked at has changed: its findings, and the
  /// files they point into, read for the report.
  public func outcome() -> CachedLint.Outcome? {
    guard let findingsKey, let findings else { return nil }
    return CachedLint.Outcome(
      diagnostics: findings, files: CachedLint.reportedFiles(findings, contents: [:]), cacheHit: true,
      findingsKey: findingsKey)
  }

  /// The key of the record of a run of `request`'s settings over `inputs`.
  static func key(inputs: [String], request: CachedLint.Request) -> ContentDigest {
    var text = "unchanged 1\n" + CachedLint.settingsText(request)
    text += "directory \(FileManager.default.currentDirectoryPath)\n"
    for input in inputs { text += "input \(input.utf8.count):\(input)\n" }
    return ContentDigest(of: text)
  }

  /// The identities just taken of `folders` (UTF-8 paths, in the walk's order), when they are
  /// exactly the recorded run's folders.
  func folderIdentities(of folders: [[UInt8]]) -> ArraySlice<DigestMemo.Identity?>? {
    stored?.folderValues(current, matching: folders)
  }

  /// The identities just taken of `files`, when they are exactly the recorded run's files.
  func fileIdentities(of files: [String]) -> ArraySlice<DigestMemo.Identity?>? {
    stored?.fileValues(current, matching: files)
  }

  /// Notes the folders discovery's walk visited with their settled identities (`nil` when
  /// one was not settled or the walk was not complete).
  func walked(_ folders: [(path: [UInt8], identity: DigestMemo.Identity)]?) {
    walkedFolders.withLock { $0 = folders }
  }

  /// The recorded run's files when none of its folders has changed: exactly the files a walk
  /// and the settings' filter would give now (`ListingMemo`'s argument, for the same paths and
  /// settings); the walk's folders are noted as the recorded ones. `nil` otherwise.
  func recordedFiles() -> [String]? {
    guard let stored, current.count == stored.count,
      (0..<stored.folderCount).allSatisfy({ current[$0].map(UnchangedRun.Check.identity) == stored.check(at: $0) })
    else { return nil }
    walked(stored.folders())
    return stored.filePaths()
  }

  /// Records, for the next run, that this one linted `paths`, with their `digests` and the
  /// settled `identities` (one per path; `nil` for one not settled, recorded by its digest),
  /// and stored its findings under `findingsKey`, when every path has a digest and the walk's
  /// folders were noted; nothing is written when the record would not change. A record of the
  /// same folders and files is written by overwriting the changed checks in a copy of the
  /// stored one.
  func remember(
    paths: [String], identities: [DigestMemo.Identity?], digests: [ContentDigest?], findingsKey: ContentDigest
  ) {
    guard let folders = walkedFolders.withLock({ $0 }), identities.count == paths.count, digests.count == paths.count
    else { return }
    var checks: [UnchangedRun.Check] = folders.map { .identity($0.identity) }
    checks.reserveCapacity(folders.count + paths.count)
    for index in paths.indices {
      if let identity = identities[index] {
        checks.append(.identity(identity))
      } else if let digest = digests[index] {
        checks.append(.digest(digest))
      } else {
        return
      }
    }
    let run: UnchangedRun
    if let stored, stored.hasFolders(folders.map(\.path)), stored.hasFiles(paths) {
      run = stored.replacing(findingsKey: findingsKey, checks: checks)
    } else {
      run = UnchangedRun(
        findingsKey: findingsKey, folders: folders,
        files: zip(paths, checks[folders.count...]).map { ($0, $1) })
    }
    // A new record adds a file to the folder: only then can it need pruning.
    if run != stored { cache.store(unchangedRun: run, key: key, pruning: stored == nil) }
  }
}
