import Source

/// A lossless syntax tree stored as a flat preorder array of nodes over a token array.
///
/// Every token belongs to exactly one node: the innermost node whose token range contains it.
/// Trivia is not stored: the bytes between two tokens are the *leading trivia* of the second,
/// so a node's byte range starts where the token before its first token ends. Printing every
/// token with its leading trivia, in order, reproduces the file byte for byte.
///
/// Nodes are in preorder; a node's descendants are the nodes `index + 1 ..< subtreeEnd`, so
/// walks are loops, not recursion, however deep the tree is.
public final class SyntaxTree: Sendable {
  /// The file the tree was parsed from.
  public let file: SourceFile
  /// The significant tokens, in order, ending with `endOfFile`. Tokens split by the parser
  /// (`>>` closing two generic lists) appear as their parts. Inside a `skippedDeclaration`
  /// only its first and last tokens, its first `{` (when it ends with a `}`) and the identifiers of spellings no earlier
  /// skipped declaration of the file kept are kept (`ParserOptions.keptNames`); the bytes of
  /// the others are part of the leading bytes of the next kept token.
  public let tokens: [Token]
  /// The nodes in preorder; `nodes[0]` is the `sourceFile` root.
  public let nodes: [RawNode]
  /// The lexer's problems.
  public let lexerIssues: [LexerIssue]
  /// Places where the parser gave up on nesting (see `Parser.maximumNesting`).
  public let nestingFailures: [NestingFailure]

  /// Creates a tree; used by `TreeBuilder`.
  init(
    file: SourceFile, tokens: [Token], nodes: [RawNode], lexerIssues: [LexerIssue], nestingFailures: [NestingFailure]
  ) {
    self.file = file
    self.tokens = tokens
    self.nodes = nodes
    self.lexerIssues = lexerIssues
    self.nestingFailures = nestingFailures
  }

  /// The root `sourceFile` node.
  public var root: SyntaxNode { SyntaxNode(tree: self, index: 0) }

  /// Whether the parser recorded a missing or unexpected node, or ran out of nesting (the
  /// lexer's issues aside).
  public var hasParseErrors: Bool {
    !nestingFailures.isEmpty || nodes.contains { $0.kind.isMissing || $0.kind == .unexpected }
  }

  /// The node at `index` of `nodes`.
  public func node(at index: Int) -> SyntaxNode { SyntaxNode(tree: self, index: Int32(index)) }

  /// The offset where the leading trivia of token `index` starts.
  @inline(__always)
  public func leadingTriviaStart(ofToken index: Int) -> Int {
    index == 0 ? 0 : tokens[index - 1].end
  }

  /// The source text of `token` (without trivia).
  public func text(of token: Token) -> String { file.text(in: token.range) }

  /// Whether the bytes of `token` spell `ascii`.
  public func token(_ token: Token, is ascii: String) -> Bool {
    let start = Int(token.start)
    let length = Int(token.length)
    guard length == ascii.utf8.count, start + length <= file.bytes.count else { return false }
    var index = start
    for byte in ascii.utf8 {
      if file.bytes[index] != byte { return false }
      index += 1
    }
    return true
  }
}

/// One node of a `SyntaxTree` in its flat storage (20 bytes).
public struct RawNode: Sendable, Hashable {
  /// What the node is.
  public var kind: SyntaxKind
  /// Extra data: for `missingToken`, the raw value of the expected `TokenKind`.
  public var detail: UInt16
  /// The index of the parent node; `-1` for the root.
  public var parent: Int32
  /// The index of the node's first token.
  public var firstToken: Int32
  /// One past the index of the node's last token (equal to `firstToken` for empty nodes).
  public var endToken: Int32
  /// One past the index of the node's last descendant.
  public var subtreeEnd: Int32
}
