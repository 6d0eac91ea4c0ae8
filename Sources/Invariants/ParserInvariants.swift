import Diagnostics
import Source
import Syntax

/// The parser's promises on one input, under every option set the tool uses.
///
/// For each variant the tree keeps `TreeInvariants`, its diagnostics keep
/// `DiagnosticInvariants`, and diagnosing twice gives the same list. Across variants: the lexer
/// issues are the same, and a parse whose small nesting budget never ran out builds exactly the
/// tree of the default budget (the budget may change the result only where it is exhausted). A
/// skipped declaration keeps, from its keyword on, exactly the lexer's tokens that
/// `ParserTokens.dropSkipped` promises: its first and last, its first `{` when it ends with a
/// `}`, and each identifier whose bytes no earlier identifier of a skipped declaration of the
/// file has.
public enum ParserInvariants {
  /// A named set of parser options.
  public struct Variant: Sendable {
    /// A short name for messages, such as `skip-bodies`.
    public let name: String
    /// The options.
    public let options: ParserOptions
    /// Whether `options.keptNames` is replaced by the names of every type and extended type
    /// the default parse finds, so that what skips members is reached.
    public var keepsTypeNames = false
  }

  /// The default options first; then skipping function bodies (as fast scans do), and every
  /// file-level declaration it can too (as for a file kept for a name it declares); every
  /// file-level declaration it can with the bodies of the others (as for a file kept for its
  /// roles); the members it can of a file whose types are all kept (as for a file kept for a
  /// name it declares, `ParserOptions.skipsUnneededMembers`); the kept file-level declarations
  /// of a file whose types are all kept read for their names alone (as for a file kept for its
  /// roles, `ParserOptions.bodyNames`); then a nesting budget of 8, so that unwinding and
  /// recovery after "nesting too deep" run on small inputs.
  public static let variants: [Variant] = [
    Variant(name: "default", options: ParserOptions()),
    Variant(name: "skip-bodies", options: ParserOptions(skipsFunctionBodies: true)),
    Variant(name: "skip-declarations", options: ParserOptions(skipsFunctionBodies: true, keptNames: [])),
    Variant(name: "skip-declarations-keep-bodies", options: ParserOptions(keptNames: [])),
    Variant(
      name: "skip-members",
      options: ParserOptions(skipsFunctionBodies: true, keptNames: [], skipsUnneededMembers: true),
      keepsTypeNames: true),
    Variant(name: "body-names", options: ParserOptions(keptNames: [], bodyNames: []), keepsTypeNames: true),
    Variant(name: "nesting-8", options: ParserOptions(maximumNesting: 8)),
  ]

  /// Checks `file` under every variant; `label` names the input. With `onLargeStack`, parsing
  /// runs on a `LargeStack` thread as the command line does; without it, on the calling thread,
  /// which then relies on the nesting budget alone to bound the stack (as the fuzzer checks).
  public static func check(_ file: SourceFile, label: String, onLargeStack: Bool) throws(InvariantViolation) {
    guard onLargeStack else { return try checkAllVariants(file, label: label) }
    let violation: InvariantViolation? = LargeStack.run {
      do throws(InvariantViolation) {
        try checkAllVariants(file, label: label)
        return nil
      } catch {
        return error
      }
    }
    if let violation { throw violation }
  }

  private static func checkAllVariants(_ file: SourceFile, label: String) throws(InvariantViolation) {
    var defaultTree: SyntaxTree?
    for variant in variants {
      let variantLabel = "\(label) [\(variant.name)]"
      var options = variant.options
      if variant.keepsTypeNames, let reference = defaultTree { options.keptNames = typeNames(in: reference) }
      let tree = Parser.parse(file, options: options)
      try TreeInvariants.check(tree, label: variantLabel)
      if variant.options.keptNames != nil { try checkSkippedTokens(tree, label: variantLabel) }
      let diagnostics = ParseDiagnostics.diagnose(tree)
      try DiagnosticInvariants.check(diagnostics, file: file, label: variantLabel)
      guard ParseDiagnostics.diagnose(tree) == diagnostics else {
        throw InvariantViolation(variantLabel, "diagnosing the same tree twice gives different diagnostics")
      }
      guard let reference = defaultTree else {
        defaultTree = tree
        continue
      }
      guard tree.lexerIssues == reference.lexerIssues else {
        throw InvariantViolation(variantLabel, "lexer issues differ from the default parse")
      }
      let budgetNeverRanOut = tree.nestingFailures.isEmpty && reference.nestingFailures.isEmpty
      if variant.options.maximumNesting < Parser.defaultMaximumNesting, !variant.options.skipsFunctionBodies,
        budgetNeverRanOut, tree.nodes != reference.nodes
      {
        throw InvariantViolation(variantLabel, "a budget that never ran out changed the tree")
      }
    }
  }

  /// The names of the types `tree` declares and the names in the types its extensions extend.
  private static func typeNames(in tree: SyntaxTree) -> Set<String> {
    var names: Set<String> = []
    for node in tree.root.descendants {
      switch node.kind {
      case .structDecl, .classDecl, .enumDecl, .protocolDecl, .actorDecl:
        if let name = node.declaredName { names.insert(name) }
      case .extensionDecl:
        guard let extended = node.children.first(where: { $0.kind != .attributeList && $0.kind != .modifierList })
        else { continue }
        let parts = extended.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        names.formUnion(parts.map(String.init))
      default:
        continue
      }
    }
    return names
  }

  /// Each `skippedDeclaration`'s tokens from its keyword on (after its attribute and modifier
  /// nodes) against the lexer's tokens over the same bytes.
  private static func checkSkippedTokens(_ tree: SyntaxTree, label: String) throws(InvariantViolation) {
    let lexed = Lexer.tokenize(tree.file.bytes, includeTrivia: false).tokens
    var next = 0
    var spellings: Set<ArraySlice<UInt8>> = []
    for node in tree.root.descendants(ofKind: .skippedDeclaration) {
      let raw = node.raw
      let firstOwn = node.children.reduce(Int(raw.firstToken)) { max($0, Int($1.raw.endToken)) }
      let own = tree.tokens[firstOwn..<Int(raw.endToken)]
      guard let first = own.first, let last = own.last else { continue }
      while next < lexed.count && lexed[next].start < first.start { next += 1 }
      var expected: [Token] = []
      var keptBrace = last.kind != .rightBrace
      var index = next
      while index < lexed.count && lexed[index].end <= last.end {
        let token = lexed[index]
        let isEnd = token.start == first.start || token.start == last.start
        if isEnd {
          expected.append(token)
        } else if token.kind == .identifier {
          if spellings.insert(tree.file.bytes[Int(token.start)..<token.end]).inserted { expected.append(token) }
        } else if token.kind == .leftBrace && !keptBrace {
          keptBrace = true
          expected.append(token)
        }
        index += 1
      }
      guard expected == Array(own) else {
        throw InvariantViolation(
          label,
          "the skipped declaration at offset \(first.start) keeps other tokens than its ends, first `{` (when it ends with a `}`) and new spellings"
        )
      }
      next = index
    }
  }
}
