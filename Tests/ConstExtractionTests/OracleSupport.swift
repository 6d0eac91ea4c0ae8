import TestSupport
import Testing

/// Shared helpers for tests that need the compiler.
enum Oracle {
  /// Whether `swiftc` is usable here; tests that need it are disabled otherwise.
  static let isAvailable = ConstValueOracle.skipReason == nil

  /// The ready oracle, or a recorded failure when the stub does not build.
  static func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> ConstValueOracle {
    switch ConstValueOracle.shared {
    case .ready(let oracle):
      return oracle
    case .skipped(let reason):
      Issue.record("the oracle is unavailable although swiftc was found: \(reason)", sourceLocation: sourceLocation)
      throw OracleUnavailable()
    case .broken(let error):
      Issue.record("\(error)", sourceLocation: sourceLocation)
      throw OracleUnavailable()
    }
  }

  /// Thrown after a recorded failure to stop the test.
  struct OracleUnavailable: Error {}
}
