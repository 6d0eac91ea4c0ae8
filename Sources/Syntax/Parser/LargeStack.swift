#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Runs work on a dedicated thread with a large stack.
///
/// Thread stacks differ by platform and configuration (8 MiB on Linux, 512 KiB for secondary
/// threads on macOS, 2 MiB under `ulimit -s unlimited`); the parser and tree walks must not
/// depend on them. The stack is virtual memory committed lazily, so a large one costs nothing
/// until it is used.
public enum LargeStack {
  /// The stack size used by `run`: 512 MiB, enough for the nesting budget in debug builds.
  public static let defaultSize = 512 << 20

  /// Runs `body` on a new thread with a `stackSize`-byte stack and returns its result. If no
  /// thread can be created, runs `body` on the calling thread.
  public static func run<T: Sendable>(stackSize: Int = defaultSize, _ body: @escaping @Sendable () -> T) -> T {
    let job = Job(body)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    let context = Unmanaged.passRetained(job as AnyObject).toOpaque()
    #if canImport(Darwin)
    var thread: pthread_t?
    #else
    var thread = pthread_t()
    #endif
    let created = pthread_create(&thread, &attributes, runJob, context)
    guard created == 0 else {
      Unmanaged<AnyObject>.fromOpaque(context).release()
      return body()
    }
    #if canImport(Darwin)
    if let thread { pthread_join(thread, nil) }
    #else
    pthread_join(thread, nil)
    #endif
    return job.result!
  }
}

/// Something a large-stack thread can run.
private protocol RunnableJob: AnyObject {
  func run()
}

/// A body and the slot for its result, handed to the thread and read after `pthread_join`.
private final class Job<T>: RunnableJob, @unchecked Sendable {
  let body: @Sendable () -> T
  var result: T?

  init(_ body: @escaping @Sendable () -> T) { self.body = body }

  func run() { result = body() }
}

#if canImport(Darwin)
private func runJob(_ raw: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
  (Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue() as? RunnableJob)?.run()
  return nil
}
#else
private func runJob(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let raw else { return nil }
  (Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue() as? RunnableJob)?.run()
  return nil
}
#endif
