import Source
import Syntax

/// The structural promises of a `SyntaxTree`.
///
/// - Ownership: a walk of nodes and their direct tokens visits every token exactly once, in
///   order.
/// - Lossless: the tokens with their leading trivia reproduce the file byte for byte.
/// - Nesting: each child's tokens lie inside its parent's and after its previous sibling's; the
///   preorder bookkeeping (`parent`, `subtreeEnd`) is consistent.
///
/// The walk uses an explicit stack, so trees of any depth are checked without recursion.
public enum TreeInvariants {
  /// Checks every promise on `tree`; `label` names the input in the violation.
  public static func check(_ tree: SyntaxTree, label: String) throws(InvariantViolation) {
    try checkOwnership(tree, label: label)
    try checkLossless(tree, label: label)
    try checkNesting(tree, label: label)
  }

  private static func checkOwnership(_ tree: SyntaxTree, label: String) throws(InvariantViolation) {
    var visited: [Int32] = []
    visited.reserveCapacity(tree.tokens.count)
    var stack: [(elements: [SyntaxElement], next: Int)] = [(tree.root.elements, 0)]
    while !stack.isEmpty {
      let top = stack.count - 1
      guard stack[top].next < stack[top].elements.count else {
        stack.removeLast()
        continue
      }
      let element = stack[top].elements[stack[top].next]
      stack[top].next += 1
      switch element {
      case .token(let token): visited.append(token.index)
      case .node(let node): stack.append((node.elements, 0))
      }
    }
    guard visited == Array(0..<Int32(tree.tokens.count)) else {
      throw InvariantViolation(label, "tokens are not each owned by exactly one node, in order")
    }
  }

  private static func checkLossless(_ tree: SyntaxTree, label: String) throws(InvariantViolation) {
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(tree.file.bytes.count)
    for (index, token) in tree.tokens.enumerated() {
      let start = tree.leadingTriviaStart(ofToken: index)
      guard start <= Int(token.start), token.end <= tree.file.bytes.count else {
        throw InvariantViolation(label, "token \(index) out of order or out of bounds")
      }
      rebuilt.append(contentsOf: tree.file.bytes[start..<token.end])
    }
    guard rebuilt == tree.file.bytes else { throw InvariantViolation(label, "tree does not reproduce the file") }
    guard tree.tokens.last?.kind == .endOfFile, tree.nodes.first?.kind == .sourceFile else {
      throw InvariantViolation(label, "root or end-of-file token missing")
    }
  }

  private static func checkNesting(_ tree: SyntaxTree, label: String) throws(InvariantViolation) {
    for index in tree.nodes.indices {
      let raw = tree.nodes[index]
      guard raw.firstToken <= raw.endToken, Int(raw.endToken) <= tree.tokens.count, Int(raw.subtreeEnd) > index,
        Int(raw.subtreeEnd) <= tree.nodes.count
      else {
        throw InvariantViolation(label, "node \(index) (\(raw.kind)) has inconsistent bounds")
      }
      var previousEnd = raw.firstToken
      for child in tree.node(at: index).children {
        let childRaw = child.raw
        guard childRaw.parent == Int32(index), childRaw.firstToken >= previousEnd, childRaw.endToken <= raw.endToken
        else {
          throw InvariantViolation(label, "child \(child.index) (\(childRaw.kind)) does not nest in \(raw.kind)")
        }
        previousEnd = childRaw.endToken
      }
      let range = tree.node(at: index).range
      guard range.start >= 0, range.start <= range.end, range.end <= tree.file.bytes.count else {
        throw InvariantViolation(label, "node \(index) (\(raw.kind)) has byte range \(range) outside the file")
      }
    }
  }
}
