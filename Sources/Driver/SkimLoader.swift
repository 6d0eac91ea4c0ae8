import Diagnostics
import Foundation
import Model
import Source
import Syntax

/// Skim, then parse: lexes every file once for its facts, then fully parses only the files
/// the model and rules need (`RelevantFiles`). Both steps run on `jobs` threads and keep file
/// order, so the result does not depend on thread count.
public struct SkimLoader: Sendable {
  /// What loading produced.
  public struct Loaded: Sendable {
    /// The parsed files, in path order (a subset of the paths).
    public var files: [ParsedFile]
    /// The facts of every readable file, in path order.
    public var facts: [FileFacts]
    /// Files that could not be read, as diagnostics.
    public var readErrors: [Diagnostic]
    /// The names the readable files that were not parsed mention, asked for on demand.
    public var unparsedMentions: UnparsedMentions = .none
  }

  /// How many files are processed at once.
  public var jobs: Int
  /// Options for the full parse.
  public var parserOptions: ParserOptions

  /// Creates a loader.
  public init(jobs: Int? = nil, parserOptions: ParserOptions = ParserOptions()) {
    self.jobs = jobs ?? ModuleLoader.defaultJobs
    self.parserOptions = parserOptions
  }

  /// Loads `paths` (already discovered), taking a path's bytes from `contents` when present and
  /// a file's facts from `cachedFacts` (by content digest) instead of skimming it. `digests`
  /// (empty, or one per path, `nil` where unknown) are the paths' digests as the caller just
  /// took them: a file whose digest has cached facts is then not read at all. Without
  /// `keepingFacts`, `Loaded.facts` is empty: the facts are let go as soon as the files to
  /// parse are chosen, so they never share memory with the syntax trees. `storingFacts` is
  /// handed every file's facts (content hashes taken) while the files to parse are chosen, on
  /// another thread, before they are let go.
  public func load(
    _ paths: [String], contents: [String: [UInt8]] = [:], moduleName: String, configuration: BuildConfiguration,
    cachedFacts: @autoclosure () -> [String: FileFacts] = [:], digests: [ContentDigest?] = [],
    keepingFacts: Bool = true, storingFacts: (@Sendable ([FileFacts]) -> Void)? = nil
  ) -> Loaded {
    load(
      paths, contents: contents, moduleName: moduleName, configuration: configuration, cachedFacts: cachedFacts(),
      digests: digests, keepingFacts: keepingFacts, storingFacts: storingFacts, checked: nil)
  }

  /// `load` as above, with the run cache's memories: the unparsed files' mentions are looked
  /// up through `mentionMemory`; with `selectionMemory` (and digests, without `keepingFacts`), a
  /// remembered selection that still holds (`SelectionMemo`) is used without reading the cached
  /// facts or skimming more than the changed files, and a new selection is remembered there.
  /// `checked` is the outcome of checking `selectionMemory` when the caller already did
  /// (`reusedSelection`). `trustedIdentities` (empty, or one per path) are the identities under
  /// which `digests` hold (`digests(_:contents:memo:racyWindow:)`): a file the skim reads with
  /// that identity takes its digest from there instead of hashing its bytes again.
  /// `selectionKey` is the selection's key (`SelectionMemo.key`) when the caller took it.
  func load(
    _ paths: [String], contents: [String: [UInt8]], moduleName: String, configuration: BuildConfiguration,
    cachedFacts: @autoclosure () -> [String: FileFacts], digests: [ContentDigest?],
    trustedIdentities: [DigestMemo.Identity?] = [], keepingFacts: Bool,
    storingFacts: (@Sendable ([FileFacts]) -> Void)?, mentionMemory: UnparsedMentionScan.Memory? = nil,
    selectionMemory: SelectionMemory? = nil, checked: SelectionReuse? = nil, selectionKey: ContentDigest? = nil
  ) -> Loaded {
    // The arenas exist (discovery's threads made them, `AllocatorGrowth`): from here on the pad
    // would only keep freed memory resident.
    AllocatorGrowth.restoreDefaultPad()
    let known = digests.count == paths.count ? digests : []
    var skimmedNow: [String: FileFacts] = [:]
    if let selectionMemory, !keepingFacts, !known.isEmpty {
      switch checked
        ?? reusedSelection(
          paths, contents: contents, moduleName: moduleName, configuration: configuration, digests: known,
          memory: selectionMemory, key: selectionKey)
      {
      case .reused(let plan):
        return loadReused(paths, plan: plan, contents: contents, digests: known, mentionMemory: mentionMemory)
      case .missed(let skimmed):
        skimmedNow = skimmed
      }
    }
    // The cached facts live only while the files are skimmed.
    var cached = cachedFacts()
    cached.merge(skimmedNow) { _, fresh in fresh }
    let roleFiles = RoleFileBytes()
    var (facts, makers, fingerprints, readErrors, namesRoles, index, declarationMentions) = skim(
      paths, contents: contents, cachedFacts: cached, digests: known,
      trustedIdentities: known.isEmpty || trustedIdentities.count != paths.count ? [] : trustedIdentities,
      hashing: keepingFacts || storingFacts != nil || selectionMemory != nil, moduleName: moduleName,
      configuration: configuration, roleFiles: roleFiles)
    cached = [:]
    StageTimings.process.mark("skim")
    let chosen = choose(
      facts, fingerprints: fingerprints, namesRoles: namesRoles, index: index,
      declarationMentions: declarationMentions, contents: contents,
      moduleName: moduleName, configuration: configuration, storingFacts, mentionMemory,
      remembering: selectionMemory.map {
        (
          $0, selectionKey ?? SelectionMemo.key(moduleName: moduleName, configuration: configuration, paths: paths),
          paths.count
        )
      })
    StageTimings.process.mark("selection")
    // The index holds the facts too: let go of it first.
    index = nil
    let parsesLargeFile = declarationMentions.keys.contains { Self.isLarge(facts[$0]) }
    declarationMentions = [:]
    if !keepingFacts {
      // Freed by as many threads as made them, each freeing one skim thread's facts: the
      // facts' chunks belong to the skim threads' allocator arenas, and two threads freeing
      // them in file order took each arena's lock in turn (`FactsRelease`).
      FactsRelease.free(&facts, makers: makers, jobs: jobs)
      // Before the parse allocates its trees: the facts' pages are spread over the workers'
      // arenas. A run that keeps a cache gives them back: it also encodes and stores the facts,
      // and its peak (19.1 MB for the synthetic 20 MB corpus) would pass the memory target
      // without. So does a run that parses a large file declaring App Intents: its tree's
      // arrays are mapped on their own and never reuse the freed chunks, which held 10 MB for
      // a 20 MB file (docs/performance.md, "One occurrence of each skipped spelling").
      // Otherwise the parse reuses the freed chunks, and giving them back cost the run 2.2 ms
      // (the trim, and faulting the pages in again) for 0.8 MB of peak.
      if storingFacts != nil || selectionMemory != nil || parsesLargeFile { AllocatorTrim.returnFreeMemory() }
      StageTimings.process.mark("free")
    }
    // The role files' bytes the skim kept are parsed from memory; the caller's contents win.
    let parsed = ModuleLoader(parserOptions: parserOptions, jobs: jobs).load(
      chosen.plan, contents: contents.merging(roleFiles.take()) { given, _ in given })
    StageTimings.process.mark("parse")
    return Loaded(
      files: parsed.files, facts: facts, readErrors: readErrors + parsed.readErrors,
      unparsedMentions: chosen.unparsed)
  }

  /// The offset from which a file counts as large for `isLarge`: 1 MiB.
  static let largeFileOffset = 1 << 20

  /// Whether `file` has a declaration at `largeFileOffset` or later: a file of a few MB, whose
  /// tree is made of arrays too large for the allocator's free chunks.
  static func isLarge(_ file: FileFacts) -> Bool {
    file.declarations.contains { $0.offset >= largeFileOffset }
  }

  /// The files to parse (`selection`) and the lookup of the others' mentions, while `storing`
  /// (when given) takes the facts on another thread. With `remembering` (a memory, the
  /// selection's key and the number of paths), the selection is stored there with every file's
  /// facts digest, taken on another thread too, when every path gave facts with a content hash.
  private func choose(
    _ facts: [FileFacts], fingerprints: [NameFingerprint?], namesRoles: Bool, index: FactsIndex?,
    declarationMentions: [Int: DeclarationMentions], contents: [String: [UInt8]], moduleName: String,
    configuration: BuildConfiguration,
    _ storing: (@Sendable ([FileFacts]) -> Void)?, _ mentionMemory: UnparsedMentionScan.Memory?,
    remembering: (memory: SelectionMemory, key: ContentDigest, pathCount: Int)? = nil
  ) -> (plan: ParsePlan, unparsed: UnparsedMentions) {
    let remembers =
      remembering.map { $0.pathCount == facts.count && !facts.contains { $0.contentHash.isEmpty } } ?? false
    // Three tasks on the threads there are: the facts store and the facts digests apart, so
    // that the thread whose selection is done (at once, for a module without App Intents)
    // takes the digests while another stores (a cold run of the real corpus waited for one
    // thread to do both: 26 M and 11 M instructions).
    var tasks = [0]
    if storing != nil { tasks.append(1) }
    if remembers { tasks.append(2) }
    let results = LargeStack.parallelMap(tasks, jobs: jobs) { task -> ChooseResult in
      if task == 1 {
        storing?(facts)
        return .stored
      }
      if task == 2 { return .factsDigests(facts.map(SelectionMemo.factsDigest(of:))) }
      // Whether any file names a role protocol was found out during the skim.
      let (plan, parsed) =
        namesRoles
        ? selection(
          facts, index: index, declarationMentions: declarationMentions, contents: contents, moduleName: moduleName,
          configuration: configuration, checkingRoles: false)
        : (ParsePlan(), [])
      return .chosen(
        plan,
        unparsedMentions(
          facts, fingerprints: fingerprints, parsed: parsed, contents: contents, memory: mentionMemory))
    }
    guard case .chosen(let plan, let unparsed) = results[0] else { return (ParsePlan(), .none) }
    if remembers, let remembering, case .factsDigests(let digests) = results.last {
      let parsed = Set(plan.needed)
      let files = zip(facts, digests).map { file, factsDigest in
        SelectionMemo.File(
          content: ContentDigest(hex: file.contentHash) ?? ContentDigest(high: 0, low: 0), facts: factsDigest,
          part: SelectionMemo.Part(of: file.path, in: plan, parsed: parsed))
      }
      remembering.memory.store(
        SelectionMemo(key: remembering.key, files: files, keptNames: plan.keptNames, bodyNames: plan.bodyNames))
    }
    return (plan, unparsed)
  }

  /// The facts of every readable file of `paths`, in order, with the `FactsRelease.currentThread`
  /// of the thread that skimmed each, the mentions, by declaration, of each file skimmed now
  /// that names a role protocol (by index into the facts), the fingerprint of each file
  /// skimmed after one named a role protocol (`RoleSighting`; `nil` for the others and for
  /// cached facts), a diagnostic per unreadable one, and whether any file named a role protocol
  /// (`RelevantFiles.namesRoleProtocol`: when none did, `RelevantFiles.cannotHaveRoles`).
  /// Their content hashes are computed when `hashing` (or when a cache lookup took them), and
  /// left empty otherwise.
  private func skim(
    _ paths: [String], contents: [String: [UInt8]], cachedFacts: [String: FileFacts], digests: [ContentDigest?],
    trustedIdentities: [DigestMemo.Identity?], hashing: Bool, moduleName: String, configuration: BuildConfiguration,
    roleFiles: RoleFileBytes
  ) -> (
    facts: [FileFacts], makers: [Int], fingerprints: [NameFingerprint?], readErrors: [Diagnostic], namesRoles: Bool,
    index: FactsIndex?, declarationMentions: [Int: DeclarationMentions]
  ) {
    let sighting = RoleSighting()
    let indexing = IndexDuringSkim(
      count: paths.count, moduleName: moduleName, configuration: configuration, sighting: sighting)
    let scratches = SkimScratchPool()
    // The facts of the file at `path` from its bytes (the caller's or the scratch's).
    let skimBytes = {
      @Sendable (
        path: String, bytes: UnsafeBufferPointer<UInt8>, storage: SkimTokenStorage?, fingerprinting: Bool,
        trusted: ContentDigest?
      )
        -> SkimOutcome in
      // The facts' hash is always that of the bytes read here (a file may change after the
      // caller's digest), taken once: the lookup's digest serves the facts too. `trusted` is
      // the caller's digest when the file was read with the identity it was taken under.
      var digest: ContentDigest? = hashing ? trusted : nil
      if !cachedFacts.isEmpty {
        let taken = trusted ?? ContentDigest(of: UnsafeRawBufferPointer(bytes))
        if var cached = cachedFacts[taken.hex] {
          cached.path = path
          sighting.check(cached)
          return .facts(cached, nil, nil)
        }
        digest = taken
      }
      let hash: HeaderScanner.ContentHash = digest.map { .known($0) } ?? (hashing ? .computed : .omitted)
      var facts: FileFacts
      var fingerprint: NameFingerprint?
      if fingerprinting {
        (facts, fingerprint) = HeaderScanner.factsAndFingerprint(
          path: path, bytes: bytes, contentHash: hash, storage: storage)
      } else {
        facts = HeaderScanner.facts(
          path: path, bytes: bytes, recordingMentions: false, contentHash: hash, storage: storage)
      }
      // A file that names a role protocol is nearly always parsed, and the selection reads
      // the names it mentions, by declaration: they are read here, from the bytes in hand, on the
      // skim's threads, instead of from a second read of the file after the skim.
      var declarationMentions: DeclarationMentions?
      if RelevantFiles.namesRoleProtocol(facts) {
        sighting.note()
        let mentions = HeaderScanner.declarationMentions(of: bytes, storage: storage)
        facts.mentions = mentions.names
        declarationMentions = mentions
        // Kept for the parse (where the caller's contents, when given, win).
        roleFiles.keep(bytes, path: path)
      }
      return .facts(facts, fingerprint, declarationMentions)
    }
    let skimOne = { @Sendable (number: Int) -> SkimOutcome in
      let path = paths[number]
      if !digests.isEmpty, let digest = digests[number], var cached = cachedFacts[digest.hex] {
        cached.path = path
        sighting.check(cached)
        return .facts(cached, nil, nil)
      }
      let fingerprinting = sighting.hasSeen
      do throws(SourceReadError) {
        if let bytes = contents[path] {
          return bytes.withUnsafeBufferPointer { bytes in
            skimBytes(path, bytes, nil, fingerprinting, nil)
          }
        }
        return try scratches.withScratch { scratch throws(SourceReadError) in
          let bytes = try scratch.reader.read(path: path)
          var trusted: ContentDigest?
          if !trustedIdentities.isEmpty, let identity = trustedIdentities[number], let stamp = scratch.reader.lastStamp,
            DigestMemo.Identity(stamp) == identity
          {
            trusted = digests[number]
          }
          return skimBytes(path, bytes, scratch.tokens, fingerprinting, trusted)
        }
      } catch {
        return .unreadable(
          Diagnostic(
            id: "unreadable-file", severity: .error, message: "cannot read file: \(error.reason)", path: path,
            range: .empty(at: 0)))
      }
    }
    // Each file's facts in its slot of the array `parallelMap` fills, the rest beside them
    // (`SkimSideResults`): nothing is sorted out on one thread afterwards.
    let side = SkimSideResults(count: paths.count)
    let skimmed = LargeStack.parallelMap(Array(paths.indices), jobs: jobs) { number -> FileFacts in
      switch skimOne(number) {
      case .facts(let facts, let fingerprint, let mentions):
        indexing.offer(number, facts)
        side.note(number, fingerprint: fingerprint, mentions: mentions)
        return facts
      case .unreadable(let diagnostic):
        indexing.offer(number, nil)
        side.noteUnreadable(number, diagnostic)
        return FileFacts.released
      }
    }
    let finished = side.finish(skimmed)
    return (
      finished.facts, finished.makers, finished.fingerprints, finished.readErrors, sighting.hasSeen,
      indexing.finish(files: finished.facts), finished.declarationMentions
    )
  }

  /// Parses the files that `facts` (computed earlier, perhaps by `appintents facts` on other
  /// machines) say are needed, reading them from their recorded paths.
  public func load(
    facts: [FileFacts], contents: [String: [UInt8]] = [:], moduleName: String, configuration: BuildConfiguration,
    readErrors: [Diagnostic] = []
  ) -> Loaded {
    let (plan, _) = selection(facts, contents: contents, moduleName: moduleName, configuration: configuration)
    // Facts merged from several directories may hold a path twice: every file of a parsed path
    // counts as parsed (a skim's paths are distinct, and its indices say the same).
    let neededPaths = Set(plan.needed)
    let parsedIndices = Set(facts.indices.filter { neededPaths.contains(facts[$0].path) })
    let parsed = ModuleLoader(parserOptions: parserOptions, jobs: jobs).load(plan, contents: contents)
    return Loaded(
      files: parsed.files, facts: facts, readErrors: readErrors + parsed.readErrors,
      unparsedMentions: unparsedMentions(facts, parsed: parsedIndices, contents: contents))
  }

  /// The lookup of the names mentioned by the files of `facts` whose indices are not in
  /// `parsed`: only their paths, recorded mentions and `fingerprints` (one per file, or none)
  /// are kept, not their facts.
  private func unparsedMentions(
    _ facts: [FileFacts], fingerprints: [NameFingerprint?] = [], parsed: Set<Int>, contents: [String: [UInt8]],
    memory: UnparsedMentionScan.Memory? = nil
  ) -> UnparsedMentions {
    let fingerprinted = fingerprints.count == facts.count
    // By index, and by field: comparing paths hashed every path, and copying each file's facts
    // whole took a dozen reference counts.
    var isParsed = [Bool](repeating: false, count: facts.count)
    for index in parsed where index < facts.count { isParsed[index] = true }
    var files: [UnparsedMentionScan.File] = []
    files.reserveCapacity(facts.count - parsed.count)
    for index in facts.indices where !isParsed[index] {
      // A file that is not parsed may still declare a name the module's type of that name is
      // declared under elsewhere (a later declaration): a full parse sees that name, so it
      // counts.
      files.append(
        UnparsedMentionScan.File(
          path: facts[index].path,
          mentions: facts[index].mentions.map { $0 + facts[index].declarations.flatMap(\.path) },
          digest: facts[index].contentHash.isEmpty ? nil : ContentDigest(hex: facts[index].contentHash),
          fingerprint: fingerprinted ? fingerprints[index] : nil))
    }
    return UnparsedMentionScan.mentions(of: files, contents: contents, jobs: jobs, memory: memory)
  }

  /// The files of `facts` to parse and how (`RelevantFiles.Selection`, by path), and the indices
  /// of the files to parse; the names the files kept for their roles mention are taken from
  /// `declarationMentions` (by index, as the skim read them) or read from their bytes (on `jobs`
  /// threads). `index` is their index when the skim built it (`IndexDuringSkim`). Without
  /// `checkingRoles`, the caller knows that a file names a role protocol.
  private func selection(
    _ facts: [FileFacts], index prebuilt: FactsIndex? = nil, declarationMentions: [Int: DeclarationMentions] = [:],
    contents: [String: [UInt8]], moduleName: String, configuration: BuildConfiguration, checkingRoles: Bool = true
  ) -> (plan: ParsePlan, parsed: Set<Int>) {
    if checkingRoles && RelevantFiles.cannotHaveRoles(facts) { return (ParsePlan(), []) }
    let index =
      prebuilt
      ?? FactsIndex(moduleName: moduleName, files: facts, ifConfig: IfConfigEvaluator(configuration: configuration))
    let selected = RelevantFiles.selection(index) { files in
      LargeStack.parallelMap(files, jobs: jobs) { number -> DeclarationMentions? in
        if let known = declarationMentions[number] { return known }
        let path = facts[number].path
        if let bytes = contents[path] {
          return HeaderScanner.declarationMentions(of: SourceFile(path: path, bytes: bytes))
        }
        // A file that cannot be read now is reported by the parse that follows.
        guard let file = try? SourceFile.read(path: path) else { return nil }
        return HeaderScanner.declarationMentions(of: file)
      }
    }
    let plan = ParsePlan(
      needed: selected.files.sorted().map { facts[$0].path },
      withoutBodies: Set(selected.withoutBodies.map { facts[$0].path }),
      withoutUnneededDeclarations: Set(selected.withoutUnneededDeclarations.map { facts[$0].path }),
      keptNames: selected.keptNames, bodyNames: selected.bodyNames)
    return (plan, selected.files)
  }
}

extension SkimLoader {
  /// The content digest of each of `paths` (`nil` when it cannot be read), in order, read on
  /// `jobs` threads; `contents` overrides the disk as in `load`.
  public func digests(_ paths: [String], contents: [String: [UInt8]] = [:]) -> [ContentDigest?] {
    LargeStack.parallelMap(paths, jobs: jobs) { path -> ContentDigest? in
      if let bytes = contents[path] { return ContentDigest(of: bytes) }
      return try? ContentDigest(of: SourceFile.read(path: path).bytes)
    }
  }
}

extension SkimLoader {
  /// The identity of each of `paths` (`nil` for a path in `contents` or a file that cannot be
  /// `stat`ed), taken on `jobs` threads (`FirstRun`).
  func identities(_ paths: [String], contents: [String: [UInt8]]) -> [DigestMemo.Identity?] {
    LargeStack.parallelMap(Array(paths.indices), jobs: jobs) { index in
      contents[paths[index]] == nil ? DigestMemo.Identity.of(paths[index]) : nil
    }
  }

  /// The content digests of `paths` as `digests(_:contents:)` gives them, a file's digest taken
  /// from `memo` when its identity is unchanged, and the memo to keep for the next run: the
  /// digests of the files whose times are older than the run by more than `racyWindow` seconds
  /// (see `DigestMemo`).
  ///
  /// The remembered files are checked first, by identity alone, one flag each; only the others
  /// (new, changed, unreadable, or given in `contents`) are read, their identity taken again
  /// before the read. A warm run of the real corpus kept a digest, an identity and a flag for
  /// each of its 1,718 files, and what the memo remembered of each: 300 KB in fresh pages.
  ///
  /// `identities` gives, per path, the settled identity its digest was taken under (`nil` for
  /// the others): the memo's, path by path, for `load`'s `trustedIdentities`.
  ///
  /// `observed` (one per path, taken during this run by `UnchangedRunCheck`) stands in for the
  /// identities the check and the reads would take.
  func digests(
    _ paths: [String], contents: [String: [UInt8]] = [:], memo: DigestMemo,
    racyWindow: Double = DigestMemo.racyWindow, observed: ArraySlice<DigestMemo.Identity?>? = nil
  ) -> (digests: [ContentDigest?], memo: DigestMemo, identities: [DigestMemo.Identity?], changesMemo: Bool) {
    let start = DigestMemo.now()
    let observed = observed.flatMap { $0.count == paths.count ? Array($0) : nil }
    let records = memo.count == 0 ? [Int?](repeating: nil, count: paths.count) : memo.recordIndices(matching: paths)
    let checked = records.contains { $0 != nil }
    let isUnchanged: @Sendable (Int) -> Bool = { index in
      guard let record = records[index], contents[paths[index]] == nil else { return false }
      return (observed.map { $0[index] } ?? DigestMemo.Identity.of(paths[index]))
        == memo.remembered(at: record).identity
    }
    let unchanged =
      !checked
      ? [Bool](repeating: false, count: paths.count)
      : observed != nil
        ? paths.indices.map(isUnchanged) : LargeStack.parallelMap(Array(paths.indices), jobs: jobs, isUnchanged)
    let toRead = paths.indices.filter { !unchanged[$0] }
    // Every path matched its remembered entry, unchanged, and the memo holds nothing else: the
    // memo to keep is the same one (a warm run neither rebuilds nor compares it entry by entry).
    if toRead.isEmpty && paths.count == memo.count {
      return (
        records.map { $0.map { memo.remembered(at: $0).digest } }, memo,
        records.map { $0.map { memo.remembered(at: $0).identity } }, false
      )
    }
    let read = LargeStack.parallelMap(toRead, jobs: jobs) { index -> (ContentDigest?, DigestMemo.Identity?) in
      let path = paths[index]
      if let bytes = contents[path] { return (ContentDigest(of: bytes), nil) }
      let identity = observed?[index] ?? DigestMemo.Identity.of(path)
      guard let file = try? SourceFile.read(path: path) else { return (nil, nil) }
      return (ContentDigest(of: file.bytes), identity)
    }
    var digests: [ContentDigest?] = []
    digests.reserveCapacity(paths.count)
    var settled: [DigestMemo.Entry] = []
    settled.reserveCapacity(paths.count)
    var identities: [DigestMemo.Identity?] = []
    identities.reserveCapacity(paths.count)
    var nextRead = 0
    // The stored memo need not change when it remembers every path (and no other) and what
    // differs is only files not settled now: their entries, kept, never match them again
    // (their identities changed), and the next settled run replaces them. An edit's run thus
    // writes no digest memo (279 KB for the real corpus).
    var changesMemo = paths.count != memo.count
    for index in paths.indices {
      let digest: ContentDigest?
      let identity: DigestMemo.Identity?
      if unchanged[index], let record = records[index] {
        (digest, identity) = (memo.remembered(at: record).digest, memo.remembered(at: record).identity)
      } else {
        (digest, identity) = read[nextRead]
        nextRead += 1
      }
      digests.append(digest)
      if records[index] == nil { changesMemo = true }
      guard let digest, let identity, identity.isSettled(before: start, window: racyWindow) else {
        identities.append(nil)
        continue
      }
      identities.append(identity)
      settled.append(DigestMemo.Entry(path: paths[index], identity: identity, digest: digest))
      if !changesMemo, let record = records[index],
        memo.remembered(at: record) != DigestMemo.Remembered(identity: identity, digest: digest)
      {
        changesMemo = true
      }
    }
    return (digests, DigestMemo(settled), identities, changesMemo)
  }
}

/// What one task of `SkimLoader.choose` gave.
private enum ChooseResult: Sendable {
  /// The selection and the lookup of the other files' mentions.
  case chosen(ParsePlan, UnparsedMentions)
  /// The facts digest of every file.
  case factsDigests([ContentDigest])
  /// The facts were stored.
  case stored
}

/// What skimming one file gave.
private enum SkimOutcome: Sendable {
  /// The facts, the fingerprint (when taken) and the mentions by declaration (of a file that
  /// names a role protocol, when skimmed now).
  case facts(FileFacts, NameFingerprint?, DeclarationMentions?)
  case unreadable(Diagnostic)
}
