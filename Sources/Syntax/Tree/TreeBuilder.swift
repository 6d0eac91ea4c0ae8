import Source

/// Turns parse events into a `SyntaxTree`, applying forward parents and operator folding.
struct TreeBuilder {
  private var events: [ParseEvent]
  private let tokens: [Token]
  private let foldPlans: [Int: FoldPlan]

  /// The nodes made so far, written into the tree's array while `build` runs (`nodeCount` of
  /// them): an array of the builder's own checked its uniqueness and capacity at every append
  /// and every write, a third of the build's instructions for a large file.
  private var nodes = UnsafeMutableBufferPointer<RawNode>(start: nil, count: 0)
  private var nodeCount = 0
  /// The open nodes (their indices) and folded sequences (`foldedSequence`), innermost last.
  private let stack = OpenEntries()
  /// The open nodes of `stack`, innermost last: the parent of the next node opened.
  private let openNodes = OpenEntries()
  private var folds: [FoldState] = []
  private var nextToken: Int32 = 0

  /// The `stack` entry of a folded sequence; a node's is its index.
  private static let foldedSequence: Int32 = -1

  private struct FoldState {
    let plan: FoldPlan
    /// `stack.count` right after the folded sequence's placeholder entry was pushed.
    let baseDepth: Int
    var element = 0
    var openCount = 0
    /// The last element whose fold nodes were opened: each element's are opened once, so the
    /// plan makes no more nodes than it holds (`build` makes the tree's array at that size).
    var openedThrough = -1
  }

  init(events: [ParseEvent], tokens: [Token], foldPlans: [Int: FoldPlan]) {
    self.events = events
    self.tokens = tokens
    self.foldPlans = foldPlans
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
    // Every start event makes one node, and so does every fold node a plan opens: the tree's
    // array is made at its size, and written in place.
    let nodeBound =
      events.reduce(0) { count, event in if case .start = event.shape { count + 1 } else { count } }
      + foldPlans.values.reduce(0) { $0 + $1.nodeCount }
    let built = [RawNode](unsafeUninitializedCapacity: nodeBound) { buffer, initialized in
      nodes = buffer
      buildNodes(&events)
      initialized = nodeCount
      // The buffer is the array's from here on.
      nodes = UnsafeMutableBufferPointer(start: nil, count: 0)
    }
    events = []
    return SyntaxTree(
      file: file, tokens: tokens.trimmedToFit(), nodes: built.trimmedToFit(), lexerIssues: lexerIssues,
      nestingFailures: nestingFailures)
  }

  /// Makes the nodes of `events` in `nodes` (room for all of them), consuming the events.
  private mutating func buildNodes(_ events: inout [ParseEvent]) {
    var chain: [(kind: SyntaxKind, detail: UInt16, event: Int)] = []
    events.withUnsafeMutableBufferPointer { events in
      var readPages = ReadEventPages(events)
      // A stretch of events at a time, the pages of those read given back after each.
      for stretch in stride(from: 0, to: events.count, by: ReadEventPages.stretch) {
        for index in stretch..<min(stretch + ReadEventPages.stretch, events.count) {
          read(index, of: events, chain: &chain)
        }
        readPages.giveBack(before: stretch + ReadEventPages.stretch)
      }
    }
    while !stack.isEmpty { close() }
  }

  /// Reads event `index` of `events`: opens its node (and the forward parents it leads to,
  /// whose starts become tombstones), counts its tokens, or closes the innermost node.
  @inline(__always)
  private mutating func read(
    _ index: Int, of events: UnsafeMutableBufferPointer<ParseEvent>,
    chain: inout [(kind: SyntaxKind, detail: UInt16, event: Int)]
  ) {
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
  }

  private mutating func open(_ kind: SyntaxKind, detail: UInt16, event: Int) {
    if kind == .sequenceExpr, let plan = foldPlans[event] {
      beginElementIfNeeded()
      stack.push(Self.foldedSequence)
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
      folds[last].element < folds[last].plan.elementCount, folds[last].element > folds[last].openedThrough
    else { return }
    let element = folds[last].element
    folds[last].openedThrough = element
    for position in 0..<folds[last].plan.openCount(at: element) {
      openRaw(folds[last].plan.openKind(at: element, position), detail: 0)
      folds[last].openCount += 1
    }
  }

  private mutating func openRaw(_ kind: SyntaxKind, detail: UInt16) {
    let parent = openNodes.last ?? -1
    precondition(nodeCount < nodes.count, "more nodes than start events and fold nodes")
    nodes.initializeElement(
      at: nodeCount,
      to: RawNode(kind: kind, detail: detail, parent: parent, firstToken: nextToken, endToken: nextToken, subtreeEnd: 0)
    )
    stack.push(Int32(nodeCount))
    openNodes.push(Int32(nodeCount))
    nodeCount += 1
  }

  private mutating func close() {
    guard let top = stack.pop() else { return }
    if top == Self.foldedSequence {
      if let fold = folds.popLast() {
        for _ in 0..<fold.openCount { closeRaw() }
      }
    } else {
      finishRaw(top)
      // The innermost fold in place, as in `beginElementIfNeeded`.
      let last = folds.count - 1
      guard last >= 0, stack.count == folds[last].baseDepth + folds[last].openCount else { return }
      if folds[last].element < folds[last].plan.elementCount {
        for _ in 0..<min(folds[last].plan.closeCount(after: folds[last].element), folds[last].openCount) {
          closeRaw()
          folds[last].openCount -= 1
        }
      }
      folds[last].element += 1
    }
  }

  private mutating func closeRaw() {
    if let index = stack.pop(), index != Self.foldedSequence { finishRaw(index) }
  }

  /// Ends node `index`, the innermost open one.
  private mutating func finishRaw(_ index: Int32) {
    openNodes.removeLast()
    nodes[Int(index)].endToken = nextToken
    nodes[Int(index)].subtreeEnd = Int32(nodeCount)
  }
}
