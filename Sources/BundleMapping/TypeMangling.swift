import Metadata
import Model
import Syntax

/// Builds `SwiftMangling` paths for module types from the index: the kind, access and generic
/// parameters of every enclosing type, and the file of the outermost file-private one.
enum TypeMangling {
  /// The mangled name (no `$s`) of the module type at `path`, or the reason it cannot be made
  /// (a type nested in another module's type, a declaration not in the index).
  static func mangledName(of path: [String], in index: ModuleIndex) -> Result<String, SwiftManglingError> {
    var components: [SwiftMangling.TypeComponent] = []
    var fileName: String?
    for length in 1...max(path.count, 1) {
      let prefix = Array(path.prefix(length))
      guard let declaration = index.type(prefix) else {
        return .failure(.unsupported("'\(prefix.joined(separator: "."))', which is not declared in the module"))
      }
      guard let kind = nominalKind(declaration.kind) else {
        return .failure(.unsupported("a type nested in a protocol"))
      }
      let modifiers = declaration.node.modifierWords
      let isFilePrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
      if isFilePrivate && fileName == nil { fileName = index.file(of: declaration).file.path }
      let generics =
        declaration.node.child(.genericParameterClause)?.children(ofKind: .genericParameter).count ?? 0
      components.append(
        SwiftMangling.TypeComponent(
          declaration.name, kind, isFilePrivate: isFilePrivate, genericParameterCount: generics))
    }
    do {
      return .success(
        try SwiftMangling.mangledTypeName(
          SwiftMangling.TypePath(module: index.moduleName, components: components, fileName: fileName)))
    } catch {
      return .failure(error)
    }
  }

  private static func nominalKind(_ kind: TypeDeclaration.Kind) -> SwiftMangling.NominalKind? {
    switch kind {
    case .struct: return .structure
    case .enum: return .enumeration
    case .class: return .classType
    case .actor: return .actor
    case .protocol, .extension: return nil
    }
  }
}
