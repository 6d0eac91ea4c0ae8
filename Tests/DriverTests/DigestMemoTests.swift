import Foundation
import Model
import Rules
import Source
import Syntax
import Testing

@testable import Driver

/// Digests remembered by file identity: used only while the identity holds, never for files
/// touched just before the run, and stored and read back exactly.
@Suite struct DigestMemoTests {
  /// A folder with two files, removed at the end.
  final class Folder {
    let root: String
    let paths: [String]

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      paths = [root + "/A.swift", root + "/B.swift"]
      try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: paths[0]))
      try Data("struct B {}\n".utf8).write(to: URL(fileURLWithPath: paths[1]))
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
  }

  @Test func identitiesOfAPathAsTextAndAsBytesAgree() throws {
    let folder = try Folder()
    let identity = try #require(DigestMemo.Identity.of(folder.paths[0]))
    #expect(identity.size == 12)
    #expect(DigestMemo.Identity.of(utf8: Array(folder.paths[0].utf8)) == identity)
    #expect(DigestMemo.Identity.of(utf8: Array(folder.paths[1].utf8)) != identity)
    #expect(DigestMemo.Identity.of(utf8: Array(folder.root.utf8)) == DigestMemo.Identity.of(folder.root))
    #expect(DigestMemo.Identity.of(utf8: Array((folder.root + "/missing.swift").utf8)) == nil)
    // A NUL byte would cut the path short, to a folder that exists.
    #expect(DigestMemo.Identity.of(utf8: Array(folder.root.utf8) + [0] + Array("/A.swift".utf8)) == nil)
  }

  @Test func rememberedDigestsAreUsedWhileTheIdentityHolds() throws {
    let folder = try Folder()
    let loader = SkimLoader(jobs: 2)
    let fresh = loader.digests(folder.paths)
    // A window of zero remembers files written just now; the default would not.
    let first = loader.digests(folder.paths, memo: DigestMemo(), racyWindow: 0)
    #expect(first.digests == fresh)
    #expect(first.memo.sorted.map(\.path) == folder.paths)
    #expect(loader.digests(folder.paths, memo: DigestMemo()).memo.sorted.isEmpty)
    // A remembered digest is taken as is while the file's identity is unchanged (here a wrong
    // one, to see that the file was not read).
    let marker = ContentDigest(of: "not the contents")
    let planted = DigestMemo(
      first.memo.sorted.map { entry in
        var entry = entry
        if entry.path == folder.paths[0] { entry.digest = marker }
        return entry
      })
    let unchanged = loader.digests(folder.paths, memo: planted, racyWindow: 0)
    #expect(unchanged.digests == [marker, fresh[1]] && unchanged.memo == planted)
    // A memo that remembers one more file than asked about is rebuilt without it.
    let fewer = loader.digests([folder.paths[0]], memo: planted, racyWindow: 0)
    #expect(fewer.digests == [marker] && fewer.memo.sorted.map(\.path) == [folder.paths[0]])
    // Rewriting the file, even with the same size, changes its identity: it is read again.
    try Data("struct C {}\n".utf8).write(to: URL(fileURLWithPath: folder.paths[0]))
    let again = loader.digests(folder.paths, memo: planted, racyWindow: 0)
    #expect(again.digests == loader.digests(folder.paths))
    #expect(again.digests[0] != fresh[0] && again.digests[0] != marker)
    // Settled, the rewritten file's new entry changes the memo; not settled (the default
    // window), the memo need not change: its old entry never matches the new identity.
    #expect(again.changesMemo)
    let unsettled = loader.digests(folder.paths, memo: planted)
    #expect(!unsettled.changesMemo && unsettled.digests == again.digests)
    #expect(unsettled.memo.sorted.map(\.path) == [])
    // A path the memo does not remember, or one it remembers and is not asked about, does.
    #expect(fewer.changesMemo && !unchanged.changesMemo)
    #expect(loader.digests(folder.paths, memo: DigestMemo(first.memo.sorted.dropLast()), racyWindow: 0).changesMemo)
  }

  @Test func newGivenAndDeletedFilesAreReadAndTheOthersComeFromTheMemo() throws {
    let folder = try Folder()
    let loader = SkimLoader(jobs: 2)
    let marker = ContentDigest(of: "remembered, not read")
    let first = loader.digests([folder.paths[0]], memo: DigestMemo(), racyWindow: 0).memo
    let planted = DigestMemo(
      first.sorted.map { DigestMemo.Entry(path: $0.path, identity: $0.identity, digest: marker) })
    // B is new: read, and remembered next to A, whose digest stays the remembered one.
    let grown = loader.digests(folder.paths, memo: planted, racyWindow: 0)
    #expect(grown.digests == [marker, ContentDigest(of: Array("struct B {}\n".utf8))])
    #expect(grown.memo.sorted.map(\.path) == folder.paths)
    // Contents given for A replace the disk and the memo; they are not remembered.
    let given = Array("struct Given {}\n".utf8)
    let edited = loader.digests(
      folder.paths, contents: [folder.paths[0]: given], memo: grown.memo, racyWindow: 0)
    #expect(edited.digests[0] == ContentDigest(of: given) && edited.digests[1] == grown.digests[1])
    #expect(edited.memo.sorted.map(\.path) == [folder.paths[1]])
    // A deleted file has no digest and is forgotten.
    try FileManager.default.removeItem(atPath: folder.paths[0])
    let deleted = loader.digests(folder.paths, memo: grown.memo, racyWindow: 0)
    #expect(deleted.digests == [nil, grown.digests[1]])
    #expect(deleted.memo.sorted.map(\.path) == [folder.paths[1]])
  }

  @Test func theSkimTakesADigestFromTheMemoOnlyForTheIdentityItWasTakenUnder() throws {
    let folder = try Folder()
    let loader = SkimLoader(jobs: 2)
    let taken = loader.digests(folder.paths, memo: DigestMemo(), racyWindow: 0)
    #expect(taken.identities.count == 2 && taken.identities.allSatisfy { $0 != nil })
    // A wrong digest remembered under A's identity, to see whether A's bytes were hashed.
    let marker = ContentDigest(of: "remembered, not hashed")
    let planted = DigestMemo(
      taken.memo.sorted.map { entry in
        DigestMemo.Entry(
          path: entry.path, identity: entry.identity, digest: entry.path == folder.paths[0] ? marker : entry.digest)
      })
    let remembered = loader.digests(folder.paths, memo: planted, racyWindow: 0)
    let digests = remembered.digests
    let trusted = remembered.identities
    #expect(digests == [marker, taken.digests[1]] && trusted == taken.identities)
    func contentHashes(_ identities: [DigestMemo.Identity?]) -> [String] {
      loader.load(
        folder.paths, contents: [:], moduleName: "M", configuration: BuildConfiguration(), cachedFacts: [:],
        digests: digests, trustedIdentities: identities, keepingFacts: true, storingFacts: { _ in }
      ).facts.map(\.contentHash)
    }
    #expect(contentHashes(trusted) == [marker.hex, taken.digests[1]!.hex])
    // Without identities, or with one the file no longer has, the bytes are hashed.
    #expect(contentHashes([]) == taken.digests.map { $0!.hex })
    var stale = trusted
    stale[0]?.size += 1
    #expect(contentHashes(stale) == taken.digests.map { $0!.hex })
    // Files touched just now, and unreadable ones, give no identity to trust.
    let racy = loader.digests(folder.paths + [folder.root + "/Missing.swift"], memo: DigestMemo())
    #expect(racy.identities.count == 3 && racy.identities.allSatisfy { $0 == nil })
  }

  @Test func aFirstRunRemembersFromTheSkimWhatTheDigestPassWould() throws {
    let folder = try Folder()
    let loader = SkimLoader(jobs: 2)
    let cache = RunCache(root: folder.root + "/cache", stamp: "test")
    let module = ContentDigest(of: "module")
    let paths = folder.paths + [folder.root + "/Missing.swift"]
    let request = CachedLint.Request(
      paths: paths, moduleName: "M", configuration: BuildConfiguration(), options: LintOptions(),
      enabledRules: nil, settingsKey: "settings", jobs: 2)
    let start = DigestMemo.now()
    let firstRun = FirstRun(
      paths: paths, identities: loader.identities(paths, contents: [:]), start: start, racyWindow: 0)
    #expect(firstRun.identities.map { $0 != nil } == [true, true, false])
    // The skim's facts, as the facts store gets them: the readable files', in path order.
    let facts = try folder.paths.map { HeaderScanner.facts(of: try SourceFile.read(path: $0)) }
    firstRun.takeDigests(of: facts, cache: cache, module: module)
    let passed = loader.digests(paths, memo: DigestMemo(), racyWindow: 0)
    #expect(cache.digestMemo(module: module) == passed.memo && passed.memo.count == 2)
    let (digests, key) = firstRun.finish(request)
    #expect(digests == passed.digests && digests[2] == nil && key == nil)
    // With every file readable, the run key is the one the digest pass gives.
    let readable = CachedLint.Request(
      paths: folder.paths, moduleName: "M", configuration: BuildConfiguration(), options: LintOptions(),
      enabledRules: nil, settingsKey: "settings", jobs: 2)
    let complete = FirstRun(
      paths: folder.paths, identities: loader.identities(folder.paths, contents: [:]), start: start, racyWindow: 0)
    complete.takeDigests(of: facts, cache: cache, module: module)
    #expect(complete.finish(readable).key == CachedLint.runKey(readable, digests: passed.digests.compactMap { $0 }))
    // Files touched after the run started are not remembered; a run whose facts never came
    // has no digests.
    let racy = FirstRun(paths: folder.paths, identities: complete.identities, start: start - 10, racyWindow: 2)
    racy.takeDigests(of: facts, cache: RunCache(root: folder.root + "/other", stamp: "test"), module: module)
    #expect(RunCache(root: folder.root + "/other", stamp: "test").digestMemo(module: module).count == 0)
    #expect(FirstRun(paths: folder.paths, identities: [], start: start).finish(readable).digests.isEmpty)
  }

  @Test func filesTouchedJustBeforeTheRunAreNotRemembered() throws {
    let folder = try Folder()
    let identity = try #require(DigestMemo.Identity.of(folder.paths[0]))
    let now = DigestMemo.now()
    #expect(!identity.isSettled(before: now, window: DigestMemo.racyWindow))
    #expect(identity.isSettled(before: now + 3, window: DigestMemo.racyWindow))
    #expect(DigestMemo.Identity.of(folder.root + "/missing.swift") == nil)
    let missing = SkimLoader(jobs: 1).digests([folder.root + "/missing.swift"], memo: DigestMemo(), racyWindow: 0)
    #expect(missing.digests == [nil] && missing.memo.sorted.isEmpty)
  }

  @Test func memosReadBackExactlyAndDamageIsAMiss() throws {
    let folder = try Folder()
    let memo = SkimLoader(jobs: 2).digests(folder.paths, memo: DigestMemo(), racyWindow: 0).memo
    var unicodeEntry = memo.sorted[1]
    unicodeEntry.path = "Sources/Café Folder/é.swift"
    let withUnicode = DigestMemo(memo.sorted + [unicodeEntry])
    let bytes = withUnicode.encoded()
    #expect(DigestMemo(encoded: bytes) == withUnicode)
    #expect(DigestMemo(encoded: DigestMemo().encoded()) == DigestMemo())
    #expect(DigestMemo(encoded: []) == nil)
    #expect(DigestMemo(encoded: Array(bytes.dropLast())) == nil)
    #expect(DigestMemo(encoded: bytes + [0]) == nil)
    for length in 0..<bytes.count { #expect(DigestMemo(encoded: Array(bytes[..<length])) == nil) }
  }

  @Test func pathsAreMatchedInAnyOrder() {
    let identity = DigestMemo.Identity(device: 1, inode: 2, size: 3, modified: (4, 5), changed: (6, 7))
    func entry(_ path: String) -> DigestMemo.Entry {
      DigestMemo.Entry(path: path, identity: identity, digest: ContentDigest(of: path))
    }
    // Given unsorted and with a duplicate: kept sorted, the last of two entries for a path wins.
    var duplicate = entry("b/x.swift")
    duplicate.digest = ContentDigest(of: "newer")
    let memo = DigestMemo([entry("c.swift"), entry("a.swift"), entry("b/x.swift"), duplicate, entry("b-y.swift")])
    #expect(memo.sorted.map(\.path) == ["a.swift", "b-y.swift", "b/x.swift", "c.swift"])
    #expect(memo.entries(matching: ["b/x.swift"])[0]?.digest == ContentDigest(of: "newer"))
    let sortedPaths = ["a.swift", "a0.swift", "b/x.swift", "c.swift", "d.swift"]
    #expect(memo.entries(matching: sortedPaths).map { $0?.path } == ["a.swift", nil, "b/x.swift", "c.swift", nil])
    let shuffled = ["c.swift", "zz.swift", "a.swift", "b-y.swift", "a.swift", "0.swift"]
    #expect(
      memo.entries(matching: shuffled).map { $0?.path } == ["c.swift", nil, "a.swift", "b-y.swift", "a.swift", nil])
    #expect(DigestMemo().entries(matching: sortedPaths).allSatisfy { $0 == nil })
    // A stored memo whose entries are out of order reads back sorted.
    func number(_ value: Int64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    var reversed = DigestMemo.magic + number(Int64(memo.sorted.count))
    for stored in memo.sorted.reversed() {
      reversed += number(Int64(stored.path.utf8.count)) + Array(stored.path.utf8)
      reversed += [1, 2, 3, 4, 5, 6, 7].flatMap { number($0) }
      reversed += number(Int64(bitPattern: stored.digest.high)) + number(Int64(bitPattern: stored.digest.low))
    }
    #expect(DigestMemo(encoded: memo.encoded()) == memo)
    #expect(DigestMemo(encoded: reversed) == memo)
  }

  @Test func pathsWhoseStringOrderIsNotTheirBytesOrderMatchAfterReading() throws {
    let identity = DigestMemo.Identity(device: 1, inode: 2, size: 3, modified: (4, 5), changed: (6, 7))
    // `af` sorts before `ae\u{301}` as strings (NFC: U+00E9 after `f`), after it as bytes.
    let decomposed = "ae\u{301}.swift"
    let paths = ["af.swift", decomposed, "b.swift"]
    let memo = DigestMemo(paths.map { DigestMemo.Entry(path: $0, identity: identity, digest: ContentDigest(of: $0)) })
    #expect(memo.sorted.map(\.path.utf8.count) == paths.map(\.utf8.count))
    let read = try #require(DigestMemo(encoded: memo.encoded()))
    #expect(read == memo)
    #expect(
      read.recordIndices(matching: paths).map { $0.map { read.remembered(at: $0).digest } }
        == paths.map { ContentDigest(of: $0) })
    // The precomposed spelling is the same string: it matches, though its bytes differ.
    #expect(read.entries(matching: ["a\u{E9}.swift"])[0]?.digest == ContentDigest(of: decomposed))
    #expect(
      read.recordIndices(matching: ["b.swift", "c.swift"]).map { $0.map { read.remembered(at: $0).digest } }
        == [ContentDigest(of: "b.swift"), nil])
  }

  @Test func theRunCacheStoresTheMemo() throws {
    let folder = try Folder()
    let cache = RunCache(root: folder.root + "/cache", stamp: "test")
    let module = ContentDigest(of: "module")
    #expect(cache.digestMemo(module: module) == DigestMemo())
    let memo = SkimLoader(jobs: 1).digests(folder.paths, memo: DigestMemo(), racyWindow: 0).memo
    cache.store(digestMemo: memo, module: module)
    #expect(cache.digestMemo(module: module) == memo)
  }
}
