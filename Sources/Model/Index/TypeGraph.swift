/// The type relationships conformance resolution needs, from either a full `ModuleIndex` or
/// the skim's `FactsIndex` (so both decide roles the same way).
public protocol TypeGraph: Sendable {
  /// The path of the module type or typealias named `path` from scope `scope`, if declared.
  func resolveTypePath(_ path: [String], from scope: [String]) -> [String]?
  /// The aliased type text of the typealias at `path`, and the alias's own path.
  func aliasTarget(_ path: [String]) -> (aliased: String, path: [String])?
  /// The kind and inheritance of the nominal type at `path`.
  func header(_ path: [String]) -> (kind: TypeDeclaration.Kind, inherited: [String])?
  /// The inheritance lists of the type's declaration and of each extension of it.
  func declarationHeaders(of path: [String]) -> [(kind: TypeDeclaration.Kind, inherited: [String])]
}

extension ModuleIndex: TypeGraph {
  public func aliasTarget(_ path: [String]) -> (aliased: String, path: [String])? {
    typeAlias(path).map { ($0.aliased, $0.path) }
  }

  public func header(_ path: [String]) -> (kind: TypeDeclaration.Kind, inherited: [String])? {
    type(path).map { ($0.kind, $0.inherited) }
  }

  public func declarationHeaders(of path: [String]) -> [(kind: TypeDeclaration.Kind, inherited: [String])] {
    declarations(of: path).map { ($0.kind, $0.inherited) }
  }
}
