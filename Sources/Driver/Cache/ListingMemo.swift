import Syntax

/// Folder listings remembered by folder identity, so a rerun over an unchanged tree finds its
/// Swift files with one `stat` per folder instead of opening, reading and closing each one.
///
/// Adding, removing or renaming an entry of a folder (which replacing a file by a folder or a
/// link also does) changes the folder's modification and status-change times; the contents of
/// its files do not, and need not: a listing only says which names are Swift files and which
/// are folders to walk. As with `DigestMemo`, a folder is remembered only when its times are
/// more than `DigestMemo.racyWindow` older than the walk, so two changes within one clock tick
/// of the file system cannot hide the second one.
struct ListingMemo: Equatable {
  /// One entry of a folder that discovery keeps: a Swift file, or a folder to walk.
  struct Child: Equatable {
    /// The name within the folder, as UTF-8.
    var name: [UInt8]
    /// Whether it is a folder.
    var isFolder: Bool
  }

  /// One remembered folder.
  struct Folder: Equatable {
    /// The path as the walk spelled it, as UTF-8.
    var path: [UInt8]
    /// Its identity when it was listed.
    var identity: DigestMemo.Identity
    /// What discovery kept of its entries, in the order the walk visits them.
    var children: [Child]
    /// Whether every name the folder held (kept or not) was ASCII, which the walk's claim to
    /// come out sorted depends on.
    var namesAreASCII: Bool
  }

  /// The remembered folders, in the order the walk visited them.
  private(set) var folders: [Folder] = []

  /// What the walk found: discovery's files, in its order.
  var files: [String] = []

  /// Whether `folders` holds every folder the walk visited, each one settled, with every
  /// command-line path a folder and nothing unreadable: then, while no folder's identity has
  /// changed, a walk would find exactly `files` (`unchangedFiles(jobs:)`).
  var isComplete = false

  /// The position of each folder's path, built on the first lookup that the walk's order does
  /// not answer.
  private var positions: [[UInt8]: Int]?

  /// Creates an empty memo, marked complete or not.
  init(complete: Bool = false) { isComplete = complete }

  /// A memo of `folders`, kept in the order given.
  init(_ folders: [Folder]) { self.folders = folders }

  static func == (lhs: ListingMemo, rhs: ListingMemo) -> Bool {
    lhs.isComplete == rhs.isComplete && lhs.folders == rhs.folders && lhs.files == rhs.files
  }

  /// The files of the remembered walk when it is complete and no folder's identity has changed
  /// since: a folder's identity changes whenever one of its entries is added, removed or
  /// renamed, and the command-line paths are the first folders, so a walk now would visit the
  /// same folders, find the same names, and give the same files; `nil` otherwise. The folders
  /// are examined on `jobs` threads, unless `observed` gives their identities (one per folder,
  /// in order, taken during this run: `UnchangedRunCheck`).
  func unchangedFiles(jobs: Int, observed: ArraySlice<DigestMemo.Identity?>? = nil) -> [String]? {
    guard isComplete, !folders.isEmpty else { return nil }
    if let observed, observed.count == folders.count {
      return zip(observed, folders).allSatisfy { $0 == $1.identity } ? files : nil
    }
    let folders = folders
    let unchanged = LargeStack.parallelMap(Array(folders.indices), jobs: jobs, stackSize: 1 << 20) { index in
      DigestMemo.Identity.of(utf8: folders[index].path) == folders[index].identity
    }
    return unchanged.allSatisfy { $0 } ? files : nil
  }

  /// The remembered folder at `path`; `cursor` is where the previous lookup ended, so a walk of
  /// an unchanged tree, which visits the folders in the remembered order, compares one path per
  /// lookup.
  mutating func folder(at path: [UInt8], cursor: inout Int) -> Folder? {
    if cursor < folders.count, folders[cursor].path == path {
      cursor += 1
      return folders[cursor - 1]
    }
    if positions == nil {
      var built: [[UInt8]: Int] = [:]
      for (index, folder) in folders.enumerated() { built[folder.path] = index }
      positions = built
    }
    guard let index = positions?[path] else { return nil }
    cursor = index + 1
    return folders[index]
  }

  /// Appends a folder, as the walk visits it.
  mutating func append(_ folder: Folder) {
    folders.append(folder)
    positions = nil
  }
}

extension ListingMemo {
  /// The first eight bytes of a stored memo.
  static let magic = Array("AILIST02".utf8)

  /// The memo as bytes: magic, whether it is complete (0 or 1) and the folder count, then per
  /// folder its path, seven identity numbers, whether its names are ASCII (0 or 1), its child
  /// count and per child its name and whether it is a folder (0 or 1); then the file count and
  /// the files; `MemoWriter`'s numbers and strings.
  func encoded() -> [UInt8] {
    let size = folders.reduce(24 + files.reduce(0) { $0 + $1.utf8.count + 8 }) { total, folder in
      total + folder.path.count + 80 + folder.children.reduce(0) { $0 + $1.name.count + 16 }
    }
    var writer = MemoWriter(magic: Self.magic, capacity: size)
    writer.append(isComplete ? 1 : 0)
    writer.append(Int64(folders.count))
    for folder in folders {
      writer.append(string: folder.path)
      writer.append(folder.identity)
      writer.append(folder.namesAreASCII ? 1 : 0)
      writer.append(Int64(folder.children.count))
      for child in folder.children {
        writer.append(string: child.name)
        writer.append(child.isFolder ? 1 : 0)
      }
    }
    writer.append(Int64(files.count))
    for file in files { writer.append(string: file.utf8) }
    return writer.bytes
  }

  /// A memo read back from `bytes`, its folders' children left out unless `withChildren` (a
  /// check of `unchangedFiles(jobs:)` needs none); `nil` unless they are exactly one whole memo.
  init?(encoded bytes: [UInt8], withChildren: Bool = true) {
    let decoded: (folders: [Folder], files: [String], isComplete: Bool)? = bytes.withUnsafeBytes { buffer in
      guard var reader = MemoReader(buffer, magic: Self.magic), let isComplete = Self.flag(&reader),
        let count = reader.count(ofItemsAtLeast: 80)
      else {
        return nil
      }
      var folders: [Folder] = []
      folders.reserveCapacity(count)
      for _ in 0..<count {
        guard let path = reader.string(), let identity = reader.identity(), let ascii = Self.flag(&reader),
          let childCount = reader.count(ofItemsAtLeast: 16)
        else { return nil }
        var children: [Child] = []
        if withChildren { children.reserveCapacity(childCount) }
        for _ in 0..<childCount {
          guard let name = reader.string(), let isFolder = Self.flag(&reader) else { return nil }
          if withChildren { children.append(Child(name: Array(name), isFolder: isFolder)) }
        }
        folders.append(Folder(path: Array(path), identity: identity, children: children, namesAreASCII: ascii))
      }
      guard let fileCount = reader.count(ofItemsAtLeast: 8) else { return nil }
      var files: [String] = []
      files.reserveCapacity(fileCount)
      for _ in 0..<fileCount {
        guard let file = reader.string() else { return nil }
        files.append(String(decoding: file, as: UTF8.self))
      }
      return reader.isAtEnd ? (folders, files, isComplete) : nil
    }
    guard let decoded else { return nil }
    self.init(decoded.folders)
    files = decoded.files
    isComplete = decoded.isComplete
  }

  /// The next number as a flag; `nil` unless it is 0 or 1.
  private static func flag(_ reader: inout MemoReader) -> Bool? {
    switch reader.number() {
    case 0: false
    case 1: true
    default: nil
    }
  }
}

/// One walk's use of a `ListingMemo`: the listings remembered from the previous walk, and the
/// ones this walk leaves for the next.
struct ListingSession {
  /// The listings of the previous walk.
  var remembered: ListingMemo
  /// Where the last lookup in `remembered` ended.
  private var cursor = 0
  /// The listings to remember: the folders this walk found unchanged or listed, whose times
  /// are settled; complete until a folder is not remembered (the walk completes the rest).
  var next = ListingMemo(complete: true)
  /// When the walk started, in seconds since 1970.
  let start: Double
  /// How much older than `start` a folder's times must be for it to be remembered.
  let racyWindow: Double

  /// The memo to keep after the walk gave `result`: the listings remembered on the way and the
  /// files found, complete only if nothing was unreadable.
  func memo(after result: SourceDiscovery.Result) -> ListingMemo {
    var memo = next
    memo.files = result.files
    if !result.errors.isEmpty { memo.isComplete = false }
    return memo
  }

  /// A session reading `remembered`, for a walk that started at `start`.
  init(remembered: ListingMemo, start: Double, racyWindow: Double = DigestMemo.racyWindow) {
    self.remembered = remembered
    self.start = start
    self.racyWindow = racyWindow
  }

  /// Records the listing of the folder `path`, with the folder's `identity` taken before it was
  /// listed (here, or by `FolderListings`), when that identity is settled; otherwise the next
  /// walk is not complete.
  mutating func record(
    _ path: [UInt8], identity: DigestMemo.Identity?, children: [ListingMemo.Child], namesAreASCII: Bool
  ) {
    guard let identity, identity.isSettled(before: start, window: racyWindow) else {
      next.isComplete = false
      return
    }
    next.append(ListingMemo.Folder(path: path, identity: identity, children: children, namesAreASCII: namesAreASCII))
  }

  /// The listing of the folder `path` (spelled `directory`): the remembered one while the
  /// folder's identity is unchanged, else what `list` reads (`nil` when it cannot be listed).
  mutating func listing(
    of path: [UInt8], at directory: String,
    list: () -> (children: [ListingMemo.Child], namesAreASCII: Bool)?
  ) -> (children: [ListingMemo.Child], namesAreASCII: Bool)? {
    // Taken before listing: a change made while the folder is read gives it a newer identity
    // than the one remembered with the listing, so the next walk lists it again.
    guard let identity = DigestMemo.Identity.of(directory) else {
      next.isComplete = false
      return list()
    }
    if let known = remembered.folder(at: path, cursor: &cursor), known.identity == identity {
      next.append(known)
      return (known.children, known.namesAreASCII)
    }
    guard let listed = list() else { return nil }
    record(path, identity: identity, children: listed.children, namesAreASCII: listed.namesAreASCII)
    return listed
  }
}
