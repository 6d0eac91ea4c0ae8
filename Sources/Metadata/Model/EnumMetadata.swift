/// One `AppEnum` type: an element of the top-level `enums` **array** (unlike actions, entities and
/// queries, which are objects keyed by name). [C] (Weather, mirrorios, Freeform)
public struct EnumMetadata: Codable, Sendable, Hashable {
  /// Apple Intelligence schemas the enum adopts; absent on a system enum seen in Freeform. [C]
  public var assistantDefinedSchemas: [AssistantDefinedSchema]?
  /// `@available` of the enum type; absent on a system enum seen in Freeform. [C]
  public var availabilityAnnotations: AvailabilityAnnotations?
  /// The cases in declaration order, from `static var caseDisplayRepresentations`. [C]
  public var cases: [EnumCaseMetadata]
  /// `static var typeDisplayRepresentation`'s name. [C]
  public var displayTypeName: LocalizedStringMetadata
  /// Bundle identifiers; `[]` for ordinary apps. [C]
  public var effectiveBundleIdentifiers: [String]
  /// `Module.Type`. [C]
  public var fullyQualifiedTypeName: String
  /// The short type name. [C]
  public var identifier: String
  /// `true` for Apple's own enums. [C]
  public var isSystem: Bool
  /// The Swift mangled type name without `$s`, e.g. `7Weather21SpecificConditionKindO`. [C]
  public var mangledTypeName: String
  /// Per-bundle mangled names; `{}` for ordinary apps. [C]
  public var mangledTypeNameByBundleIdentifier: [String: String]
  /// Visibility. [C]
  public var visibilityMetadata: VisibilityMetadata

  /// An enum with Xcode's defaults for everything the source did not declare.
  public init(
    identifier: String,
    fullyQualifiedTypeName: String,
    mangledTypeName: String,
    displayTypeName: LocalizedStringMetadata,
    cases: [EnumCaseMetadata],
    availabilityAnnotations: AvailabilityAnnotations? = PlatformName.unrestricted,
    assistantDefinedSchemas: [AssistantDefinedSchema]? = [],
    effectiveBundleIdentifiers: [String] = [],
    isSystem: Bool = false,
    mangledTypeNameByBundleIdentifier: [String: String] = [:],
    visibilityMetadata: VisibilityMetadata = VisibilityMetadata()
  ) {
    self.assistantDefinedSchemas = assistantDefinedSchemas
    self.availabilityAnnotations = availabilityAnnotations
    self.cases = cases
    self.displayTypeName = displayTypeName
    self.effectiveBundleIdentifiers = effectiveBundleIdentifiers
    self.fullyQualifiedTypeName = fullyQualifiedTypeName
    self.identifier = identifier
    self.isSystem = isSystem
    self.mangledTypeName = mangledTypeName
    self.mangledTypeNameByBundleIdentifier = mangledTypeNameByBundleIdentifier
    self.visibilityMetadata = visibilityMetadata
  }
}

/// One enum case: `{"displayRepresentation": {…}, "identifier": "conditions"}`. [C]
public struct EnumCaseMetadata: Codable, Sendable, Hashable {
  /// The case's entry in `caseDisplayRepresentations`. [C]
  public var displayRepresentation: DisplayRepresentationMetadata
  /// The case's raw value (for `String` enums, the case name unless a raw value is given). [C] key,
  /// [I] raw-value rule.
  public var identifier: String

  /// A case.
  public init(identifier: String, displayRepresentation: DisplayRepresentationMetadata) {
    self.displayRepresentation = displayRepresentation
    self.identifier = identifier
  }
}

/// A `DisplayRepresentation(title:subtitle:image:synonyms:)`. Optional keys appear only when the
/// source gives them; `synonyms` appears as `[]` in some files when an image is given. [C]
public struct DisplayRepresentationMetadata: Codable, Sendable, Hashable {
  /// `image:`, when given. [C]
  public var image: DisplayImageMetadata?
  /// The same image again, as newer Xcode writes it. [C]
  public var imageV2: DisplayImageMetadata?
  /// `subtitle:`, when given. [C] key (from the reference notes)
  public var subtitle: LocalizedStringMetadata?
  /// `synonyms:`, when given. [C]
  public var synonyms: [LocalizedStringMetadata]?
  /// `title:` (or the string of a plain `"Title"` literal). [C]
  public var title: LocalizedStringMetadata

  /// A display representation; `imageV2` is set to `image`, as Xcode writes both.
  public init(
    title: LocalizedStringMetadata,
    subtitle: LocalizedStringMetadata? = nil,
    synonyms: [LocalizedStringMetadata]? = nil,
    image: DisplayImageMetadata? = nil
  ) {
    self.image = image
    self.imageV2 = image
    self.subtitle = subtitle
    self.synonyms = synonyms
    self.title = title
  }
}

/// A `DisplayRepresentation.Image`.
public enum DisplayImageMetadata: Sendable, Hashable {
  /// `.init(systemName: "cloud.sun")`: `{"systemImageName": {"_0": "cloud.sun"}}`. [C]
  case systemImageName(String)
  /// Any other image (`named:`, data, …): shape not seen, kept exactly as read. [I]
  case unknown(JSONValue)
}

extension DisplayImageMetadata: Codable {
  private struct Positional: Codable, Hashable, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var _0: String
  }

  public init(from decoder: any Decoder) throws {
    if decoder.singleTag() == "systemImageName",
      let payload = decoder.payload(Positional.self, tag: "systemImageName", keys: ["_0"])
    {
      self = .systemImageName(payload._0)
    } else {
      self = .unknown(try JSONValue(from: decoder))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .systemImageName(let name): try encoder.encodeTagged("systemImageName", Positional(_0: name))
    case .unknown(let value): try value.encode(to: encoder)
    }
  }
}
