/// Where the configuration file format is versioned.
public enum ConfigurationSchemaVersion {
  /// The current version of `.appintents.json`.
  public static let current = 1
}
