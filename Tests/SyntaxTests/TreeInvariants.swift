import Source
import Syntax

/// Checks the structural promises of a `SyntaxTree`.
enum TreeInvariants {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Every token belongs to exactly one node (a walk of nodes and direct tokens visits each
  /// token once, in order); tokens with their leading trivia reproduce the file; child token
  /// ranges nest inside their parent's and follow each other; preorder bookkeeping holds.
  static func check(_ tree: SyntaxTree, label: String) throws {
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
      throw Failure(description: "\(label): tokens are not each owned by exactly one node, in order")
    }
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(tree.file.bytes.count)
    for (index, token) in tree.tokens.enumerated() {
      let start = tree.leadingTriviaStart(ofToken: index)
      guard start <= Int(token.start), token.end <= tree.file.bytes.count else {
        throw Failure(description: "\(label): token \(index) out of order or out of bounds")
      }
      rebuilt.append(contentsOf: tree.file.bytes[start..<token.end])
    }
    guard rebuilt == tree.file.bytes else { throw Failure(description: "\(label): tree does not reproduce the file") }
    guard tree.tokens.last?.kind == .endOfFile, tree.nodes.first?.kind == .sourceFile else {
      throw Failure(description: "\(label): root or end-of-file token missing")
    }
    for index in tree.nodes.indices {
      let raw = tree.nodes[index]
      guard raw.firstToken <= raw.endToken, Int(raw.subtreeEnd) > index, Int(raw.subtreeEnd) <= tree.nodes.count else {
        throw Failure(description: "\(label): node \(index) (\(raw.kind)) has inconsistent bounds")
      }
      var previousEnd = raw.firstToken
      for child in tree.node(at: index).children {
        let childRaw = child.raw
        guard childRaw.parent == Int32(index), childRaw.firstToken >= previousEnd, childRaw.endToken <= raw.endToken
        else {
          throw Failure(description: "\(label): child \(child.index) (\(childRaw.kind)) does not nest in \(raw.kind)")
        }
        previousEnd = childRaw.endToken
      }
    }
  }
}
