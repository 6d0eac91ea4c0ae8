#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file per fuzzing process that each input is written to, for targets that run the
/// command line on a path (as users do) rather than on bytes in memory.
public enum ScratchFile {
  /// `$TMPDIR/appintents-fuzz-<pid>.swift`, the same for the whole process.
  public static let path: String = {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    return "\(directory)/appintents-fuzz-\(getpid()).swift"
  }()

  /// Replaces the file's contents with `bytes`; returns `false` if the file cannot be written.
  public static func write(_ bytes: [UInt8]) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }
}

/// `write(2)`, named apart from `ScratchFile.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
