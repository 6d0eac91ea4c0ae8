/// One `AppIntent` type: a value of the top-level `actions` object, keyed by its short name.
///
/// Keys are those of Xcode 16 beta through Xcode 26 files. A `?` type marks a key Xcode writes only
/// when the source declares the feature (or, for `supportedModes`, only Xcode 26 and later). [C]
/// unless a property says otherwise.
public struct ActionMetadata: Codable, Sendable, Hashable {
  /// `static var parameterSummary`, when declared. [C]
  public var actionConfiguration: ActionConfiguration?
  /// Apple Intelligence schema traits; `[]` in every file seen, element shape unknown. [C] key, [I] elements.
  public var assistantDefinedSchemaTraits: [JSONValue]
  /// Apple Intelligence schemas the intent adopts (`@AppIntent(schema:)`). [C]
  public var assistantDefinedSchemas: [AssistantDefinedSchema]
  /// `static var authenticationPolicy`: 0 `alwaysAllowed`, 1 `requiresAuthentication`,
  /// 2 `requiresLocalDeviceAuthentication`. [C] key, [I] mapping.
  public var authenticationPolicy: Int
  /// `@available` of the intent type. [C]
  public var availabilityAnnotations: AvailabilityAnnotations
  /// `@available(*, deprecated, message:)` of the intent type, when deprecated. [C]
  public var deprecationMetadata: DeprecationMetadata?
  /// `static var description`, when declared. [C]
  public var descriptionMetadata: DescriptionMetadata?
  /// Bundle identifiers the intent runs in; `[]` for ordinary apps. [C]
  public var effectiveBundleIdentifiers: [String]
  /// `Module.Type` (nested types: `Module.Outer.Inner`). [C]
  public var fullyQualifiedTypeName: String
  /// The short type name, also the key in `actions`. [C]
  public var identifier: String
  /// Whether `authenticationPolicy` is declared in source. [C] key, [I] meaning.
  public var isAuthPolExplicit: Bool
  /// `static var isDiscoverable` (default `true`). [C]
  public var isDiscoverable: Bool
  /// The Swift mangled type name without `$s`, e.g. `7Weather04OpenA16AirQualityIntentV`
  /// (see `SwiftMangling`). One Xcode 17E192 file has `""` here and the name only in `V2`. [C]
  public var mangledTypeName: String
  /// Per-bundle mangled names; `{}` for ordinary apps. [C]
  public var mangledTypeNameByBundleIdentifier: [String: String]
  /// Like `mangledTypeNameByBundleIdentifier`; `{}` in every file seen. [C]
  public var mangledTypeNameByBundleIdentifierV2: [String: String]
  /// The mangled type name again; equal to `mangledTypeName` in every file that fills both. [C]
  public var mangledTypeNameV2: String
  /// `static var openAppWhenRun` (default `false`). [C]
  public var openAppWhenRun: Bool
  /// A bitmask from `perform()`'s result: 1 `OpensIntent`, 2 `ShowsSnippetView`, 4 `ProvidesDialog`,
  /// 8 `perform() -> Never`-like. [C] key, [I] bit meanings.
  public var outputFlags: Int
  /// `T` of `ReturnsValue<T>`, when `perform()` returns a value. [C]
  public var outputType: ValueType?
  /// The `@Parameter` properties in declaration order. [C]
  public var parameters: [ParameterMetadata]
  /// Always `0` in the files seen. [C] value, [I] meaning.
  public var presentationStyle: Int
  /// Apple-internal feature flags; `[]` for ordinary apps. [C]
  public var requiredCapabilities: [RequiredCapability]
  /// 1 when `openAppWhenRun` is false, 2 when true. Written by Xcode 26 and later only (absent in
  /// the Xcode 16 beta file). [C] key, [O] rule.
  public var supportedModes: Int?
  /// System protocols with payloads. [C]
  public var systemProtocolMetadata: SystemProtocolMetadata
  /// Same content as `systemProtocolMetadata` in every file seen. [C]
  public var systemProtocolMetadataV2: SystemProtocolMetadata
  /// System protocol identifiers alone. [C]
  public var systemProtocols: [String]
  /// `static var title`; absent for intents that take their title from an Apple Intelligence
  /// schema. [C]
  public var title: LocalizedStringMetadata?
  /// Action-level type-specific metadata (the target of `OpenIntent`, …). [C]
  public var typeSpecificMetadata: TypeSpecificMetadata
  /// Visibility; `isDiscoverable` mirrors the action's. [C]
  public var visibilityMetadata: VisibilityMetadata

  /// An action with Xcode's defaults for everything the source did not declare: empty lists,
  /// wildcard availability, `visibilityMetadata` mirroring `isDiscoverable`, the V2 and
  /// `systemProtocols` fields copied from their sources, and `supportedModes` derived from
  /// `openAppWhenRun` when not given (set the property to `nil` afterwards to write the Xcode 16
  /// beta form, which has no `supportedModes`).
  public init(
    identifier: String,
    fullyQualifiedTypeName: String,
    mangledTypeName: String,
    title: LocalizedStringMetadata?,
    descriptionMetadata: DescriptionMetadata? = nil,
    parameters: [ParameterMetadata] = [],
    openAppWhenRun: Bool = false,
    isDiscoverable: Bool = true,
    authenticationPolicy: Int = 0,
    isAuthPolExplicit: Bool = false,
    outputFlags: Int = 0,
    outputType: ValueType? = nil,
    actionConfiguration: ActionConfiguration? = nil,
    availabilityAnnotations: AvailabilityAnnotations = PlatformName.unrestricted,
    deprecationMetadata: DeprecationMetadata? = nil,
    systemProtocolMetadata: SystemProtocolMetadata = [],
    typeSpecificMetadata: TypeSpecificMetadata = [],
    supportedModes: Int? = nil,
    presentationStyle: Int = 0,
    assistantDefinedSchemas: [AssistantDefinedSchema] = [],
    assistantDefinedSchemaTraits: [JSONValue] = [],
    effectiveBundleIdentifiers: [String] = [],
    requiredCapabilities: [RequiredCapability] = [],
    mangledTypeNameByBundleIdentifier: [String: String] = [:],
    mangledTypeNameByBundleIdentifierV2: [String: String] = [:],
    mangledTypeNameV2: String? = nil,
    visibilityMetadata: VisibilityMetadata? = nil
  ) {
    self.actionConfiguration = actionConfiguration
    self.assistantDefinedSchemaTraits = assistantDefinedSchemaTraits
    self.assistantDefinedSchemas = assistantDefinedSchemas
    self.authenticationPolicy = authenticationPolicy
    self.availabilityAnnotations = availabilityAnnotations
    self.deprecationMetadata = deprecationMetadata
    self.descriptionMetadata = descriptionMetadata
    self.effectiveBundleIdentifiers = effectiveBundleIdentifiers
    self.fullyQualifiedTypeName = fullyQualifiedTypeName
    self.identifier = identifier
    self.isAuthPolExplicit = isAuthPolExplicit
    self.isDiscoverable = isDiscoverable
    self.mangledTypeName = mangledTypeName
    self.mangledTypeNameByBundleIdentifier = mangledTypeNameByBundleIdentifier
    self.mangledTypeNameByBundleIdentifierV2 = mangledTypeNameByBundleIdentifierV2
    self.mangledTypeNameV2 = mangledTypeNameV2 ?? mangledTypeName
    self.openAppWhenRun = openAppWhenRun
    self.outputFlags = outputFlags
    self.outputType = outputType
    self.parameters = parameters
    self.presentationStyle = presentationStyle
    self.requiredCapabilities = requiredCapabilities
    self.supportedModes = supportedModes ?? (openAppWhenRun ? 2 : 1)
    self.systemProtocolMetadata = systemProtocolMetadata
    self.systemProtocolMetadataV2 = systemProtocolMetadata
    self.systemProtocols = systemProtocolMetadata.identifiers
    self.title = title
    self.typeSpecificMetadata = typeSpecificMetadata
    self.visibilityMetadata = visibilityMetadata ?? VisibilityMetadata(isDiscoverable: isDiscoverable)
  }
}

/// One `@Parameter` of an intent. [C] unless a property says otherwise.
public struct ParameterMetadata: Codable, Sendable, Hashable {
  /// A bitmask: 1 has a default, 2 seen on entity parameters backed by a string query, 8
  /// `optionsProvider`. [C] key, [I] bit meanings.
  public var capabilities: Int
  /// 0 none, 1 options provider or plain entity query, 2 entity with `EntityStringQuery`. [C] key, [I] mapping.
  public var dynamicOptionsSupport: Int
  /// `@Parameter(inputConnectionBehavior:)`; 0 default, 2 seen with `isInput`. [C] key, [I] mapping.
  public var inputConnectionBehavior: Int
  /// Whether the parameter receives the previous action's output. [C] key, [I] source.
  public var isInput: Bool
  /// `true` for `Optional<T>` properties. [C]
  public var isOptional: Bool
  /// The property name without the `_` prefix. [C]
  public var name: String
  /// `@Parameter(description:)`, when given. [C]
  public var parameterDescription: LocalizedStringMetadata?
  /// Input types the parameter can be resolved from; `[]` for entities and enums. [C] shape, [I] order.
  public var resolvableInputTypes: [ResolvableInputType]
  /// `@Parameter(title:)`; absent when the title comes from an Apple Intelligence schema. [C]
  public var title: LocalizedStringMetadata?
  /// Default value, measurement unit, file types. [C]
  public var typeSpecificMetadata: TypeSpecificMetadata
  /// The parameter's type. [C]
  public var valueType: ValueType

  /// A parameter; the integer fields default to the values of a plain, required parameter.
  public init(
    name: String,
    title: LocalizedStringMetadata?,
    valueType: ValueType,
    isOptional: Bool = false,
    parameterDescription: LocalizedStringMetadata? = nil,
    capabilities: Int = 0,
    dynamicOptionsSupport: Int = 0,
    inputConnectionBehavior: Int = 0,
    isInput: Bool = false,
    resolvableInputTypes: [ResolvableInputType] = [],
    typeSpecificMetadata: TypeSpecificMetadata = []
  ) {
    self.capabilities = capabilities
    self.dynamicOptionsSupport = dynamicOptionsSupport
    self.inputConnectionBehavior = inputConnectionBehavior
    self.isInput = isInput
    self.isOptional = isOptional
    self.name = name
    self.parameterDescription = parameterDescription
    self.resolvableInputTypes = resolvableInputTypes
    self.title = title
    self.typeSpecificMetadata = typeSpecificMetadata
    self.valueType = valueType
  }
}
