import Foundation

/// Finds the Swift files named by command-line paths.
///
/// A path may be a file (used as given, whatever its extension) or a directory (searched
/// recursively for regular files ending in `.swift`). Directories named `.build`,
/// `DerivedData`, `Pods`, `node_modules`, `.git`, `.swiftpm` and `Carthage` are skipped, and so
/// are documentation catalogs (`X.docc`: SwiftPM ignores them and Xcode hands them to DocC, so
/// the tutorial code in them, often unfinished on purpose, is never compiled). Symbolic links
/// are never followed, and a directory named like a source file (`X.swift`) is skipped. The
/// result is sorted and free of duplicates, so it does not depend on argument or directory order.
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

  /// Creates a discovery.
  public init() {}

  /// Finds the Swift files under `paths`, listing folders on `jobs` threads
  /// (`FolderListings`); the result does not depend on `jobs`.
  public func discover(_ paths: [String], jobs: Int = 1) -> Result {
    var session: ListingSession? = nil
    return discover(paths, listings: &session, jobs: jobs)
  }

  /// Finds the Swift files under `paths` as `discover(_:)` does, taking the listing of a folder
  /// whose identity is unchanged from what `cache` remembers of the previous walk of the same
  /// `paths` (see `ListingMemo`), and remembering this walk's listings there; `jobs` threads
  /// check that the remembered folders are unchanged, unless `check` took their identities
  /// already. The walk's folders and their identities are noted in `check` for the next run,
  /// when all were settled.
  public func discover(
    _ paths: [String], cache: RunCache?, jobs: Int = ModuleLoader.defaultJobs, check: UnchangedRunCheck? = nil
  ) -> Result {
    guard let cache else { return discover(paths, jobs: jobs) }
    // None of the recorded run's folders changed: its files, without reading the memo.
    if let files = check?.recordedFiles() { return Result(files: files, errors: []) }
    let start = DigestMemo.now()
    let outline = cache.listingMemo(paths: paths, withChildren: false)
    let observed = check?.stored == nil ? nil : check?.folderIdentities(of: outline.folders.map(\.path))
    if let files = outline.unchangedFiles(jobs: jobs, observed: observed) {
      check?.walked(outline.folders.map { ($0.path, $0.identity) })
      return Result(files: files, errors: [])
    }
    let remembered = outline.folders.isEmpty ? outline : cache.listingMemo(paths: paths)
    var session: ListingSession? = ListingSession(remembered: remembered, start: start)
    // Nothing remembered (a first run): every folder is listed, on `jobs` threads.
    let result = discover(paths, listings: &session, jobs: remembered.folders.isEmpty ? jobs : 1)
    if let next = session?.memo(after: result) {
      if next != remembered { cache.store(listingMemo: next, paths: paths) }
      check?.walked(next.isComplete ? next.folders.map { ($0.path, $0.identity) } : nil)
    }
    return result
  }

  /// Finds the Swift files under `paths`, reading and recording folder listings in `listings`
  /// when there is one; without one, folders are listed on `jobs` threads.
  func discover(_ paths: [String], listings session: inout ListingSession?, jobs: Int = 1) -> Result {
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
        // A remembered walk cannot tell whether this path is still a file.
        session?.next.isComplete = false
        continue
      }
      inOrder = walk(path, into: &files, errors: &errors, listings: &session, jobs: jobs) && inOrder
    }
    // One folder's walk comes out sorted already (see `walk`); anything else is sorted here.
    if paths.count == 1 && inOrder { return Result(files: files, errors: errors) }
    return Result(files: Set(files).sorted(), errors: errors)
  }

  /// Appends the Swift files under `root` to `files`, and returns whether they came out in
  /// `String` order.
  ///
  /// The walk is depth first, and each folder's entries are visited in the byte order of their
  /// names, a folder's name taken with a trailing `/`. Then every path comes before the paths
  /// that sort after it: two entries of one folder compare at the first byte where `name` or
  /// `name/` differ, whatever follows them. For ASCII that is `String` order too, so the
  /// result needs no sort; a name that is not ASCII (whose `String` order compares Unicode
  /// scalars after normalization) makes the walk report `false`.
  private func walk(
    _ root: String, into files: inout [String], errors: inout [DiscoveryError], listings session: inout ListingSession?,
    jobs: Int
  ) -> Bool {
    var inOrder = root.utf8.allSatisfy { $0 < 0x80 }
    let prelisted =
      jobs > 1 && (session?.remembered.folders.isEmpty ?? true)
      ? FolderListings(root: Array(root.utf8), jobs: jobs, recording: session != nil) { folder, prefix in
        list(String(decoding: folder, as: UTF8.self), prefix: prefix)
      } : nil
    var pending: [PendingItem] = [.folder(Array(root.utf8))]
    while let item = pending.popLast() {
      let folder: [UInt8]
      switch item {
      case .file(let path):
        files.append(path)
        continue
      case .folder(let path):
        folder = path
      }
      if let prepared = prelisted?.listing(of: folder) {
        guard let prepared else {
          errors.append(DiscoveryError(path: String(decoding: folder, as: UTF8.self), reason: "cannot list directory"))
          continue
        }
        if !prepared.namesAreASCII { inOrder = false }
        session?.record(
          folder, identity: prepared.identity, children: prepared.children, namesAreASCII: prepared.namesAreASCII)
        pending += prepared.items
        continue
      }
      let directory = String(decoding: folder, as: UTF8.self)
      let prefix = FolderListings.prefix(of: folder)
      let listing =
        session == nil
        ? list(directory, prefix: prefix)
        : session?.listing(of: folder, at: directory) { list(directory, prefix: prefix) }
      guard let listing else {
        errors.append(DiscoveryError(path: directory, reason: "cannot list directory"))
        continue
      }
      if !listing.namesAreASCII { inOrder = false }
      pending += PendingItem.items(of: listing.children, prefix: prefix)
    }
    return inOrder
  }

  /// What discovery keeps of the entries of `directory` (whose path ends in `prefix`), in the
  /// order the walk visits them, and whether all its names are ASCII; `nil` when it cannot be
  /// listed.
  private func list(_ directory: String, prefix: [UInt8]) -> (children: [ListingMemo.Child], namesAreASCII: Bool)? {
    var children: [ListingMemo.Child] = []
    var namesAreASCII = true
    let listed = DirectoryListing.forEachEntry(of: directory) { name, listedType in
      let isASCII = name.allSatisfy { $0 < 0x80 }
      if !isASCII { namesAreASCII = false }
      // Outside ASCII, `String.hasSuffix` compares characters: `.swift` plus a combining mark
      // is not a Swift file.
      let isSwift = name.hasSwiftSuffix && (isASCII || String(decoding: name, as: UTF8.self).hasSuffix(".swift"))
      switch listedType ?? DirectoryListing.type(ofItemAt: String(decoding: prefix + name, as: UTF8.self)) {
      case .directory?:
        if !isSwift && !name.hasDoccSuffix
          && !SourceDiscovery.skippedDirectories.contains(String(decoding: name, as: UTF8.self))
        {
          children.append(ListingMemo.Child(name: Array(name), isFolder: true))
        }
      case .regular?:
        if isSwift { children.append(ListingMemo.Child(name: Array(name), isFolder: false)) }
      case .other?, nil:
        break
      }
    }
    guard listed else { return nil }
    children.sort { Self.precedes($0, $1) }
    return (children, namesAreASCII)
  }

  /// Whether `left` comes first among the entries of one folder: byte order of the names, a
  /// folder's name read with a trailing `/`.
  private static func precedes(_ left: ListingMemo.Child, _ right: ListingMemo.Child) -> Bool {
    let common = min(left.name.count, right.name.count)
    for index in 0..<common where left.name[index] != right.name[index] {
      return left.name[index] < right.name[index]
    }
    // One name is a prefix of the other: compare what follows it (the folder's `/`, or the end).
    func next(_ entry: ListingMemo.Child) -> Int {
      entry.name.count > common ? Int(entry.name[common]) : entry.isFolder ? Int(UInt8(ascii: "/")) : -1
    }
    let (leftNext, rightNext) = (next(left), next(right))
    if leftNext != rightNext { return leftNext < rightNext }
    // Equal up to here: `a` (file) against `a/` (folder) cannot both exist; a longer name
    // continues after the shorter one's `/` or end.
    return left.name.count + (left.isFolder ? 1 : 0) < right.name.count + (right.isFolder ? 1 : 0)
  }

  /// The default module name for `paths`: the name of the first directory given, or of the
  /// directory holding the first file. The path is made absolute and `.` and `..` are resolved
  /// as text, as `URL.standardizedFileURL` does, without `URL` (whose first use cost a warm run
  /// 0.8 M instructions).
  public static func defaultModuleName(for paths: [String]) -> String {
    guard let first = paths.first else { return "Module" }
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
    let absolute = first.hasPrefix("/") ? first : FileManager.default.currentDirectoryPath + "/" + first
    var components: [Substring] = []
    for component in absolute.split(separator: "/") where component != "." {
      if component == ".." {
        _ = components.popLast()
      } else {
        components.append(component)
      }
    }
    if !isDirectory.boolValue { _ = components.popLast() }
    let name = components.last.map(String.init) ?? "/"
    let cleaned = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
    return cleaned.isEmpty ? "Module" : String(cleaned)
  }
}

/// A folder still to list, or a file found, during `SourceDiscovery`'s walk.
enum PendingItem: Sendable {
  /// A folder to list, its path as UTF-8.
  case folder([UInt8])
  /// A file found.
  case file(String)

  /// The items of a folder's `children` (in walk order) whose paths start with `prefix`, in
  /// the reverse order, ready to be pushed on the walk's stack.
  static func items(of children: [ListingMemo.Child], prefix: [UInt8]) -> [PendingItem] {
    children.reversed().map { child in
      child.isFolder ? .folder(prefix + child.name) : .file(String(decoding: prefix + child.name, as: UTF8.self))
    }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether the bytes end in `.swift`.
  fileprivate var hasSwiftSuffix: Bool {
    count >= 6 && self[(count - 6)...].elementsEqual(".swift".utf8)
  }

  /// Whether the name ends in `.docc`, in any case (SwiftPM's file rule compares extensions
  /// that way).
  fileprivate var hasDoccSuffix: Bool {
    guard count >= 5, self[count - 5] == UInt8(ascii: ".") else { return false }
    return zip(self[(count - 4)...], "docc".utf8).allSatisfy { $0 == $1 || $0 == $1 - 0x20 }
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
