// Entity queries: `EntityQuery` and its refinements, and the building blocks of
// `EntityPropertyQuery` (`QueryProperties`, `Property`, comparators, `SortingOptions`, `SortableBy`).

/// Finds entities by identifier; the base of every query protocol.
public protocol EntityQuery: _SupportsAppDependencies, Sendable {
  /// The entity type the query returns.
  associatedtype Entity: AppEntity

  /// Creates the query.
  init()
  /// The entities with these identifiers.
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  /// Entities to offer before the person types anything.
  func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
  /// No suggestions.
  public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also finds entities matching a string.
public protocol EntityStringQuery: EntityQuery {
  /// The entity type, restated so that it can be inferred from this protocol's requirements.
  override associatedtype Entity

  /// The entities matching a search string.
  func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity.
public protocol EnumerableEntityQuery: EntityQuery {
  /// The entity type, restated so that it can be inferred from this protocol's requirements.
  override associatedtype Entity

  /// Every entity.
  func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
  /// Looks identifiers up in `allEntities()`.
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
    try await allEntities().filter { identifiers.contains($0.id) }
  }
}

/// The query of a `UniqueAppEntity`: it returns the one instance.
public protocol UniqueAppEntityQuery: EntityQuery {
  /// The entity type, restated so that it can be inferred from this protocol's requirements.
  override associatedtype Entity

  /// The one entity.
  func entity() async throws -> Entity
}

extension UniqueAppEntityQuery {
  /// The one entity, whatever the identifiers.
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [try await entity()] }
}

/// A ready-made `UniqueAppEntityQuery` built from a closure.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
  /// Creates a provider without a closure (required by `EntityQuery`).
  public init() {}
  /// Creates a provider that calls `provider` for the entity.
  public init(provider: @escaping @Sendable () async throws -> Entity) {}
  /// The one entity.
  public func entity() async throws -> Entity { fatalError("stub") }
}

/// How a property query combines its comparators.
public enum ComparatorMode: Sendable {
  /// Every comparator matches.
  case and
  /// Any comparator matches.
  case or
}

/// A sort order requested from a property query.
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
  /// Ascending or descending.
  public enum Ordering: Sendable {
    /// Smallest first.
    case ascending
    /// Largest first.
    case descending
  }

  /// The property to sort by.
  public var by: PartialKeyPath<Entity>
  /// The direction.
  public var order: Ordering
}

/// A query that filters and sorts on entity properties (Find ... where ...).
public protocol EntityPropertyQuery: EntityQuery {
  /// The entity type, restated so that it can be inferred from this protocol's requirements.
  override associatedtype Entity

  /// What each comparator maps to, for example `NSPredicate` or an app-defined filter.
  associatedtype ComparatorMappingType

  /// The filterable properties and their comparators.
  static var properties: QueryProperties<Entity, ComparatorMappingType> { get }
  /// The properties results can be sorted by.
  static var sortingOptions: SortingOptions { get }

  /// The entities matching comparators, sorted and limited.
  func entities(
    matching comparators: [ComparatorMappingType], mode: ComparatorMode, sortedBy: [EntityQuerySort<Entity>],
    limit: Int?
  ) async throws -> [Entity]
}

extension EntityPropertyQuery {
  /// `Property(\Entity.$name) { EqualToComparator { ... } }` inside `QueryProperties`.
  public typealias Property = QueryProperty
  /// `SortableBy(\Entity.$name)` inside `SortingOptions`.
  public typealias SortableBy = EntityQuerySortableByProperty
}

/// The filterable properties of a property query.
public struct QueryProperties<Root: AppEntity, ComparatorMappingType>: @unchecked Sendable {
  /// Collects properties.
  public init(
    @QueryPropertiesBuilder<Root, ComparatorMappingType> properties: () -> [QueryPropertyDescriptor]
  ) {}
}

/// One property of `QueryProperties`, type-erased.
public struct QueryPropertyDescriptor: Sendable {
  /// Creates a descriptor.
  public init() {}
}

/// One comparator of a query property, type-erased.
public struct QueryComparatorDescriptor: Sendable {
  /// Creates a descriptor.
  public init() {}
}

/// Collects the properties of `QueryProperties`.
@resultBuilder public enum QueryPropertiesBuilder<Root: AppEntity, ComparatorMappingType> {
  /// One property.
  public static func buildExpression<Value>(
    _ property: QueryProperty<Root, Value, ComparatorMappingType>
  ) -> [QueryPropertyDescriptor] {
    [QueryPropertyDescriptor()]
  }
  /// All properties.
  public static func buildBlock(_ properties: [QueryPropertyDescriptor]...) -> [QueryPropertyDescriptor] {
    properties.flatMap { $0 }
  }
}

/// A filterable property and its comparators.
public struct QueryProperty<Root: AppEntity, Value: _IntentValue, ComparatorMappingType> {
  /// Declares a property.
  public init(
    _ property: KeyPath<Root, EntityProperty<Value>>,
    @QueryPropertyComparatorsBuilder<Value, ComparatorMappingType> comparators: () -> [QueryComparatorDescriptor]
  ) {}
}

/// Collects the comparators of a property.
@resultBuilder public enum QueryPropertyComparatorsBuilder<Value: _IntentValue, ComparatorMappingType> {
  /// One comparator.
  public static func buildExpression<Comparator: EntityQueryComparator>(
    _ comparator: Comparator
  ) -> [QueryComparatorDescriptor]
  where Comparator.Value == Value, Comparator.ComparatorMappingType == ComparatorMappingType {
    [QueryComparatorDescriptor()]
  }
  /// All comparators.
  public static func buildBlock(_ comparators: [QueryComparatorDescriptor]...) -> [QueryComparatorDescriptor] {
    comparators.flatMap { $0 }
  }
}

/// A comparison a property query supports, with the mapping to the app's filter type.
public protocol EntityQueryComparator {
  /// The property's value type.
  associatedtype Value: _IntentValue
  /// What the comparator maps to.
  associatedtype ComparatorMappingType
}

/// `property == value`.
public struct EqualToComparator<Value: _IntentValue, ComparatorMappingType>: EntityQueryComparator {
  /// Maps the compared value to the app's filter type.
  public init(mappingTransform: @escaping (Value.UnwrappedType) -> ComparatorMappingType) {}
}

/// `property != value`.
public struct NotEqualToComparator<Value: _IntentValue, ComparatorMappingType>: EntityQueryComparator {
  /// Maps the compared value to the app's filter type.
  public init(mappingTransform: @escaping (Value.UnwrappedType) -> ComparatorMappingType) {}
}

/// `property < value`.
public struct LessThanComparator<Value: _IntentValue, ComparatorMappingType>: EntityQueryComparator {
  /// Maps the compared value to the app's filter type.
  public init(mappingTransform: @escaping (Value.UnwrappedType) -> ComparatorMappingType) {}
}

/// `property <= value`.
public struct LessThanOrEqualToComparator<Value: _IntentValue, ComparatorMappingType>: EntityQueryComparator {
  /// Maps the compared value to the app's filter type.
  public init(mappingTransform: @escaping (Value.UnwrappedType) -> ComparatorMappingType) {}
}

/// `property > value`.
public struct GreaterThanComparator<Value: _IntentValue, ComparatorMappingType>: EntityQueryComparator {
  /// Maps the compared value to the app's filter type.
  public init(mappingTransform: @escaping (Value.UnwrappedType) -> ComparatorMappingType) {}
}

/// `property >= value`.
public struct GreaterThanOrEqualToComparator<Value: _IntentValue, ComparatorMappingType>: EntityQueryComparator {
  /// Maps the compared value to the app's filter type.
  public init(mappingTransform: @escaping (Value.UnwrappedType) -> ComparatorMappingType) {}
}

/// `property` contains `value`.
public struct ContainsComparator<Value: _IntentValue, ComparatorMappingType>: EntityQueryComparator {
  /// Maps the compared value to the app's filter type.
  public init(mappingTransform: @escaping (Value.UnwrappedType) -> ComparatorMappingType) {}
}

/// `property` starts with `value`.
public struct HasPrefixComparator<Value: _IntentValue, ComparatorMappingType>: EntityQueryComparator {
  /// Maps the compared value to the app's filter type.
  public init(mappingTransform: @escaping (Value.UnwrappedType) -> ComparatorMappingType) {}
}

/// `property` ends with `value`.
public struct HasSuffixComparator<Value: _IntentValue, ComparatorMappingType>: EntityQueryComparator {
  /// Maps the compared value to the app's filter type.
  public init(mappingTransform: @escaping (Value.UnwrappedType) -> ComparatorMappingType) {}
}

/// `property` lies between two values.
public struct IsBetweenComparator<Value: _IntentValue, ComparatorMappingType>: EntityQueryComparator {
  /// Maps the compared bounds to the app's filter type.
  public init(
    mappingTransform: @escaping (Value.UnwrappedType, Value.UnwrappedType) -> ComparatorMappingType
  ) {}
}

/// The properties results can be sorted by.
public struct SortingOptions: Sendable {
  /// Collects sortable properties.
  public init(@SortingOptionsBuilder sortingOptions: () -> [QueryPropertyDescriptor]) {}
}

/// Collects `SortableBy` entries.
@resultBuilder public enum SortingOptionsBuilder {
  /// One sortable property.
  public static func buildExpression<Root, Value>(
    _ option: EntityQuerySortableByProperty<Root, Value>
  ) -> [QueryPropertyDescriptor] {
    [QueryPropertyDescriptor()]
  }
  /// All sortable properties.
  public static func buildBlock(_ options: [QueryPropertyDescriptor]...) -> [QueryPropertyDescriptor] {
    options.flatMap { $0 }
  }
}

/// `SortableBy(\Entity.$name)`.
public struct EntityQuerySortableByProperty<Root: AppEntity, Value: _IntentValue>: Sendable {
  /// A sortable property.
  public init(_ property: KeyPath<Root, EntityProperty<Value>>) {}
}
