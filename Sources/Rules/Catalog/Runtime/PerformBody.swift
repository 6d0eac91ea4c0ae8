import Model
import Syntax

/// The body of an intent's `perform()` as syntax: the `.result(...)` values it returns and the
/// calls it makes. Only active `#if` clauses are read.
struct PerformBody {
  /// The `perform()` declaration.
  let function: SyntaxNode
  /// The file it is in.
  let file: ParsedFile
  /// The module index (for `#if` clauses).
  let index: ModuleIndex

  /// The `perform()` of `intent`, when it is declared in the scanned sources with a body.
  init?(_ intent: IntentModel, in context: RuleContext) {
    guard let (function, file) = MemberSyntax.function("perform", of: intent.type, in: context) else { return nil }
    self.init(function: function, file: file, index: context.index)
  }

  /// The body of another function (a helper `perform()` calls), when it has one.
  init?(function: SyntaxNode, file: ParsedFile, index: ModuleIndex) {
    guard function.child(.codeBlock) != nil else { return nil }
    self.function = function
    self.file = file
    self.index = index
  }

  /// The `.result(...)` calls the body returns, in source order: the operands of `return`
  /// statements at any depth of `if`, `guard`, `switch`, `do` and loops, and the expression of a
  /// single-expression body. Returns inside closures and nested functions are not the
  /// function's own and are skipped.
  var returnedResults: [SyntaxNode] {
    guard let body = function.child(.codeBlock) else { return [] }
    let items = index.activeItems(body.items)
    if items.count == 1, let result = Self.resultCall(items[0]) { return [result] }
    var results: [SyntaxNode] = []
    visit(items, enteringClosures: false) { node in
      if node.kind == .returnStmt, let operand = node.children.first, let result = Self.resultCall(operand) {
        results.append(result)
      }
    }
    return results
  }

  /// Every function call in the body, closures included, in source order.
  var calls: [SyntaxNode] {
    guard let body = function.child(.codeBlock) else { return [] }
    var result: [SyntaxNode] = []
    visit(index.activeItems(body.items), enteringClosures: true) { node in
      if node.kind == .functionCallExpr { result.append(node) }
    }
    return result
  }

  /// Calls `body` for every node under `items` in preorder, splicing in active `#if` clauses and
  /// skipping nested declarations (and closures unless `enteringClosures`).
  func visit(_ items: [SyntaxNode], enteringClosures: Bool, _ body: (SyntaxNode) -> Void) {
    var stack = Array(items.reversed())
    while let node = stack.popLast() {
      switch node.kind {
      case .ifConfigDecl:
        if let clause = index.ifConfig.activeClause(of: node) { stack += index.ifConfig.body(of: clause).reversed() }
        continue
      case .functionDecl, .initializerDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl,
        .protocolDecl:
        continue
      case .closureExpr where !enteringClosures:
        continue
      default:
        body(node)
        stack += node.children.reversed()
      }
    }
  }

  /// The `.result(...)` call an expression is, looking through `try` and `await`.
  static func resultCall(_ expression: SyntaxNode) -> SyntaxNode? {
    var node = expression
    while node.kind == .tryExpr || node.kind == .awaitExpr, let inner = Array(node.children).last { node = inner }
    guard node.kind == .functionCallExpr, let called = node.calledExpression, called.kind == .memberAccessExpr,
      called.memberBase == nil, called.memberName == "result"
    else { return nil }
    return node
  }

  /// The argument labels of a call, without the unlabeled ones.
  static func labels(of call: SyntaxNode) -> Set<String> {
    Set(call.arguments.compactMap(\.label))
  }
}
