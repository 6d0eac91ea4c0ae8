import Diagnostics
import Model
import Syntax

/// An entity query whose entity type is a module type that is not an `AppEntity`.
///
/// A query's `Entity` (its `typealias Entity` or the element type `entities(for:)` returns) is
/// the entity it finds; the exported metadata links the two. The rule reports a query whose
/// entity type is declared in the module but does not conform to `AppEntity` (or a refinement).
/// Types from other modules, and subclasses (which may inherit the conformance), are not judged.
struct QueryEntityNotEntityRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .queryEntityNotEntity, defaultSeverity: .error,
    summary: "A query whose entity type is not an AppEntity.", origin: .beyondXcode,
    explanation: """
      An `EntityQuery` finds values of one `AppEntity`: its `Entity` type, from `typealias Entity` or from \
      the array `entities(for:)` returns. When that type is a plain model type (the struct the entity wraps, \
      a SwiftData model) rather than the entity itself, the query cannot be any entity's `defaultQuery`, and \
      the compiler reports it only when it type-checks the query on a Mac. Xcode's metadata processor does \
      not say which type is wrong. Return the `AppEntity` type, or make the returned type conform to \
      `AppEntity`.
      """,
    triggeringExample: """
      struct Album { var id: UUID; var title: String }

      struct AlbumQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [Album] { [] }
      }
      """,
    fixedExample: """
      struct AlbumEntity: AppEntity { /* ... */ }

      struct AlbumQuery: EntityQuery {
        func entities(for identifiers: [AlbumEntity.ID]) async throws -> [AlbumEntity] { [] }
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    let lookup = ModuleTypeLookup(index: context.index)
    let entities = Set(context.model.entities.map(\.type.qualifiedName))
    return context.model.queries.compactMap { query -> Diagnostic? in
      guard query.type.schema == nil, let written = query.entityType, written != "Self", written != "Entity",
        let path = lookup.modulePath(ofQualified: query.type.qualifiedName),
        let entity = lookup.nominalType(written, from: path),
        !entities.contains(context.index.qualifiedName(entity.path)),
        !lookup.mayHaveSuperclass(entity)
      else { return nil }
      let message = Self.message(query: query.type.name, entity: entity.dottedPath)
      guard let (node, owner) = Self.entityTypeNode(ofQueryAt: path, context.index) else {
        return context.diagnostic(
          Self.descriptor.id, message, at: query.type.location, length: query.type.name.utf8.count)
      }
      let file = context.index.file(of: owner)
      return context.diagnostic(
        Self.descriptor.id, message, at: file.location(of: node.trimmedRange.start), length: node.trimmedRange.length)
    }
  }

  /// The written entity type: the `typealias Entity` value, else the element type of
  /// `entities(for:)`'s result.
  static func entityTypeNode(
    ofQueryAt path: [String], _ index: ModuleIndex
  ) -> (node: SyntaxNode, owner: TypeDeclaration)? {
    let members = index.members(of: path)
    if let (alias, owner) = members.first(where: {
      $0.member.kind == .typeAliasDecl && $0.member.declaredName == "Entity"
    }),
      let value = alias.child(.initializerClause)?.children.first
    {
      return (value, owner)
    }
    guard
      let (function, owner) = members.first(where: {
        $0.member.kind == .functionDecl && $0.member.declaredName == "entities"
      }),
      let result = function.child(.returnClause)?.children.first
    else { return nil }
    return (result.kind == .arrayType ? result.children.first ?? result : result, owner)
  }

  /// What is wrong and what to do.
  static func message(query: String, entity: String) -> String {
    "The query '\(query)' finds '\(entity)', which is not an AppEntity; return the AppEntity type from the "
      + "query, or make '\(entity)' conform to AppEntity"
  }
}
