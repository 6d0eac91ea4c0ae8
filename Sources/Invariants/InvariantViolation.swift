/// A broken promise of the lexer, parser, diagnostics or command line, found by a check in this
/// module.
///
/// The checks are shared by the unit tests (which report the violation as a test failure) and
/// the fuzzers in `Tests/Fuzz` (which turn it into a crash that libFuzzer saves). The
/// description names the input (`label`) and what went wrong, so a failure can be reproduced.
public struct InvariantViolation: Error, CustomStringConvertible, Sendable {
  /// What went wrong, prefixed by the label of the input.
  public let description: String

  /// Creates a violation about the input called `label`.
  public init(_ label: String, _ what: String) {
    self.description = "\(label): \(what)"
  }
}
