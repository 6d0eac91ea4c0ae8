#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a pthread mutex, for the little state a run's threads share (the standard
/// library's `Mutex` needs macOS 15).
public final class Locked<Value>: @unchecked Sendable {
  private var mutex = pthread_mutex_t()
  private var value: Value

  /// A lock around `value`.
  public init(_ value: Value) {
    self.value = value
    pthread_mutex_init(&mutex, nil)
  }

  deinit { pthread_mutex_destroy(&mutex) }

  /// Runs `body` on the value with the lock held.
  public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return body(&value)
  }
}
