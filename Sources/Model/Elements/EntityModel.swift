/// An App Entity: a type conforming to `AppEntity` or a refinement.
public struct EntityModel: Codable, Hashable, Sendable {
  /// The type.
  public var type: TypeIdentity
  /// `static var typeDisplayRepresentation: TypeDisplayRepresentation`.
  public var typeDisplayRepresentation: PropertyModel?
  /// `var displayRepresentation: DisplayRepresentation`.
  public var displayRepresentation: PropertyModel?
  /// `static var defaultQuery`.
  public var defaultQuery: PropertyModel?
  /// The qualified type of the default query, when the value names one.
  public var defaultQueryType: String?
  /// The declared type of `id`, if found.
  public var idType: String?
  /// `@Property`, `@ComputedProperty` and `@DeferredProperty` members, in declaration order.
  public var properties: [EntityPropertyModel]
}

/// One exposed property of an entity.
public struct EntityPropertyModel: Codable, Hashable, Sendable {
  /// The property name.
  public var name: String
  /// `Property`, `ComputedProperty` or `DeferredProperty`.
  public var wrapper: String
  /// The declared type as written.
  public var typeText: String?
  /// The wrapper's written arguments (`title:`, `identifier:`, ...).
  public var arguments: [LabeledValue]
  /// Where it is declared.
  public var location: ModelLocation
}

/// An entity query: a type conforming to `EntityQuery` or a refinement.
public struct QueryModel: Codable, Hashable, Sendable {
  /// The type.
  public var type: TypeIdentity
  /// The query protocols it conforms to (`EntityStringQuery`, ...), sorted.
  public var queryProtocols: [String]
  /// The entity type, from `typealias Entity` or the result of `entities(for:)`.
  public var entityType: String?
  /// `static var properties` of an `EntityPropertyQuery`.
  public var properties: PropertyModel?
  /// `static var sortingOptions` of an `EntityPropertyQuery`.
  public var sortingOptions: PropertyModel?
}
