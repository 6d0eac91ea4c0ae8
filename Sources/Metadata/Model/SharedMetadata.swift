/// The availability of one record per platform, keyed by `LNPlatformName…` names:
/// `{"LNPlatformNameWildcard": {"introducedVersion": "*"}, "LNPlatformNameIOS": {"introducedVersion": "18.4"}}`.
///
/// Source: the type's `@available` attributes; the wildcard entry is always present. [C]
public typealias AvailabilityAnnotations = [String: PlatformAvailability]

/// One platform's entry in `AvailabilityAnnotations`.
public struct PlatformAvailability: Codable, Sendable, Hashable {
  /// The `introduced` version of `@available(iOS 18.4, *)`, or `"*"` for the wildcard. [C]
  public var introducedVersion: String

  /// An entry introduced in `version`.
  public init(introducedVersion: String) {
    self.introducedVersion = introducedVersion
  }
}

/// The `LNPlatformName…` keys of `AvailabilityAnnotations`.
public enum PlatformName {
  /// `LNPlatformNameWildcard`, the `*` of every `@available`, always written. [C]
  public static let wildcard = "LNPlatformNameWildcard"
  /// `LNPlatformNameIOS`, from `@available(iOS …)`. [C]
  public static let iOS = "LNPlatformNameIOS"
  /// `LNPlatformNameMacOS`, from `@available(macOS …)`. [I] (spelling inferred from the iOS key)
  public static let macOS = "LNPlatformNameMacOS"
  /// `LNPlatformNameWatchOS`, from `@available(watchOS …)`. [I]
  public static let watchOS = "LNPlatformNameWatchOS"
  /// `LNPlatformNameTvOS`, from `@available(tvOS …)`. [I]
  public static let tvOS = "LNPlatformNameTvOS"
  /// `LNPlatformNameVisionOS`, from `@available(visionOS …)`. [I]
  public static let visionOS = "LNPlatformNameVisionOS"

  /// The key for a Swift `@available` platform name (`iOS`, `macOS`, …), or `nil` when unknown.
  public static func key(forSwiftPlatform platform: String) -> String? {
    switch platform {
    case "*": wildcard
    case "iOS": iOS
    case "macOS", "OSX": macOS
    case "watchOS": watchOS
    case "tvOS": tvOS
    case "visionOS", "xrOS": visionOS
    default: nil
    }
  }

  /// The annotations of a declaration with no `@available`: the wildcard only. [C]
  public static let unrestricted: AvailabilityAnnotations = [wildcard: PlatformAvailability(introducedVersion: "*")]
}

/// Where a record is shown: `{"assistantOnly": false, "isDiscoverable": true}`. [C]
public struct VisibilityMetadata: Codable, Sendable, Hashable {
  /// Visible to Apple Intelligence only, not in Shortcuts; seen `true` on some system records. [C]
  public var assistantOnly: Bool
  /// `static var isDiscoverable` of the intent (default `true`); mirrors the action's
  /// `isDiscoverable`. [C]
  public var isDiscoverable: Bool

  /// Visibility with the defaults Xcode writes for a plain declaration.
  public init(assistantOnly: Bool = false, isDiscoverable: Bool = true) {
    self.assistantOnly = assistantOnly
    self.isDiscoverable = isDiscoverable
  }
}

/// `static var description: IntentDescription` of an intent:
/// `{"descriptionText": {…}, "searchKeywords": []}`. Present only when declared. [C]
public struct DescriptionMetadata: Codable, Sendable, Hashable {
  /// The description text. [C]
  public var descriptionText: LocalizedStringMetadata
  /// `IntentDescription(searchKeywords:)`; `[]` in every file seen, so the element shape is
  /// unknown (probably localized strings). [C] key, [I] elements.
  public var searchKeywords: [JSONValue]
  /// `IntentDescription(categoryName:)`; shape not seen in a real file. [I]
  public var categoryName: JSONValue?

  /// A description with the given text.
  public init(
    descriptionText: LocalizedStringMetadata, searchKeywords: [JSONValue] = [], categoryName: JSONValue? = nil
  ) {
    self.descriptionText = descriptionText
    self.searchKeywords = searchKeywords
    self.categoryName = categoryName
  }
}

/// `@available(*, deprecated, message:)` on an intent: `{"messageText": {…}}`. Present only when
/// the intent is deprecated. [C] (Freeform catalog and `LNActionDeprecationMetadata.h`)
public struct DeprecationMetadata: Codable, Sendable, Hashable {
  /// The deprecation message. [C]
  public var messageText: LocalizedStringMetadata?
  /// The identifier of the replacing intent (`renamed:`), from the LinkMetadata header. [I]
  public var replacedByIntentIdentifier: String?

  /// Deprecation metadata with a message and optionally a replacement.
  public init(messageText: LocalizedStringMetadata? = nil, replacedByIntentIdentifier: String? = nil) {
    self.messageText = messageText
    self.replacedByIntentIdentifier = replacedByIntentIdentifier
  }
}

/// An Apple-internal requirement: `{"domain": "FeatureFlag", "key": "Weather/link_it", "value": true}`.
/// Third-party apps write `[]`. [C]
public struct RequiredCapability: Codable, Sendable, Hashable {
  /// The capability domain, e.g. `"FeatureFlag"`. [C]
  public var domain: String
  /// The capability key. [C]
  public var key: String
  /// The required value; `true` in every file seen. [C]
  public var value: JSONValue

  /// A requirement.
  public init(domain: String, key: String, value: JSONValue) {
    self.domain = domain
    self.key = key
    self.value = value
  }
}

/// An Apple Intelligence schema a record adopts (`@AppIntent(schema: .whiteboard.createItem)`):
/// `{"domain": "whiteboard", "name": "CreateCanvasItemIntent", "version": "1.0.0"}`.
/// [C] (Freeform catalog; not in the reference notes)
public struct AssistantDefinedSchema: Codable, Sendable, Hashable {
  /// The schema domain. [C]
  public var domain: String
  /// The schema name. [C]
  public var name: String
  /// The schema version. [C]
  public var version: String

  /// A schema reference.
  public init(domain: String, name: String, version: String) {
    self.domain = domain
    self.name = name
    self.version = version
  }
}

/// The tool that wrote the bundle: `{"name": "xcode-tools", "version": "17E6107"}`. [C]
public struct GeneratorMetadata: Codable, Sendable, Hashable {
  /// Always `"xcode-tools"` in Xcode's files. [C]
  public var name: String
  /// The Xcode build (`--xcode-version`), also `toolsVersion` in `version.json`. [C]
  public var version: String

  /// A generator record; the name defaults to Xcode's.
  public init(name: String = "xcode-tools", version: String) {
    self.name = name
    self.version = version
  }
}
