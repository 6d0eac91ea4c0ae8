/// One `EntityQuery` type: a value of the top-level `queries` object, keyed by its short name
/// (which must be unique in the module). [C] (Weather 17E6107, Freeform)
public struct QueryMetadata: Codable, Sendable, Hashable {
  /// `@available` of the query type. [C]
  public var availabilityAnnotations: AvailabilityAnnotations
  /// A bitmask of the query protocols: 2, 6, 70 and 78 seen; a re-implementation uses base 66, `|1`
  /// `EnumerableEntityQuery`, `|4` `EntityStringQuery`, and `|8` is inferred for
  /// `EntityPropertyQuery`. [C] key, [I] bit meanings.
  public var capabilities: Int
  /// Whether this is the entity's `defaultQuery`. [C]
  public var defaultQueryForEntity: Bool
  /// Bundle identifiers; `[]` for ordinary apps. [C]
  public var effectiveBundleIdentifiers: [String]
  /// The short name of the queried entity. [C]
  public var entityType: String
  /// `Module.Type` (nested: `Module.Entity.Query`). [C]
  public var fullyQualifiedIdentifier: String
  /// The short type name, also the key in `queries`. [C]
  public var identifier: String
  /// The Swift mangled type name without `$s`. [C]
  public var mangledTypeName: String
  /// Per-bundle mangled names; `{}` for ordinary apps. [C]
  public var mangledTypeNameByBundleIdentifier: [String: String]
  /// `EntityPropertyQuery` properties; `[]` for other queries. [C]
  public var parameters: [QueryParameterMetadata]
  /// The short type name again. [C]
  public var queryType: String
  /// `{"entity": {"wrapper": {"typeName": …}}}` of the queried entity. [C]
  public var resultValueType: ValueType
  /// `EntityPropertyQuery` sorting options; `[]` for other queries. [C]
  public var sortingOptions: [QuerySortingOption]
  /// Visibility. [C]
  public var visibilityMetadata: VisibilityMetadata

  /// A query with Xcode's defaults for everything the source did not declare.
  public init(
    identifier: String,
    fullyQualifiedIdentifier: String,
    mangledTypeName: String,
    entityType: String,
    capabilities: Int,
    defaultQueryForEntity: Bool = true,
    parameters: [QueryParameterMetadata] = [],
    sortingOptions: [QuerySortingOption] = [],
    availabilityAnnotations: AvailabilityAnnotations = PlatformName.unrestricted,
    effectiveBundleIdentifiers: [String] = [],
    mangledTypeNameByBundleIdentifier: [String: String] = [:],
    visibilityMetadata: VisibilityMetadata = VisibilityMetadata()
  ) {
    self.availabilityAnnotations = availabilityAnnotations
    self.capabilities = capabilities
    self.defaultQueryForEntity = defaultQueryForEntity
    self.effectiveBundleIdentifiers = effectiveBundleIdentifiers
    self.entityType = entityType
    self.fullyQualifiedIdentifier = fullyQualifiedIdentifier
    self.identifier = identifier
    self.mangledTypeName = mangledTypeName
    self.mangledTypeNameByBundleIdentifier = mangledTypeNameByBundleIdentifier
    self.parameters = parameters
    self.queryType = identifier
    self.resultValueType = .entity(typeName: entityType)
    self.sortingOptions = sortingOptions
    self.visibilityMetadata = visibilityMetadata
  }
}

/// One `QueryProperty` of an `EntityPropertyQuery`'s `properties`. [C]
public struct QueryParameterMetadata: Codable, Sendable, Hashable {
  /// The comparators the property supports. [C]
  public var comparators: [QueryComparator]
  /// The property's title. [C]
  public var localizedTitle: LocalizedStringMetadata
  /// The entity property's name. [C]
  public var propertyIdentifier: String

  /// A query property.
  public init(propertyIdentifier: String, localizedTitle: LocalizedStringMetadata, comparators: [QueryComparator]) {
    self.comparators = comparators
    self.localizedTitle = localizedTitle
    self.propertyIdentifier = propertyIdentifier
  }
}

/// One comparator (`EqualToComparator`, `ContainsComparator`, …) of a query property. [C]
public struct QueryComparator: Codable, Sendable, Hashable {
  /// The comparator kind; 6 seen for a string `ContainsComparator`. [C] key, [I] mapping.
  public var comparatorTypeValue: Int
  /// Input types the compared value can be resolved from. [C]
  public var resolvableInputTypes: [ResolvableInputType]
  /// The compared value's type. [C]
  public var valueType: ValueType

  /// A comparator.
  public init(comparatorTypeValue: Int, valueType: ValueType, resolvableInputTypes: [ResolvableInputType] = []) {
    self.comparatorTypeValue = comparatorTypeValue
    self.resolvableInputTypes = resolvableInputTypes
    self.valueType = valueType
  }
}

/// One `SortableBy` option of an `EntityPropertyQuery`. [C]
public struct QuerySortingOption: Codable, Sendable, Hashable {
  /// The short name of the entity. [C]
  public var entityType: String
  /// The entity property's name. [C]
  public var propertyIdentifier: String
  /// The option's title (`""` seen). [C]
  public var title: LocalizedStringMetadata

  /// A sorting option.
  public init(entityType: String, propertyIdentifier: String, title: LocalizedStringMetadata) {
    self.entityType = entityType
    self.propertyIdentifier = propertyIdentifier
    self.title = title
  }
}
