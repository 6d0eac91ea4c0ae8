// Entities: `AppEntity` and its refinements, `@Property` (`EntityProperty`), and the `@Dependency`
// wrapper that intents, queries and options providers share.

import UniformTypeIdentifiers

/// An identifier type an entity may use.
public protocol EntityIdentifierConvertible {}

extension String: EntityIdentifierConvertible {}
extension Int: EntityIdentifierConvertible {}
extension UUID: EntityIdentifierConvertible {}

/// A thing of the app that intents operate on: a book, a trail, a playlist.
public protocol AppEntity: TypeDisplayRepresentable, DisplayRepresentable, Identifiable, _IntentValue, Sendable
where ID: EntityIdentifierConvertible & Sendable {
  /// The query the system uses to find entities of this type.
  associatedtype DefaultQuery: EntityQuery
  /// The query instance.
  static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
  /// `@Property`, the property wrapper for entity properties.
  public typealias Property = EntityProperty
}

/// An entity the system can also index in Spotlight.
public protocol IndexedEntity: AppEntity {}

/// An entity with no identity: built on demand, never looked up again.
public protocol TransientAppEntity: AppEntity {
  /// Creates an empty entity.
  init()
}

extension TransientAppEntity {
  /// Transient entities have no query.
  public static var defaultQuery: TransientEntityQuery<Self> { TransientEntityQuery() }
  /// Transient entities have a generated identifier.
  public var id: UUID { UUID() }
}

/// The query of a transient entity, which finds nothing.
public struct TransientEntityQuery<Entity: AppEntity>: EntityQuery {
  /// Creates the query.
  public init() {}
  /// Finds nothing.
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

/// An entity of which only one instance exists, such as the app's settings (iOS 18).
public protocol UniqueAppEntity: AppEntity {}

/// An entity stored in a file (iOS 18).
public protocol FileEntity: AppEntity {
  /// The content types of the files.
  static var supportedContentTypes: [UTType] { get }
}

/// An entity the system can express as a universal link.
public protocol URLRepresentableEntity: AppEntity {
  /// The URL template, with `\(.id)` and property placeholders.
  static var urlRepresentation: EntityURLRepresentation<Self> { get }
}

extension URLRepresentableEntity {
  /// The URL template type of this entity.
  public typealias URLRepresentation = EntityURLRepresentation<Self>
}

/// The placeholders of an entity's URL template besides its properties.
public enum EntityURLRepresentationPlaceholder: Sendable {
  /// The entity's identifier, `\(.id)`.
  case id
}

/// The URL template of a `URLRepresentableEntity`: literal text with identifier and property placeholders.
public struct EntityURLRepresentation<Entity: AppEntity>: ExpressibleByStringInterpolation, Sendable {
  /// Builds the template.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// Starts an empty template.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {}
    /// Appends the identifier placeholder.
    public mutating func appendInterpolation(_ placeholder: EntityURLRepresentationPlaceholder) {}
    /// Appends a property placeholder.
    public mutating func appendInterpolation<Value>(_ property: KeyPath<Entity, EntityProperty<Value>>) {}
  }

  /// A template without placeholders.
  public init(stringLiteral value: String) {}
  /// A template with placeholders.
  public init(stringInterpolation: StringInterpolation) {}
}

/// An entity property the system can read, filter and sort on.
@propertyWrapper
public final class EntityProperty<Value: _IntentValue>: @unchecked Sendable {
  /// The property's value.
  public var wrappedValue: Value {
    get { fatalError("stub") }
    set {}
  }

  /// `$property`: the property itself, for key paths in queries.
  public var projectedValue: EntityProperty<Value> { self }

  /// A property with a title.
  public init(title: LocalizedStringResource) {}
  /// A property with a title and an initial value.
  public init(wrappedValue: Value, title: LocalizedStringResource) {}
  /// A property whose title is its name (iOS 18).
  public init() {}
}

/// Types that can declare `@Dependency` properties.
public protocol _SupportsAppDependencies {}

extension _SupportsAppDependencies {
  /// `@Dependency`, a value registered with `AppDependencyManager`.
  public typealias Dependency = AppDependency
}

/// A dependency injected by `AppDependencyManager`.
@propertyWrapper
public struct AppDependency<Value: Sendable>: @unchecked Sendable {
  /// The registered value.
  public var wrappedValue: Value { fatalError("stub") }
  /// Looks up the dependency by type.
  public init() {}
  /// Looks up the dependency by key.
  public init(key: String) {}
}

/// The registry of values for `@Dependency`.
public final class AppDependencyManager: Sendable {
  /// The app's registry.
  public static let shared = AppDependencyManager()

  private init() {}

  /// Registers a dependency.
  public func add<Dependency: Sendable>(
    key: String? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
  ) {}
}
