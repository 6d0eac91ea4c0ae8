import Diagnostics
import Model

/// An App Entity without a `defaultQuery` that resolves to a query type.
///
/// The system finds and resolves an entity's values through its `defaultQuery`; Xcode's metadata
/// links the entity to that query. The rule reports an entity that declares no `defaultQuery`
/// (in its body, an extension or a module protocol it conforms to), and one whose `defaultQuery`
/// constructs a module type that is not an `EntityQuery`. It stays silent for transient, file
/// and unique entities (which need no query of their own), for macro-generated entities, for
/// subclasses, and for entities conforming to a protocol from another module (either may supply
/// the query).
struct EntityWithoutDefaultQueryRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .entityWithoutDefaultQuery, defaultSeverity: .error,
    summary: "An entity without a resolvable defaultQuery.", origin: .beyondXcode,
    explanation: """
      An `AppEntity` is found, resolved from its identifier and suggested through its `defaultQuery`, an \
      `EntityQuery` the exported metadata links to the entity. Without one the entity cannot be used as a \
      parameter or in an App Shortcut phrase, and when the value constructs a type that is not a query the \
      link is broken. The compiler only reports a missing query when it type-checks the entity on a Mac; \
      this rule finds both cases from the sources. Declare `static let defaultQuery = AlbumQuery()` naming a \
      type that conforms to `EntityQuery` (or one of its refinements).
      """,
    triggeringExample: """
      struct AlbumEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
        var id: UUID
        var displayRepresentation: DisplayRepresentation { "Album" }
      }
      """,
    fixedExample: """
      struct AlbumEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
        static let defaultQuery = AlbumQuery()
        var id: UUID
        var displayRepresentation: DisplayRepresentation { "Album" }
      }
      """)

  /// Entities that need no query of their own.
  static let exemptProtocols: Set<String> = ["TransientAppEntity", "FileEntity", "UniqueAppEntity"]

  func check(_ context: RuleContext) -> [Diagnostic] {
    let lookup = ModuleTypeLookup(index: context.index)
    let queries = Set(context.model.queries.map(\.type.qualifiedName))
    return context.model.entities.compactMap { entity -> Diagnostic? in
      let type = entity.type
      guard type.schema == nil, Set(type.conformances).isDisjoint(with: Self.exemptProtocols) else { return nil }
      if let query = entity.defaultQuery {
        guard let written = entity.defaultQueryType,
          let path = lookup.modulePath(ofQualified: written), let declaration = context.index.type(path),
          !queries.contains(context.index.qualifiedName(declaration.path))
        else { return nil }
        return context.diagnostic(
          Self.descriptor.id, Self.notAQuery(entity: type.name, query: declaration.dottedPath), property: query)
      }
      if let declaration = context.declaration(of: type), lookup.mayHaveSuperclass(declaration) { return nil }
      var suppliers: [TypeDeclaration] = []
      for name in type.conformances where !ModuleTypeLookup.knownProtocols.contains(name) {
        let found = lookup.protocols(named: name)
        if found.isEmpty { return nil }  // another module's protocol may supply the query
        suppliers += found
      }
      guard !suppliers.contains(where: { lookup.declaresProperty("defaultQuery", in: $0.path) }) else { return nil }
      return context.diagnostic(
        Self.descriptor.id, Self.missing(entity: type.name), at: type.location, length: type.name.utf8.count)
    }
  }

  /// The entity declares no query.
  static func missing(entity: String) -> String {
    let stem = entity.hasSuffix("Entity") && entity != "Entity" ? String(entity.dropLast(6)) : entity
    return "'\(entity)' declares no 'defaultQuery', so the system cannot find or resolve its values; add "
      + "'static let defaultQuery = \(stem)Query()' naming a type that conforms to EntityQuery"
  }

  /// The entity's query is not a query.
  static func notAQuery(entity: String, query: String) -> String {
    "The defaultQuery of '\(entity)' constructs '\(query)', which is not an EntityQuery; "
      + "make '\(query)' conform to EntityQuery or construct the entity's query type"
  }
}
