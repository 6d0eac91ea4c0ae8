import Syntax

/// Resolves which protocols a module type conforms to, across files.
///
/// Follows conformances declared on the type and in extensions (in any file), qualified names
/// (`AppIntents.AppIntent`), typealiased protocols and compositions, and module protocols that
/// refine other protocols, recursively and with cycles cut. Unknown names (SDK protocols) are
/// kept by their simple name, as the compiler's const-value extraction matches them.
public struct ConformanceResolver: Sendable {
  /// The type relationships to resolve in.
  public let graph: any TypeGraph

  /// Creates a resolver over a full index.
  public init(index: ModuleIndex) {
    self.graph = index
  }

  /// Creates a resolver over any type graph (the skim's facts).
  public init(graph: any TypeGraph) {
    self.graph = graph
  }

  /// The protocols a type conforms to, which of them come from its own declaration (as opposed
  /// to an extension), and the module protocols and typealiases followed to find them.
  public struct Conformances: Sendable, Hashable {
    /// Every protocol reached, by simple name.
    public var all: Set<String>
    /// The protocols reached from the type declaration's own inheritance clause.
    public var declaredOnType: Set<String>
    /// The paths of the module protocols and typealiases the resolution went through.
    public var followed: Set<[String]>
  }

  /// The conformances of the module type at `path`.
  public func conformances(of path: [String]) -> Conformances {
    var all: Set<String> = []
    var onType: Set<String> = []
    var followed: Set<[String]> = []
    for declaration in graph.declarationHeaders(of: path) {
      var reached: Set<String> = []
      for entry in declaration.inherited {
        expand(entry, scope: Array(path.dropLast()), into: &reached, followed: &followed, depth: 0)
      }
      all.formUnion(reached)
      if declaration.kind != .extension { onType.formUnion(reached) }
    }
    return Conformances(all: all, declaredOnType: onType, followed: followed)
  }

  /// The protocols the inheritance clause of one declaration reaches, by simple name: for an
  /// extension of a type not declared in the module (`extension ImportedEnum: AppEnum`), which
  /// `conformances(of:)` cannot reach, this is all the module says about the type.
  public func conformances(declaredBy declaration: TypeDeclaration) -> Set<String> {
    let extended = declaration.kind == .extension ? declaration.extendedPath ?? [] : declaration.path
    var reached: Set<String> = []
    var followed: Set<[String]> = []
    for entry in declaration.inherited {
      expand(entry, scope: Array(extended.dropLast()), into: &reached, followed: &followed, depth: 0)
    }
    return reached
  }

  /// Adds the protocols `entry` names to `reached`.
  private func expand(
    _ entry: String, scope: [String], into reached: inout Set<String>, followed: inout Set<[String]>, depth: Int
  ) {
    guard depth < 64 else { return }
    for component in TypeNames.protocolComponents(of: entry) {
      var path = TypeNames.path(of: component)
      guard !path.isEmpty else { continue }
      if let resolved = graph.resolveTypePath(path, from: scope) {
        if let alias = graph.aliasTarget(resolved) {
          guard followed.insert(resolved).inserted else { continue }
          expand(
            alias.aliased, scope: Array(alias.path.dropLast()), into: &reached, followed: &followed, depth: depth + 1)
          continue
        }
        if let header = graph.header(resolved) {
          guard let name = resolved.last, !reached.contains(name) else { continue }
          if header.kind == .protocol {
            reached.insert(name)
            followed.insert(resolved)
            for parent in graph.declarationHeaders(of: resolved).flatMap(\.inherited) {
              expand(parent, scope: Array(resolved.dropLast()), into: &reached, followed: &followed, depth: depth + 1)
            }
          }
          continue
        }
      }
      if path.count > 1 { path = [path[path.count - 1]] }
      reached.insert(path[0])
    }
  }
}
