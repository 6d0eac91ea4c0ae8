import Diagnostics
import Foundation
import Model
import Rules
import Source
import Syntax

/// `lint` over discovered files with the run cache: an unchanged module (same files, same
/// contents, same settings, same build of the tool) reuses the stored findings without
/// skimming or parsing anything; otherwise unchanged files reuse their cached facts and only the
/// files the model needs are parsed.
public enum CachedLint {
  /// What to lint.
  public struct Request: Sendable {
    /// The files, sorted and unique.
    public var paths: [String]
    /// Contents that replace the disk's (`--stdin-path`).
    public var contents: [String: [UInt8]]
    /// The module's name.
    public var moduleName: String
    /// The build configuration for `#if`.
    public var configuration: BuildConfiguration
    /// Options the rules read.
    public var options: LintOptions
    /// The rules to run.
    public var enabledRules: Set<RuleID>?
    /// Everything else the findings depend on, as text (the effective configuration); read only
    /// with a cache, so a run without one may leave it empty.
    public var settingsKey: String
    /// Files processed at once (`nil`: one per core).
    public var jobs: Int?

    /// Creates a request.
    public init(
      paths: [String], contents: [String: [UInt8]] = [:], moduleName: String, configuration: BuildConfiguration,
      options: LintOptions, enabledRules: Set<RuleID>?, settingsKey: String, jobs: Int? = nil
    ) {
      self.paths = paths
      self.contents = contents
      self.moduleName = moduleName
      self.configuration = configuration
      self.options = options
      self.enabledRules = enabledRules
      self.settingsKey = settingsKey
      self.jobs = jobs
    }
  }

  /// A module's remembered digests being read on another thread (`readDigestMemo`), so that
  /// the read overlaps discovery: about 0.35 ms of a 5 ms warm run of the real corpus.
  public struct DigestMemoRead: Sendable {
    /// The module whose memo it is.
    let module: ContentDigest
    /// The cache folder it is read from.
    let directory: String
    /// The memo, once read.
    let memo: Pending<DigestMemo>
  }

  /// Starts reading the remembered digests of `moduleName` from `cache`, for `run`.
  public static func readDigestMemo(moduleName: String, cache: RunCache) -> DigestMemoRead {
    let module = moduleKey(moduleName)
    return DigestMemoRead(
      module: module, directory: cache.directory, memo: LargeStack.start { cache.digestMemo(module: module) })
  }

  /// What the run found.
  public struct Outcome: Sendable {
    /// Read errors and findings after suppression comments and `adjust`, sorted.
    public var diagnostics: [Diagnostic]
    /// The files the diagnostics point into (all parsed files on a miss, the files with
    /// findings on a hit), for rendering and baselines.
    public var files: [SourceFile]
    /// Whether the findings came from the cache.
    public var cacheHit: Bool
    /// The line tables of `files` that the parse made, by path (none on a hit): the report
    /// reads them instead of counting the lines of the files with findings again (1.1 M
    /// instructions for the synthetic 20 MB corpus, on the run's last, single thread).
    public var lineTables: [String: LineTable] = [:]
    /// The key the findings are stored under in the cache (`nil` without a cache, or when they
    /// were not stored).
    public var findingsKey: ContentDigest?
  }

  /// Lints `request`, reading and filling `cache` when given; `adjust` (the configuration's
  /// severities) runs before findings are stored. `check` lends the identities it took and is
  /// told what the run looked at (`UnchangedRunCheck`).
  public static func run(
    _ request: Request, cache: RunCache?, prefetched: DigestMemoRead? = nil, check: UnchangedRunCheck? = nil,
    adjust: @Sendable ([Diagnostic]) -> [Diagnostic]
  ) -> Outcome {
    let loader = SkimLoader(jobs: request.jobs)
    let module = moduleKey(request.moduleName)
    var key: ContentDigest?
    var digests: [ContentDigest?] = []
    // The settled identity each digest was taken under: the skim need not hash a file read
    // with it again.
    var trusted: [DigestMemo.Identity?] = []
    // A first run's identities, taken before the skim reads the files (`FirstRun`).
    var firstRun: FirstRun?
    let remembered = cache.map { cache in
      prefetched.flatMap { $0.module == module && $0.directory == cache.directory ? $0.memo.value() : nil }
        ?? cache.digestMemo(module: module)
    }
    // No digest remembered and no facts stored: the module was never run with this cache (a
    // module whose files were all written just before its runs remembers no digest, but its
    // facts are stored, and its findings can be found).
    if let cache, remembered?.count == 0, !cache.hasFacts(module: module) {
      let start = DigestMemo.now()
      firstRun = FirstRun(
        paths: request.paths, identities: loader.identities(request.paths, contents: request.contents), start: start)
      StageTimings.process.mark("digests")
    } else if let cache, let memo = remembered {
      let nextMemo: DigestMemo
      let changesMemo: Bool
      (digests, nextMemo, trusted, changesMemo) = loader.digests(
        request.paths, contents: request.contents, memo: memo, observed: check?.fileIdentities(of: request.paths))
      if changesMemo, nextMemo != memo { cache.store(digestMemo: nextMemo, module: module) }
      StageTimings.process.mark("digests")
      if digests.allSatisfy({ $0 != nil }) {
        let runKey = runKey(request, digests: digests.compactMap { $0 })
        key = runKey
        if let stored = cache.findings(key: runKey) {
          check?.remember(paths: request.paths, identities: trusted, digests: digests, findingsKey: runKey)
          return Outcome(
            diagnostics: stored, files: reportedFiles(stored, contents: request.contents), cacheHit: true,
            findingsKey: runKey)
        }
      }
    }
    // An edit outside the parsed files: the remembered selection may hold, and with it the
    // findings of the files it parses (`ModuleFindings`).
    var checked: SkimLoader.SelectionReuse?
    // Taken once for the reuse check, the selection's memory and the parsed files' key: each
    // took it again over every path (0.4 M instructions a time for the real corpus's 1,718).
    let selectionKey =
      cache == nil
      ? nil
      : SelectionMemo.key(moduleName: request.moduleName, configuration: request.configuration, paths: request.paths)
    if let cache, let key {
      let reuse = loader.reusedSelection(
        request.paths, contents: request.contents, moduleName: request.moduleName,
        configuration: request.configuration, digests: digests, memory: cache.selectionMemory(module: module),
        key: selectionKey)
      checked = reuse
      if case .reused(let plan) = reuse,
        let parsed = parsedKey(request, parsing: plan.needed, digests: digests, selectionKey: selectionKey),
        let kept = cache.moduleFindings(key: parsed)
      {
        let unparsed = loader.unparsedMentions(
          request.paths, needed: plan.needed, contents: request.contents, digests: digests,
          mentionMemory: cache.mentionMemory(module: module))
        if kept.questions.allSatisfy({ unparsed.mentioned($0.names) == $0.found }) {
          cache.store(findings: kept.findings, key: key)
          check?.remember(paths: request.paths, identities: trusted, digests: digests, findingsKey: key)
          return Outcome(
            diagnostics: kept.findings, files: reportedFiles(kept.findings, contents: request.contents),
            cacheHit: true, findingsKey: key)
        }
      }
      StageTimings.process.mark("reuse check")
    }
    // The facts are stored while the files to parse are chosen, and let go before the parse:
    // kept until the model was built, they shared memory with the syntax trees (a cold run of
    // the synthetic 20 MB tree peaked about 3 MB higher).
    var storing: (@Sendable ([FileFacts]) -> Void)?
    if let cache {
      storing = { [firstRun] facts in
        firstRun?.takeDigests(of: facts, cache: cache, module: module)
        cache.store(facts: facts, module: module)
      }
    }
    let loaded = loader.load(
      request.paths, contents: request.contents, moduleName: request.moduleName,
      configuration: request.configuration, cachedFacts: cache?.facts(module: module) ?? [:], digests: digests,
      trustedIdentities: trusted, keepingFacts: false,
      storingFacts: storing, mentionMemory: cache?.mentionMemory(module: module),
      selectionMemory: cache?.selectionMemory(module: module), checked: checked, selectionKey: selectionKey)
    if let firstRun { (digests, key) = firstRun.finish(request) }
    let questions = QuestionLog()
    let lintRequest = LintPipeline.Request(
      files: loaded.files, moduleName: request.moduleName, configuration: request.configuration,
      options: request.options, enabledRules: request.enabledRules, jobs: request.jobs,
      unparsedMentions: cache == nil ? loaded.unparsedMentions : questions.recording(loaded.unparsedMentions))
    let outcome = LintPipeline.run(lintRequest)
    let findings = outcome.diagnostics
    let diagnostics = adjust(loaded.readErrors + findings).sorted(by: Diagnostic.reportOrder)
    if let cache, let key, loaded.readErrors.isEmpty {
      cache.store(findings: diagnostics, key: key)
      check?.remember(
        paths: request.paths, identities: firstRun?.settledIdentities ?? trusted, digests: digests, findingsKey: key)
      // Kept by the digests of the bytes actually parsed, and only when the digests taken
      // before describe them (a file edited during the run would lend its findings to its
      // earlier contents).
      let parsedPaths = loaded.files.map(\.file.path)
      let parsedBytes = loaded.files.map { ContentDigest(of: $0.file.bytes) }
      if let parsed = parsedKey(request, parsing: parsedPaths, digests: digests, selectionKey: selectionKey),
        parsed == parsedKey(request, parsing: parsedPaths, bytesDigests: parsedBytes, selectionKey: selectionKey)
      {
        cache.store(moduleFindings: ModuleFindings(findings: diagnostics, questions: questions.asked), key: parsed)
      }
    }
    if cache != nil { StageTimings.process.mark("cache store") }
    let files = loaded.files.map(\.file)
    let lineTables = ParsedFile.lineTables(of: loaded.files)
    let storedKey = cache != nil && loaded.readErrors.isEmpty ? key : nil
    // The trees and the model are not needed any more; freeing them overlaps the report.
    BackgroundRelease.drop((loaded, outcome))
    return Outcome(
      diagnostics: diagnostics, files: files, cacheHit: false, lineTables: lineTables,
      findingsKey: storedKey)
  }

  /// The key of the findings of the files `parsed` (some of the request's paths, in their
  /// order), each with its content digest from `digests` (one per path of the request); `nil`
  /// when one is missing. It holds everything the rules read but the unparsed files: the
  /// settings (as `runKey` does), the selection's key, and each parsed file's digest and path.
  static func parsedKey(
    _ request: Request, parsing parsed: [String], digests: [ContentDigest?], selectionKey: ContentDigest? = nil
  ) -> ContentDigest? {
    guard digests.count == request.paths.count else { return nil }
    var parsedDigests: [ContentDigest] = []
    parsedDigests.reserveCapacity(parsed.count)
    var next = 0
    for path in parsed {
      while next < request.paths.count && request.paths[next] != path { next += 1 }
      guard next < request.paths.count, let digest = digests[next] else { return nil }
      parsedDigests.append(digest)
    }
    return parsedKey(request, parsing: parsed, bytesDigests: parsedDigests, selectionKey: selectionKey)
  }

  /// `parsedKey` with the parsed files' digests given, in their order. `selectionKey` is the
  /// request's `SelectionMemo.key` when the caller took it already.
  static func parsedKey(
    _ request: Request, parsing parsed: [String], bytesDigests: [ContentDigest], selectionKey: ContentDigest? = nil
  ) -> ContentDigest {
    let selection =
      selectionKey
      ?? SelectionMemo.key(moduleName: request.moduleName, configuration: request.configuration, paths: request.paths)
    var text = "parsed 1\n" + settingsText(request) + "selection \(selection.hex)\n"
    for (path, digest) in zip(parsed, bytesDigests) { text += digest.hex + " " + path + "\n" }
    return ContentDigest(of: text)
  }

  /// The key of a whole run: every input the findings depend on. The files go in as bytes
  /// (each digest's 16 bytes, then the path and a line break): a warm run of a large tree
  /// spent a sixth of its instructions spelling the digests in hexadecimal.
  static func runKey(_ request: Request, digests: [ContentDigest]) -> ContentDigest {
    let text = "lint 2\n" + settingsText(request)
    // One allocation, filled in place: appending the digests byte by byte and the paths one at
    // a time cost a warm run of the real corpus 2.2 M instructions.
    let header = Array(text.utf8)
    let size = request.paths.reduce(header.count) { $0 + $1.utf8.count + 17 }
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      var offset = 0
      func write(_ part: UnsafeRawBufferPointer) {
        guard let source = part.baseAddress, !part.isEmpty else { return }
        UnsafeMutableRawPointer(buffer.baseAddress! + offset).copyMemory(from: source, byteCount: part.count)
        offset += part.count
      }
      header.withUnsafeBytes { write($0) }
      for (path, digest) in zip(request.paths, digests) {
        withUnsafeBytes(of: (digest.high.bigEndian, digest.low.bigEndian)) { write($0) }
        var path = path
        path.withUTF8 { write(UnsafeRawBufferPointer($0)) }
        buffer[offset] = UInt8(ascii: "\n")
        offset += 1
      }
      initialized = offset
    }
    return ContentDigest(of: bytes)
  }

  /// The settings a run's findings depend on, a line each: the module's name, the settings
  /// key, the rules, the platform, the defines and the deployment target.
  static func settingsText(_ request: Request) -> String {
    let rules = request.enabledRules.map { $0.map(\.rawValue).sorted() } ?? ["*"]
    let deployment = request.options.deploymentTarget.map { $0.map(String.init).joinedSpecialized(separator: ".") }
    var text = "module \(request.moduleName)\nsettings \(request.settingsKey)\n"
    text += "rules \(rules.joinedSpecialized(separator: ","))\n"
    text += "platform \(request.configuration.platform.rawValue)\n"
    text += "defines \(request.configuration.defines.sorted().joinedSpecialized(separator: ","))\n"
    text += "deployment \(deployment ?? "-")\n"
    return text
  }

  /// The key of a module's facts pack: its name and the working directory.
  static func moduleKey(_ moduleName: String) -> ContentDigest {
    ContentDigest(of: "facts 1\n\(moduleName)\n\(FileManager.default.currentDirectoryPath)")
  }

  /// The files `diagnostics` point into, read again for rendering. The files their notes point
  /// into are read by the report's resolver, as in every run (`reportedFile`).
  static func reportedFiles(_ diagnostics: [Diagnostic], contents: [String: [UInt8]]) -> [SourceFile] {
    Set(diagnostics.map(\.path)).sorted().compactMap { reportedFile($0, contents: contents) }
  }

  /// The file at `path` for a report: from `contents` when given there, else read from disk;
  /// `nil` when it cannot be read.
  public static func reportedFile(_ path: String, contents: [String: [UInt8]]) -> SourceFile? {
    if let bytes = contents[path] { return SourceFile(path: path, bytes: bytes) }
    return try? SourceFile.read(path: path)
  }
}
