import Foundation

/// Finds the `swiftc` executable the const-value oracle runs.
///
/// Only `PATH` is searched, in order, the way a shell would; nothing is downloaded or guessed. Symlinks
/// are kept as found: `swiftc` is usually a link to a driver that dispatches on the name it was run as.
package enum SwiftCompilerLocator {
  /// The first executable named `swiftc` in the `PATH` of this process, or nil.
  package static func find() -> URL? {
    find(inPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
  }

  /// The first executable named `swiftc` in a `PATH`-style list of directories, or nil.
  package static func find(inPath path: String) -> URL? {
    for directory in path.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return nil
  }
}
