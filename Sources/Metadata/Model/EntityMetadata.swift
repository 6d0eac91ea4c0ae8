/// One `AppEntity` type: a value of the top-level `entities` object, keyed by its short name.
/// [C] (Weather 17E6107, Freeform; extra keys from a 27A266a file per the reference notes)
public struct EntityMetadata: Codable, Sendable, Hashable {
  /// Apple Intelligence schemas the entity adopts. [C]
  public var assistantDefinedSchemas: [AssistantDefinedSchema]
  /// `@available` of the entity type. [C]
  public var availabilityAnnotations: AvailabilityAnnotations
  /// The **fully qualified** name of `static var defaultQuery`'s type, e.g.
  /// `"Weather.LocationSearchEntityQuery"`; nested queries read `"Module.Entity.Query"`. [C]
  /// Optional here because an entity without a resolvable default query has not been seen. [I]
  public var defaultQueryIdentifier: String?
  /// `static var typeDisplayRepresentation`'s name (`""` when not declared). [C]
  public var displayTypeName: LocalizedStringMetadata
  /// Bundle identifiers; `[]` for ordinary apps. [C]
  public var effectiveBundleIdentifiers: [String]
  /// `{"entitySyncType": 0}`, written by Xcode 27 (27A266a). [C] per the reference notes.
  public var entitySyncMetadata: EntitySyncMetadata?
  /// `Module.Type`. [C]
  public var fullyQualifiedTypeName: String
  /// The Swift mangled type name without `$s`. [C]
  public var mangledTypeName: String
  /// Per-bundle mangled names; `{}` for ordinary apps. [C]
  public var mangledTypeNameByBundleIdentifier: [String: String]
  /// `TypeDisplayRepresentation(name:numericFormat:)`'s format; shape not seen. [I]
  public var numericFormatTypeName: JSONValue?
  /// The `@Property` / `@ComputedProperty` properties in declaration order. [C]
  public var properties: [EntityPropertyMetadata]
  /// Apple-internal feature flags; `[]` for ordinary apps. [C]
  public var requiredCapabilities: [RequiredCapability]
  /// System protocols (`URLRepresentableEntity`, `IndexedEntity`, …). [C]
  public var systemProtocolMetadata: SystemProtocolMetadata
  /// Same content as `systemProtocolMetadata` in every file seen. [C]
  public var systemProtocolMetadataV2: SystemProtocolMetadata
  /// `Transferable` content types, seen on system entities only. [C] (Freeform catalog)
  public var transferableContentTypes: TransferableContentTypes?
  /// `true` for `TransientAppEntity`. [C]
  public var transient: Bool
  /// The short type name, also the key in `entities`. [C]
  public var typeName: String
  /// `[]` in the Xcode 27 (27A266a) file; absent before. [C] per the reference notes.
  public var typeSpecificMetadata: TypeSpecificMetadata?
  /// Visibility. [C]
  public var visibilityMetadata: VisibilityMetadata

  /// An entity with Xcode's defaults for everything the source did not declare.
  public init(
    typeName: String,
    fullyQualifiedTypeName: String,
    mangledTypeName: String,
    displayTypeName: LocalizedStringMetadata,
    defaultQueryIdentifier: String?,
    properties: [EntityPropertyMetadata] = [],
    transient: Bool = false,
    availabilityAnnotations: AvailabilityAnnotations = PlatformName.unrestricted,
    systemProtocolMetadata: SystemProtocolMetadata = [],
    assistantDefinedSchemas: [AssistantDefinedSchema] = [],
    effectiveBundleIdentifiers: [String] = [],
    entitySyncMetadata: EntitySyncMetadata? = nil,
    mangledTypeNameByBundleIdentifier: [String: String] = [:],
    numericFormatTypeName: JSONValue? = nil,
    requiredCapabilities: [RequiredCapability] = [],
    transferableContentTypes: TransferableContentTypes? = nil,
    typeSpecificMetadata: TypeSpecificMetadata? = nil,
    visibilityMetadata: VisibilityMetadata = VisibilityMetadata()
  ) {
    self.assistantDefinedSchemas = assistantDefinedSchemas
    self.availabilityAnnotations = availabilityAnnotations
    self.defaultQueryIdentifier = defaultQueryIdentifier
    self.displayTypeName = displayTypeName
    self.effectiveBundleIdentifiers = effectiveBundleIdentifiers
    self.entitySyncMetadata = entitySyncMetadata
    self.fullyQualifiedTypeName = fullyQualifiedTypeName
    self.mangledTypeName = mangledTypeName
    self.mangledTypeNameByBundleIdentifier = mangledTypeNameByBundleIdentifier
    self.numericFormatTypeName = numericFormatTypeName
    self.properties = properties
    self.requiredCapabilities = requiredCapabilities
    self.systemProtocolMetadata = systemProtocolMetadata
    self.systemProtocolMetadataV2 = systemProtocolMetadata
    self.transferableContentTypes = transferableContentTypes
    self.transient = transient
    self.typeName = typeName
    self.typeSpecificMetadata = typeSpecificMetadata
    self.visibilityMetadata = visibilityMetadata
  }
}

/// One `@Property` of an entity: `{capabilities, identifier, isOptional, title, valueType}`. [C]
public struct EntityPropertyMetadata: Codable, Sendable, Hashable {
  /// `0` in every file seen. [C] value, [I] meaning.
  public var capabilities: Int
  /// The property name without the `_` prefix. [C]
  public var identifier: String
  /// `true` for `Optional<T>` properties. [C]
  public var isOptional: Bool
  /// `@Property(title:)`; absent when none is given. [C]
  public var title: LocalizedStringMetadata?
  /// The property's type. [C]
  public var valueType: ValueType

  /// A property.
  public init(
    identifier: String, title: LocalizedStringMetadata?, valueType: ValueType, isOptional: Bool = false,
    capabilities: Int = 0
  ) {
    self.capabilities = capabilities
    self.identifier = identifier
    self.isOptional = isOptional
    self.title = title
    self.valueType = valueType
  }
}

/// `{"entitySyncType": 0}`. [C] per the reference notes (Xcode 27 file), meaning [I].
public struct EntitySyncMetadata: Codable, Sendable, Hashable {
  /// `0` in the one file seen. [I] meaning.
  public var entitySyncType: Int

  /// Sync metadata.
  public init(entitySyncType: Int = 0) {
    self.entitySyncType = entitySyncType
  }
}

/// `{"exportableTypes": [{"contentType": "…"}], "importableTypes": []}` from an entity's
/// `static var transferRepresentation`. [C] (Freeform catalog)
public struct TransferableContentTypes: Codable, Sendable, Hashable {
  /// Types the entity can be exported as. [C]
  public var exportableTypes: [TransferableContentType]
  /// Types the entity can be created from. [C]
  public var importableTypes: [TransferableContentType]

  /// Content types.
  public init(exportableTypes: [TransferableContentType] = [], importableTypes: [TransferableContentType] = []) {
    self.exportableTypes = exportableTypes
    self.importableTypes = importableTypes
  }
}

/// `{"contentType": "public.image"}`: one uniform type identifier. [C]
public struct TransferableContentType: Codable, Sendable, Hashable {
  /// The uniform type identifier. [C]
  public var contentType: String

  /// A content type.
  public init(contentType: String) {
    self.contentType = contentType
  }
}
