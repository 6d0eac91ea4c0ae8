/// Why a source file could not be read; each case becomes one `path: error: ...` line and, in the
/// CLI, exit code 3 (or a per-file diagnostic when the file was found by directory discovery).
public enum SourceReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `open` or `stat` failed, e.g. "No such file or directory" or "Permission denied".
  case cannotOpen(path: String, reason: String)
  /// `read` failed after the file was opened.
  case cannotRead(path: String, reason: String)
  /// The path names a directory, e.g. a folder called `Intents.swift`.
  case isDirectory(path: String)
  /// The file is larger than `SourceFile.maximumSize`.
  case tooLarge(path: String, size: Int, limit: Int)
  /// The file starts with a UTF-16 or UTF-32 byte-order mark.
  case notUTF8(path: String, encoding: String)

  /// The path of the file that could not be read.
  public var path: String {
    switch self {
    case .cannotOpen(let path, _), .cannotRead(let path, _), .isDirectory(let path), .tooLarge(let path, _, _),
      .notUTF8(let path, _):
      return path
    }
  }

  /// The message without the path, e.g. "file is not UTF-8 (found a UTF-16 byte-order mark)".
  public var reason: String {
    switch self {
    case .cannotOpen(_, let reason), .cannotRead(_, let reason): return reason
    case .isDirectory: return "is a directory"
    case .tooLarge(_, let size, let limit):
      return "file is too large (\(size) bytes; the limit is \(limit) bytes)"
    case .notUTF8(_, let encoding): return "file is not UTF-8 (found a \(encoding) byte-order mark)"
    }
  }

  public var description: String { "cannot read '\(path)': \(reason)" }
}
