import Foundation
import Metadata
import Model
import Source
import Syntax

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
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
      let enumerator = FileManager.default.enumerator(atPath: directory)
    else {
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
      if let malformation = facts.malformation {
        throw AtomicWriteError(path: path, reason: "not a facts file of this version (\(malformation))")
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

/// Writes files atomically: a temporary file in the same directory, written and `fsync`ed,
/// then `rename(2)`d over the destination, so readers see the old or the new content and never
/// a torn file; on failure the temporary file is removed and the destination is untouched.
public enum AtomicFile {
  /// Writes `data` to `path`, creating missing parent directories. `durable: false` skips the
  /// `fsync` (for caches, where a file lost in a crash is only a miss).
  public static func write(_ data: Data, to path: String, durable: Bool = true) throws(AtomicWriteError) {
    try write(to: path, durable: durable) { descriptor in
      data.withUnsafeBytes { writeAll($0, to: descriptor) }
    }
  }

  /// Writes `parts`, one after the other, to `path` as `write(_:to:durable:)` does, without
  /// joining them first.
  public static func write(_ parts: [[UInt8]], to path: String, durable: Bool = true) throws(AtomicWriteError) {
    try write(to: path, durable: durable) { descriptor in
      for part in parts {
        if let failure = part.withUnsafeBytes({ writeAll($0, to: descriptor) }) { return failure }
      }
      return nil
    }
  }

  /// Writes all of `buffer` to `descriptor`; the `errno` of a failure.
  private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < buffer.count {
      let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }

  /// Creates a temporary file next to `path`, lets `body` fill it (returning an `errno` on
  /// failure), and renames it over `path`. The folder is created only when the temporary
  /// file cannot be, for want of it: a miss of a cached run stores half a dozen files, and
  /// `URL`, `FileManager.createDirectory` and `UUID` (which reads `/dev/urandom`) for each cost
  /// more than the writes.
  private static func write(
    to path: String, durable: Bool, _ body: (Int32) -> Int32?
  ) throws(AtomicWriteError) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = (slash == nil ? "" : directory + "/") + ".\(name).\(temporarySuffix()).tmp"
    var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    if descriptor < 0 && errno == ENOENT && !directory.isEmpty {
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      } catch {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
        throw AtomicWriteError(
          path: path, reason: exists && !isDirectory.boolValue ? "Not a directory" : describe(errno))
      }
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    }
    guard descriptor >= 0 else { throw AtomicWriteError(path: path, reason: describe(errno)) }
    var failure = body(descriptor)
    if failure == nil && durable && fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    if failure == nil && rename(temporary, path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw AtomicWriteError(path: path, reason: describe(failure))
    }
  }

  /// What tells this process's temporary files apart from any other's: the process, a count
  /// and 64 random bits (one `getrandom` call).
  private static func temporarySuffix() -> String {
    let count = temporaryCount.withLock { count -> Int in
      count += 1
      return count
    }
    return "\(getpid())-\(count)-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
  }

  /// How many temporary files this process has named.
  private static let temporaryCount = Locked(0)

  private static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
