#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Large-stack threads kept for the next job instead of ending with their first.
///
/// A run of `lint` hands work to threads ten times or more (discovery, skim, free, parse,
/// index, model, rules), and making a thread with a 512 MiB stack and joining it cost about
/// 70 microseconds here: glibc keeps at most 40 MiB of freed stacks for reuse, so every such
/// stack was mapped, guarded, faulted in and unmapped again. Here a job goes to an idle thread
/// of the pool, or to a new one when none is idle, which then joins the pool when its job ends:
/// a job that starts others (a stage inside the pipeline's own large-stack job) never waits
/// for a thread its caller holds, so jobs nest without deadlock. The threads live until the
/// process exits; one that is idle waits on its own condition and costs no time.
final class PooledThreads: @unchecked Sendable {
  /// The pool that `LargeStack` uses, whose threads have `LargeStack.defaultSize` stacks.
  static let shared = PooledThreads(stackSize: LargeStack.defaultSize)

  /// Every thread's stack size.
  let stackSize: Int
  /// Guards `idle`.
  private let mutex = PooledThreads.makeMutex()
  /// Threads waiting for a job.
  private var idle: [PooledThread] = []

  /// A pool whose threads have `stackSize`-byte stacks.
  init(stackSize: Int) {
    self.stackSize = stackSize
  }

  /// Starts `body` on an idle thread, or on a new one, where `placement` says; `nil` when no
  /// thread could be made (the caller then runs it itself).
  func start(_ body: @escaping @Sendable () -> Void, placement: HelperPlacement? = nil) -> PooledJob? {
    let job = PooledJob(body, placement: placement)
    pthread_mutex_lock(mutex)
    let thread = idle.popLast()
    pthread_mutex_unlock(mutex)
    if let thread {
      thread.hand(job)
      return job
    }
    return PooledThread.start(in: self, with: job) ? job : nil
  }

  /// Takes `thread` back once its job is done.
  fileprivate func returnIdle(_ thread: PooledThread) {
    pthread_mutex_lock(mutex)
    idle.append(thread)
    pthread_mutex_unlock(mutex)
  }

  deinit {
    PooledThreads.destroy(mutex, nil)
  }

  /// The key under which a pooled thread keeps its stack size (`currentStackSize`).
  private static let stackSizeKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The stack size of the calling thread when it is a pooled thread (of any pool), else 0.
  static var currentStackSize: Int {
    Int(bitPattern: pthread_getspecific(stackSizeKey))
  }

  /// Marks the calling thread as a pooled one with `stackSize`-byte stack.
  fileprivate static func markCurrentThread(stackSize: Int) {
    pthread_setspecific(stackSizeKey, UnsafeRawPointer(bitPattern: stackSize))
  }

  /// A new mutex, for `destroy` to free.
  fileprivate static func makeMutex() -> UnsafeMutablePointer<pthread_mutex_t> {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    return mutex
  }

  /// A new condition variable, for `destroy` to free.
  fileprivate static func makeCondition() -> UnsafeMutablePointer<pthread_cond_t> {
    let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
    return condition
  }

  /// Destroys and frees what `makeMutex` and `makeCondition` made.
  fileprivate static func destroy(
    _ mutex: UnsafeMutablePointer<pthread_mutex_t>, _ condition: UnsafeMutablePointer<pthread_cond_t>?
  ) {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    if let condition {
      pthread_cond_destroy(condition)
      condition.deallocate()
    }
  }
}

/// One job handed to the pool: its body, until it has run, and whether it has finished.
final class PooledJob: @unchecked Sendable {
  /// The work; let go on the pool's thread before `wait` returns, so that what it holds is
  /// released before the caller goes on (as when a thread ended): `run` ends with it.
  private var body: (@Sendable () -> Void)?
  /// Where the thread that runs it starts (`HelperPlacement`).
  let placement: HelperPlacement?
  /// Guards `isDone`.
  private let mutex = PooledThreads.makeMutex()
  private let condition = PooledThreads.makeCondition()
  private var isDone = false

  init(_ body: @escaping @Sendable () -> Void, placement: HelperPlacement? = nil) {
    self.body = body
    self.placement = placement
  }

  deinit {
    PooledThreads.destroy(mutex, condition)
  }

  /// Runs the body and lets go of it, the thread first given every CPU it may use.
  fileprivate func run() {
    placement?.release()
    let work = body
    body = nil
    work?()
  }

  /// Tells `wait` that the job is done.
  fileprivate func finish() {
    pthread_mutex_lock(mutex)
    isDone = true
    pthread_cond_signal(condition)
    pthread_mutex_unlock(mutex)
  }

  /// Returns once the body has run.
  func wait() {
    pthread_mutex_lock(mutex)
    while !isDone { pthread_cond_wait(condition, mutex) }
    pthread_mutex_unlock(mutex)
  }
}

/// A thread of a `PooledThreads`: it runs the jobs handed to it, one after another (`run`, its
/// start routine's body, never returns).
private final class PooledThread: RunnableJob, @unchecked Sendable {
  private unowned let pool: PooledThreads
  private let mutex = PooledThreads.makeMutex()
  private let condition = PooledThreads.makeCondition()
  /// The job to run next; set by `hand`, taken by the thread.
  private var next: PooledJob?
  /// The thread, once it runs (for `hand` to place it).
  private var thread: pthread_t?

  private init(pool: PooledThreads, first: PooledJob) {
    self.pool = pool
    next = first
  }

  /// Only a thread that could not be started ends.
  deinit {
    PooledThreads.destroy(mutex, condition)
  }

  /// Makes a thread of `pool` that runs `job` first; `false` when no thread could be made.
  static func start(in pool: PooledThreads, with job: PooledJob) -> Bool {
    let thread = PooledThread(pool: pool, first: job)
    return startThread(stackSize: pool.stackSize, detached: true, running: thread, placement: job.placement) != nil
  }

  /// Gives the idle thread its next job, moved first where the job's placement says.
  func hand(_ job: PooledJob) {
    pthread_mutex_lock(mutex)
    #if canImport(Glibc) && os(Linux)
    if let placement = job.placement, let thread { placement.apply(to: thread) }
    #endif
    next = job
    pthread_cond_signal(condition)
    pthread_mutex_unlock(mutex)
  }

  /// The thread's life: a job, back to the pool, wait for the next one.
  func run() {
    PooledThreads.markCurrentThread(stackSize: pool.stackSize)
    pthread_mutex_lock(mutex)
    thread = pthread_self()
    pthread_mutex_unlock(mutex)
    while true {
      pthread_mutex_lock(mutex)
      while next == nil { pthread_cond_wait(condition, mutex) }
      let job = next
      next = nil
      pthread_mutex_unlock(mutex)
      job?.run()
      // Idle before the caller hears that the job is done, so that the job it starts next
      // finds this thread instead of making one.
      pool.returnIdle(self)
      job?.finish()
    }
  }
}
