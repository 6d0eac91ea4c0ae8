import Diagnostics
import Model
import Source

/// Two intents, entities, queries or enums of a module with the same short name.
///
/// Xcode identifies actions, entities, queries and enums in the exported metadata by their
/// short type name, not the qualified one, so two nested `Query` types (`Album.Query`,
/// `Artist.Query`) collide. Since Xcode 16 the processor stops with "Found multiple, identical
/// identifiers for query: Query, each identifier must be unique". The rule reports every type
/// after the first with the same short name and kind, with a note at the first.
struct DuplicateTypeIdentifierRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .duplicateTypeIdentifier, defaultSeverity: .error,
    summary: "Two intents, entities, queries or enums with the same short name.", origin: .xcode,
    explanation: """
      The App Intents metadata names each action, entity, query and enum by its short type name (`Query`, \
      not `Album.Query`), so two types of the same kind with the same short name get the same identifier. \
      Since Xcode 16 the metadata processor stops with "Found multiple, identical identifiers for query: \
      Query, each identifier must be unique" (source: marcpalmer.net, "Changes in App Intents \
      pre-processing causing confusing errors in Xcode 16"), and no App Intents metadata is written for the \
      target. Nesting a `struct Query: EntityQuery` in each entity is the usual cause. Give each type a \
      distinct name (`AlbumQuery`, `ArtistQuery`).
      """,
    triggeringExample: """
      struct Album: AppEntity {
        static let defaultQuery = Query()
        struct Query: EntityQuery { /* ... */ }
      }
      struct Artist: AppEntity {
        static let defaultQuery = Query()
        struct Query: EntityQuery { /* ... */ }
      }
      """,
    fixedExample: """
      struct Album: AppEntity {
        static let defaultQuery = AlbumQuery()
        struct AlbumQuery: EntityQuery { /* ... */ }
      }
      struct Artist: AppEntity {
        static let defaultQuery = ArtistQuery()
        struct ArtistQuery: EntityQuery { /* ... */ }
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    let model = context.model
    return findings(model.intents.map(\.type), kind: "action", context)
      + findings(model.entities.map(\.type), kind: "entity", context)
      + findings(model.queries.map(\.type), kind: "query", context)
      + findings(model.enums.map(\.type), kind: "enum", context)
  }

  private func findings(_ types: [TypeIdentity], kind: String, _ context: RuleContext) -> [Diagnostic] {
    var first: [String: TypeIdentity] = [:]
    var result: [Diagnostic] = []
    for type in types {
      guard let earlier = first[type.name] else {
        first[type.name] = type
        continue
      }
      let note = Diagnostic.Note(
        message: Self.note(Self.dottedPath(earlier, context)), path: earlier.location.file,
        range: ByteRange(start: earlier.location.offset, length: earlier.name.utf8.count))
      result.append(
        context.diagnostic(
          Self.descriptor.id, Self.message(kind: kind, name: type.name, path: Self.dottedPath(type, context)),
          at: type.location, length: type.name.utf8.count, notes: [note]))
    }
    return result
  }

  /// The type's path inside the module (`Album.Query`).
  static func dottedPath(_ type: TypeIdentity, _ context: RuleContext) -> String {
    ModuleTypeLookup(index: context.index).modulePath(ofQualified: type.qualifiedName)?.joined(separator: ".")
      ?? type.name
  }

  /// Apple's message, then which type collides and what to do.
  static func message(kind: String, name: String, path: String) -> String {
    "Found multiple, identical identifiers for \(kind): \(name), each identifier must be unique; "
      + "rename '\(path)' (the metadata uses short type names)"
  }

  /// The note at the first type with the name.
  static func note(_ path: String) -> String {
    "'\(path)' uses the identifier first"
  }
}
