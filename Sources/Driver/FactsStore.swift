import Foundation
import Metadata
import Model
import Source

/// Per-file facts on disk: `appintents facts` writes them, `--facts DIR` reads them back.
///
/// Each source file `path` gets `DIR/<path>.facts.json` (a leading `/` dropped), written
/// atomically with sorted keys, so the files are byte-stable and cacheable by build systems.
public enum FactsStore {
  /// The suffix of facts files.
  public static let suffix = ".facts.json"

  /// The facts file for `path` under `directory`.
  public static func location(of path: String, in directory: String) -> String {
    var relative = path
    while relative.hasPrefix("/") { relative.removeFirst() }
    relative = relative.split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "/")
    return directory + "/" + relative + suffix
  }

  /// Writes the facts of `file` under `directory`.
  public static func write(_ facts: FileFacts, in directory: String) throws(AtomicWriteError) {
    let destination = location(of: facts.path, in: directory)
    guard let data = try? MetadataEncoding.encode(facts, style: .readable) else {
      throw AtomicWriteError(path: destination, reason: "cannot encode the facts")
    }
    try AtomicFile.write(data, to: destination)
  }

  /// Every facts file under `directory`, decoded and sorted by source path.
  public static func read(from directory: String) throws(AtomicWriteError) -> [FileFacts] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
      throw AtomicWriteError(path: directory, reason: "No such directory")
    }
    var result: [FileFacts] = []
    for case let relative as String in enumerator where relative.hasSuffix(suffix) {
      let path = directory + "/" + relative
      guard let data = FileManager.default.contents(atPath: path),
        let facts = try? JSONDecoder().decode(FileFacts.self, from: data)
      else { throw AtomicWriteError(path: path, reason: "not a facts file of this version") }
      guard facts.version == FileFacts.currentVersion else {
        throw AtomicWriteError(
          path: path, reason: "facts version \(facts.version), expected \(FileFacts.currentVersion)")
      }
      result.append(facts)
    }
    return result.sorted { $0.path < $1.path }
  }
}

/// A file that could not be written (or a store that could not be read).
public struct AtomicWriteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path.
  public var path: String
  /// Why.
  public var reason: String

  /// Creates the error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes files atomically: a temporary file in the same directory, flushed, then renamed over
/// the destination, so readers see the old or the new content and never a torn file; the
/// temporary file is removed on failure.
public enum AtomicFile {
  /// Writes `data` to `path`, creating missing parent directories.
  public static func write(_ data: Data, to path: String) throws(AtomicWriteError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw AtomicWriteError(path: path, reason: reason(of: error))
    }
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
      let handle = try FileHandle(forWritingTo: temporary)
      try handle.synchronize()
      try handle.close()
      if FileManager.default.fileExists(atPath: path) {
        _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
      } else {
        try FileManager.default.moveItem(at: temporary, to: url)
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw AtomicWriteError(path: path, reason: reason(of: error))
    }
  }

  private static func reason(of error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let posix = POSIXErrorCode(rawValue: Int32(underlying.code)), underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(posix.rawValue))
    }
    return nsError.localizedDescription
  }
}
