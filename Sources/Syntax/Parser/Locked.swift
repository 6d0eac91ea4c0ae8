#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a pthread mutex, for the little state a run's threads share (the standard
/// library's `Mutex` needs macOS 15).
///
/// The mutex and the value live in memory of their own, reached through pointers: a stored
/// property of a class passed `inout` is checked for exclusive access at run time (two calls
/// of `swift_beginAccess` and `swift_endAccess` a lock), and a mutex must not move. With the
/// lock inlinable, each caller gets a version for its own types: the generic one, called
/// 15,700 times over the synthetic corpus (a file's scratch taken and given back, its facts
/// offered to the index, a thread's next item), cost about 400 instructions a call.
public final class Locked<Value>: @unchecked Sendable {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline let value: UnsafeMutablePointer<Value>

  /// A lock around `value`.
  public init(_ value: Value) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    self.value = .allocate(capacity: 1)
    self.value.initialize(to: value)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
    value.deinitialize(count: 1)
    value.deallocate()
  }

  /// Runs `body` on the value with the lock held.
  @inlinable
  public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(&value.pointee)
  }
}
