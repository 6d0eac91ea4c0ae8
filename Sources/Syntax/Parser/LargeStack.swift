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
/// until it is used. Threads with the default size are kept for the next job (`PooledThreads`):
/// making and joining one cost about 70 microseconds, and a run asks for threads a dozen times.
public enum LargeStack {
  /// The stack size used by `run`: 512 MiB, enough for the nesting budget in debug builds.
  public static let defaultSize = 512 << 20

  /// Runs `body` on a thread with a `stackSize`-byte stack (a pooled one when the size is at
  /// most `defaultSize`) and returns its result. If no thread can be created, runs `body` on
  /// the calling thread.
  public static func run<T: Sendable>(stackSize: Int = defaultSize, _ body: @escaping @Sendable () -> T) -> T {
    // A pooled thread's stack is large enough already: no other thread is needed.
    if stackSize <= PooledThreads.currentStackSize { return body() }
    // The caller only waits: the thread may take its CPU.
    return Pending(stackSize: stackSize, placement: nil, body).value()
  }

  /// Starts making a value with `body` on another thread with a `stackSize`-byte stack (a
  /// pooled one when the size is at most `defaultSize`) and returns at once; `value()` waits
  /// for it. Without a thread, `body` runs here first.
  public static func start<T: Sendable>(
    stackSize: Int = defaultSize, _ body: @escaping @Sendable () -> T
  ) -> Pending<T> {
    Pending(stackSize: stackSize, placement: .awayFromCaller(), body)
  }
}

/// A value being made on another thread (`LargeStack.start`), for a caller that has other work
/// to do first; `value()` is asked by one thread (any number of times).
public final class Pending<Value: Sendable>: @unchecked Sendable {
  /// The body and, once it has run, its result.
  private let job: Job<Value>
  /// The thread running it.
  private let worker: WorkerThread

  fileprivate init(stackSize: Int, placement: HelperPlacement?, _ body: @escaping @Sendable () -> Value) {
    let job = Job(body)
    self.job = job
    // A pooled thread, or a new one for a larger stack; this thread if none can be made.
    worker = WorkerThread(stackSize: stackSize, placement: placement) { job.run() }
  }

  /// The value, once made (waits for it).
  public func value() -> Value {
    worker.join()
    return job.result!
  }
}

extension LargeStack {
  /// Runs `body` on another thread with a stack of at least `stackSize` bytes (a pooled one
  /// when the size is at most `defaultSize`, a new detached one otherwise) and returns at once;
  /// runs it on the calling thread if no thread can be created. Nothing waits for it: the
  /// process may exit first.
  public static func detach(stackSize: Int = defaultSize, _ body: @escaping @Sendable () -> Void) {
    // A thread of the pool when its stack is large enough (`PooledThreads`); nothing waits.
    let placement = HelperPlacement.awayFromCaller()
    if stackSize <= PooledThreads.shared.stackSize {
      if PooledThreads.shared.start(body, placement: placement) == nil { body() }
      return
    }
    let box = BodyBox(body, placement: placement)
    if startThread(stackSize: stackSize, detached: true, running: box, placement: placement) == nil { body() }
  }
}

/// Starts a thread with a `stackSize`-byte stack that runs `job` (detached, or to be joined),
/// starting where `placement` says (the job gives the placement up once it runs); `nil` when
/// no thread could be made.
func startThread(
  stackSize: Int, detached: Bool, running job: RunnableJob, placement: HelperPlacement? = nil
) -> pthread_t? {
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setstacksize(&attributes, stackSize)
  if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
  #if canImport(Glibc) && os(Linux)
  placement?.apply(to: &attributes)
  #endif
  let context = Unmanaged.passRetained(ThreadStart(job)).toOpaque()
  #if canImport(Darwin)
  var thread: pthread_t?
  guard pthread_create(&thread, &attributes, runJob, context) == 0, let thread else {
    Unmanaged<ThreadStart>.fromOpaque(context).release()
    return nil
  }
  return thread
  #else
  var thread = pthread_t()
  guard pthread_create(&thread, &attributes, runJob, context) == 0 else {
    Unmanaged<ThreadStart>.fromOpaque(context).release()
    return nil
  }
  return thread
  #endif
}

/// Something a large-stack thread can run (`runJob`, also for `PooledThreads`).
protocol RunnableJob: AnyObject {
  func run()
}

/// A body and the slot for its result, handed to the thread and read after `WorkerThread.join`.
private final class Job<T>: RunnableJob, @unchecked Sendable {
  let body: @Sendable () -> T
  var result: T?

  init(_ body: @escaping @Sendable () -> T) { self.body = body }

  func run() { result = body() }
}

/// What a new thread's start routine receives: its job, in a class of one known type, so that
/// the routine needs no dynamic cast (an `as? RunnableJob` looked up the conformance at run
/// time, about 120,000 instructions the first time for each job type).
final class ThreadStart {
  /// The job the thread runs.
  let job: RunnableJob

  init(_ job: RunnableJob) { self.job = job }
}

/// The start routine of a large-stack thread: runs the job of the retained `ThreadStart` at
/// `raw`.
#if canImport(Darwin)
func runJob(_ raw: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
  Unmanaged<ThreadStart>.fromOpaque(raw).takeRetainedValue().job.run()
  return nil
}
#else
func runJob(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let raw else { return nil }
  Unmanaged<ThreadStart>.fromOpaque(raw).takeRetainedValue().job.run()
  return nil
}
#endif

extension LargeStack {
  /// Applies `body` to every element of `items` on `jobs` large-stack threads and returns the
  /// results in the order of `items`, whatever order the threads finish in. The threads take
  /// `batch` items at a time (one lock each time): more than one for items as small as a
  /// `stat`, where the lock would cost as much as the item.
  public static func parallelMap<Item: Sendable, Value: Sendable>(
    _ items: [Item], jobs: Int, stackSize: Int = defaultSize, batch: Int = 1,
    _ body: @escaping @Sendable (Item) -> Value
  ) -> [Value] {
    let workers = max(1, min(jobs, items.count))
    if workers <= 1 { return run(stackSize: stackSize) { items.map(body) } }
    // The workers write the result array's own storage, slot by slot: slots of their own,
    // moved into an array afterwards, were copied once more on the calling thread, into
    // freshly faulted pages (the skim's 2,020 results of the synthetic 20 MB corpus: 300 KB,
    // 150 page faults and a copy in all, while the other core waited).
    return [Value](unsafeUninitializedCapacity: items.count) { buffer, initialized in
      let slots = ResultSlots(buffer.baseAddress!)
      let next = Locked(0)
      let work: @Sendable () -> Void = {
        let batch = max(batch, 1)
        while true {
          let first = next.withLock { next -> Int in
            defer { next += batch }
            return next
          }
          guard first < items.count else { return }
          for index in first..<min(first + batch, items.count) { slots.set(index, body(items[index])) }
        }
      }
      // A pooled caller with a large enough stack is one of the workers: one thread fewer to
      // wake, and none to wait for it.
      let callerWorks = stackSize <= PooledThreads.currentStackSize
      // Beside a caller that works, the helpers start on other CPUs (`HelperPlacement`).
      let placement = callerWorks ? HelperPlacement.awayFromCaller() : nil
      let threads = (0..<(callerWorks ? workers - 1 : workers)).map { _ in
        WorkerThread(stackSize: stackSize, placement: placement, work)
      }
      if callerWorks { work() }
      for thread in threads { thread.join() }
      initialized = items.count
    }
  }
}

/// The storage of the array `parallelMap` returns, one slot per item; each is initialized by
/// exactly one worker before `join`, and the array owns them all after.
///
/// A raw pointer, not the `Array`: workers calling `withUnsafeMutableBufferPointer` on one
/// shared array at once each write the array's storage reference back when they finish, a data
/// race ThreadSanitizer reports (`swift test --sanitize=thread`, docs/reliability.md).
/// Distinct slots of raw memory are distinct locations, so concurrent writes never meet.
private struct ResultSlots<Value>: @unchecked Sendable {
  private let slots: UnsafeMutablePointer<Value>

  init(_ slots: UnsafeMutablePointer<Value>) { self.slots = slots }

  /// Initializes slot `index`, once.
  func set(_ index: Int, _ value: Value) {
    (slots + index).initialize(to: value)
  }
}

/// A joinable thread with a chosen stack size: one of the pool's (`PooledThreads`) when their
/// stacks are large enough. Joined by one thread, any number of times.
private final class WorkerThread: @unchecked Sendable {
  /// The thread made for a stack larger than the pool's, until it is joined.
  private var thread: pthread_t?
  /// The pool's job, when a pooled thread runs it.
  private var pooled: PooledJob?

  init(stackSize: Int, placement: HelperPlacement?, _ body: @escaping @Sendable () -> Void) {
    if stackSize <= PooledThreads.shared.stackSize {
      pooled = PooledThreads.shared.start(body, placement: placement)
    } else {
      let box = BodyBox(body, placement: placement)
      thread = startThread(stackSize: stackSize, detached: false, running: box, placement: placement)
    }
    if pooled == nil && thread == nil { body() }
  }

  func join() {
    pooled?.wait()
    if let thread {
      pthread_join(thread, nil)
      self.thread = nil
    }
  }
}

private final class BodyBox: RunnableJob {
  let body: @Sendable () -> Void
  /// Where the thread started, given up once it runs.
  let placement: HelperPlacement?

  init(_ body: @escaping @Sendable () -> Void, placement: HelperPlacement? = nil) {
    self.body = body
    self.placement = placement
  }

  func run() {
    placement?.release()
    body()
  }
}
