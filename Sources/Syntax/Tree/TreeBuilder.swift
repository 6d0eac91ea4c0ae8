import Source

/// What the parser emits: a flat list of node starts, tokens and node ends.
///
/// A `start` may name a *forward parent* (an offset to a later `start` event): the later node
/// then encloses this one, which is how `precede` wraps an already-parsed left operand or callee
/// without moving events (the technique of rust-analyzer's parser).
enum ParseEvent {
  /// A node begins. `forwardParent` is `0` or the distance to the start of its new parent.
  case start(kind: SyntaxKind, detail: UInt16, forwardParent: Int32)
  /// The next consumed token (the lexer's, with `Parser.tokenEdits` applied) belongs to the innermost open node.
  case token
  /// The next `count` consumed tokens belong to the innermost open node (a skipped declaration).
  case tokens(count: Int32)
  /// The innermost open node ends.
  case finish
  /// A start that was abandoned or already consumed as a forward parent.
  case tombstone
}

/// How a binary-operator sequence folds: for each element (operand or operator node) the
/// nodes that begin there, outermost first, and how many nodes end there.
struct FoldPlan {
  /// Kinds of the fold nodes that open before element `i`, outermost first.
  var opens: [[SyntaxKind]]
  /// The number of fold nodes that close after element `i`.
  var closes: [Int]
}

/// Turns parse events into a `SyntaxTree`, applying forward parents and operator folding.
struct TreeBuilder {
  private var events: [ParseEvent]
  private let tokens: [Token]
  private let foldPlans: [Int: FoldPlan]

  private var nodes: [RawNode] = []
  private var stack: [StackEntry] = []
  private var folds: [FoldState] = []
  private var nextToken: Int32 = 0

  private enum StackEntry {
    case node(Int32)
    case foldedSequence
  }

  private struct FoldState {
    let plan: FoldPlan
    /// `stack.count` right after the folded sequence's placeholder entry was pushed.
    let baseDepth: Int
    var element = 0
    var openCount = 0
  }

  init(events: [ParseEvent], tokens: [Token], foldPlans: [Int: FoldPlan]) {
    self.events = events
    self.tokens = tokens
    self.foldPlans = foldPlans
    nodes.reserveCapacity(events.count / 3 + 1)
  }

  /// Builds the tree; the events must be balanced and start with the root.
  mutating func build(
    file: SourceFile, lexerIssues: [LexerIssue], nestingFailures: [NestingFailure]
  ) -> SyntaxTree {
    var chain: [(kind: SyntaxKind, detail: UInt16, event: Int)] = []
    for index in events.indices {
      switch events[index] {
      case .start(let kind, let detail, let forwardParent):
        chain.removeAll(keepingCapacity: true)
        chain.append((kind, detail, index))
        var parentOffset = forwardParent
        var position = index
        while parentOffset != 0 {
          position += Int(parentOffset)
          guard case .start(let parentKind, let parentDetail, let next) = events[position] else { break }
          events[position] = .tombstone
          chain.append((parentKind, parentDetail, position))
          parentOffset = next
        }
        for entry in chain.reversed() { open(entry.kind, detail: entry.detail, event: entry.event) }
      case .token:
        nextToken += 1
      case .tokens(let count):
        nextToken += count
      case .finish:
        close()
      case .tombstone:
        break
      }
    }
    while !stack.isEmpty { close() }
    return SyntaxTree(
      file: file, tokens: tokens.trimmedToFit(), nodes: nodes.trimmedToFit(), lexerIssues: lexerIssues,
      nestingFailures: nestingFailures)
  }

  private mutating func open(_ kind: SyntaxKind, detail: UInt16, event: Int) {
    if kind == .sequenceExpr, let plan = foldPlans[event] {
      beginElementIfNeeded()
      stack.append(.foldedSequence)
      folds.append(FoldState(plan: plan, baseDepth: stack.count))
      return
    }
    beginElementIfNeeded()
    openRaw(kind, detail: detail)
  }

  /// Opens the fold nodes scheduled before the element that is about to start, if the node
  /// being opened is a direct element of the innermost folded sequence.
  private mutating func beginElementIfNeeded() {
    guard var fold = folds.last, stack.count == fold.baseDepth + fold.openCount,
      fold.element < fold.plan.opens.count
    else { return }
    for kind in fold.plan.opens[fold.element] {
      openRaw(kind, detail: 0)
      fold.openCount += 1
    }
    folds[folds.count - 1] = fold
  }

  private mutating func openRaw(_ kind: SyntaxKind, detail: UInt16) {
    let parent: Int32
    if case .node(let index)? = stack.last(where: { if case .node = $0 { return true } else { return false } }) {
      parent = index
    } else {
      parent = -1
    }
    nodes.append(
      RawNode(kind: kind, detail: detail, parent: parent, firstToken: nextToken, endToken: nextToken, subtreeEnd: 0))
    stack.append(.node(Int32(nodes.count - 1)))
  }

  private mutating func close() {
    guard let top = stack.popLast() else { return }
    switch top {
    case .foldedSequence:
      if let fold = folds.popLast() {
        for _ in 0..<fold.openCount { closeRaw() }
      }
    case .node(let index):
      finishRaw(index)
      guard var fold = folds.last, stack.count == fold.baseDepth + fold.openCount else { return }
      if fold.element < fold.plan.closes.count {
        for _ in 0..<min(fold.plan.closes[fold.element], fold.openCount) {
          closeRaw()
          fold.openCount -= 1
        }
      }
      fold.element += 1
      folds[folds.count - 1] = fold
    }
  }

  private mutating func closeRaw() {
    if case .node(let index)? = stack.popLast() { finishRaw(index) }
  }

  private mutating func finishRaw(_ index: Int32) {
    nodes[Int(index)].endToken = nextToken
    nodes[Int(index)].subtreeEnd = Int32(nodes.count)
  }
}
