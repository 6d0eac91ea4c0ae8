#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A file of the bundle could not be written: `cannot write '<path>': <reason>`.
public struct BundleWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file or directory that could not be written.
  public var path: String
  /// The system's reason (`Permission denied`, `No space left on device`, …).
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes the files of a `Metadata.appintents` folder atomically, all or nothing.
///
/// Each file is written to a temporary file in the destination folder (so the final `rename` is
/// atomic: same file system), created exclusively, flushed with `fsync`, then renamed over the
/// destination; the folder is synced last. A reader sees the old file or the new one, never a
/// partial one. If anything fails, the files already renamed are put back from hard-linked
/// backups, every temporary file is removed, and the previous bundle is left byte-identical.
/// Temporary files left by a killed run (`.<name>.tmp-<pid>-<n>`, `.<name>.bak-<pid>-<n>`) are
/// removed by the next run once that process is gone.
///
/// Policies: a destination that is a symbolic link is replaced by a regular file (the link's
/// target is left alone); new files get mode 0644 minus the umask (an old file's mode is not kept).
public struct BundleWriter: Sendable {
  /// The steps at which writing can fail, for tests.
  package enum Step: Hashable, Sendable {
    /// Creating the bundle folder (or one of its parents).
    case createDirectory
    /// Creating the temporary file for a destination file name.
    case create(String)
    /// Writing its bytes.
    case write(String)
    /// Flushing it.
    case sync(String)
    /// Renaming it over the destination.
    case rename(String)
  }

  /// For tests: returns an `errno` to make `step` fail as if the system had refused it.
  package var injectFailure: (@Sendable (Step) -> Int32?)?

  /// A writer.
  public init() {}

  /// Writes `files` (name and bytes, in order) into `directory`, creating it and its parents.
  public func write(_ files: [(name: String, bytes: [UInt8])], into directory: String) throws(BundleWriteError) {
    try makeDirectory(directory)
    removeStaleTemporaries(in: directory)
    let process = Int(getpid())
    var staged: [(temporary: String, destination: String)] = []
    for (number, file) in files.enumerated() {
      let destination = directory + "/" + file.name
      let temporary = directory + "/.\(file.name).tmp-\(process)-\(number)"
      do throws(BundleWriteError) {
        try writeFile(file.bytes, to: temporary, destination: destination, name: file.name)
      } catch {
        for entry in staged { unlink(entry.temporary) }
        throw error
      }
      staged.append((temporary, destination))
    }
    var renamed: [Renamed] = []
    for (number, entry) in staged.enumerated() {
      let backup = directory + "/.\(fileName(entry.destination)).bak-\(process)-\(number)"
      var status = stat()
      let existed = lstat(entry.destination, &status) == 0
      let hasBackup = existed && link(entry.destination, backup) == 0
      if let code = failure(.rename(fileName(entry.destination)))
        ?? (rename(entry.temporary, entry.destination) == 0 ? nil : errno)
      {
        if hasBackup { unlink(backup) }
        rollBack(renamed)
        for remaining in staged[number...] { unlink(remaining.temporary) }
        throw BundleWriteError(path: entry.destination, reason: BundleWriter.reason(code))
      }
      renamed.append(Renamed(destination: entry.destination, backup: hasBackup ? backup : nil, existed: existed))
    }
    for entry in renamed { if let backup = entry.backup { unlink(backup) } }
    syncDirectory(directory)
  }

  // MARK: Steps

  private func writeFile(
    _ bytes: [UInt8], to temporary: String, destination: String, name: String
  )
    throws(BundleWriteError)
  {
    if let code = failure(.create(name)) {
      throw BundleWriteError(path: destination, reason: BundleWriter.reason(code))
    }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw BundleWriteError(path: destination, reason: BundleWriter.reason(errno)) }
    var failed: Int32?
    if let code = failure(.write(name)) {
      failed = code
    } else {
      failed = BundleWriter.writeAll(bytes, to: descriptor)
    }
    if failed == nil { failed = failure(.sync(name)) ?? (fsync(descriptor) == 0 ? nil : errno) }
    if close(descriptor) != 0, failed == nil { failed = errno }
    if let failed {
      unlink(temporary)
      throw BundleWriteError(path: destination, reason: BundleWriter.reason(failed))
    }
  }

  /// Writes every byte, retrying short writes and interruptions; the `errno` of a failure.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
      guard var pointer = buffer.baseAddress else { return nil }
      var remaining = buffer.count
      while remaining > 0 {
        let written = systemWrite(descriptor, pointer, remaining)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        pointer += written
        remaining -= written
      }
      return nil
    }
  }

  /// `mkdir -p`: creates `path` and missing parents; an existing directory is fine.
  private func makeDirectory(_ path: String) throws(BundleWriteError) {
    if let code = failure(.createDirectory) { throw BundleWriteError(path: path, reason: BundleWriter.reason(code)) }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      if mkdir(prefix, 0o755) == 0 { continue }
      let code = errno
      var status = stat()
      if code == EEXIST, stat(prefix, &status) == 0 {
        guard (status.st_mode & mode_t(S_IFMT)) == mode_t(S_IFDIR) else {
          throw BundleWriteError(path: prefix, reason: BundleWriter.reason(ENOTDIR))
        }
        continue
      }
      throw BundleWriteError(path: prefix, reason: BundleWriter.reason(code))
    }
  }

  /// A destination already replaced, and how to put it back.
  private struct Renamed {
    /// The destination path.
    var destination: String
    /// A hard link to the previous file, when one could be made.
    var backup: String?
    /// Whether a file was there before.
    var existed: Bool
  }

  /// Puts back the files already renamed: from their backup, or removes them if they are new. (A
  /// previous file that could not be hard-linked, on a file system without links, cannot be put
  /// back; the new one is kept rather than lose both.)
  private func rollBack(_ renamed: [Renamed]) {
    for entry in renamed.reversed() {
      if let backup = entry.backup {
        if rename(backup, entry.destination) != 0 { unlink(backup) }
      } else if !entry.existed {
        unlink(entry.destination)
      }
    }
  }

  /// Removes temporary and backup files of processes that no longer run.
  private func removeStaleTemporaries(in directory: String) {
    guard let entries = DirectoryListing.entries(of: directory) else { return }
    var stale: [String] = []
    for name in entries.map(\.name) {
      guard name.hasPrefix("."), let owner = BundleWriter.temporaryOwner(name) else { continue }
      if owner != Int(getpid()), kill(pid_t(owner), 0) != 0, errno == ESRCH { stale.append(name) }
    }
    for name in stale { unlink(directory + "/" + name) }
  }

  /// The process id in a temporary or backup name (`.extract.actionsdata.tmp-123-0`).
  package static func temporaryOwner(_ name: String) -> Int? {
    guard let last = name.split(separator: ".").last else { return nil }
    let parts = last.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "tmp" || parts[0] == "bak", let owner = Int(parts[1]), Int(parts[2]) != nil
    else { return nil }
    return owner
  }

  private func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  private func failure(_ step: Step) -> Int32? { injectFailure?(step) }

  private func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }

  private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, pointer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, pointer, count)
    #else
    Darwin.write(descriptor, pointer, count)
    #endif
  }

  /// The system's text for `code` (`Permission denied`).
  static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
