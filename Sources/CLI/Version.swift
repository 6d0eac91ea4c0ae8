/// The tool's version, printed by `--version` and written into reports.
public enum ToolVersion {
  /// The semantic version of this build.
  public static let current = "0.1.0"
}
