/// The names a file mentions (`FileFacts.mentions`), told apart by the file-level declaration
/// that mentions them, for the files the selection keeps for their App Intents roles.
///
/// A file that declares an intent often declares other things too (the view that shows a
/// button for it, models, helpers). `RelevantFiles` keeps a declaration of such a file only
/// when a name it declares is needed (the intent's, or one a kept declaration mentions), and
/// counts only the mentions of the kept ones; the parse then skips the others
/// (`ParserOptions.keptNames`). The declarations told apart are the ones a parse may skip: a
/// `struct`, `class`, `enum`, `actor`, `protocol`, `extension` or `func` at file level, outside
/// every `#if`, from its keyword to its body's `}`. Everything else, attributes and modifiers
/// included, is `shared`: counted whatever is kept. So is a declaration the scan cannot vouch
/// for a parse reading the same way (`Declaration.isShared`).
public struct DeclarationMentions: Sendable, Hashable {
  /// One file-level declaration a parse may skip.
  public struct Declaration: Sendable, Hashable {
    /// The names the declaration counts as its own: every component of the path of every
    /// declaration the scan records inside it, its own first (as `ParserOptions.keptNames`
    /// counts them, less the types declared in function bodies, which no lookup reaches).
    public var declaredNames: [String]
    /// What it mentions, as indices into `DeclarationMentions.names`, ascending.
    public var mentions: [Int32]
    /// Whether its mentions count whatever is kept: it has no body, a delimiter in it does not
    /// pair, a token holds a lexer issue, or a `#if` stands in its header or in a clause that
    /// leaves a `(` or `[` open. A parse may read such a declaration otherwise.
    public var isShared: Bool

    /// Creates a declaration's mentions.
    public init(declaredNames: [String], mentions: [Int32], isShared: Bool) {
      self.declaredNames = declaredNames
      self.mentions = mentions
      self.isShared = isShared
    }
  }

  /// Every name the file mentions, sorted and unique (`FileFacts.mentions`).
  public var names: [String]
  /// The mentions outside the declarations, as indices into `names`, ascending.
  public var shared: [Int32]
  /// The file-level declarations a parse may skip, in source order.
  public var declarations: [Declaration]

  /// Creates the mentions of a file.
  public init(names: [String], shared: [Int32], declarations: [Declaration]) {
    self.names = names
    self.shared = shared
    self.declarations = declarations
  }

  /// The mentions of a file known only by its names (recorded facts, or a file that cannot be
  /// read): all of them shared.
  public init(sharing names: [String]) {
    self.names = names
    shared = names.indices.map { Int32($0) }
    declarations = []
  }
}
