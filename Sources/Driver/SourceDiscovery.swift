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

  /// Creates a discovery.
  public init() {}

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
  /// The walk is depth first, and each folder's entries are visited in the byte order of their
  /// names, a folder's name taken with a trailing `/`. Then every path comes before the paths
  /// that sort after it: two entries of one folder compare at the first byte where `name` or
  /// `name/` differ, whatever follows them. For ASCII that is `String` order too, so the
  /// result needs no sort; a name that is not ASCII (whose `String` order compares Unicode
  /// scalars after normalization) makes the walk report `false`.
  private func walk(_ root: String, into files: inout [String], errors: inout [DiscoveryError]) -> Bool {
    var inOrder = root.utf8.allSatisfy { $0 < 0x80 }
    var pending: [PendingItem] = [PendingItem(path: Array(root.utf8), isFolder: true)]
    while let item = pending.popLast() {
      guard item.isFolder else {
        files.append(String(decoding: item.path, as: UTF8.self))
        continue
      }
      let folder = item.path
      let directory = String(decoding: folder, as: UTF8.self)
      let prefix = folder.last == UInt8(ascii: "/") ? folder : folder + [UInt8(ascii: "/")]
      var children: [(name: [UInt8], isFolder: Bool)] = []
      let listed = DirectoryListing.forEachEntry(of: directory) { name, listedType in
        let isASCII = name.allSatisfy { $0 < 0x80 }
        if !isASCII { inOrder = false }
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
      guard listed else {
        errors.append(DiscoveryError(path: directory, reason: "cannot list directory"))
        continue
      }
      children.sort { Self.precedes($0, $1) }
      for child in children.reversed() {
        pending.append(PendingItem(path: prefix + child.name, isFolder: child.isFolder))
      }
    }
    return inOrder
  }

  /// Whether `left` comes first among the entries of one folder: byte order of the names, a
  /// folder's name read with a trailing `/`.
  private static func precedes(
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

/// A folder still to list, or a file found, during `SourceDiscovery`'s walk.
private struct PendingItem {
  /// The path as UTF-8.
  var path: [UInt8]
  /// Whether it is a folder to list.
  var isFolder: Bool
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
