import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A cache folder of this test process for the `appintents` children the tests start, so that
/// `lint`'s run cache (by default under `$XDG_CACHE_HOME`, else `~/.cache`) never writes into the
/// home folder of whoever runs the tests. Removed when the process exits.
package enum TestCacheHome {
  /// The folder (`$TMPDIR/appintents-test-cache-<pid>`), created on first use.
  package static let path: String = {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("appintents-test-cache-\(getpid())", isDirectory: true).path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: TestCacheHome.path) }
    return path
  }()

  /// `environment` with `XDG_CACHE_HOME` pointing at `path`.
  package static func environment(_ environment: [String: String]) -> [String: String] {
    var environment = environment
    environment["XDG_CACHE_HOME"] = path
    return environment
  }
}
