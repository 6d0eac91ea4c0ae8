import Diagnostics
import Foundation
import Model
import Rules
import Source
import Syntax
import TestSupport
import Testing

@testable import Driver

/// What a cached lint of folders looked at (`UnchangedRun`) and the check of it that starts
/// the next run (`UnchangedRunCheck`): an unchanged tree takes the recorded findings; any
/// edited, added or removed file, changed setting or damaged record gives what a run without a
/// cache gives; the identities the check took stand in for the rest of the run's `stat`s.
@Suite struct UnchangedRunTests {
  /// A temporary copy of a fixture folder and a cache folder, removed at the end (the run
  /// cache tests' workspace), linted as `lint` lints folders.
  final class Workspace {
    let base: RunCacheTests.Workspace
    var sources: URL { base.sources }
    var cache: RunCache { base.cache }

    init(copying fixture: String) throws { base = try RunCacheTests.Workspace(copying: fixture) }

    func request(settings: String = "default") -> CachedLint.Request {
      CachedLint.Request(
        paths: [], moduleName: "Coffee", configuration: BuildConfiguration(), options: LintOptions(),
        enabledRules: nil, settingsKey: settings, jobs: 2)
    }

    /// A lint of the sources folder as `lint` runs it: the check, then on a miss discovery and
    /// the cached run, both lent the check.
    func lint(settings: String = "default") -> (outcome: CachedLint.Outcome, check: UnchangedRunCheck) {
      var request = request(settings: settings)
      let check = UnchangedRunCheck(inputs: [sources.path], request: request, cache: cache, jobs: 2)
      if let hit = check.outcome() { return (hit, check) }
      request.paths = SourceDiscovery().discover([sources.path], cache: cache, jobs: 2, check: check).files
      return (CachedLint.run(request, cache: cache, check: check) { $0 }, check)
    }

    /// The findings of a run without a cache.
    func uncached() -> [Diagnostic] {
      var request = request()
      request.paths = SourceDiscovery().discover([sources.path]).files
      return CachedLint.run(request, cache: nil) { $0 }.diagnostics
    }

    /// The stored records.
    var records: [String] {
      (try? FileManager.default.contentsOfDirectory(atPath: cache.directory + "/runs")) ?? []
    }

    func write(_ text: String, to name: String) throws {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
  }

  /// Lets the files' times settle (`DigestMemo.racyWindow`).
  func settle() { usleep(UInt32((DigestMemo.racyWindow + 0.2) * 1_000_000)) }

  func identity(_ seconds: Int64) -> DigestMemo.Identity {
    DigestMemo.Identity(device: 1, inode: seconds, size: 10, modified: (seconds, 5), changed: (seconds, 6))
  }

  @Test func aRecordReadsBackExactlyAndDamageIsAMiss() throws {
    let digest = ContentDigest(of: "let x = 1\n")
    let run = UnchangedRun(
      findingsKey: ContentDigest(of: "key"),
      folders: [(Array("/tree".utf8), identity(1)), (Array("/tree/Sub".utf8), identity(2))],
      files: [("/tree/A.swift", .identity(identity(3))), ("/tree/Sub/B.swift", .digest(digest))])
    let bytes = run.encoded()
    let read = try #require(UnchangedRun(encoded: bytes))
    #expect(read == run && read.count == 4 && read.folderCount == 2)
    #expect(read.findingsKey == ContentDigest(of: "key"))
    #expect(read.check(at: 1) == .identity(identity(2)) && read.check(at: 3) == .digest(digest))
    #expect(UnchangedRun(encoded: Array(bytes.dropLast())) == nil)
    #expect(UnchangedRun(encoded: bytes + [0]) == nil)
    #expect(UnchangedRun(encoded: Array(bytes.prefix(30))) == nil)
    // A NUL byte inside a path.
    let slash = try #require(bytes.lastIndex(of: UInt8(ascii: "/")))
    var withNUL = bytes
    withNUL[slash] = 0
    #expect(UnchangedRun(encoded: withNUL) == nil)
    // A folder recorded by digest, and an unknown kind.
    // The first entry's kind: after the header (40 bytes) and the shared start ("/tree", its
    // length and 5 bytes).
    let firstKind = 53
    #expect(Array(bytes[48..<53]) == Array("/tree".utf8) && bytes[firstKind] == 0)
    var folderByDigest = bytes
    folderByDigest[firstKind] = 1
    #expect(UnchangedRun(encoded: folderByDigest) == nil)
    var unknownKind = bytes
    unknownKind[firstKind] = 2
    #expect(UnchangedRun(encoded: unknownKind) == nil)
  }

  @Test func anyDamageToARecordIsAMissOrARecordThatChecksSafely() {
    let run = UnchangedRun(
      findingsKey: ContentDigest(of: "key"),
      folders: [(Array("/nonexistent-tree".utf8), identity(1)), (Array("/nonexistent-tree/Sub".utf8), identity(2))],
      files: [
        ("/nonexistent-tree/A.swift", .identity(identity(3))),
        ("/nonexistent-tree/Sub/B.swift", .digest(ContentDigest(of: "b"))),
      ])
    let bytes = run.encoded()
    var generator = SplitMix64(seed: 8)
    var decoded = 0
    // Every truncation, and single bytes set to random values anywhere.
    var damaged = (0..<bytes.count).map { Array(bytes.prefix($0)) }
    for _ in 0..<2_000 {
      var copy = bytes
      copy[Int.random(in: 0..<copy.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
      damaged.append(copy)
    }
    for candidate in damaged {
      guard let read = UnchangedRun(encoded: candidate) else { continue }
      decoded += 1
      // Whatever it holds, it can be checked, split and rewritten.
      let checked = read.currentIdentities(jobs: 2)
      #expect(!checked.unchanged && checked.identities.count == read.count)
      #expect(read.folders().count == read.folderCount && read.filePaths().count == read.count - read.folderCount)
      #expect(UnchangedRun(encoded: read.encoded()) == read)
      _ = read.settling(checked.identities, before: 1e12, window: 0)
    }
    // Damage to numbers the decoder cannot judge (times, digests) still decodes.
    #expect(decoded > 100)
  }

  @Test func valuesAreSpreadOnlyOverTheRunsOwnPaths() {
    let run = UnchangedRun(
      findingsKey: ContentDigest(of: "key"), folders: [(Array("/t".utf8), identity(1))],
      files: [("/t/A.swift", .identity(identity(2))), ("/t/B.swift", .identity(identity(3)))])
    let values = [10, 20, 30]
    #expect(run.folderValues(values, matching: [Array("/t".utf8)]).map(Array.init) == [10])
    #expect(run.fileValues(values, matching: ["/t/A.swift", "/t/B.swift"]).map(Array.init) == [20, 30])
    #expect(run.folderValues(values, matching: [Array("/u".utf8)]) == nil)
    #expect(run.folderValues(values, matching: []) == nil)
    #expect(run.fileValues(values, matching: ["/t/A.swift"]) == nil)
    #expect(run.fileValues(values, matching: ["/t/A.swift", "/t/C.swift"]) == nil)
    #expect(run.fileValues(values, matching: ["/t/A.swift", "/t/B.swif"]) == nil)
    #expect(run.fileValues([1, 2], matching: ["/t/A.swift", "/t/B.swift"]) == nil)
  }

  @Test func theCheckTellsUnchangedPathsFromChangedOnes() throws {
    let workspace = try Workspace(copying: "Rules/phrase-missing-application-name/triggers")
    try workspace.write("let a = 1\n", to: "A.swift")
    try workspace.write("let b = 1\n", to: "B.swift")
    let folder = workspace.sources.path
    let (a, b) = (folder + "/A.swift", folder + "/B.swift")
    func record() throws -> UnchangedRun {
      UnchangedRun(
        findingsKey: ContentDigest(of: "key"),
        folders: [(Array(folder.utf8), try #require(DigestMemo.Identity.of(folder)))],
        files: [
          (a, .identity(try #require(DigestMemo.Identity.of(a)))), (b, .digest(ContentDigest(of: "let b = 1\n"))),
        ])
    }
    var run = try record()
    var checked = run.currentIdentities(jobs: 2)
    #expect(checked.unchanged && checked.identities.count == 3 && checked.identities.allSatisfy { $0 != nil })
    #expect(checked.identities[1] == DigestMemo.Identity.of(a))
    // A file recorded by digest passes while its bytes do, whatever its times.
    usleep(20_000)
    try workspace.write("let b = 1\n", to: "B.swift")
    #expect(run.currentIdentities(jobs: 1).unchanged)
    try workspace.write("let b = 2\n", to: "B.swift")
    #expect(!run.currentIdentities(jobs: 2).unchanged)
    try workspace.write("let b = 1\n", to: "B.swift")
    // A file recorded by identity fails once written again, even with the same bytes.
    try workspace.write("let a = 1\n", to: "A.swift")
    #expect(!run.currentIdentities(jobs: 2).unchanged)
    run = try record()
    #expect(run.currentIdentities(jobs: 2).unchanged)
    // A removed file fails, its identity `nil`; a file added to the folder changes the folder.
    try FileManager.default.removeItem(atPath: a)
    checked = run.currentIdentities(jobs: 2)
    #expect(!checked.unchanged && checked.identities[1] == nil)
    try workspace.write("let a = 1\n", to: "A.swift")
    run = try record()
    usleep(20_000)
    try workspace.write("let c = 1\n", to: "C.swift")
    #expect(!run.currentIdentities(jobs: 2).unchanged)
  }

  @Test func settledFilesRecordedByDigestAreRecordedByIdentity() {
    let digest = ContentDigest(of: "let x = 1\n")
    let run = UnchangedRun(
      findingsKey: ContentDigest(of: "key"), folders: [(Array("/t".utf8), identity(1))],
      files: [("/t/A.swift", .identity(identity(2))), ("/t/B.swift", .digest(digest))])
    let now = [identity(1), identity(2), identity(100)]
    #expect(run.settling(now, before: 50, window: 2) == nil)
    let settled = run.settling(now, before: 200, window: 2)
    #expect(settled?.check(at: 2) == .identity(identity(100)))
    #expect(settled?.check(at: 0) == .identity(identity(1)) && settled?.folderCount == 1)
    #expect(settled?.findingsKey == run.findingsKey && settled?.count == 3)
    #expect(run.settling([identity(1), identity(2), nil], before: 200, window: 2) == nil)
  }

  @Test func aRerunTakesTheRecordedFindingsUntilAnythingChanges() throws {
    let workspace = try Workspace(copying: "Rules/phrase-missing-application-name/triggers")
    settle()
    let cold = workspace.lint()
    #expect(!cold.outcome.cacheHit && cold.check.findings == nil)
    #expect(workspace.records.count == 1)
    let plain = workspace.uncached()
    #expect(!plain.isEmpty && cold.outcome.diagnostics == plain)
    let warm = workspace.lint()
    #expect(warm.check.findings != nil && warm.outcome.cacheHit)
    #expect(warm.outcome.diagnostics == plain)
    #expect(warm.outcome.files.map(\.path) == Array(Set(plain.map(\.path))).sorted())
    // Other settings: a record of their own.
    let strict = workspace.lint(settings: "strict")
    #expect(strict.check.findings == nil && workspace.records.count == 2)
    // An edit in place: a miss with the same findings as without a cache; the edited file,
    // not settled, is recorded by digest, and the next run takes the findings.
    let first = try #require(SourceDiscovery().discover([workspace.sources.path]).files.first)
    let fixed = try String(
      contentsOf: FixturePaths.url("Rules/phrase-missing-application-name/passes/CoffeeShortcuts.swift"),
      encoding: .utf8)
    try Data(fixed.utf8).write(to: URL(fileURLWithPath: first))
    let edited = workspace.lint()
    #expect(edited.check.findings == nil && edited.outcome.diagnostics == workspace.uncached())
    #expect(edited.outcome.diagnostics != plain)
    let afterEdit = workspace.lint()
    #expect(afterEdit.check.findings != nil && afterEdit.outcome.diagnostics == edited.outcome.diagnostics)
    // A new file and a removed one.
    try workspace.write("struct Added {}\n", to: "Added.swift")
    let added = workspace.lint()
    #expect(added.check.findings == nil && added.outcome.diagnostics == workspace.uncached())
    try FileManager.default.removeItem(atPath: first)
    let removed = workspace.lint()
    #expect(removed.check.findings == nil && removed.outcome.diagnostics == workspace.uncached())
    // A damaged record, and a record whose findings are gone, are misses.
    _ = workspace.lint()
    let record = workspace.cache.directory + "/runs/" + (try #require(workspace.records.first))
    for name in workspace.records {
      try Data("AIUNCH01 damaged".utf8).write(to: URL(fileURLWithPath: workspace.cache.directory + "/runs/" + name))
    }
    let damaged = workspace.lint()
    #expect(damaged.check.findings == nil && damaged.outcome.diagnostics == workspace.uncached())
    #expect(FileManager.default.fileExists(atPath: record))
    try FileManager.default.removeItem(atPath: workspace.cache.directory + "/results")
    let lost = workspace.lint()
    #expect(lost.check.findings == nil && lost.outcome.diagnostics == workspace.uncached())
  }

  @Test func identitiesTheCheckTookServeTheDigestsAsTheirOwnStatsWould() throws {
    let workspace = try Workspace(copying: "SampleApp/Bookshelf")
    settle()
    _ = workspace.lint()
    let paths = SourceDiscovery().discover([workspace.sources.path]).files
    let edited = try #require(paths.last)
    try Data("struct Edited {}\n".utf8).write(to: URL(fileURLWithPath: edited))
    let check = UnchangedRunCheck(
      inputs: [workspace.sources.path], request: workspace.request(), cache: workspace.cache, jobs: 2)
    #expect(check.findings == nil)
    let observed = try #require(check.fileIdentities(of: paths))
    #expect(observed.count == paths.count && check.fileIdentities(of: Array(paths.dropLast())) == nil)
    let memo = workspace.cache.digestMemo(module: CachedLint.moduleKey("Coffee"))
    #expect(memo.count == paths.count)
    let loader = SkimLoader(jobs: 2)
    let lent = loader.digests(paths, memo: memo, observed: observed)
    let own = loader.digests(paths, memo: memo)
    #expect(lent.digests == own.digests && lent.memo == own.memo && lent.identities == own.identities)
    #expect(lent.digests.last == ContentDigest(of: "struct Edited {}\n"))
    // The folders' identities stand in for discovery's check of its remembered walk.
    let walked = workspace.cache.listingMemo(paths: [workspace.sources.path]).folders.map(\.path)
    #expect(walked.count == 6)
    let folders = try #require(check.folderIdentities(of: walked))
    #expect(Array(folders) == walked.map { DigestMemo.Identity.of(utf8: $0) })
    #expect(check.folderIdentities(of: walked.reversed()) == nil)
  }
}

/// A kept report reads back exactly; damage, or a status `lint` never ends a report with, is a
/// miss.
@Suite struct CachedReportCodingTests {
  @Test func aReportReadsBackExactlyAndDamageIsAMiss() throws {
    let report = CachedReport(status: 1, text: Array("/a/B.swift:1:1: error: message [rule]\n".utf8))
    let bytes = report.encoded()
    #expect(CachedReport(encoded: bytes) == report)
    #expect(CachedReport(encoded: CachedReport(status: 0, text: []).encoded()) == CachedReport(status: 0, text: []))
    #expect(CachedReport(encoded: Array(bytes.dropLast())) == nil)
    #expect(CachedReport(encoded: bytes + [0]) == nil)
    #expect(CachedReport(encoded: CachedReport(status: 2, text: []).encoded()) == nil)
    #expect(
      CachedReport.key(findings: ContentDigest(of: "a"), rendering: "x")
        != CachedReport.key(findings: ContentDigest(of: "a"), rendering: "y"))
    #expect(
      CachedReport.key(findings: ContentDigest(of: "a"), rendering: "x")
        != CachedReport.key(findings: ContentDigest(of: "b"), rendering: "x"))
  }
}
