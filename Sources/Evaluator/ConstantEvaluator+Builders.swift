import Source
import Syntax

/// Result-builder bodies and the value of a property (initializer, getter or builder).
extension ConstantEvaluator {
  /// How a property's getter is to be read.
  public enum GetterBuilder: Sendable, Hashable {
    /// No result builder applies: the getter's value is its first `return` or single expression.
    case none
    /// The builder `type` transforms the getter's body.
    case builder(type: String)
    /// A builder applies for type checking, but the extraction cannot see it (a requirement of a
    /// conformance declared in an extension): every body the builder would transform is `runtime`,
    /// even a single expression of the property's own type (`Fixtures/Extraction/
    /// ExtensionConformanceBuilders`).
    case invisible
  }

  /// The value of one pattern binding of a `let`/`var` declaration, as the compiler reports it:
  /// the initializer; otherwise the getter's first `return` (or single expression); otherwise
  /// the builder body; otherwise `runtime`.
  public func propertyValue(
    of binding: SyntaxNode, builder: GetterBuilder, context: EvaluationContext
  ) -> ConstantValue {
    let range = binding.trimmedRange
    let context = context.withBudget(for: binding)
    let annotated = binding.child(.typeAnnotation)?.children.first?.text
    let valueContext = context.with(contextualType: annotated ?? context.contextualType)
    let getterContext = valueContext.inGetter
    if let initializer = binding.child(.initializerClause), let expression = initializer.children.first {
      return evaluate(expression, valueContext, depth: 0)
    }
    guard let accessors = binding.child(.accessorBlock) else {
      return ConstantValue(.runtime(.noInitializer), range: range)
    }
    guard let body = getterBody(of: accessors) else { return ConstantValue(.runtime(.computedGetter), range: range) }
    let items = activeStatements(body, depth: 0)
    if let first = items.first, first.kind == .returnStmt {
      guard let expression = first.children.first else {
        return ConstantValue(.runtime(.missing), range: first.trimmedRange)
      }
      return evaluate(expression, getterContext, depth: 0)
    }
    switch builder {
    case .builder(let type):
      return ConstantValue(
        .builder(type: type, members: builderMembers(items, getterContext, depth: 0)), range: accessors.trimmedRange)
    case .invisible:
      return ConstantValue(.runtime(.builderNotVisible), range: accessors.trimmedRange)
    default:
      if items.count == 1, ConstantEvaluator.isExpression(items[0]) {
        return evaluate(items[0], getterContext, depth: 0)
      }
      return ConstantValue(.runtime(.computedGetter), range: accessors.trimmedRange)
    }
  }

  /// `items` with the active clause of each `#if` spliced in and inactive ones dropped, as the
  /// compiler sees a body: `{ #if os(iOS) return true #else return false #endif }` starts with
  /// `return true`, and a single active expression is the implicit return.
  private func activeStatements(_ items: [SyntaxNode], depth: Int) -> [SyntaxNode] {
    var result: [SyntaxNode] = []
    for item in items where item.kind != .unexpected {
      guard item.kind == .ifConfigDecl else {
        result.append(item)
        continue
      }
      if depth < ConstantEvaluator.maximumDepth, let clause = ifConfig.activeClause(of: item) {
        result += activeStatements(ifConfig.body(of: clause), depth: depth + 1)
      }
    }
    return result
  }

  /// The statements of the getter: the implicit getter's items, or the `get` accessor's body.
  private func getterBody(of accessors: SyntaxNode) -> [SyntaxNode]? {
    let explicit = accessors.children(ofKind: .accessorDecl)
    let accessorsInIfConfig = accessors.children(ofKind: .ifConfigDecl).contains { block in
      !block.descendants(ofKind: .accessorDecl).isEmpty
    }
    if explicit.isEmpty && !accessorsInIfConfig { return accessors.items }
    var candidates = explicit
    for block in accessors.children(ofKind: .ifConfigDecl) {
      if let clause = ifConfig.activeClause(of: block) {
        candidates += ifConfig.body(of: clause).filter { $0.kind == .accessorDecl }
      }
    }
    guard let getter = candidates.first(where: { $0.token(.get) != nil }) else { return nil }
    return getter.child(.codeBlock)?.items
  }

  /// A closure passed where a builder is expected, as a `Builder` value.
  func builderValue(of closure: SyntaxNode, type: String?, _ context: EvaluationContext, depth: Int) -> ConstantValue {
    ConstantValue(
      .builder(type: type, members: builderMembers(closure.items, context.withoutContextualType, depth: depth + 1)),
      range: closure.trimmedRange)
  }

  /// The members of a builder body: one per statement, as the compiler's `buildExpression`,
  /// `buildEither`, `buildOptional`, `buildLimitedAvailability` and `buildArray`.
  func builderMembers(_ items: [SyntaxNode], _ context: EvaluationContext, depth: Int) -> [BuilderMember] {
    guard depth < ConstantEvaluator.maximumDepth else { return [] }
    var members: [BuilderMember] = []
    let elementContext = context.with(contextualType: context.contextualType.flatMap(TypeText.arrayElement))
    for item in items {
      switch item.kind {
      case .ifExpr:
        members.append(builderIf(item, context, depth: depth + 1))
      case .forStmt:
        let body = item.child(.codeBlock)?.items ?? []
        members.append(.array(builderMembers(body, context, depth: depth + 1)))
      case .ifConfigDecl:
        if let clause = ifConfig.activeClause(of: item) {
          members += builderMembers(ifConfig.body(of: clause), context, depth: depth + 1)
        }
      default:
        if ConstantEvaluator.isExpression(item) {
          members.append(.expression(evaluate(item, elementContext, depth: depth + 1)))
        }
      }
    }
    return members
  }

  private func builderIf(_ node: SyntaxNode, _ context: EvaluationContext, depth: Int) -> BuilderMember {
    let blocks = node.children(ofKind: .codeBlock)
    let then = builderMembers(blocks.first?.items ?? [], context, depth: depth)
    var otherwise: [BuilderMember] = []
    var hasElse = false
    if let nested = node.child(.ifExpr) {
      otherwise = [builderIf(nested, context, depth: depth + 1)]
      hasElse = true
    } else if blocks.count > 1 {
      otherwise = builderMembers(blocks[1].items, context, depth: depth)
      hasElse = true
    }
    let conditions = node.child(.conditionList)?.children(ofKind: .condition) ?? []
    let availability = conditions.compactMap { $0.children.first }.filter { $0.kind == .availabilityCondition }
    if !availability.isEmpty && availability.count == conditions.count {
      let versions = availability.flatMap { ConstantEvaluator.platformVersions(in: $0) }
      return .limitedAvailability(availability: versions, then: then, otherwise: otherwise)
    }
    return hasElse ? .either(then: then, otherwise: otherwise) : .optional(then)
  }

  /// The platforms and versions of an `availabilityArguments` list (or a node holding one),
  /// without `*`.
  public static func platformVersions(in node: SyntaxNode) -> [PlatformVersion] {
    let list = node.kind == .availabilityArguments ? node : node.child(.availabilityArguments)
    return (list?.children(ofKind: .availabilityArgument) ?? []).compactMap { argument in
      let tokens = argument.directTokens
      guard let platform = tokens.first, platform.kind == .identifier, tokens.count >= 2,
        tokens[1].kind == .integerLiteral || tokens[1].kind == .floatLiteral
      else { return nil }
      let version = tokens.dropFirst().map(\.text).joined()
      return PlatformVersion(platform: platform.text, version: version)
    }
  }

  /// Whether `node` is an expression (not a declaration or a statement).
  public static func isExpression(_ node: SyntaxNode) -> Bool {
    if node.kind.isDeclaration { return false }
    switch node.kind {
    case .returnStmt, .throwStmt, .breakStmt, .continueStmt, .fallthroughStmt, .deferStmt, .doStmt, .guardStmt,
      .whileStmt, .repeatStmt, .forStmt, .labeledStmt, .yieldStmt, .discardStmt, .thenStmt, .unexpected,
      .missingToken:
      return false
    default:
      return true
    }
  }
}
