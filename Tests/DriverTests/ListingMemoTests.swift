import Foundation
import Testing

@testable import Driver

/// Folder listings remembered by folder identity: a walk with them finds exactly what a walk
/// without them finds, an unchanged tree is not listed again, and any added, removed or
/// renamed entry makes its folder listed again.
@Suite struct ListingMemoTests {
  /// A tree of Swift files, removed at the end.
  final class Tree {
    let root: String

    init(_ files: [String]) throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)").path
      for file in files { try write(file) }
    }

    func write(_ relative: String) throws {
      let url = URL(fileURLWithPath: root + "/" + relative)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let x = 1\n".utf8).write(to: url)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
  }

  /// A walk of `paths` with `remembered` on `jobs` threads; a window of zero remembers folders
  /// changed just now.
  func walk(_ paths: [String], remembered: ListingMemo, jobs: Int = 1) -> (SourceDiscovery.Result, ListingMemo) {
    var session: ListingSession? = ListingSession(remembered: remembered, start: DigestMemo.now(), racyWindow: 0)
    let result = SourceDiscovery().discover(paths, listings: &session, jobs: jobs)
    return (result, session?.memo(after: result) ?? ListingMemo())
  }

  @Test func aFirstWalkOnSeveralThreadsRemembersWhatAWalkOnOneDoes() throws {
    let tree = try Tree(
      (0..<12).flatMap { ["F\($0)/A.swift", "F\($0)/Sub/B.swift", "F\($0)/Sub/notes.txt"] } + [
        "Top.swift", "Café/É.swift",
      ])
    let (one, oneMemo) = walk([tree.root], remembered: ListingMemo(), jobs: 1)
    let (several, severalMemo) = walk([tree.root], remembered: ListingMemo(), jobs: 3)
    #expect(several == one && one == SourceDiscovery().discover([tree.root]))
    #expect(severalMemo == oneMemo && oneMemo.isComplete && oneMemo.folders.count == 26)
    #expect(severalMemo.encoded() == oneMemo.encoded())
  }

  /// Lets the file system's clock move on, so that a change gives a folder new times.
  func tick() { usleep(30_000) }

  @Test func aWalkWithTheMemoFindsWhatAPlainWalkFinds() throws {
    let tree = try Tree(["A.swift", "Sub/B.swift", "Sub/Deeper/C.swift", "Sub/notes.txt", ".build/D.swift"])
    let plain = SourceDiscovery().discover([tree.root])
    #expect(plain.files.count == 3)
    let (first, memo) = walk([tree.root], remembered: ListingMemo())
    #expect(first == plain)
    #expect(memo.isComplete && memo.files == plain.files)
    #expect(
      memo.folders.map { String(decoding: $0.path, as: UTF8.self) } == [
        tree.root, tree.root + "/Sub", tree.root + "/Sub/Deeper",
      ])
    #expect(memo.unchangedFiles(jobs: 2) == plain.files)
    let (again, same) = walk([tree.root], remembered: memo)
    #expect(again == plain && same == memo)
  }

  @Test func rememberedListingsAreUsedWhileTheFolderIsUnchanged() throws {
    let tree = try Tree(["A.swift", "Sub/B.swift"])
    let (_, memo) = walk([tree.root], remembered: ListingMemo())
    // A planted name in the remembered listing of `Sub` comes out: the folder was not listed.
    let planted = ListingMemo(
      memo.folders.map { folder in
        var folder = folder
        if folder.path == Array((tree.root + "/Sub").utf8) {
          folder.children.append(ListingMemo.Child(name: Array("Planted.swift".utf8), isFolder: false))
        }
        return folder
      })
    let (result, _) = walk([tree.root], remembered: planted)
    #expect(result.files == [tree.root + "/A.swift", tree.root + "/Sub/B.swift", tree.root + "/Sub/Planted.swift"])
  }

  @Test func addedRemovedAndRenamedFilesChangeTheirFolder() throws {
    let tree = try Tree(["A.swift", "Sub/B.swift", "Other/C.swift"])
    var (_, memo) = walk([tree.root], remembered: ListingMemo())
    for change in [
      { try tree.write("Sub/New.swift") },
      { try FileManager.default.removeItem(atPath: tree.root + "/Other/C.swift") },
      { try FileManager.default.moveItem(atPath: tree.root + "/A.swift", toPath: tree.root + "/Renamed.swift") },
      { try tree.write("Sub/Nested/D.swift") },
    ] {
      tick()
      try change()
      #expect(memo.unchangedFiles(jobs: 2) == nil)
      let (result, next) = walk([tree.root], remembered: memo)
      #expect(result == SourceDiscovery().discover([tree.root]))
      #expect(next.unchangedFiles(jobs: 1) == result.files)
      memo = next
    }
    #expect(
      memo.files == [
        tree.root + "/Renamed.swift", tree.root + "/Sub/B.swift", tree.root + "/Sub/Nested/D.swift",
        tree.root + "/Sub/New.swift",
      ])
  }

  @Test func onlyAWholeSettledWalkIsComplete() throws {
    let tree = try Tree(["A.swift", "Sub/B.swift"])
    // Folders changed just now are not remembered with the real window.
    var session: ListingSession? = ListingSession(remembered: ListingMemo(), start: DigestMemo.now())
    _ = SourceDiscovery().discover([tree.root], listings: &session)
    #expect(session?.next.folders.isEmpty == true && session?.next.isComplete == false)
    // A file among the paths, or a path that cannot be read, leaves the memo incomplete.
    let (_, withFile) = walk([tree.root, tree.root + "/A.swift"], remembered: ListingMemo())
    #expect(!withFile.isComplete && withFile.unchangedFiles(jobs: 2) == nil)
    let (missing, withMissing) = walk([tree.root, tree.root + "/missing"], remembered: ListingMemo())
    #expect(!missing.errors.isEmpty && !withMissing.isComplete)
  }

  @Test func theMemoIsStoredAndReadBackExactly() throws {
    let tree = try Tree(["A.swift", "Sub/B.swift", "Sub/Deeper/C.swift"])
    let (_, memo) = walk([tree.root], remembered: ListingMemo())
    let bytes = memo.encoded()
    #expect(ListingMemo(encoded: bytes) == memo)
    let outline = try #require(ListingMemo(encoded: bytes, withChildren: false))
    #expect(outline.folders.allSatisfy(\.children.isEmpty) && outline.files == memo.files && outline.isComplete)
    #expect(outline.unchangedFiles(jobs: 2) == memo.files)
    for length in [0, 8, 16, bytes.count / 2, bytes.count - 1] {
      #expect(ListingMemo(encoded: Array(bytes.prefix(length))) == nil)
    }
    #expect(ListingMemo(encoded: bytes + [0]) == nil)
    var badFlag = bytes
    badFlag[8] = 2
    #expect(ListingMemo(encoded: badFlag) == nil)
  }

  @Test func discoveryThroughTheCacheRemembersSettledFolders() throws {
    let tree = try Tree(["A.swift", "Sub/B.swift"])
    let cache = RunCache(root: tree.root + "/.build/cache", stamp: "test")
    let plain = SourceDiscovery().discover([tree.root])
    // Just written: found, but not remembered.
    #expect(SourceDiscovery().discover([tree.root], cache: cache) == plain)
    #expect(!cache.listingMemo(paths: [tree.root]).isComplete)
    // Once the folders are older than the window, a walk remembers them all...
    usleep(UInt32((DigestMemo.racyWindow + 0.2) * 1_000_000))
    #expect(SourceDiscovery().discover([tree.root], cache: cache) == plain)
    let stored = cache.listingMemo(paths: [tree.root])
    #expect(stored.isComplete && stored.files == plain.files)
    // ...and the next run takes its files from the memo (a planted file shows it).
    var planted = stored
    planted.files.append(tree.root + "/Sub/Planted.swift")
    cache.store(listingMemo: planted, paths: [tree.root])
    #expect(SourceDiscovery().discover([tree.root], cache: cache).files == planted.files)
    // A new file changes its folder: the tree is walked again.
    try tree.write("Sub/C.swift")
    #expect(SourceDiscovery().discover([tree.root], cache: cache) == SourceDiscovery().discover([tree.root]))
  }
}
