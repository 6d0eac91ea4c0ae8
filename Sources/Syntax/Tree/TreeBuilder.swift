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
///
/// A sequence with one operator (`a = b`, `x + 1`), by far the most common, needs no storage;
/// a longer one keeps its fold nodes in three flat arrays. An array of kinds per element made
/// a plan two allocations more than it had elements: over a 5 MB file parsed whole the plans
/// were 95 M of 1,273 M instructions, made and freed (docs/performance.md, "Parse events in
/// one word").
struct FoldPlan {
  private enum Storage {
    /// One operator: a node of this kind opens at element 0 and closes after element 2.
    case single(SyntaxKind)
    /// The fold nodes' kinds, grouped by the element they open at (outermost first); where
    /// each element's group starts in `kinds` (one more entry than elements); how many nodes
    /// close after each element.
    case flat(kinds: [SyntaxKind], starts: [Int32], closes: [Int32])
  }

  private let storage: Storage

  /// The plan of a sequence with one operator, folded into a node of `kind`.
  init(single kind: SyntaxKind) {
    storage = .single(kind)
  }

  /// The plan of `elementCount` elements whose fold nodes are `folded` (each with the elements
  /// it spans), in any order.
  init(elementCount: Int, folded: [(kind: SyntaxKind, start: Int, end: Int)]) {
    // Outer nodes first: among nodes starting at the same element, the one ending last.
    let sorted = folded.sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
    var starts = [Int32](repeating: 0, count: elementCount + 1)
    var closes = [Int32](repeating: 0, count: elementCount)
    for node in sorted {
      starts[node.start + 1] += 1
      closes[node.end] += 1
    }
    for element in 0..<elementCount { starts[element + 1] += starts[element] }
    storage = .flat(kinds: sorted.map(\.kind), starts: starts, closes: closes)
  }

  /// How many elements the sequence has.
  var elementCount: Int {
    switch storage {
    case .single: 3
    case .flat(_, let starts, _): starts.count - 1
    }
  }

  /// How many fold nodes it makes.
  var nodeCount: Int {
    switch storage {
    case .single: 1
    case .flat(let kinds, _, _): kinds.count
    }
  }

  /// How many fold nodes open before `element`.
  func openCount(at element: Int) -> Int {
    switch storage {
    case .single: element == 0 ? 1 : 0
    case .flat(_, let starts, _): Int(starts[element + 1] - starts[element])
    }
  }

  /// The kind of the `position`th fold node (outermost first) that opens before `element`.
  func openKind(at element: Int, _ position: Int) -> SyntaxKind {
    switch storage {
    case .single(let kind): kind
    case .flat(let kinds, let starts, _): kinds[Int(starts[element]) + position]
    }
  }

  /// How many fold nodes close after `element`.
  func closeCount(after element: Int) -> Int {
    switch storage {
    case .single: element == 2 ? 1 : 0
    case .flat(_, _, let closes): Int(closes[element])
    }
  }
}

/// Turns parse events into a `SyntaxTree`, applying forward parents and operator folding.
struct TreeBuilder {
  private var events: [ParseEvent]
  private let tokens: [Token]
  private let foldPlans: [Int: FoldPlan]

  /// The nodes made so far, written into the tree's array while `build` runs (`nodeCount` of
  /// them): an array of the builder's own checked its uniqueness and capacity at every append
  /// and every write, a third of the build's instructions for a large file.
  private var nodes: UnsafeMutablePointer<RawNode>
  private var nodeCount = 0
  private var nodeCapacity = 0
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
    nodes = UnsafeMutablePointer(bitPattern: MemoryLayout<RawNode>.alignment)!
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
      nodes = buffer.baseAddress ?? nodes
      nodeCapacity = nodeBound
      buildNodes(&events)
      initialized = nodeCount
    }
    events = []
    return SyntaxTree(
      file: file, tokens: tokens.trimmedToFit(), nodes: built.trimmedToFit(), lexerIssues: lexerIssues,
      nestingFailures: nestingFailures)
  }

  /// Makes the nodes of `events` in `nodes` (room for `nodeCapacity`), consuming the events.
  private mutating func buildNodes(_ events: inout [ParseEvent]) {
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
    while !stack.isEmpty { close() }
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
    precondition(nodeCount < nodeCapacity, "more nodes than start events and fold nodes")
    (nodes + nodeCount).initialize(
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

/// A stack of `Int32` in memory of its own, grown by doubling: `TreeBuilder`'s stacks, which
/// as arrays checked their uniqueness and capacity at every push and pop (a node is pushed and
/// popped twice).
final class OpenEntries {
  /// How many entries it holds.
  private(set) var count = 0
  private var capacity = 64
  private var base = UnsafeMutablePointer<Int32>.allocate(capacity: 64)

  deinit { base.deallocate() }

  /// Whether it holds no entry.
  var isEmpty: Bool { count == 0 }

  /// The innermost entry.
  @inline(__always)
  var last: Int32? { count > 0 ? base[count &- 1] : nil }

  /// Adds `entry` as the innermost.
  @inline(__always)
  func push(_ entry: Int32) {
    if count == capacity { grow() }
    base[count] = entry
    count &+= 1
  }

  /// Removes the innermost entry and returns it.
  @inline(__always)
  func pop() -> Int32? {
    guard count > 0 else { return nil }
    count &-= 1
    return base[count]
  }

  /// Removes the innermost entry (there is one).
  @inline(__always)
  func removeLast() {
    precondition(count > 0)
    count &-= 1
  }

  @inline(never)
  private func grow() {
    let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
    larger.initialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}
