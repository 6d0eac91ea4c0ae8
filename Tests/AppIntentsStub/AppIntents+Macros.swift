// Apple's App Intents macros. Their real expansions are not public; the stub declares them as external
// macros of `AppIntentsStubMacros`, which the no-op plugin in `MacroPlugin/` expands to nothing. Code
// that relies on members the real macros generate therefore does not type-check against the stub.

/// Marks an intent as conforming to an assistant schema (iOS 18).
@attached(member, names: arbitrary)
@attached(extension, conformances: AppIntent, names: arbitrary)
public macro AppIntent(schema: AssistantSchemas.Intent) =
  #externalMacro(module: "AppIntentsStubMacros", type: "NoOpMacro")

/// Marks an entity as conforming to an assistant schema (iOS 18).
@attached(member, names: arbitrary)
@attached(extension, conformances: AppEntity, names: arbitrary)
public macro AppEntity(schema: AssistantSchemas.Entity) =
  #externalMacro(module: "AppIntentsStubMacros", type: "NoOpMacro")

/// Marks an enum as conforming to an assistant schema (iOS 18).
@attached(member, names: arbitrary)
@attached(extension, conformances: AppEnum, names: arbitrary)
public macro AppEnum(schema: AssistantSchemas.Enum) =
  #externalMacro(module: "AppIntentsStubMacros", type: "NoOpMacro")

/// The iOS 18.0 spelling of `@AppIntent(schema:)`.
@attached(member, names: arbitrary)
@attached(extension, conformances: AppIntent, names: arbitrary)
public macro AssistantIntent(schema: AssistantSchemas.Intent) =
  #externalMacro(module: "AppIntentsStubMacros", type: "NoOpMacro")

/// The iOS 18.0 spelling of `@AppEntity(schema:)`.
@attached(member, names: arbitrary)
@attached(extension, conformances: AppEntity, names: arbitrary)
public macro AssistantEntity(schema: AssistantSchemas.Entity) =
  #externalMacro(module: "AppIntentsStubMacros", type: "NoOpMacro")

/// The iOS 18.0 spelling of `@AppEnum(schema:)`.
@attached(member, names: arbitrary)
@attached(extension, conformances: AppEnum, names: arbitrary)
public macro AssistantEnum(schema: AssistantSchemas.Enum) =
  #externalMacro(module: "AppIntentsStubMacros", type: "NoOpMacro")

/// An entity property computed from other state (iOS 26).
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty() = #externalMacro(module: "AppIntentsStubMacros", type: "NoOpMacro")

/// An entity property computed from other state, with a title (iOS 26).
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource) =
  #externalMacro(module: "AppIntentsStubMacros", type: "NoOpMacro")

/// An entity property fetched asynchronously when needed (iOS 26).
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty() = #externalMacro(module: "AppIntentsStubMacros", type: "NoOpMacro")

/// An entity property fetched asynchronously when needed, with a title (iOS 26).
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(title: LocalizedStringResource) =
  #externalMacro(module: "AppIntentsStubMacros", type: "NoOpMacro")

/// The assistant schemas `@AppIntent(schema:)` and friends refer to, as `.domain.name` chains.
public enum AssistantSchemas {
  /// An intent schema, such as `.photos.openAsset`.
  public struct Intent: Sendable {
    /// The schema identifier.
    public let identifier: String
    /// Creates a schema reference.
    public init(_ identifier: String) { self.identifier = identifier }
  }

  /// An entity schema, such as `.photos.asset`.
  public struct Entity: Sendable {
    /// The schema identifier.
    public let identifier: String
    /// Creates a schema reference.
    public init(_ identifier: String) { self.identifier = identifier }
  }

  /// An enum schema, such as `.photos.assetType`.
  public struct Enum: Sendable {
    /// The schema identifier.
    public let identifier: String
    /// Creates a schema reference.
    public init(_ identifier: String) { self.identifier = identifier }
  }

  /// The photos domain's intent schemas.
  public struct PhotosIntents: Sendable {
    /// Open an asset.
    public var openAsset: Intent { Intent("photos.openAsset") }
    /// Create assets.
    public var createAssets: Intent { Intent("photos.createAssets") }
    /// Delete assets.
    public var deleteAssets: Intent { Intent("photos.deleteAssets") }
    /// Search assets.
    public var search: Intent { Intent("photos.search") }
  }

  /// The mail domain's intent schemas.
  public struct MailIntents: Sendable {
    /// Send a draft.
    public var sendDraft: Intent { Intent("mail.sendDraft") }
    /// Create a draft.
    public var createDraft: Intent { Intent("mail.createDraft") }
  }

  /// The photos domain's entity schemas.
  public struct PhotosEntities: Sendable {
    /// A photo or video.
    public var asset: Entity { Entity("photos.asset") }
    /// An album.
    public var album: Entity { Entity("photos.album") }
  }

  /// The photos domain's enum schemas.
  public struct PhotosEnums: Sendable {
    /// The kind of asset.
    public var assetType: Enum { Enum("photos.assetType") }
  }
}

extension AssistantSchemas.Intent {
  /// `.photos.*`.
  public static var photos: AssistantSchemas.PhotosIntents { AssistantSchemas.PhotosIntents() }
  /// `.mail.*`.
  public static var mail: AssistantSchemas.MailIntents { AssistantSchemas.MailIntents() }
}

extension AssistantSchemas.Entity {
  /// `.photos.*`.
  public static var photos: AssistantSchemas.PhotosEntities { AssistantSchemas.PhotosEntities() }
}

extension AssistantSchemas.Enum {
  /// `.photos.*`.
  public static var photos: AssistantSchemas.PhotosEnums { AssistantSchemas.PhotosEnums() }
}
