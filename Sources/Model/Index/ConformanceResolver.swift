import Syntax

/// Resolves which protocols a module type conforms to, across files.
///
/// Follows conformances declared on the type and in extensions (in any file), qualified names
/// (`AppIntents.AppIntent`), typealiased protocols and compositions, and module protocols that
/// refine other protocols, recursively and with cycles cut. Unknown names (SDK protocols) are
/// kept by their simple name, as the compiler's const-value extraction matches them.
public struct ConformanceResolver: Sendable {
  /// The index to resolve in.
  public let index: ModuleIndex

  /// Creates a resolver.
  public init(index: ModuleIndex) {
    self.index = index
  }

  /// The protocols a type conforms to, and which of them come from its own declaration (as
  /// opposed to an extension).
  public struct Conformances: Sendable, Hashable {
    /// Every protocol reached, by simple name.
    public var all: Set<String>
    /// The protocols reached from the type declaration's own inheritance clause.
    public var declaredOnType: Set<String>
  }

  /// The conformances of the module type at `path`.
  public func conformances(of path: [String]) -> Conformances {
    var all: Set<String> = []
    var onType: Set<String> = []
    for declaration in index.declarations(of: path) {
      let scope = declaration.kind == .extension ? Array(path.dropLast()) : Array(path.dropLast())
      var reached: Set<String> = []
      for entry in declaration.inherited {
        expand(entry, scope: scope, into: &reached, depth: 0)
      }
      all.formUnion(reached)
      if declaration.kind != .extension { onType.formUnion(reached) }
    }
    return Conformances(all: all, declaredOnType: onType)
  }

  /// The protocols the inheritance clause of one declaration reaches, by simple name: for an
  /// extension of a type not declared in the module (`extension ImportedEnum: AppEnum`), which
  /// `conformances(of:)` cannot reach, this is all the module says about the type.
  public func conformances(declaredBy declaration: TypeDeclaration) -> Set<String> {
    let extended = declaration.kind == .extension ? declaration.extendedPath ?? [] : declaration.path
    var reached: Set<String> = []
    for entry in declaration.inherited {
      expand(entry, scope: Array(extended.dropLast()), into: &reached, depth: 0)
    }
    return reached
  }

  /// Adds the protocols `entry` names to `reached`.
  private func expand(_ entry: String, scope: [String], into reached: inout Set<String>, depth: Int) {
    guard depth < 64 else { return }
    for component in TypeNames.protocolComponents(of: entry) {
      var path = TypeNames.path(of: component)
      guard !path.isEmpty else { continue }
      if let resolved = index.resolveTypePath(path, from: scope) {
        if let alias = index.typeAlias(resolved) {
          expand(alias.aliased, scope: Array(alias.path.dropLast()), into: &reached, depth: depth + 1)
          continue
        }
        if let declaration = index.type(resolved) {
          guard !reached.contains(declaration.name) else { continue }
          if declaration.kind == .protocol {
            reached.insert(declaration.name)
            for parent in declaration.inherited + index.extensions(of: resolved).flatMap(\.inherited) {
              expand(parent, scope: Array(resolved.dropLast()), into: &reached, depth: depth + 1)
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
