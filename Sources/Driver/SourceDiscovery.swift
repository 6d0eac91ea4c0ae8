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
    var files = Set<String>()
    var errors: [DiscoveryError] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errors.append(DiscoveryError(path: path, reason: "No such file or directory"))
        continue
      }
      if !isDirectory.boolValue {
        files.insert(path)
        continue
      }
      walk(path, into: &files, errors: &errors)
    }
    return Result(files: files.sorted(), errors: errors)
  }

  private func walk(_ root: String, into files: inout Set<String>, errors: inout [DiscoveryError]) {
    var pending = [root]
    while let directory = pending.popLast() {
      guard let entries = DirectoryListing.entries(of: directory) else {
        errors.append(DiscoveryError(path: directory, reason: "cannot list directory"))
        continue
      }
      for entry in entries.sorted(by: { $0.name < $1.name }) {
        let path = directory.hasSuffix("/") ? directory + entry.name : directory + "/" + entry.name
        switch entry.type ?? DirectoryListing.type(ofItemAt: path) {
        case .directory?:
          if !SourceDiscovery.skippedDirectories.contains(entry.name) && !entry.name.hasSuffix(".swift") {
            pending.append(path)
          }
        case .regular?:
          if entry.name.hasSuffix(".swift") { files.insert(path) }
        case .other?, nil:
          break
        }
      }
    }
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

/// A command-line path that could not be used.
public struct DiscoveryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path.
  public var path: String
  /// Why.
  public var reason: String

  public var description: String { "cannot read '\(path)': \(reason)" }
}
