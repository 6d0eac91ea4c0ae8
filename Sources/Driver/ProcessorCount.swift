import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// How many processors this process can keep busy: the default thread count (`--jobs`).
///
/// On Linux that is the processors the process may run on (`sched_getaffinity`, which a
/// container's CPU set and `taskset` narrow), capped by the CPU quota of its control group,
/// rounded up: `cpu.max` of its cgroup v2 group or of any group above it (`docker --cpus 2`,
/// a systemd slice's `CPUQuota=`), else the cgroup v1 `cpu.cfs_quota_us` over
/// `cpu.cfs_period_us`. Foundation's `activeProcessorCount` reads only the v1 files, through
/// `URL` and `Data`: 0.5 M instructions and 0.24 ms of every run without `--jobs`, a tenth of
/// a one-file lint, and on a cgroup v2 host (most CI runners now) it sees no quota at all.
/// Here each file is one `open`, `read` and `close` into a stack buffer. On other systems
/// Foundation's count (a `sysctl` on Darwin).
enum ProcessorCount {
  /// Where the files are read from; tests point it at a folder of their own.
  struct Locations {
    /// The process's cgroup membership (`/proc/self/cgroup`).
    var membership = "/proc/self/cgroup"
    /// Where the cgroup v2 hierarchy is mounted.
    var unifiedRoot = "/sys/fs/cgroup"
    /// The cgroup v1 CPU controller's quota and period files.
    var quotaFile = "/sys/fs/cgroup/cpu/cpu.cfs_quota_us"
    var periodFile = "/sys/fs/cgroup/cpu/cpu.cfs_period_us"
  }

  /// The processors available to this process, at least 1.
  static func available() -> Int {
    #if os(Linux)
    let processors = affinityCount() ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    return capped(processors, by: quota(Locations()))
    #else
    return max(1, ProcessInfo.processInfo.activeProcessorCount)
    #endif
  }

  /// `processors` (at least 1), no more than `quota` when there is one.
  static func capped(_ processors: Int, by quota: Int?) -> Int {
    max(1, min(processors, quota ?? processors))
  }

  /// The CPU quota in whole processors (rounded up) that the files at `locations` set, or `nil`.
  static func quota(_ locations: Locations) -> Int? {
    if let unified = unifiedQuota(locations) { return unified }
    guard let quota = readSmallFile(locations.quotaFile).flatMap({ numbers(in: firstLine($0)).first }),
      let period = readSmallFile(locations.periodFile).flatMap({ numbers(in: firstLine($0)).first })
    else { return nil }
    return processors(quota: quota, period: period)
  }

  /// The smallest `cpu.max` quota of the process's cgroup v2 group and the groups above it, up
  /// to the hierarchy's root (which has no `cpu.max`); `nil` when none sets one.
  static func unifiedQuota(_ locations: Locations) -> Int? {
    guard let membership = readSmallFile(locations.membership, capacity: 4096),
      var group = unifiedGroup(membership)
    else { return nil }
    var smallest: Int?
    while true {
      let folder = group == "/" ? locations.unifiedRoot : locations.unifiedRoot + group
      if let line = readSmallFile(folder + "/cpu.max"), let limit = cpuMaxProcessors(line) {
        smallest = min(smallest ?? limit, limit)
      }
      guard group != "/", let slash = group.utf8.lastIndex(of: UInt8(ascii: "/")) else { break }
      group = slash == group.startIndex ? "/" : String(group[..<slash])
    }
    return smallest
  }

  /// The process's group in the cgroup v2 hierarchy, from the `0::/path` line of
  /// `/proc/self/cgroup`; `nil` without one (a cgroup v1 system) or for a path that is not
  /// absolute or goes up (`..`).
  static func unifiedGroup(_ membership: [UInt8]) -> String? {
    guard let line = line(in: membership, startingWith: Array("0::".utf8)) else { return nil }
    var path = String(decoding: line, as: UTF8.self)
    guard path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// The processors a `cpu.max` file allows (`200000 100000`: 2; `150000 100000`: 2), or `nil`
  /// for `max` (no limit) or a line it cannot read.
  static func cpuMaxProcessors(_ contents: [UInt8]) -> Int? {
    let line = firstLine(contents)
    guard !line.starts(with: Array("max".utf8)) else { return nil }
    let fields = numbers(in: line)
    guard let quota = fields.first else { return nil }
    return processors(quota: quota, period: fields.count > 1 ? fields[1] : 100_000)
  }

  /// `quota` over `period` rounded up, or `nil` unless both are positive (a v1 quota of `-1`
  /// means none).
  static func processors(quota: Int, period: Int) -> Int? {
    guard quota > 0, period > 0 else { return nil }
    return quota / period + (quota % period == 0 ? 0 : 1)
  }

  /// The bytes before the first line break.
  static func firstLine(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    bytes[..<(bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex)]
  }

  /// The rest of the first line of `bytes` that starts with `prefix`, or `nil`. Bytes, not
  /// `String.split`: splitting a 1.4 KB `/proc/self/status` by characters cost 0.6 M
  /// instructions.
  static func line(in bytes: [UInt8], startingWith prefix: [UInt8]) -> ArraySlice<UInt8>? {
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      if bytes[start..<end].starts(with: prefix) { return bytes[(start + prefix.count)..<end] }
      start = end + 1
    }
    return nil
  }

  /// The whole numbers of `line`, separated by anything else (a `-` before digits makes a
  /// number negative): `200000 100000` gives [200000, 100000], `-1` gives [-1], and `0-3,8`
  /// gives [0, -3, 8].
  static func numbers(in line: ArraySlice<UInt8>) -> [Int] {
    var result: [Int] = []
    var index = line.startIndex
    while index < line.endIndex {
      guard line[index] >= UInt8(ascii: "0") && line[index] <= UInt8(ascii: "9") else {
        index += 1
        continue
      }
      let negative = index > line.startIndex && line[index - 1] == UInt8(ascii: "-")
      var value = 0
      while index < line.endIndex, line[index] >= UInt8(ascii: "0") && line[index] <= UInt8(ascii: "9") {
        let digit = Int(line[index] - UInt8(ascii: "0"))
        let (product, overflowed) = value.multipliedReportingOverflow(by: 10)
        value = overflowed || product > Int.max - digit ? Int.max : product + digit
        index += 1
      }
      result.append(negative ? -value : value)
    }
    return result
  }

  /// The first `capacity` bytes of the file at `path`, or `nil` when it cannot be read.
  static func readSmallFile(_ path: String, capacity: Int = 256) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: capacity)
    var filled = 0
    while filled < capacity {
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, capacity - filled) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      filled += count
    }
    bytes.removeSubrange(filled...)
    return bytes
  }

  /// How many processors the process may run on, from the `Cpus_allowed_list` line of
  /// `/proc/self/status` (the affinity `sched_getaffinity` reports, which Glibc's module does
  /// not declare), or `nil`.
  static func affinityCount(status path: String = "/proc/self/status") -> Int? {
    guard let status = readSmallFile(path, capacity: 8192),
      let list = line(in: status, startingWith: Array("Cpus_allowed_list:".utf8))
    else { return nil }
    return processorListCount(list)
  }

  /// How many processors a list such as `0-3,8,10-11` names (7), or `nil` when it is empty or
  /// cannot be read.
  static func processorListCount(_ list: ArraySlice<UInt8>) -> Int? {
    var count = 0
    for item in list.split(separator: UInt8(ascii: ",")) {
      let bounds = item.split(separator: UInt8(ascii: "-"), maxSplits: 1, omittingEmptySubsequences: false)
        .map { numbers(in: $0) }
      guard bounds.allSatisfy({ $0.count == 1 }), let first = bounds.first?[0], let last = bounds.last?[0],
        last >= first
      else { return nil }
      count += last - first + 1
    }
    return count > 0 ? count : nil
  }
}
