import Diagnostics
import Driver
import Foundation
import Model
import Rules
import Source
import Syntax
import TestSupport
import Testing

/// The run cache: a second run over unchanged files reuses the findings; an edited file, a
/// changed setting or a damaged cache never changes what is reported.
@Suite struct RunCacheTests {
  /// A temporary copy of a fixture folder and a cache folder, removed at the end.
  final class Workspace {
    let root: URL
    let sources: URL
    let cache: RunCache

    init(copying fixture: String) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-cache-\(UUID().uuidString)")
      sources = root.appendingPathComponent("Sources")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: FixturePaths.url(fixture), to: sources)
      cache = RunCache(root: root.appendingPathComponent("cache").path, stamp: "test")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var paths: [String] { SourceDiscovery().discover([sources.path]).files.sorted() }

    func request(settings: String = "default", rules: Set<RuleID>? = nil) -> CachedLint.Request {
      CachedLint.Request(
        paths: paths, moduleName: "Coffee", configuration: BuildConfiguration(), options: LintOptions(),
        enabledRules: rules, settingsKey: settings, jobs: 2)
    }

    func lint(_ request: CachedLint.Request, cached: Bool = true) -> CachedLint.Outcome {
      CachedLint.run(request, cache: cached ? cache : nil) { $0 }
    }
  }

  @Test func unchangedFilesReuseTheFindings() throws {
    let workspace = try Workspace(copying: "Rules/phrase-missing-application-name/triggers")
    let cold = workspace.lint(workspace.request())
    let warm = workspace.lint(workspace.request())
    #expect(!cold.cacheHit)
    #expect(warm.cacheHit)
    #expect(!cold.diagnostics.isEmpty)
    #expect(warm.diagnostics == cold.diagnostics)
    #expect(warm.files.map(\.path) == Array(Set(cold.diagnostics.map(\.path))).sorted())
    #expect(warm.diagnostics == workspace.lint(workspace.request(), cached: false).diagnostics)
  }

  @Test func aDigestMemoReadAheadGivesWhatTheRunReadsItself() throws {
    let workspace = try Workspace(copying: "Rules/phrase-missing-application-name/triggers")
    let plain = workspace.lint(workspace.request(), cached: false)
    // Read ahead before the first run: an empty memo, and the run stores a full one.
    let cold = CachedLint.run(
      workspace.request(), cache: workspace.cache,
      prefetched: CachedLint.readDigestMemo(moduleName: "Coffee", cache: workspace.cache)
    ) { $0 }
    #expect(!cold.cacheHit)
    #expect(cold.diagnostics == plain.diagnostics)
    let elsewhere = RunCache(root: workspace.root.appendingPathComponent("other").path, stamp: "test")
    for read in [
      CachedLint.readDigestMemo(moduleName: "Coffee", cache: workspace.cache),
      CachedLint.readDigestMemo(moduleName: "Tea", cache: workspace.cache),
      CachedLint.readDigestMemo(moduleName: "Coffee", cache: elsewhere),
    ] {
      let warm = CachedLint.run(workspace.request(), cache: workspace.cache, prefetched: read) { $0 }
      #expect(warm.cacheHit)
      #expect(warm.diagnostics == plain.diagnostics)
    }
  }

  @Test func anEditedFileIsLintedAgain() throws {
    let workspace = try Workspace(copying: "Rules/phrase-missing-application-name/triggers")
    _ = workspace.lint(workspace.request())
    let fixed = try String(
      contentsOf: FixturePaths.url("Rules/phrase-missing-application-name/passes/CoffeeShortcuts.swift"),
      encoding: .utf8)
    try Data(fixed.utf8).write(to: URL(fileURLWithPath: workspace.paths[0]))
    let edited = workspace.lint(workspace.request())
    #expect(!edited.cacheHit)
    #expect(edited.diagnostics == workspace.lint(workspace.request(), cached: false).diagnostics)
    #expect(!edited.diagnostics.contains { $0.id == RuleID.phraseMissingApplicationName.diagnosticID })
  }

  @Test func changedSettingsAreLintedAgain() throws {
    let workspace = try Workspace(copying: "Rules/phrase-missing-application-name/triggers")
    let all = workspace.lint(workspace.request())
    let otherSettings = workspace.lint(workspace.request(settings: "strict"))
    #expect(!otherSettings.cacheHit)
    let fewerRules = workspace.lint(workspace.request(rules: [.tooManyAppShortcuts]))
    #expect(!fewerRules.cacheHit)
    #expect(fewerRules.diagnostics.count < all.diagnostics.count)
  }

  @Test func aDamagedCacheIsAMiss() throws {
    let workspace = try Workspace(copying: "Rules/phrase-missing-application-name/triggers")
    let cold = workspace.lint(workspace.request())
    let enumerator = FileManager.default.enumerator(atPath: workspace.cache.directory)
    var damaged = 0
    let kinds = [".findings", ".facts", ".module", ".selection"]
    while let name = enumerator?.nextObject() as? String {
      guard kinds.contains(where: name.hasSuffix) else { continue }
      damaged += 1
      try Data("{\"truncated".utf8).write(to: URL(fileURLWithPath: workspace.cache.directory + "/" + name))
    }
    #expect(damaged == kinds.count)
    let again = workspace.lint(workspace.request())
    #expect(!again.cacheHit)
    #expect(again.diagnostics == cold.diagnostics)
  }

  @Test func cachedFactsEqualFreshFacts() throws {
    let workspace = try Workspace(copying: "SampleApp/Bookshelf")
    let request = workspace.request()
    let loader = SkimLoader(jobs: 2)
    let fresh = loader.load(request.paths, moduleName: "Bookshelf", configuration: BuildConfiguration())
    workspace.cache.store(facts: fresh.facts, module: ContentDigest(of: "m"))
    let cachedFacts = workspace.cache.facts(module: ContentDigest(of: "m"))
    #expect(cachedFacts.count == Set(fresh.facts.map(\.contentHash)).count)
    let reused = loader.load(
      request.paths, moduleName: "Bookshelf", configuration: BuildConfiguration(), cachedFacts: cachedFacts)
    #expect(reused.facts == fresh.facts)
    #expect(reused.files.map(\.file.path) == fresh.files.map(\.file.path))
  }

  @Test func knownDigestsWithCachedFactsAreNotReadAgain() throws {
    let workspace = try Workspace(copying: "SampleApp/Bookshelf")
    let paths = workspace.request().paths
    let loader = SkimLoader(jobs: 2)
    let fresh = loader.load(paths, moduleName: "Bookshelf", configuration: BuildConfiguration())
    workspace.cache.store(facts: fresh.facts, module: ContentDigest(of: "m"))
    let cachedFacts = workspace.cache.facts(module: ContentDigest(of: "m"))
    let digests = loader.digests(paths)
    // Removed after its digest was taken: with the digest known, the skim takes the cached
    // facts and never opens the file; without it, the file is unreadable.
    let removed = try #require(paths.last)
    try FileManager.default.removeItem(atPath: removed)
    let known = loader.load(
      paths, moduleName: "Bookshelf", configuration: BuildConfiguration(), cachedFacts: cachedFacts,
      digests: digests)
    #expect(known.facts == fresh.facts)
    let unknown = loader.load(
      paths, moduleName: "Bookshelf", configuration: BuildConfiguration(), cachedFacts: cachedFacts)
    #expect(unknown.facts.count == fresh.facts.count - 1)
    #expect(unknown.readErrors.contains { $0.path == removed })
  }

  @Test func storingAResultKeepsTheNewestSixtyFourByModificationTime() throws {
    let workspace = try Workspace(copying: "Rules/phrase-missing-application-name/triggers")
    let results = workspace.cache.directory + "/results"
    try FileManager.default.createDirectory(atPath: results, withIntermediateDirectories: true)
    // 70 older results, written in an order unlike their ages: entry i is i seconds newer.
    for index in (0..<70).reversed() {
      let path = results + "/old-\(index).findings"
      #expect(FileManager.default.createFile(atPath: path, contents: Data([1])))
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(index))], ofItemAtPath: path)
    }
    let key = ContentDigest(of: "the newest result")
    workspace.cache.store(findings: [], key: key)
    let kept = Set(try FileManager.default.contentsOfDirectory(atPath: results))
    let expected = Set((7..<70).map { "old-\($0).findings" } + [key.hex + ".findings"])
    #expect(kept == expected)
  }

  @Test func digestsTellContentsApart() {
    let empty = ContentDigest(of: [UInt8]())
    #expect(empty != ContentDigest(of: [0]))
    #expect(ContentDigest(of: [0]) != ContentDigest(of: [0, 0]))
    #expect(ContentDigest(of: Array("abcdefgh".utf8)) != ContentDigest(of: Array("abcdefgi".utf8)))
    #expect(ContentDigest(of: "struct A {}") == ContentDigest(of: Array("struct A {}".utf8)))
    let digest = ContentDigest(of: "App Intents")
    #expect(ContentDigest(hex: digest.hex) == digest)
    #expect(digest.hex.count == 32)
    #expect(ContentDigest(hex: "xyz") == nil)
    #expect(ContentDigest(hex: digest.hex.uppercased()) == digest)
    #expect(ContentDigest(hex: String(digest.hex.dropLast())) == nil)
    #expect(ContentDigest(hex: digest.hex + "0") == nil)
    #expect(ContentDigest(hex: "+" + digest.hex.dropFirst()) == nil)
    #expect(
      ContentDigest(hex: "0123456789abcdef" + "FEDCBA9876543210")
        == ContentDigest(high: 0x0123_4567_89ab_cdef, low: 0xfedc_ba98_7654_3210))
    // Lowercase, each half padded to 16 digits.
    #expect(
      ContentDigest(high: 0x0123_4567_89ab_cdef, low: 0xfedc_ba98_7654_3210).hex
        == "0123456789abcdeffedcba9876543210")
    #expect(ContentDigest(high: 0, low: 0xa).hex == String(repeating: "0", count: 31) + "a")
    #expect(
      ContentDigest(high: .max, low: 0).hex == String(repeating: "f", count: 16) + String(repeating: "0", count: 16))
    var seen: Set<ContentDigest> = []
    for length in 0..<64 {
      for position in 0..<max(length, 1) {
        var bytes = [UInt8](repeating: 7, count: length)
        if length > 0 { bytes[position] = 8 }
        seen.insert(ContentDigest(of: bytes))
      }
    }
    #expect(seen.count == 1 + (1..<64).reduce(0, +))
  }
}
