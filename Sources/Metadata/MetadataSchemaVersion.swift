/// The version of our `Codable` model of Xcode's `Metadata.appintents` bundle.
public enum MetadataSchemaVersion {
  /// Bumped whenever a field is added, removed or changes meaning.
  public static let current = 1
}
