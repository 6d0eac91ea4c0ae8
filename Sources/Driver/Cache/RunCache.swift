import Diagnostics
import Foundation
import Model
import Source
import Syntax

/// The on-disk cache of one build of the tool: per-module packs of file facts, keyed by file
/// content, and whole-run results, keyed by everything the result depends on.
///
/// Layout: `<root>/<stamp digest>/facts/<module key>.facts` (the binary `FactsPackCoding`),
/// `<root>/<stamp digest>/digests/<module key>.digests` (`DigestMemo`: content digests by file
/// identity, so an unchanged tree is not read again), `<root>/<stamp digest>/mentions/<module
/// key>.mentions` (`MentionMemo`: which intent names each unparsed file mentions, by content),
/// `<root>/<stamp digest>/selections/<module key>.selection` (`SelectionMemo`: the files last
/// chosen for a full parse, with what they were chosen from), `<root>/<stamp
/// digest>/results/<parsed key>.module` (`ModuleFindings`: findings by the parsed files, with
/// the rules' questions about the others),
/// `<root>/<stamp digest>/listings/<paths key>.listings` (`ListingMemo`: folder listings by
/// folder identity, so an unchanged tree is not listed again), `<root>/<stamp
/// digest>/runs/<check key>.run` (`UnchangedRun`: what a lint over folders looked at, by
/// identity, and its run key), `<root>/<stamp digest>/results/<report key>.report`
/// (`CachedReport`: what `lint` printed for a run's findings) and `<root>/<stamp
/// digest>/results/<run key>.findings` (`FindingsCoding`; `.json` for other results). Every
/// key is a `ContentDigest` of the inputs, so a stale entry is never found, only left behind;
/// the newest four stamp folders, the newest 64 results and the newest 64 runs are kept. The
/// cache is best effort: a file that cannot be read or decoded is a miss, a write that fails
/// is ignored, and writes are atomic renames, so concurrent runs see whole files only.
public struct RunCache: Sendable {
  /// The folder of this build's entries.
  public let directory: String

  /// How many results are kept.
  static let resultLimit = 64
  /// How many builds' folders are kept.
  static let stampLimit = 4

  /// The cache under `root` for the build identified by `stamp` (`BuildStamp.current`).
  public init(root: String, stamp: String) {
    let trimmed = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
    directory = trimmed + "/" + ContentDigest(of: stamp).hex
    self.root = trimmed
  }

  /// The folder holding every build's folder.
  public let root: String

  /// The platform's cache folder for the tool: `$XDG_CACHE_HOME/appintents` or
  /// `~/.cache/appintents` on Linux, `~/Library/Caches/appintents` on macOS; `nil` without a
  /// home folder.
  public static func defaultRoot(environment: [String: String]) -> String? {
    #if os(macOS)
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/Library/Caches/appintents"
    #else
    if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/appintents" }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.cache/appintents"
    #endif
  }

  // MARK: Facts

  /// The facts cached for a module, by content digest (paths left empty).
  public func facts(module: ContentDigest) -> [String: FileFacts] {
    read(factsPath(module), FactsPackCoding.decode) ?? [:]
  }

  /// Whether a run of the module stored facts here: one `stat`, without reading them (a
  /// module never run with this cache takes its first run's digests from the skim, `FirstRun`).
  func hasFacts(module: ContentDigest) -> Bool {
    DigestMemo.Identity.of(factsPath(module)) != nil
  }

  /// Replaces a module's facts with `facts` (the files of this run), stored by content digest.
  /// Neither the facts nor the pack are copied on the way (the store runs while the files to
  /// parse are chosen, at a run's peak of memory).
  public func store(facts: [FileFacts], module: ContentDigest) {
    let pack = FactsPackCoding.encodedParts(facts, clearingPaths: true)
    try? AtomicFile.write([pack.head, pack.body], to: factsPath(module), durable: false)
  }

  // MARK: Digests

  /// The digests remembered for a module's files (empty when there are none or they are
  /// unreadable).
  func digestMemo(module: ContentDigest) -> DigestMemo {
    read(digestsPath(module), DigestMemo.init(encoded:)) ?? DigestMemo()
  }

  /// Replaces a module's remembered digests.
  func store(digestMemo: DigestMemo, module: ContentDigest) {
    write(digestMemo.encoded(), to: digestsPath(module))
  }

  // MARK: Mentions and selections

  /// What `unreachable-intent`'s lookup found in a module's unparsed files last time (`nil`
  /// when nothing is remembered or it is unreadable).
  func mentionMemo(module: ContentDigest) -> MentionMemo? {
    read(mentionsPath(module), MentionMemo.init(encoded:))
  }

  /// The lookup's memory for a module, for `UnparsedMentionScan`.
  func mentionMemory(module: ContentDigest) -> UnparsedMentionScan.Memory {
    MemoSlot(
      load: { mentionMemo(module: module) }, store: { write($0.encoded(), to: mentionsPath(module)) })
  }

  /// The loader's memory of a module's selection, for `SkimLoader`.
  func selectionMemory(module: ContentDigest) -> SkimLoader.SelectionMemory {
    MemoSlot(
      load: { read(selectionPath(module), SelectionMemo.init(encoded:)) },
      store: { write($0.encoded(), to: selectionPath(module)) })
  }

  // MARK: Listings

  /// The folder listings remembered for a walk of `paths` (empty when there are none or they
  /// are unreadable), the folders' children left out unless `withChildren`.
  func listingMemo(paths: [String], withChildren: Bool = true) -> ListingMemo {
    read(listingsPath(paths)) { ListingMemo(encoded: $0, withChildren: withChildren) } ?? ListingMemo()
  }

  /// Replaces the folder listings remembered for a walk of `paths`.
  func store(listingMemo: ListingMemo, paths: [String]) {
    write(listingMemo.encoded(), to: listingsPath(paths))
  }

  // MARK: Unchanged runs

  /// What the last run under `key` (`UnchangedRunCheck.key`) looked at, if it is stored and
  /// readable.
  func unchangedRun(key: ContentDigest) -> UnchangedRun? {
    read(unchangedRunPath(key), UnchangedRun.init(encoded:))
  }

  /// Replaces what the last run under `key` looked at, and prunes old ones when `pruning`.
  func store(unchangedRun: UnchangedRun, key: ContentDigest, pruning: Bool = true) {
    write(unchangedRun.encoded(), to: unchangedRunPath(key))
    if pruning { prune(folder: directory + "/runs", keeping: RunCache.resultLimit) }
  }

  // MARK: Reports

  /// The report stored under `key` (`CachedReport.key`), if it is stored and readable.
  public func report(key: ContentDigest) -> CachedReport? {
    read(reportPath(key), CachedReport.init(encoded:))
  }

  /// Stores a report under `key`, and prunes old results.
  public func store(report: CachedReport, key: ContentDigest) {
    write(report.encoded(), to: reportPath(key))
    pruneOldEntries()
  }

  // MARK: Results

  /// The result stored under `key`, if any.
  public func result<Value: Decodable>(_ type: Value.Type, key: ContentDigest) -> Value? {
    guard let data = FileManager.default.contents(atPath: resultPath(key)) else { return nil }
    return try? JSONDecoder().decode(Value.self, from: data)
  }

  /// Stores `value` under `key` and prunes old results and old builds' folders.
  public func store<Value: Encodable>(result value: Value, key: ContentDigest) {
    write(value, to: resultPath(key))
    pruneOldEntries()
  }

  /// The findings stored under `key` (in the binary `FindingsCoding`), if any.
  public func findings(key: ContentDigest) -> [Diagnostic]? {
    read(findingsPath(key), FindingsCoding.decode)
  }

  /// Stores a run's findings under `key` and prunes old results and old builds' folders.
  public func store(findings: [Diagnostic], key: ContentDigest) {
    write(FindingsCoding.encode(findings), to: findingsPath(key))
    pruneOldEntries()
  }

  /// The findings kept for a module's parsed files under `key` (`ModuleFindings`), if any.
  func moduleFindings(key: ContentDigest) -> ModuleFindings? {
    read(moduleFindingsPath(key), ModuleFindings.init(encoded:))
  }

  /// Keeps a module's findings for its parsed files under `key`, and prunes old results.
  func store(moduleFindings: ModuleFindings, key: ContentDigest) {
    write(moduleFindings.encoded(), to: moduleFindingsPath(key))
    pruneOldEntries()
  }

  /// The entry at `path` decoded, `nil` when it cannot be read or decoded (a miss).
  private func read<Entry>(_ path: String, _ decode: ([UInt8]) -> Entry?) -> Entry? {
    guard let bytes = try? SourceFile.read(path: path).bytes else { return nil }
    return decode(bytes)
  }

  /// Replaces the entry at `path` with `bytes`, atomically; a failure is ignored (best effort).
  /// Written from the array itself: a `Data` of it copied each entry first (the 287 KB record
  /// of the real corpus).
  private func write(_ bytes: [UInt8], to path: String) {
    try? AtomicFile.write([bytes], to: path, durable: false)
  }

  /// Prunes the results and the builds' folders, once per process: a run that misses stores
  /// its findings, its parsed files' findings and its report, and listing both folders after
  /// each took longer than writing them; what a run adds after its first store (a few files)
  /// is pruned by the next run's.
  private func pruneOldEntries() {
    let first = RunCache.pruned.withLock { $0.insert(directory).inserted }
    guard first else { return }
    prune(folder: directory + "/results", keeping: RunCache.resultLimit)
    prune(folder: root, keeping: RunCache.stampLimit)
  }

  /// The cache folders this process has pruned.
  private static let pruned = Locked<Set<String>>([])

  // MARK: Files

  private func factsPath(_ module: ContentDigest) -> String { directory + "/facts/" + module.hex + ".facts" }

  private func digestsPath(_ module: ContentDigest) -> String { directory + "/digests/" + module.hex + ".digests" }

  private func mentionsPath(_ module: ContentDigest) -> String {
    directory + "/mentions/" + module.hex + ".mentions"
  }

  private func selectionPath(_ module: ContentDigest) -> String {
    directory + "/selections/" + module.hex + ".selection"
  }

  private func listingsPath(_ paths: [String]) -> String {
    directory + "/listings/" + ContentDigest(of: paths.joinedSpecialized(separator: "\u{0}")).hex + ".listings"
  }

  private func unchangedRunPath(_ key: ContentDigest) -> String { directory + "/runs/" + key.hex + ".run" }

  private func reportPath(_ key: ContentDigest) -> String { directory + "/results/" + key.hex + ".report" }

  private func findingsPath(_ key: ContentDigest) -> String { directory + "/results/" + key.hex + ".findings" }

  private func moduleFindingsPath(_ key: ContentDigest) -> String {
    directory + "/results/" + key.hex + ".module"
  }

  private func resultPath(_ key: ContentDigest) -> String { directory + "/results/" + key.hex + ".json" }

  private func write<Value: Encodable>(_ value: Value, to path: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value) else { return }
    try? AtomicFile.write(data, to: path, durable: false)
  }

  /// Removes all but the `limit` most recently modified entries of `folder`.
  private func prune(folder: String, keeping limit: Int) {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder), names.count > limit else { return }
    // `stat`, not `FileManager.attributesOfItem`, which looks each owner's name up in the user
    // database (NSS), which a statically linked binary cannot load reliably.
    let dated = names.filter { !$0.hasPrefix(".") }.map { name -> (String, Int64, Int64) in
      let path = folder + "/" + name
      let modified = DigestMemo.Identity.of(path)?.modified ?? (seconds: Int64.min, nanoseconds: 0)
      return (path, modified.seconds, modified.nanoseconds)
    }
    let doomed = dated.sorted { ($0.1, $0.2, $0.0) > ($1.1, $1.2, $1.0) }.dropFirst(limit)
    for (path, _, _) in doomed { try? manager.removeItem(atPath: path) }
  }
}
