/// The output formats `--reporter` accepts.
public enum ReporterKind: String, Sendable, CaseIterable {
  /// `path:line:column: error: message [rule-id]`, the format Xcode and editors link.
  case xcode
}
