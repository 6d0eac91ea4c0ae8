#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Keeps a command's large values until the process exits instead of freeing them on the way
/// out.
///
/// A warm `lint` of a large tree holds its file list (thousands of paths) in a few values; the
/// last of them to go freed every path, 1.1 M instructions between the report and the exit,
/// which gives the memory back anyway. Only the value kept last is held: keeping another (a
/// test running many commands in one process) frees the one before.
final class ExitLifetime: @unchecked Sendable {
  /// The process's holder, which the commands use.
  static let process = ExitLifetime()

  private var mutex = pthread_mutex_t()
  private var value: Any?

  init() { pthread_mutex_init(&mutex, nil) }
  deinit { pthread_mutex_destroy(&mutex) }

  /// Holds `value` until the process exits or another value is kept.
  func keep(_ value: Any) {
    pthread_mutex_lock(&mutex)
    let previous = self.value
    self.value = value
    pthread_mutex_unlock(&mutex)
    withExtendedLifetime(previous) {}
  }
}
