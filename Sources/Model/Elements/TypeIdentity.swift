/// Who a model element is: its names, kind, roles, conformances, availability and place.
public struct TypeIdentity: Codable, Hashable, Sendable {
  /// The short name (`Query`), which Xcode uses as the element's identifier.
  public var name: String
  /// The module-qualified name (`Music.Album.Query`).
  public var qualifiedName: String
  /// The kind of declaration.
  public var kind: TypeDeclaration.Kind
  /// Every App Intents role the type has.
  public var roles: [AppIntentsRole]
  /// Every protocol it conforms to, by simple name, sorted.
  public var conformances: [String]
  /// The protocols its own declaration (not an extension) conforms to, sorted.
  public var conformancesOnDeclaration: [String]
  /// `@available` attributes of the type.
  public var availability: [AvailabilityModel]
  /// The schema path of an App Intents schema macro (`.mail.createDraft`), if one is attached.
  public var schema: String?
  /// Where the type is declared.
  public var location: ModelLocation
}

/// One platform entry of an `@available` attribute.
public struct AvailabilityModel: Codable, Hashable, Sendable {
  /// `iOS`, `macOS`, ... or `*`.
  public var platform: String
  /// The version introduced, as written.
  public var introduced: String?
  /// The version deprecated, as written.
  public var deprecated: String?
  /// The version obsoleted, as written.
  public var obsoleted: String?
  /// Whether the declaration is deprecated without a version.
  public var isDeprecated: Bool
  /// Whether the declaration is unavailable on the platform.
  public var isUnavailable: Bool
  /// The message, if any.
  public var message: String?
  /// The `renamed:` replacement, if any.
  public var renamed: String?
}

/// A static property of an App Intents type and its evaluated value.
public struct PropertyModel: Codable, Hashable, Sendable {
  /// The property's name.
  public var name: String
  /// The value as the compiler's extraction would report it.
  public var value: ModelValue
  /// Whether it is declared with `var` (rather than `let`).
  public var isVar: Bool
  /// Whether it is a computed property (has a getter).
  public var isComputed: Bool
  /// Whether it is declared in an extension rather than the type's body.
  public var isInExtension: Bool
  /// The declared type as written, if annotated.
  public var declaredType: String?
  /// Where the property is declared.
  public var location: ModelLocation
}
