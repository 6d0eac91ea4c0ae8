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
