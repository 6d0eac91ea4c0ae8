#if canImport(Glibc)
import Glibc
import GlibcScheduling
#endif

/// Where a thread that works beside its caller starts: on one of the CPUs the caller may use
/// other than the one it is running on.
///
/// Linux places a new or woken thread near the thread that made or woke it, often on the same
/// CPU, and a CPU left idle (on a virtual machine, a halted virtual CPU) takes its time to pull
/// it over: a thread made beside a busy caller started 0.05–3.8 ms later, on the caller's CPU
/// in most runs, against 0.11–0.13 ms on the other CPU when its first CPUs leave the caller's
/// out (C, 12 runs each, 2 virtual CPUs). A warm `lint` of the real corpus then made its 2,054
/// `stat` calls on one thread in 19 runs of 20. The helper starts with the caller's CPU left
/// out of its mask (`away`), and gives itself back every CPU it may use as soon as it runs
/// (`release`), so the kernel balances it from then on as any other thread.
///
/// Only on Linux with glibc; elsewhere, and when the caller may use one CPU only, there is no
/// placement (`awayFromCaller()` is `nil`).
struct HelperPlacement: Sendable {
  /// The bytes of a CPU mask (`cpu_set_t`): one bit per CPU, 1,024 CPUs.
  static let maskSize = 128

  /// The CPUs the caller may use.
  let allowed: [UInt8]
  /// The same without the CPU the caller is running on.
  let away: [UInt8]

  /// The placement away from the calling thread's CPU, or `nil` when there is none to make.
  static func awayFromCaller() -> HelperPlacement? {
    #if canImport(Glibc) && os(Linux)
    guard let cpu = currentCPU(), cpu < maskSize * 8, let allowed = currentMask() else { return nil }
    var away = allowed
    away[cpu / 8] &= ~(UInt8(1) << UInt8(cpu % 8))
    guard away.contains(where: { $0 != 0 }) else { return nil }
    return HelperPlacement(allowed: allowed, away: away)
    #else
    return nil
    #endif
  }

  #if canImport(Glibc) && os(Linux)
  /// Makes a thread created with `attributes` start away from the caller.
  func apply(to attributes: inout pthread_attr_t) {
    _ = away.withUnsafeBytes { pthread_attr_setaffinity_np(&attributes, Self.maskSize, $0.baseAddress) }
  }

  /// Moves the (waiting) thread `thread` away from the caller before it is woken.
  func apply(to thread: pthread_t) {
    _ = away.withUnsafeBytes { pthread_setaffinity_np(thread, Self.maskSize, $0.baseAddress) }
  }
  #endif

  /// The CPUs the calling thread may use, as a mask (`nil` where there is no placement).
  static func currentMask() -> [UInt8]? {
    #if canImport(Glibc) && os(Linux)
    var mask = [UInt8](repeating: 0, count: maskSize)
    let status = mask.withUnsafeMutableBytes { pthread_getaffinity_np(pthread_self(), maskSize, $0.baseAddress) }
    return status == 0 ? mask : nil
    #else
    return nil
    #endif
  }

  /// The CPU the calling thread runs on (`nil` where there is no placement).
  static func currentCPU() -> Int? {
    #if canImport(Glibc) && os(Linux)
    let cpu = Int(sched_getcpu())
    return cpu >= 0 ? cpu : nil
    #else
    return nil
    #endif
  }

  /// Gives the calling thread (the helper, now running) every CPU the caller may use.
  func release() {
    #if canImport(Glibc) && os(Linux)
    _ = allowed.withUnsafeBytes { pthread_setaffinity_np(pthread_self(), Self.maskSize, $0.baseAddress) }
    #endif
  }
}
