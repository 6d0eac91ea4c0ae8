#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// One source file held as raw UTF-8 bytes.
///
/// Files are read as bytes and never decoded as a whole: invalid UTF-8, NUL bytes and stray
/// carriage returns are the lexer's business and become diagnostics, not crashes. The bytes are
/// exactly the file's contents; a leading UTF-8 byte-order mark is kept (the lexer treats it as
/// trivia) so that offsets always refer to the file on disk.
public struct SourceFile: Sendable {
  /// The path used to report this file, exactly as the user or the discovery step gave it.
  public let path: String
  /// The file's contents.
  public let bytes: [UInt8]

  /// The largest file we read: 128 MiB. Larger files are refused with `SourceReadError.tooLarge`
  /// so that a stray binary or generated blob cannot exhaust memory.
  public static let maximumSize = 128 << 20

  /// Creates a file from bytes already in memory (tests, standard input, fuzzing).
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// Creates a file from a string's UTF-8 encoding.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The file's text, with invalid UTF-8 repaired; for display only.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Returns the text of `range`, with invalid UTF-8 repaired; for display only.
  public func text(in range: ByteRange) -> String {
    let start = min(max(range.start, 0), bytes.count)
    let end = min(max(range.end, start), bytes.count)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Reads the file at `path` as bytes.
  ///
  /// Refuses directories, files larger than `maximumSize` and files that start with a UTF-16
  /// byte-order mark (`SourceReadError.notUTF8`). Every failure is a typed error; nothing traps.
  public static func read(path: String) throws(SourceReadError) -> SourceFile {
    let bytes = try withOpenFile(path) { (descriptor, expected, _) throws(SourceReadError) in
      try readAll(descriptor, path: path, expected: expected)
    }
    if let encoding = SourceFile.foreignByteOrderMark(bytes) { throw .notUTF8(path: path, encoding: encoding) }
    return SourceFile(path: path, bytes: bytes)
  }

  /// Opens the file at `path` for reading and calls `body` with its descriptor, the size
  /// `fstat` gives and the `fstat` itself, refusing directories and files larger than
  /// `maximumSize`; closes it after.
  static func withOpenFile<Result>(
    _ path: String, _ body: (_ descriptor: Int32, _ expected: Int, _ status: stat) throws(SourceReadError) -> Result
  ) throws(SourceReadError) -> Result {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: systemErrorDescription(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .cannotOpen(path: path, reason: systemErrorDescription(errno))
    }
    if (status.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory(path: path) }
    let expected = Int(status.st_size)
    if expected > maximumSize { throw .tooLarge(path: path, size: expected, limit: maximumSize) }
    return try body(descriptor, expected, status)
  }

  /// Reads `descriptor` to its end straight into the array's storage: one allocation of the
  /// size `fstat` gave (plus one byte, to see the end without another call), grown only when
  /// the file grew since. A file of the expected size takes one `read`.
  private static func readAll(_ descriptor: Int32, path: String, expected: Int) throws(SourceReadError) -> [UInt8] {
    var capacity = expected + 1
    var bytes: [UInt8] = []
    while true {
      var failure: Int32?
      let previous = bytes
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        initialized = previous.count
        if initialized > 0 {
          previous.withUnsafeBufferPointer { base.update(from: $0.baseAddress!, count: initialized) }
        }
        while initialized < capacity {
          let asked = capacity - initialized
          let count = systemRead(descriptor, base + initialized, asked)
          if count < 0 {
            if errno == EINTR { continue }
            failure = errno
            return
          }
          if count == 0 { return }
          initialized += count
          // A short read that ends at the size `fstat` gave is the end of the file: asking again
          // only to be told so was a second `read` per file (2,020 of them for the synthetic
          // corpus).
          if count < asked && initialized == expected { return }
        }
      }
      if let failure { throw .cannotRead(path: path, reason: systemErrorDescription(failure)) }
      if bytes.count > maximumSize { throw .tooLarge(path: path, size: bytes.count, limit: maximumSize) }
      // A short read means the end of the file; a full buffer means it grew: read on.
      if bytes.count < capacity { return bytes }
      capacity *= 2
    }
  }

  /// The name of the encoding announced by a non-UTF-8 byte-order mark at the start of `bytes`.
  public static func foreignByteOrderMark(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { foreignByteOrderMark($0) }
  }

  /// The name of the encoding announced by a non-UTF-8 byte-order mark at the start of `bytes`.
  public static func foreignByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0xFE, bytes[3] == 0xFF { return "UTF-32" }
    if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return "UTF-16" }
    if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return "UTF-16" }
    return nil
  }
}

/// `read(2)`, named apart from `SourceFile.read(path:)`.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

/// The text of a C `errno` value, as `strerror` gives it.
func systemErrorDescription(_ code: Int32) -> String {
  guard let text = strerror(code) else { return "error \(code)" }
  return String(cString: text)
}
