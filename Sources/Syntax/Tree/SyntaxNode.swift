import Source

/// A cheap view of one node of a `SyntaxTree`: the tree and an index.
///
/// Navigation is by index arithmetic over the preorder array: children are found by jumping
/// over subtrees, so no accessor recurses.
public struct SyntaxNode: Sendable, Hashable, CustomStringConvertible {
  /// The tree the node belongs to.
  public let tree: SyntaxTree
  /// The node's index in `tree.nodes`.
  public let index: Int32

  /// Creates a view of node `index` of `tree`.
  public init(tree: SyntaxTree, index: Int32) {
    self.tree = tree
    self.index = index
  }

  public static func == (lhs: SyntaxNode, rhs: SyntaxNode) -> Bool {
    lhs.tree === rhs.tree && lhs.index == rhs.index
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(index) }

  /// The node's storage.
  @inline(__always) public var raw: RawNode { tree.nodes[Int(index)] }

  /// What the node is.
  @inline(__always) public var kind: SyntaxKind { raw.kind }

  /// The parent node, or `nil` for the root.
  public var parent: SyntaxNode? {
    let parent = raw.parent
    return parent < 0 ? nil : SyntaxNode(tree: tree, index: parent)
  }

  /// The indices of the node's tokens in `tree.tokens`.
  public var tokenIndices: Range<Int> { Int(raw.firstToken)..<Int(raw.endToken) }

  /// The node's bytes including the leading trivia of its first token.
  public var range: ByteRange {
    let raw = raw
    let start = tree.leadingTriviaStart(ofToken: Int(raw.firstToken))
    if raw.firstToken == raw.endToken { return .empty(at: start) }
    return ByteRange(start: start, end: tree.tokens[Int(raw.endToken) - 1].end)
  }

  /// The node's bytes from its first token to its last, without leading trivia. An empty
  /// (missing) node sits right after the previous token.
  public var trimmedRange: ByteRange {
    let raw = raw
    if raw.firstToken == raw.endToken { return .empty(at: tree.leadingTriviaStart(ofToken: Int(raw.firstToken))) }
    return ByteRange(start: Int(tree.tokens[Int(raw.firstToken)].start), end: tree.tokens[Int(raw.endToken) - 1].end)
  }

  /// The node's source text without leading trivia.
  public var text: String { tree.file.text(in: trimmedRange) }

  /// Whether the node has no tokens.
  public var isEmpty: Bool { raw.firstToken == raw.endToken }

  /// The node's direct child nodes, in order.
  public var children: SyntaxChildren { SyntaxChildren(tree: tree, parent: index) }

  /// The first direct child of kind `kind`.
  public func child(_ kind: SyntaxKind) -> SyntaxNode? {
    children.first { $0.kind == kind }
  }

  /// Every direct child of kind `kind`.
  public func children(ofKind kind: SyntaxKind) -> [SyntaxNode] {
    children.filter { $0.kind == kind }
  }

  /// The tokens that belong directly to this node (not to a child), in order.
  public var directTokens: [SyntaxToken] {
    var result: [SyntaxToken] = []
    var next = Int(raw.firstToken)
    for child in children {
      let childRaw = child.raw
      while next < Int(childRaw.firstToken) {
        result.append(SyntaxToken(tree: tree, index: Int32(next)))
        next += 1
      }
      next = max(next, Int(childRaw.endToken))
    }
    while next < Int(raw.endToken) {
      result.append(SyntaxToken(tree: tree, index: Int32(next)))
      next += 1
    }
    return result
  }

  /// Children and direct tokens interleaved in source order.
  public var elements: [SyntaxElement] {
    var result: [SyntaxElement] = []
    var next = Int(raw.firstToken)
    for child in children {
      let childRaw = child.raw
      while next < Int(childRaw.firstToken) {
        result.append(.token(SyntaxToken(tree: tree, index: Int32(next))))
        next += 1
      }
      result.append(.node(child))
      next = max(next, Int(childRaw.endToken))
    }
    while next < Int(raw.endToken) {
      result.append(.token(SyntaxToken(tree: tree, index: Int32(next))))
      next += 1
    }
    return result
  }

  /// The first direct token of kind `kind`.
  public func token(_ kind: TokenKind) -> SyntaxToken? {
    directTokens.first { $0.kind == kind }
  }

  /// The first direct token that is the keyword or contextual keyword `keyword`.
  public func token(_ keyword: Keyword) -> SyntaxToken? {
    directTokens.first { $0.token.keyword == keyword }
  }

  /// Every descendant (not including self) in preorder.
  public var descendants: [SyntaxNode] {
    (Int(index) + 1..<Int(raw.subtreeEnd)).map { SyntaxNode(tree: tree, index: Int32($0)) }
  }

  /// The descendants (not including self) of `kind`, in preorder: `descendants` filtered by
  /// kind, without a view (and a retain of the tree) for each of the others. Over a 5 MB file
  /// parsed whole, `descendants` made an 11 MB array of 693,000 views for the few calls a rule
  /// looked for.
  public func descendants(ofKind kind: SyntaxKind) -> [SyntaxNode] {
    var found: [SyntaxNode] = []
    tree.nodes.withUnsafeBufferPointer { nodes in
      for position in Int(index) + 1..<Int(nodes[Int(index)].subtreeEnd) where nodes[position].kind == kind {
        found.append(SyntaxNode(tree: tree, index: Int32(position)))
      }
    }
    return found
  }

  /// The nearest ancestor (not including self) of one of `kinds`.
  public func ancestor(_ kinds: Set<SyntaxKind>) -> SyntaxNode? {
    var current = parent
    while let node = current {
      if kinds.contains(node.kind) { return node }
      current = node.parent
    }
    return nil
  }

  public var description: String { "\(kind)\(trimmedRange)" }
}

/// A token of a tree, by index.
public struct SyntaxToken: Sendable, Hashable {
  /// The tree the token belongs to.
  public let tree: SyntaxTree
  /// The token's index in `tree.tokens`.
  public let index: Int32

  public static func == (lhs: SyntaxToken, rhs: SyntaxToken) -> Bool {
    lhs.tree === rhs.tree && lhs.index == rhs.index
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(index) }

  /// The token's value.
  public var token: Token { tree.tokens[Int(index)] }

  /// The token's kind.
  public var kind: TokenKind { token.kind }

  /// The token's text.
  public var text: String { tree.text(of: token) }

  /// The token's bytes without trivia.
  public var range: ByteRange { token.range }

  /// Whether the token's text is `ascii`.
  public func `is`(_ ascii: String) -> Bool { tree.token(token, is: ascii) }
}

/// A child of a node: a node or a token.
public enum SyntaxElement: Sendable, Hashable {
  /// A child node.
  case node(SyntaxNode)
  /// A token owned directly by the parent.
  case token(SyntaxToken)
}

/// The direct children of a node, found by jumping over subtrees.
public struct SyntaxChildren: Sequence, Sendable {
  let tree: SyntaxTree
  let parent: Int32

  public func makeIterator() -> Iterator {
    Iterator(tree: tree, cursor: parent + 1, end: tree.nodes[Int(parent)].subtreeEnd)
  }

  /// The first child, if any.
  public var first: SyntaxNode? {
    var iterator = makeIterator()
    return iterator.next()
  }

  /// Iterates direct children.
  public struct Iterator: IteratorProtocol {
    let tree: SyntaxTree
    var cursor: Int32
    let end: Int32

    public mutating func next() -> SyntaxNode? {
      guard cursor < end else { return nil }
      let node = SyntaxNode(tree: tree, index: cursor)
      cursor = tree.nodes[Int(cursor)].subtreeEnd
      return node
    }
  }
}
