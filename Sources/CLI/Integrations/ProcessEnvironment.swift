#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Read access to environment variables, injectable so that tests can simulate a build
/// system's variables (Xcode's `SCRIPT_INPUT_FILE_*`) without changing the test process's own
/// environment.
public struct ProcessEnvironment: Sendable {
  /// Looks up one variable; `nil` when it is not set.
  public let lookup: @Sendable (String) -> String?

  /// Creates an environment from a lookup function.
  public init(lookup: @escaping @Sendable (String) -> String?) {
    self.lookup = lookup
  }

  /// An environment holding exactly `variables`.
  public init(_ variables: [String: String]) {
    self.lookup = { variables[$0] }
  }

  /// The environment of this process, read when a variable is asked for.
  public static let current = ProcessEnvironment { name in
    getenv(name).map { String(cString: $0) }
  }

  /// The value of `name`, or `nil` when it is not set.
  public subscript(_ name: String) -> String? { lookup(name) }
}
