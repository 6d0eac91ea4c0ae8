import Model
import Syntax

/// Finds the module's nominal types behind names as the model reports them, for rules that
/// need to know whether a type named by a value or a typealias is declared in the module and
/// what it is.
struct ModuleTypeLookup {
  /// The index looked up in.
  let index: ModuleIndex

  /// The longest chain of typealiases followed.
  static let maximumAliasChain = 16

  /// The module path of a qualified name (`Fixture.Album.Query` → `["Album", "Query"]`), or
  /// `nil` when the name is not qualified by the module.
  func modulePath(ofQualified name: String) -> [String]? {
    var path = TypeNames.path(of: name)
    guard path.count > 1, path[0] == index.moduleName else { return nil }
    path.removeFirst()
    return path
  }

  /// The nominal type (not a protocol) that `spelled`, written inside the type at `scope`, names
  /// once typealiases are followed, or `nil` when it is not declared in the module.
  func nominalType(_ spelled: String, from scope: [String]) -> TypeDeclaration? {
    guard var path = index.resolveTypePath(TypeNames.path(of: spelled), from: scope) else { return nil }
    for _ in 0..<Self.maximumAliasChain {
      if let declaration = index.type(path) { return declaration.kind == .protocol ? nil : declaration }
      guard let alias = index.typeAlias(path),
        let target = index.resolveTypePath(TypeNames.path(of: alias.aliased), from: Array(alias.path.dropLast()))
      else { return nil }
      path = target
    }
    return nil
  }

  /// Whether `property` of `type` is declared `static` (or `class`). The model falls back to an
  /// instance property of the same name when a type declares no static one (an intent's
  /// `@Parameter var description`), which is not the requirement Xcode reads. A property the
  /// index cannot find is taken as static.
  func isStatic(_ property: PropertyModel, of type: TypeIdentity) -> Bool {
    guard let path = modulePath(ofQualified: type.qualifiedName) else { return true }
    for (member, owner) in index.members(of: path) where member.kind == .variableDecl {
      guard index.file(of: owner).file.path == property.location.file else { continue }
      for binding in member.children(ofKind: .patternBinding)
      where binding.children.first?.trimmedRange.start == property.location.offset {
        return member.modifierWords.contains { $0 == "static" || $0 == "class" }
      }
    }
    return true
  }

  /// Whether a class may inherit members and conformances from a superclass: its first
  /// inherited type is a module class, or a name that is neither a module protocol nor one of
  /// `knownProtocols`.
  func mayHaveSuperclass(_ type: TypeDeclaration) -> Bool {
    guard type.kind == .class, let first = type.inherited.first else { return false }
    if let superclass = nominalType(first, from: Array(type.path.dropLast())) { return superclass.kind == .class }
    let name = TypeNames.path(of: first).last ?? first
    return !Self.knownProtocols.contains(name) && protocols(named: name).isEmpty
  }

  /// Protocols from Apple's SDK and the standard library an App Intents type commonly adopts,
  /// which are not superclasses and supply no App Intents requirement.
  static let knownProtocols: Set<String> = AppIntentsRole.protocols.values.reduce(
    into: [
      "URLRepresentableEntity", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Encodable",
      "Decodable", "Sendable", "SendableMetatype", "CustomStringConvertible", "CustomDebugStringConvertible",
      "Transferable", "DisplayRepresentable", "TypeDisplayRepresentable", "InstanceDisplayRepresentable",
      "PersistentModel", "Observable", "AnyObject", "CaseIterable", "RawRepresentable",
    ]
  ) { known, protocols in known.formUnion(protocols) }

  /// The module protocols named `name` (by simple name, as conformances are reported).
  func protocols(named name: String) -> [TypeDeclaration] {
    index.typeOrder.compactMap { index.types[$0] }.filter { $0.kind == .protocol && $0.name == name }
  }

  /// Whether the type or protocol at `path` declares a member function `name` (in its body or an
  /// extension).
  func declaresFunction(_ name: String, in path: [String]) -> Bool {
    index.members(of: path).contains { member, _ in member.kind == .functionDecl && member.declaredName == name }
  }

  /// Whether the type or protocol at `path` declares a member variable `name` (in its body or an
  /// extension).
  func declaresProperty(_ name: String, in path: [String]) -> Bool {
    index.members(of: path).contains { member, _ in
      member.kind == .variableDecl
        && member.children(ofKind: .patternBinding).contains { binding in
          binding.children.first?.descendantsAndSelf.contains {
            $0.kind == .identifierPattern && SyntaxNode.unescaped($0.text) == name
          } ?? false
        }
    }
  }
}

extension SyntaxNode {
  /// The node and every node below it.
  fileprivate var descendantsAndSelf: [SyntaxNode] { [self] + descendants }
}
