/// What the skim learns from one file without parsing it: its declaration headers, the `#if`
/// clauses they sit in, its imports, and the names it mentions.
///
/// The names a file mentions matter only for the few files the selection keeps for their
/// roles, so the in-process skim leaves them out (`mentions` is `nil`) and `RelevantFiles`
/// asks for them when it needs them; `appintents facts` records them, because a build farm's
/// merge step has no sources to read them from.
///
/// Facts are deterministic, small and free of absolute paths, so build systems can compute
/// them per file as cacheable actions (`appintents facts`) and merge them later.
public struct FileFacts: Codable, Sendable, Hashable {
  /// The version of this shape.
  public var version: Int
  /// The file's path as given (relative paths stay relative).
  public var path: String
  /// The file's `ContentDigest`, 32 hexadecimal digits; empty in the facts a run without a cache
  /// takes only to choose the files to parse (`HeaderScanner.ContentHash.omitted`).
  public var contentHash: String
  /// Declarations at file or type-body level, in source order.
  public var declarations: [DeclarationHeader]
  /// The `#if` clauses declarations may sit in, by index.
  public var clauses: [IfClauseFacts]
  /// Modules imported at file level.
  public var imports: [String]
  /// Every identifier the file mentions outside the names its own headers declare, sorted and
  /// unique; `nil` when not recorded (see the type's documentation).
  public var mentions: [String]?
  /// Which of `keyNames` the file mentions, in that order; recorded even when `mentions` is not.
  public var keyMentions: [String]
  /// `true` when the skim read broken code whose reading by a parse's recovery it cannot follow
  /// (an attribute's `(` that does not close before the next declaration, junk in or after an
  /// inheritance list, a typealias without `=`, a reserved word where an extension's type goes,
  /// a directive after other code on its line, at another brace depth than its `#if` or, at
  /// file level, inside an open `(` or `[`), so
  /// the headers it records after it may not be the parse's: the selection then parses every
  /// file of the module (`RelevantFiles`). `nil` (left out of a facts file) otherwise.
  public var needsFullParse: Bool?

  /// The current `version` (5: `needsFullParse`).
  public static let currentVersion = 5

  /// Names whose mention makes a file matter to the selection wherever it is, once the module
  /// uses `@Dependency`: the file may register dependencies, `AppDependencyManager.shared.add`
  /// or a wrapper's `add { Store() }`, which `dependency-not-registered` counts as well.
  public static let keyNames = ["AppDependencyManager", "add"]

  /// Creates facts (the skim makes them; caches and facts files read them back).
  public init(
    version: Int, path: String, contentHash: String, declarations: [DeclarationHeader], clauses: [IfClauseFacts],
    imports: [String], mentions: [String]?, keyMentions: [String], needsFullParse: Bool? = nil
  ) {
    self.version = version
    self.path = path
    self.contentHash = contentHash
    self.declarations = declarations
    self.clauses = clauses
    self.imports = imports
    self.mentions = mentions
    self.keyMentions = keyMentions
    self.needsFullParse = needsFullParse
  }
}

/// One declaration header.
public struct DeclarationHeader: Codable, Sendable, Hashable {
  /// What is declared.
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
    /// `typealias`
    case `typealias`
    /// A top-level `func`.
    case function
  }

  /// The kind.
  public var kind: Kind
  /// The nesting path: `["Album", "Query"]`; for an extension, the extended type's path.
  public var path: [String]
  /// The inherited types as written, whitespace normalized (`@unchecked Sendable`).
  public var inherited: [String]
  /// For a typealias, the aliased type as written.
  public var aliased: String?
  /// Names of the attributes on the declaration (`available`, `AppIntent`, `MainActor`).
  public var attributes: [String]
  /// The byte offset of the declaration's keyword.
  public var offset: Int
  /// Indices into `FileFacts.clauses` of the `#if` clauses around the declaration, outermost first.
  public var clauses: [Int]

  /// Creates a header.
  public init(
    kind: Kind, path: [String], inherited: [String], aliased: String?, attributes: [String], offset: Int,
    clauses: [Int]
  ) {
    self.kind = kind
    self.path = path
    self.inherited = inherited
    self.aliased = aliased
    self.attributes = attributes
    self.offset = offset
    self.clauses = clauses
  }
}

/// One clause of an `#if` block: its condition (none for `#else`) and the clause before it in
/// the same block. It is taken when its condition holds and no earlier clause of the block's
/// does: none of `previous`, of their `previous`, and so on.
public struct IfClauseFacts: Codable, Sendable, Hashable {
  /// The condition's source text, `nil` for `#else`.
  public var condition: String?
  /// The index of the clause just before it in the same block (empty for `#if`). Earlier
  /// clauses may be listed too (facts written before listed them all); each index is below the
  /// clause's own.
  public var previous: [Int]

  /// Creates a clause.
  public init(condition: String?, previous: [Int]) {
    self.condition = condition
    self.previous = previous
  }
}
