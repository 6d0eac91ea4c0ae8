import Source

/// What the parser emits: a flat list of node starts, tokens and node ends, 8 bytes each.
///
/// A `start` may name a *forward parent* (an offset to a later `start` event): the later node
/// then encloses this one, which is how `precede` wraps an already-parsed left operand or callee
/// without moving events (the technique of rust-analyzer's parser).
///
/// One word instead of an enum: the enum's two cases with a 32-bit payload needed a tag byte
/// of their own, 12 bytes a stride, and the events a 5 MB file's parser reserves (three per
/// token) were 28 MB of its 65 MB peak (docs/performance.md, "Parse events in one word"). The low 16 bits hold a start's kind (its
/// raw value) or one of the codes above every kind's; the next 16 the start's detail; the high
/// 32 a start's forward parent or a run's token count.
struct ParseEvent {
  private let raw: UInt64

  private init(code: UInt16, detail: UInt16 = 0, high: Int32 = 0) {
    raw = UInt64(code) | UInt64(detail) << 16 | UInt64(UInt32(bitPattern: high)) << 32
  }

  /// The codes of the events that are not starts, above every `SyntaxKind` raw value.
  private enum Code {
    static let token: UInt16 = 0xFFFF
    static let tokens: UInt16 = 0xFFFE
    static let finish: UInt16 = 0xFFFD
    static let tombstone: UInt16 = 0xFFFC
  }

  /// A node begins. `forwardParent` is `0` or the distance to the start of its new parent.
  static func start(kind: SyntaxKind, detail: UInt16, forwardParent: Int32) -> ParseEvent {
    ParseEvent(code: kind.rawValue, detail: detail, high: forwardParent)
  }
  /// The next consumed token (the lexer's, with `Parser.tokenEdits` applied) belongs to the
  /// innermost open node.
  static let token = ParseEvent(code: Code.token)
  /// The next `count` consumed tokens belong to the innermost open node (a skipped declaration).
  static func tokens(count: Int32) -> ParseEvent { ParseEvent(code: Code.tokens, high: count) }
  /// The innermost open node ends.
  static let finish = ParseEvent(code: Code.finish)
  /// A start that was abandoned or already consumed as a forward parent.
  static let tombstone = ParseEvent(code: Code.tombstone)

  /// What the event is, to switch over.
  enum Shape {
    case start(kind: SyntaxKind, detail: UInt16, forwardParent: Int32)
    case token
    case tokens(count: Int32)
    case finish
    case tombstone
  }

  /// What the event is.
  @inline(__always)
  var shape: Shape {
    let code = UInt16(truncatingIfNeeded: raw)
    let high = Int32(bitPattern: UInt32(truncatingIfNeeded: raw >> 32))
    switch code {
    case Code.token: return .token
    case Code.tokens: return .tokens(count: high)
    case Code.finish: return .finish
    case Code.tombstone: return .tombstone
    default:
      // Only `start` writes other codes, each a kind's raw value.
      return .start(
        kind: SyntaxKind(rawValue: code) ?? .unexpected, detail: UInt16(truncatingIfNeeded: raw >> 16),
        forwardParent: high)
    }
  }
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
  /// The open nodes of `stack`, innermost last: the parent of the next node opened.
  private var openNodes: [Int32] = []
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
  ///
  /// The events are read once, front to back (a forward parent is always later), so on Linux
  /// the pages of those already read are given back as the loop goes (`ReadEventPages`): a
  /// large file's events and its nodes were both resident at the end of the build.
  mutating func build(
    file: SourceFile, lexerIssues: [LexerIssue], nestingFailures: [NestingFailure]
  ) -> SyntaxTree {
    var events: [ParseEvent] = []
    swap(&events, &self.events)
    var chain: [(kind: SyntaxKind, detail: UInt16, event: Int)] = []
    events.withUnsafeMutableBufferPointer { events in
      var readPages = ReadEventPages(events)
      for index in events.indices {
        switch events[index].shape {
        case .start(let kind, let detail, let forwardParent):
          guard forwardParent != 0 else {
            open(kind, detail: detail, event: index)
            break
          }
          chain.removeAll(keepingCapacity: true)
          chain.append((kind, detail, index))
          var parentOffset = forwardParent
          var position = index
          while parentOffset != 0 {
            position += Int(parentOffset)
            guard case .start(let parentKind, let parentDetail, let next) = events[position].shape else { break }
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
        readPages.passed(index)
      }
    }
    events = []
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
  ///
  /// The innermost fold is read in place: a copy of it (`folds.last`) retained and released its
  /// plan's arrays for every node opened inside a folded sequence.
  private mutating func beginElementIfNeeded() {
    let last = folds.count - 1
    guard last >= 0, stack.count == folds[last].baseDepth + folds[last].openCount,
      folds[last].element < folds[last].plan.opens.count
    else { return }
    for kind in folds[last].plan.opens[folds[last].element] {
      openRaw(kind, detail: 0)
      folds[last].openCount += 1
    }
  }

  private mutating func openRaw(_ kind: SyntaxKind, detail: UInt16) {
    let parent = openNodes.last ?? -1
    nodes.append(
      RawNode(kind: kind, detail: detail, parent: parent, firstToken: nextToken, endToken: nextToken, subtreeEnd: 0))
    stack.append(.node(Int32(nodes.count - 1)))
    openNodes.append(Int32(nodes.count - 1))
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
      // The innermost fold in place, as in `beginElementIfNeeded`.
      let last = folds.count - 1
      guard last >= 0, stack.count == folds[last].baseDepth + folds[last].openCount else { return }
      if folds[last].element < folds[last].plan.closes.count {
        for _ in 0..<min(folds[last].plan.closes[folds[last].element], folds[last].openCount) {
          closeRaw()
          folds[last].openCount -= 1
        }
      }
      folds[last].element += 1
    }
  }

  private mutating func closeRaw() {
    if case .node(let index)? = stack.popLast() { finishRaw(index) }
  }

  /// Ends node `index`, the innermost open one.
  private mutating func finishRaw(_ index: Int32) {
    openNodes.removeLast()
    nodes[Int(index)].endToken = nextToken
    nodes[Int(index)].subtreeEnd = Int32(nodes.count)
  }
}
