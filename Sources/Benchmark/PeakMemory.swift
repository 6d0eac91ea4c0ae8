import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The process's peak resident set size ("high-water mark").
enum PeakMemory {
  /// Peak RSS in bytes: `VmHWM` from `/proc/self/status` on Linux, `getrusage` elsewhere.
  static func bytes() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let kilobytes = field("VmHWM", in: status)
    {
      return kilobytes * 1024
    }
    var usage = rusage()
    #if canImport(Darwin)
    guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss)
    #else
    guard getrusage(Int32(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss) * 1024
    #endif
  }

  /// The current RSS in bytes (`VmRSS`), or 0 where `/proc` is missing.
  static func currentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let kilobytes = field("VmRSS", in: status)
    else { return 0 }
    return kilobytes * 1024
  }

  /// The number in a `/proc/self/status` line such as `VmHWM:   12345 kB`.
  private static func field(_ name: String, in status: String) -> Int? {
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let digits = line.dropFirst(name.count + 1).filter { $0.isNumber }
      return Int(digits)
    }
    return nil
  }
}
