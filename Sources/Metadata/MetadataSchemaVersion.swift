/// The version of our `Codable` model of Xcode's `Metadata.appintents` bundle
/// (`AppIntentsMetadata` and friends; every field is described in `docs/metadata-format.md`).
public enum MetadataSchemaVersion {
  /// Bumped whenever a field is added, removed or changes meaning.
  public static let current = 1
}
