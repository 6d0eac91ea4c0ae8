/// The whole `Metadata.appintents/extract.actionsdata` document.
///
/// Every top-level key Xcode writes is always present (empty collections included) except
/// `autoShortcutProviderMangledName`, which exists only when the app module declares an
/// `AppShortcutsProvider`. Read and write it through `MetadataEncoding`. [C] unless a property says
/// otherwise.
public struct AppIntentsMetadata: Codable, Sendable, Hashable {
  /// `AppIntent` types keyed by short type name. [C]
  public var actions: [String: ActionMetadata]
  /// Apple Intelligence entities; `[]` in every file seen, element shape unknown. [C] key, [I] elements.
  public var assistantEntities: [JSONValue]
  /// Apple Intelligence negative phrases; `[]` in every file seen. [C] key, [I] elements.
  public var assistantIntentNegativePhrases: [JSONValue]
  /// Apple Intelligence intents; `[]` in every file seen. [C] key, [I] elements.
  public var assistantIntents: [JSONValue]
  /// The mangled name of the app module's `AppShortcutsProvider` (no `$s`), e.g.
  /// `6Runner14ProbeShortcutsV`; absent without a provider. [C]
  public var autoShortcutProviderMangledName: String?
  /// The provider's `appShortcuts`, in builder order; `[]` without a provider. [C]
  public var autoShortcuts: [AutoShortcutMetadata]
  /// `AppEntity` types keyed by short type name. [C]
  public var entities: [String: EntityMetadata]
  /// `AppEnum` types, as an array. [C]
  public var enums: [EnumMetadata]
  /// `examplePhrases` of `LNBundleMetadata`; not seen in any file. [I]
  public var examplePhrases: JSONValue?
  /// The writing tool and its version. [C]
  public var generator: GeneratorMetadata
  /// `static var negativePhrases` of the provider (iOS 17+); `[]` in every file seen, element shape
  /// unknown. [C] key, [I] elements.
  public var negativePhrases: [JSONValue]
  /// `EntityQuery` types keyed by short type name. [C]
  public var queries: [String: QueryMetadata]
  /// `static var shortcutTileColor` of the provider: `14` when not set (every such file), `6` seen
  /// elsewhere; mapping to `ShortcutTileColor` cases unknown. [C] key and default, [I] mapping.
  public var shortcutTileColor: Int
  /// Always `1`. [C]
  public var version: Int

  /// The tile color Xcode writes when the provider sets none. [C]
  public static let defaultShortcutTileColor = 14

  /// A document; everything but the generator defaults to what an app without App Intents gets.
  public init(
    generator: GeneratorMetadata,
    actions: [String: ActionMetadata] = [:],
    entities: [String: EntityMetadata] = [:],
    queries: [String: QueryMetadata] = [:],
    enums: [EnumMetadata] = [],
    autoShortcuts: [AutoShortcutMetadata] = [],
    autoShortcutProviderMangledName: String? = nil,
    shortcutTileColor: Int = AppIntentsMetadata.defaultShortcutTileColor,
    negativePhrases: [JSONValue] = [],
    assistantIntents: [JSONValue] = [],
    assistantIntentNegativePhrases: [JSONValue] = [],
    assistantEntities: [JSONValue] = [],
    examplePhrases: JSONValue? = nil,
    version: Int = 1
  ) {
    self.actions = actions
    self.assistantEntities = assistantEntities
    self.assistantIntentNegativePhrases = assistantIntentNegativePhrases
    self.assistantIntents = assistantIntents
    self.autoShortcutProviderMangledName = autoShortcutProviderMangledName
    self.autoShortcuts = autoShortcuts
    self.entities = entities
    self.enums = enums
    self.examplePhrases = examplePhrases
    self.generator = generator
    self.negativePhrases = negativePhrases
    self.queries = queries
    self.shortcutTileColor = shortcutTileColor
    self.version = version
  }
}

/// `Metadata.appintents/version.json`: `{"toolsVersion": "17F113", "version": "3.0"}`. [C] keys and
/// values; whitespace [I] (we write it in the same compact sorted form as `extract.actionsdata`).
public struct MetadataVersionFile: Codable, Sendable, Hashable {
  /// The bundle format version Xcode 26 writes. [C]
  public static let currentFormatVersion = "3.0"

  /// The Xcode build, equal to `generator.version`. [C]
  public var toolsVersion: String
  /// The bundle format version, `"3.0"`. [C]
  public var version: String

  /// A version file for the given Xcode build.
  public init(toolsVersion: String, version: String = MetadataVersionFile.currentFormatVersion) {
    self.toolsVersion = toolsVersion
    self.version = version
  }
}

/// The two files of a `Metadata.appintents` folder.
public struct MetadataBundle: Sendable, Hashable {
  /// The file name of the metadata document.
  public static let metadataFileName = "extract.actionsdata"
  /// The file name of the version file.
  public static let versionFileName = "version.json"
  /// The bundle folder name.
  public static let folderName = "Metadata.appintents"

  /// `extract.actionsdata`.
  public var metadata: AppIntentsMetadata
  /// `version.json`.
  public var version: MetadataVersionFile

  /// A bundle whose `toolsVersion` is the generator's version.
  public init(metadata: AppIntentsMetadata) {
    self.metadata = metadata
    self.version = MetadataVersionFile(toolsVersion: metadata.generator.version)
  }

  /// A bundle from both parts.
  public init(metadata: AppIntentsMetadata, version: MetadataVersionFile) {
    self.metadata = metadata
    self.version = version
  }
}
