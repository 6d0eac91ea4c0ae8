import Driver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the `appintents` executable sets up for its process before it runs a command (not the
/// tests, which run commands inside a test process of their own).
public enum ProcessSetup {
  /// Ignores `SIGPIPE`, so that a closed standard output (`appintents ... | head -1`) does not
  /// kill the process, and makes the allocator grow its arenas in large steps
  /// (`AllocatorGrowth`).
  public static func apply() {
    signal(SIGPIPE, SIG_IGN)
    AllocatorGrowth.padArenas()
  }
}
