/// The tool's version, printed by `--version` and written into reports.
public enum ToolVersion {
  /// The semantic version of this build.
  public static let current = "0.1.0"
}

extension ToolVersion {
  /// Where the tool's documentation lives; rule help links point into its `docs/rules/`.
  public static let repositoryURI = "https://github.com/appintents/appintents"
}
