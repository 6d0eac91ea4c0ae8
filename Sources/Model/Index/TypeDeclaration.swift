import Source
import Syntax

/// A nominal type (struct, class, enum, actor or protocol) or an extension, found in a file.
public struct TypeDeclaration: Sendable {
  /// What kind of declaration it is.
  public enum Kind: String, Codable, Sendable {
    /// `struct`
    case `struct`
    /// `class`
    case `class`
    /// `enum`
    case `enum`
    /// `actor`
    case actor
    /// `protocol`
    case `protocol`
    /// `extension`
    case `extension`
  }

  /// The kind.
  public var kind: Kind
  /// The name path inside the module: `["Album", "Query"]`. For an extension, the extended
  /// type as written, split at dots (`["Album", "Query"]` for `extension Album.Query`).
  public var path: [String]
  /// The declaration node.
  public var node: SyntaxNode
  /// The index of the file in the module's file list.
  public var fileIndex: Int
  /// The inherited types as written (`AppIntent`, `AppIntents.AppEntity`, `@unchecked Sendable`).
  public var inherited: [String]
  /// For an extension, the path of the nominal type it extends once resolved (set by the index).
  public var extendedPath: [String]?

  /// The short name (last path component).
  public var name: String { path.last ?? "" }

  /// The dotted path (`Album.Query`).
  public var dottedPath: String { path.joined(separator: ".") }
}

/// A `typealias` at any level, for resolving protocols named through aliases.
public struct TypeAliasDeclaration: Sendable {
  /// The alias's path (`["Intent"]` or `["Outer", "Alias"]`).
  public var path: [String]
  /// The aliased type as written (`AppIntent`, `AppEntity & Identifiable`).
  public var aliased: String
  /// The index of the file.
  public var fileIndex: Int
}

/// An `import` in a file.
public struct ImportDeclaration: Sendable, Hashable {
  /// The imported module (first path component).
  public var module: String
  /// The full path (`AppIntents.AppIntent` for `import protocol AppIntents.AppIntent`).
  public var path: String
  /// The index of the file.
  public var fileIndex: Int
}
