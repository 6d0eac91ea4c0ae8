import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Runs another executable as a child process and measures it as a whole: wall time from
/// spawn to exit, and from `wait4` the child's own CPU time and peak resident set size.
///
/// `wait4` reports the resources of exactly the child it waited for, so each run's CPU time is
/// its own (`getrusage(RUSAGE_CHILDREN)` would add up every earlier child). Its `ru_maxrss`,
/// though, is only an upper bound here: Linux starts a process's recorded peak at the
/// high-water mark of the memory it replaced at `exec`, and `posix_spawn` execs from a
/// `vfork` that shares this benchmark's memory (tens of MB with the corpus loaded). A child
/// started through GNU `time` (`measuringMemory`) is forked from a 1 MB process instead, so the
/// `ru_maxrss` that `time` reads with `wait4` is the tool's own.
enum ChildProcess {
  /// How one run went.
  struct Run: Equatable {
    /// Seconds from spawn to the end of `wait4`.
    var wallSeconds: Double
    /// User plus system CPU seconds of the child.
    var cpuSeconds: Double
    /// The child's peak resident set size in bytes: exact when measured through GNU `time`,
    /// otherwise at least this benchmark's own peak (see the type's comment).
    var peakRSSBytes: Int
    /// The exit code, or 128 plus the signal number when a signal ended it.
    var exitCode: Int32
    /// Everything the child wrote to standard output.
    var output: [UInt8]
    /// The end of what it wrote to standard error (for error messages).
    var errorTail: String
  }

  /// Why a child could not be run.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
  }

  /// GNU `time`, which can report a child's exact peak RSS, when it is installed.
  static let memoryLauncher: String? = {
    let path = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
    guard let probe = try? spawn(path, ["-f", "%M", "-o", "/dev/null", "/bin/sh", "-c", "exit 0"], scratch: nil),
      probe.exitCode == 0
    else { return nil }
    return path
  }()

  /// Runs `executable` with `arguments` in `workingDirectory`, standard input from `/dev/null`,
  /// standard output and error captured through temporary files in `scratch`. With
  /// `measuringMemory`, the child runs under GNU `time` (`memoryLauncher`) and `peakRSSBytes`
  /// is exact; the wall time then includes `time`'s own start, so use it for memory only.
  static func run(
    _ executable: String, _ arguments: [String], workingDirectory: String, scratch: String,
    measuringMemory: Bool = false
  ) throws(Failure) -> Run {
    guard measuringMemory, let launcher = memoryLauncher else {
      return try spawn(executable, arguments, workingDirectory: workingDirectory, scratch: scratch)
    }
    let memoryPath = scratch + "/child-rss"
    var measured = try spawn(
      launcher, ["-f", "%M", "-o", memoryPath, executable] + arguments, workingDirectory: workingDirectory,
      scratch: scratch)
    let report = FileManager.default.contents(atPath: memoryPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
    guard let kilobytes = report.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
    else {
      throw Failure(description: "GNU time reported no peak RSS for \(executable): \(report.suffix(200))")
    }
    measured.peakRSSBytes = kilobytes * 1024
    return measured
  }

  /// How many times `spawn` tries an executable that is busy (ETXTBSY), 10 ms apart.
  static let busyRetries = 100

  /// `posix_spawn` and `wait4`; output to files in `scratch` (discarded without one).
  private static func spawn(
    _ executable: String, _ arguments: [String], workingDirectory: String? = nil, scratch: String?
  ) throws(Failure) -> Run {
    let outputPath = scratch.map { $0 + "/child-stdout" } ?? "/dev/null"
    let errorPath = scratch.map { $0 + "/child-stderr" } ?? "/dev/null"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ([executable] + arguments).map { strdup($0) }
    defer { for pointer in argv { free(pointer) } }
    // The child changes directory itself where the C library can (glibc 2.29, macOS 10.15), so
    // this process's directory never changes under other threads; elsewhere this one does.
    var previousDirectory: String?
    if let workingDirectory {
      if let addChdir = Self.addChdir {
        guard addChdir(&actions, workingDirectory) == 0 else {
          throw Failure(description: "cannot enter \(workingDirectory)")
        }
      } else {
        previousDirectory = FileManager.default.currentDirectoryPath
        guard chdir(workingDirectory) == 0 else {
          throw Failure(description: "cannot enter \(workingDirectory): \(String(cString: strerror(errno)))")
        }
      }
    }
    defer { if let previousDirectory { _ = chdir(previousDirectory) } }
    var pid = pid_t()
    let start = Timing.now(CLOCK_MONOTONIC)
    var spawned: Int32 = 0
    // An executable written just before (a tool copied into place, a test's script) may still
    // be open for writing in a child that another thread forked meanwhile and that has not
    // exec'd yet: `exec` then fails with ETXTBSY for a moment. Retried for up to a second.
    for _ in 0..<Self.busyRetries {
      spawned = (argv + [nil]).withUnsafeBufferPointer { pointers in
        posix_spawn(&pid, executable, &actions, nil, UnsafeMutablePointer(mutating: pointers.baseAddress!), environ)
      }
      guard spawned == ETXTBSY else { break }
      usleep(10_000)
    }
    guard spawned == 0 else {
      throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw Failure(description: "wait4 failed: \(String(cString: strerror(errno)))") }
    }
    let wall = Timing.now(CLOCK_MONOTONIC) - start
    let output = FileManager.default.contents(atPath: outputPath).map { [UInt8]($0) } ?? []
    let errors = FileManager.default.contents(atPath: errorPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return Run(
      wallSeconds: wall, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
      peakRSSBytes: maximumResidentBytes(usage), exitCode: exitCode(status), output: output,
      errorTail: String(errors.suffix(600)))
  }

  /// `posix_spawn_file_actions_addchdir_np`, looked up at run time (Swift does not import it).
  private static let addChdir:
    (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32)? = {
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else {
        return nil
      }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32).self)
    }()

  /// The exit code of a `wait` status: the code for a normal exit, 128 plus the signal number
  /// for a signal (as shells report it).
  static func exitCode(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) * 1e-6
  }

  /// `ru_maxrss` in bytes: kilobytes on Linux, bytes on Darwin.
  private static func maximumResidentBytes(_ usage: rusage) -> Int {
    #if canImport(Darwin)
    return Int(usage.ru_maxrss)
    #else
    return Int(usage.ru_maxrss) * 1024
    #endif
  }
}
