/// The process exit codes, the same for every subcommand (documented in `docs/cli.md`).
///
/// Anything else (a crash's 132, 134 or 139) is a bug, and the tests treat it as one.
public enum ExitCode: Int32, Error, Sendable, CaseIterable {
  /// Success; warnings may have been reported.
  case success = 0
  /// At least one error-level finding.
  case findings = 1
  /// Bad command line or configuration.
  case usage = 2
  /// A file could not be read or written.
  case ioError = 3
}
