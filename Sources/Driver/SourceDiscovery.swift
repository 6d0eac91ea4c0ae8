import Dispatch
import Foundation

/// Finds the Swift files named by command-line paths.
///
/// A path may be a file (used as given, whatever its extension) or a directory (searched
/// recursively for regular files ending in `.swift`). Directories named `.build`,
/// `DerivedData`, `Pods`, `node_modules`, `.git` and `.swiftpm` are skipped, symbolic links are
/// never followed, and a directory named like a source file (`X.swift`) is skipped. The result
/// is sorted and free of duplicates, so it does not depend on argument or directory order.
public struct SourceDiscovery: Sendable {
  /// Directory names skipped during recursive discovery.
  public static let skippedDirectories: Set<String> = [
    ".build", "DerivedData", "Pods", "node_modules", ".git", ".swiftpm", "Carthage",
  ]

  /// The outcome of discovery.
  public struct Result: Sendable, Equatable {
    /// The files found, sorted.
    public var files: [String]
    /// Paths given on the command line that do not exist or cannot be listed.
    public var errors: [DiscoveryError]
  }

  /// Folders listed at once (`nil`: one per core).
  public var jobs: Int?

  /// Creates a discovery that lists up to `jobs` folders at once (`nil`: one per core).
  public init(jobs: Int? = nil) {
    self.jobs = jobs
  }

  /// Finds the Swift files under `paths`.
  public func discover(_ paths: [String]) -> Result {
    var files: [String] = []
    var errors: [DiscoveryError] = []
    var inOrder = true
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errors.append(DiscoveryError(path: path, reason: "No such file or directory"))
        continue
      }
      if !isDirectory.boolValue {
        files.append(path)
        continue
      }
      inOrder = walk(path, into: &files, errors: &errors) && inOrder
    }
    // One folder's walk comes out sorted already (see `walk`); anything else is sorted here.
    if paths.count == 1 && inOrder { return Result(files: files, errors: errors) }
    return Result(files: Set(files).sorted(), errors: errors)
  }

  /// Appends the Swift files under `root` to `files`, and returns whether they came out in
  /// `String` order.
  ///
  /// The folders are listed first, on up to `jobs` threads (`FolderTree`); then one walk, depth
  /// first, visits each folder's entries in the byte order of their names, a folder's name
  /// taken with a trailing `/`. Then every path comes before the paths that sort after it: two
  /// entries of one folder compare at the first byte where `name` or `name/` differ, whatever
  /// follows them. For ASCII that is `String` order too, so the result needs no sort; a name
  /// that is not ASCII (whose `String` order compares Unicode scalars after normalization)
  /// makes the walk report `false`. The order never depends on which thread listed what.
  private func walk(_ root: String, into files: inout [String], errors: inout [DiscoveryError]) -> Bool {
    let tree = FolderTree.list(Array(root.utf8), jobs: jobs ?? ModuleLoader.defaultJobs)
    var inOrder = root.utf8.allSatisfy { $0 < 0x80 }
    var pending: [(path: [UInt8], folder: Int?)] = [(Array(root.utf8), 0)]
    while let item = pending.popLast() {
      guard let id = item.folder else {
        files.append(String(decoding: item.path, as: UTF8.self))
        continue
      }
      let listing = tree.listings[id]
      guard listing.listed else {
        errors.append(DiscoveryError(path: String(decoding: item.path, as: UTF8.self), reason: "cannot list directory"))
        continue
      }
      if !listing.isASCII { inOrder = false }
      for entry in listing.entries.reversed() {
        pending.append((listing.prefix + entry.name, entry.folder))
      }
    }
    return inOrder
  }

  /// Whether `left` comes first among the entries of one folder: byte order of the names, a
  /// folder's name read with a trailing `/`.
  fileprivate static func precedes(
    _ left: (name: [UInt8], isFolder: Bool), _ right: (name: [UInt8], isFolder: Bool)
  )
    -> Bool
  {
    let common = min(left.name.count, right.name.count)
    for index in 0..<common where left.name[index] != right.name[index] {
      return left.name[index] < right.name[index]
    }
    // One name is a prefix of the other: compare what follows it (the folder's `/`, or the end).
    func next(_ entry: (name: [UInt8], isFolder: Bool)) -> Int {
      entry.name.count > common ? Int(entry.name[common]) : entry.isFolder ? Int(UInt8(ascii: "/")) : -1
    }
    let (leftNext, rightNext) = (next(left), next(right))
    if leftNext != rightNext { return leftNext < rightNext }
    // Equal up to here: `a` (file) against `a/` (folder) cannot both exist; a longer name
    // continues after the shorter one's `/` or end.
    return left.name.count + (left.isFolder ? 1 : 0) < right.name.count + (right.isFolder ? 1 : 0)
  }

  /// The default module name for `paths`: the name of the first directory given, or of the
  /// directory holding the first file.
  public static func defaultModuleName(for paths: [String]) -> String {
    guard let first = paths.first else { return "Module" }
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
    let url = URL(fileURLWithPath: first).standardizedFileURL
    let directory = isDirectory.boolValue ? url : url.deletingLastPathComponent()
    let name = directory.lastPathComponent
    let cleaned = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
    return cleaned.isEmpty ? "Module" : String(cleaned)
  }
}

/// What one folder holds, as `SourceDiscovery` cares.
private struct FolderListing: Sendable {
  /// One Swift file or folder to descend into, in walk order.
  struct Entry: Sendable {
    /// The name as UTF-8.
    var name: [UInt8]
    /// For a folder, its index in `FolderTree.listings`; `nil` for a file.
    var folder: Int?
  }

  /// The folder's path with a trailing `/`, as UTF-8.
  var prefix: [UInt8]
  /// Whether the folder could be listed.
  var listed = true
  /// Whether every name in it is ASCII.
  var isASCII = true
  /// Its Swift files and the folders to descend into, sorted (`SourceDiscovery.precedes`).
  var entries: [Entry] = []

  /// Lists `folder` (a path as UTF-8); the entries' folder indices are still to be given.
  static func list(_ folder: [UInt8]) -> FolderListing {
    let prefix = folder.last == UInt8(ascii: "/") ? folder : folder + [UInt8(ascii: "/")]
    var listing = FolderListing(prefix: prefix)
    var children: [(name: [UInt8], isFolder: Bool)] = []
    listing.listed = DirectoryListing.forEachEntry(of: String(decoding: folder, as: UTF8.self)) { name, listedType in
      let isASCII = name.allSatisfy { $0 < 0x80 }
      if !isASCII { listing.isASCII = false }
      // Outside ASCII, `String.hasSuffix` compares characters: `.swift` plus a combining mark
      // is not a Swift file.
      let isSwift = name.hasSwiftSuffix && (isASCII || String(decoding: name, as: UTF8.self).hasSuffix(".swift"))
      switch listedType ?? DirectoryListing.type(ofItemAt: String(decoding: prefix + name, as: UTF8.self)) {
      case .directory?:
        if !isSwift && !SourceDiscovery.skippedDirectories.contains(String(decoding: name, as: UTF8.self)) {
          children.append((Array(name), true))
        }
      case .regular?:
        if isSwift { children.append((Array(name), false)) }
      case .other?, nil:
        break
      }
    }
    children.sort { SourceDiscovery.precedes($0, $1) }
    // `-1` marks a folder until `FolderTree` numbers it.
    listing.entries = children.map { Entry(name: $0.name, folder: $0.isFolder ? -1 : nil) }
    return listing
  }
}

/// Every folder under a root, listed on several threads: folder 0 is the root, and each
/// listing's folder entries point at their own listings. Folders are numbered in the order
/// threads get to them, which only says where a listing is stored; the walk reads the tree
/// through the sorted entries.
private final class FolderTree: @unchecked Sendable {
  /// The listings by folder number (filled in by `list`).
  private(set) var listings: [FolderListing] = []
  private let lock = NSLock()
  private let group = DispatchGroup()

  /// Lists `root` and every folder under it, on up to `jobs` threads.
  static func list(_ root: [UInt8], jobs: Int) -> FolderTree {
    let tree = FolderTree()
    tree.listings = [FolderListing(prefix: root)]
    if jobs <= 1 {
      var pending = [(0, root)]
      while let (id, path) = pending.popLast() { pending += tree.visit(id, path) }
    } else {
      tree.visitInParallel(0, root)
      tree.group.wait()
    }
    return tree
  }

  /// Lists folder `id` at `path`, numbers its subfolders, and returns them to be listed.
  private func visit(_ id: Int, _ path: [UInt8]) -> [(Int, [UInt8])] {
    var listing = FolderListing.list(path)
    let folders = listing.entries.indices.filter { listing.entries[$0].folder != nil }
    lock.lock()
    let first = listings.count
    listings += Array(repeating: FolderListing(prefix: []), count: folders.count)
    lock.unlock()
    var next: [(Int, [UInt8])] = []
    for (offset, index) in folders.enumerated() {
      listing.entries[index].folder = first + offset
      next.append((first + offset, listing.prefix + listing.entries[index].name))
    }
    lock.lock()
    listings[id] = listing
    lock.unlock()
    return next
  }

  /// Lists folder `id`, then hands each subfolder to the global queue.
  private func visitInParallel(_ id: Int, _ path: [UInt8]) {
    for (child, childPath) in visit(id, path) {
      group.enter()
      DispatchQueue.global().async {
        self.visitInParallel(child, childPath)
        self.group.leave()
      }
    }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether the bytes end in `.swift`.
  fileprivate var hasSwiftSuffix: Bool {
    count >= 6 && self[(count - 6)...].elementsEqual(".swift".utf8)
  }
}

/// A command-line path that could not be used.
public struct DiscoveryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path.
  public var path: String
  /// Why.
  public var reason: String

  public var description: String { "cannot read '\(path)': \(reason)" }
}
