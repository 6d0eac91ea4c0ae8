#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Where a command writes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
  /// Receives text for standard output.
  public let out: @Sendable (String) -> Void
  /// Receives text for standard error.
  public let err: @Sendable (String) -> Void

  /// Creates a console from two writers.
  public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
    self.out = out
    self.err = err
  }

  /// The process's real standard output and error. Writes that fail (a closed pipe, as with
  /// `| head -1`) are dropped instead of killing the process with SIGPIPE.
  public static let standard = Console(
    out: { FileDescriptorWriter.write($0, to: 1) }, err: { FileDescriptorWriter.write($0, to: 2) })
}

/// Writes whole strings to a file descriptor, retrying short writes.
enum FileDescriptorWriter {
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
      guard var pointer = buffer.baseAddress else { return }
      var remaining = buffer.count
      while remaining > 0 {
        #if canImport(Glibc) || canImport(Musl)
        let written = Glibc.write(descriptor, pointer, remaining)
        #else
        let written = Darwin.write(descriptor, pointer, remaining)
        #endif
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        pointer += written
        remaining -= written
      }
    }
  }
}

/// Collects what a command writes, for tests.
public final class CapturedConsole: @unchecked Sendable {
  private let lock = PthreadMutex()
  private var outText = ""
  private var errText = ""

  /// Creates an empty capture.
  public init() {}

  /// A console that writes into this capture.
  public var console: Console {
    Console(
      out: { [self] text in lock.withLock { outText += text } },
      err: { [self] text in lock.withLock { errText += text } })
  }

  /// Everything written to standard output.
  public var standardOutput: String { lock.withLock { outText } }
  /// Everything written to standard error.
  public var standardError: String { lock.withLock { errText } }
}

/// A minimal mutex over `pthread_mutex_t`, so this module needs no Foundation.
final class PthreadMutex: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
