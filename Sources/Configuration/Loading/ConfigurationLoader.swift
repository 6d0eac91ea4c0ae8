import Foundation
import Source

/// Finds and reads `.appintents.json`.
///
/// Discovery walks up from a start directory: the first directory holding the file wins; a
/// directory holding `.git` (a folder, or a file in a worktree) is the last one checked, since
/// it is the repository root, and the walk never goes past `/`. An explicit `--config` path is
/// read as given, and a missing explicit file is an I/O error (`ConfigurationError.unreadable`),
/// never a silent fallback to the defaults.
package struct ConfigurationLoader: Sendable {
  /// The file name discovery looks for.
  package static let fileName = ".appintents.json"

  /// The rules the file may name.
  package var catalog: RuleCatalog
  /// The reporter names the file's `reporter` may take.
  package var reporterNames: [String]
  /// The absolute directory relative paths (start directory, explicit path) are taken from.
  package var workingDirectory: String

  /// Creates a loader; `workingDirectory` defaults to the process's current directory.
  package init(catalog: RuleCatalog, reporterNames: [String], workingDirectory: String? = nil) {
    self.catalog = catalog
    self.reporterNames = reporterNames
    self.workingDirectory = ConfigurationPaths.normalize(
      workingDirectory ?? FileManager.default.currentDirectoryPath)
  }

  /// The configuration to use: the file at `explicitPath` when given, else the one discovery
  /// finds from `startDirectory` (default: the working directory), else `nil`.
  package func load(
    explicitPath: String?, startDirectory: String? = nil
  ) throws(ConfigurationError)
    -> ConfigurationFile?
  {
    if let explicitPath { return try load(path: explicitPath) }
    guard let found = Self.discover(from: startDirectory ?? workingDirectory, workingDirectory: workingDirectory) else {
      return nil
    }
    return try load(path: found)
  }

  /// Reads and decodes the file at `path` (absolute, or relative to the working directory);
  /// messages show `path` as given.
  package func load(path: String) throws(ConfigurationError) -> ConfigurationFile {
    let absolute = ConfigurationPaths.absolute(path, relativeTo: workingDirectory)
    let file: SourceFile
    do {
      file = try SourceFile.read(path: absolute)
    } catch {
      throw .unreadable(Self.renamed(error, to: path))
    }
    return try decode(file.bytes, path: path, absolutePath: absolute)
  }

  /// Decodes configuration text already in memory, as if read from `path` (tests, stdin).
  package func decode(
    _ bytes: [UInt8], path: String, absolutePath: String? = nil
  ) throws(ConfigurationError)
    -> ConfigurationFile
  {
    let absolute = absolutePath ?? ConfigurationPaths.absolute(path, relativeTo: workingDirectory)
    return try ConfigurationDecoder.decode(
      bytes, path: path, absolutePath: absolute, catalog: catalog, reporterNames: reporterNames)
  }

  /// The path of the nearest `.appintents.json` at or above `directory`, or `nil`.
  package static func discover(from directory: String, workingDirectory: String) -> String? {
    var current = ConfigurationPaths.absolute(directory, relativeTo: workingDirectory)
    while true {
      let candidate = current == "/" ? "/" + fileName : current + "/" + fileName
      if isRegularFile(candidate) { return candidate }
      let gitMarker = current == "/" ? "/.git" : current + "/.git"
      if FileManager.default.fileExists(atPath: gitMarker) || current == "/" { return nil }
      current = ConfigurationPaths.directory(of: current)
    }
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }

  /// `error` with its path replaced by the spelling the user gave.
  private static func renamed(_ error: SourceReadError, to path: String) -> SourceReadError {
    switch error {
    case .cannotOpen(_, let reason): return .cannotOpen(path: path, reason: reason)
    case .cannotRead(_, let reason): return .cannotRead(path: path, reason: reason)
    case .isDirectory: return .isDirectory(path: path)
    case .tooLarge(_, let size, let limit): return .tooLarge(path: path, size: size, limit: limit)
    case .notUTF8(_, let encoding): return .notUTF8(path: path, encoding: encoding)
    }
  }
}
