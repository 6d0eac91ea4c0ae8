import Foundation
import Testing

@testable import Driver

/// `ProcessorCount` reads the affinity list and the control group's CPU quota as the kernel
/// writes them, and takes the smallest limit.
@Suite struct ProcessorCountTests {
  /// A folder standing in for `/proc/self` and `/sys/fs/cgroup`.
  final class FakeSystem {
    let root: String

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("cpus-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Writes `text` at `path` under the root, making its folders.
    func write(_ text: String, at path: String) throws {
      let full = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    var locations: ProcessorCount.Locations {
      ProcessorCount.Locations(
        membership: root + "/proc/self/cgroup", unifiedRoot: root + "/sys/fs/cgroup",
        quotaFile: root + "/sys/fs/cgroup/cpu/cpu.cfs_quota_us",
        periodFile: root + "/sys/fs/cgroup/cpu/cpu.cfs_period_us")
    }
  }

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func cpuMaxGivesWholeProcessorsRoundedUp() {
    #expect(ProcessorCount.cpuMaxProcessors(bytes("200000 100000\n")) == 2)
    #expect(ProcessorCount.cpuMaxProcessors(bytes("150000 100000\n")) == 2)
    #expect(ProcessorCount.cpuMaxProcessors(bytes("50000 100000\n")) == 1)
    #expect(ProcessorCount.cpuMaxProcessors(bytes("400000\n")) == 4)
    // A number too large for `Int` saturates instead of trapping.
    #expect(ProcessorCount.cpuMaxProcessors(bytes("99999999999999999999999 100000\n")) == Int.max / 100_000 + 1)
  }

  @Test func cpuMaxWithoutALimitOrUnreadableGivesNone() {
    #expect(ProcessorCount.cpuMaxProcessors(bytes("max 100000\n")) == nil)
    #expect(ProcessorCount.cpuMaxProcessors(bytes("")) == nil)
    #expect(ProcessorCount.cpuMaxProcessors(bytes("none\n")) == nil)
    #expect(ProcessorCount.cpuMaxProcessors(bytes("0 100000\n")) == nil)
  }

  @Test func processorListsCountEachProcessorOnce() {
    #expect(ProcessorCount.processorListCount(bytes("\t0-1")[...]) == 2)
    #expect(ProcessorCount.processorListCount(bytes("0-3,8,10-11")[...]) == 7)
    #expect(ProcessorCount.processorListCount(bytes("5")[...]) == 1)
    #expect(ProcessorCount.processorListCount(bytes("")[...]) == nil)
    #expect(ProcessorCount.processorListCount(bytes("3-1")[...]) == nil)
    #expect(ProcessorCount.processorListCount(bytes("a-b")[...]) == nil)
    #expect(ProcessorCount.processorListCount(bytes("1--2")[...]) == nil)
  }

  @Test func theUnifiedGroupIsTheZeroHierarchyLine() {
    #expect(ProcessorCount.unifiedGroup(bytes("0::/user.slice/session.scope\n")) == "/user.slice/session.scope")
    #expect(ProcessorCount.unifiedGroup(bytes("12:cpu,cpuacct:/docker/abc\n0::/\n")) == "/")
    #expect(ProcessorCount.unifiedGroup(bytes("4:cpu,cpuacct:/docker/abc\n")) == nil)
    #expect(ProcessorCount.unifiedGroup(bytes("0::/a/../../etc\n")) == nil)
    #expect(ProcessorCount.unifiedGroup(bytes("0::relative\n")) == nil)
  }

  @Test func theSmallestQuotaOfTheGroupAndItsParentsWins() throws {
    let system = try FakeSystem()
    try system.write("0::/ci/job\n", at: "proc/self/cgroup")
    try system.write("max 100000\n", at: "sys/fs/cgroup/ci/job/cpu.max")
    try system.write("300000 100000\n", at: "sys/fs/cgroup/ci/cpu.max")
    #expect(ProcessorCount.quota(system.locations) == 3)
    try system.write("100000 100000\n", at: "sys/fs/cgroup/ci/job/cpu.max")
    #expect(ProcessorCount.quota(system.locations) == 1)
  }

  @Test func aContainersOwnGroupIsTheRoot() throws {
    let system = try FakeSystem()
    try system.write("0::/\n", at: "proc/self/cgroup")
    try system.write("250000 100000\n", at: "sys/fs/cgroup/cpu.max")
    #expect(ProcessorCount.quota(system.locations) == 3)
  }

  @Test func cgroupV1QuotaIsReadWhenTheUnifiedHierarchySetsNone() throws {
    let system = try FakeSystem()
    try system.write("5:cpu,cpuacct:/\n0::/\n", at: "proc/self/cgroup")
    try system.write("150000\n", at: "sys/fs/cgroup/cpu/cpu.cfs_quota_us")
    try system.write("100000\n", at: "sys/fs/cgroup/cpu/cpu.cfs_period_us")
    #expect(ProcessorCount.quota(system.locations) == 2)
    try system.write("-1\n", at: "sys/fs/cgroup/cpu/cpu.cfs_quota_us")
    #expect(ProcessorCount.quota(system.locations) == nil)
  }

  @Test func noFilesMeanNoQuota() throws {
    let system = try FakeSystem()
    #expect(ProcessorCount.quota(system.locations) == nil)
  }

  @Test func theAffinityListIsReadFromTheStatusFile() throws {
    let system = try FakeSystem()
    try system.write(
      "Name:\tappintents\nCpus_allowed:\tff\nCpus_allowed_list:\t0-5,7\nMems_allowed:\t1\n", at: "status")
    #expect(ProcessorCount.affinityCount(status: system.root + "/status") == 7)
    try system.write("Name:\tappintents\n", at: "status")
    #expect(ProcessorCount.affinityCount(status: system.root + "/status") == nil)
  }

  @Test func theQuotaCapsTheProcessorsAndTheCountIsAtLeastOne() {
    #expect(ProcessorCount.capped(8, by: 2) == 2)
    #expect(ProcessorCount.capped(2, by: 8) == 2)
    #expect(ProcessorCount.capped(4, by: nil) == 4)
    #expect(ProcessorCount.capped(0, by: nil) == 1)
  }

  @Test func thisProcessHasAtLeastOneProcessor() {
    #expect(ProcessorCount.available() >= 1)
    #if os(Linux)
    // The kernel's own list of this process's processors is readable and not empty.
    #expect((ProcessorCount.affinityCount() ?? 0) >= 1)
    #endif
  }
}
