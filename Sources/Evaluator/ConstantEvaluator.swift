import Source
import Syntax

/// Classifies expressions exactly as the Swift compiler's const-value extraction does.
///
/// Parentheses, `as` coercions and literal coercions (`LocalizedStringResource("x")`) are
/// looked through; operators, closures, references to globals or instance members, `try` and
/// `if`/`switch` expressions are `runtime` with a reason. Names the expression itself cannot
/// explain (is `Foo` a type? is `.x` an enum case or a static property?) are asked of a
/// `ConstantNameResolving`. Recursion is bounded (`maximumDepth`), so no input traps, and so is
/// the work of one evaluation (`EvaluationBudget`): defaulted arguments are evaluated from the
/// callee's declaration, which could otherwise revisit the same syntax exponentially often
/// (`func f(a: Int = f(), b: Int = f())`).
///
/// Split by category: this file dispatches and handles literals, names and members;
/// `ConstantEvaluator+Calls` handles calls and key paths, `ConstantEvaluator+Builders`
/// result-builder bodies and property values.
public struct ConstantEvaluator: Sendable {
  /// Answers questions about names.
  public let resolver: any ConstantNameResolving
  /// Decides `#if` clauses inside result-builder bodies.
  public let ifConfig: IfConfigEvaluator

  /// How deep nested values are followed before giving up with `runtime(.tooDeep)`.
  public static let maximumDepth = 512

  /// The longest dotted path taken for a type name (`A.B.C`); longer member chains are values.
  static let maximumTypePathLength = 16

  /// Creates an evaluator.
  public init(resolver: any ConstantNameResolving, ifConfig: IfConfigEvaluator) {
    self.resolver = resolver
    self.ifConfig = ifConfig
  }

  /// The value of `expression` in `context`.
  public func evaluate(_ expression: SyntaxNode, context: EvaluationContext = EvaluationContext()) -> ConstantValue {
    evaluate(expression, context.withBudget(for: expression), depth: 0)
  }

  func evaluate(_ node: SyntaxNode, _ context: EvaluationContext, depth: Int) -> ConstantValue {
    let range = node.trimmedRange
    func value(_ kind: ConstantValue.Kind) -> ConstantValue { ConstantValue(kind, range: range) }
    guard depth < ConstantEvaluator.maximumDepth, context.budget?.spendStep() ?? true else {
      return value(.runtime(.tooDeep))
    }
    switch node.kind {
    case .tupleExpr:
      let arguments = node.arguments
      if arguments.count == 1, arguments[0].label == nil {
        return evaluate(arguments[0].value, context, depth: depth + 1)
      }
      return value(
        .tuple(
          arguments.map {
            Argument(label: $0.label, value: evaluate($0.value, context.withoutContextualType, depth: depth + 1))
          }))
    case .integerLiteralExpr:
      return value(.rawLiteral(Literal(.integer, node.text.filter { $0 != "_" })))
    case .floatLiteralExpr:
      return value(.rawLiteral(Literal(.float, node.text)))
    case .booleanLiteralExpr:
      return value(.rawLiteral(Literal(.boolean, node.text)))
    case .nilLiteralExpr:
      return value(.nilLiteral)
    case .stringLiteralExpr:
      return evaluateString(node, context, depth: depth)
    case .prefixOperatorExpr:
      return evaluatePrefix(node, context, depth: depth)
    case .arrayExpr:
      // `[X]` gives elements the type `X`; an option set literal's elements have its own type.
      let element = context.contextualType.map {
        TypeText.arrayElement($0) ?? (TypeText.dictionaryTypes($0) == nil ? $0 : "")
      }
      let elements = node.children(ofKind: .arrayElement).compactMap { $0.children.first }
      return value(
        .array(elements.map { evaluate($0, context.with(contextualType: element), depth: depth + 1) }))
    case .dictionaryExpr:
      let (keyType, valueType) = context.contextualType.flatMap(TypeText.dictionaryTypes) ?? (nil, nil)
      let entries = node.children(ofKind: .dictionaryElement).compactMap { element -> DictionaryEntry? in
        let parts = Array(element.children)
        guard parts.count >= 2 else { return nil }
        return DictionaryEntry(
          key: evaluate(parts[0], context.with(contextualType: keyType), depth: depth + 1),
          value: evaluate(parts[1], context.with(contextualType: valueType), depth: depth + 1))
      }
      return value(.dictionary(entries))
    case .declReferenceExpr:
      return evaluateName(node, context)
    case .memberAccessExpr:
      return evaluateMember(node, context, depth: depth)
    case .functionCallExpr:
      return evaluateCall(node, context, depth: depth)
    case .keyPathExpr:
      return evaluateKeyPath(node, context)
    case .asExpr:
      guard let operand = node.children.first else { return value(.runtime(.missing)) }
      let target = node.children.first { $0.kind == .typeExpr }?.text
      return evaluate(operand, context.with(contextualType: target ?? context.contextualType), depth: depth + 1)
    case .forceUnwrapExpr:
      guard let operand = node.children.first, operand.kind == .functionCallExpr else {
        return value(.runtime(.operatorExpression("!")))
      }
      return evaluate(operand, context, depth: depth + 1)
    case .tryExpr: return value(.runtime(.effect("try")))
    case .awaitExpr: return value(.runtime(.effect("await")))
    case .closureExpr: return value(.runtime(.closure))
    case .infixOperatorExpr, .sequenceExpr:
      let operatorText = node.children.first { $0.kind == .binaryOperator }?.text ?? "operator"
      return value(.runtime(.operatorExpression(operatorText)))
    case .ternaryExpr: return value(.runtime(.operatorExpression("? :")))
    case .isExpr: return value(.runtime(.operatorExpression("is")))
    case .postfixOperatorExpr, .optionalChainingExpr:
      return value(.runtime(.operatorExpression(node.directTokens.last?.text ?? "?")))
    case .ifExpr, .switchExpr: return value(.runtime(.controlFlow))
    case .macroExpansionExpr:
      let name = node.directTokens.first { $0.kind == .identifier }?.text ?? ""
      return value(.runtime(.macro(name)))
    case .missingExpr: return value(.runtime(.missing))
    case .superExpr: return value(.runtime(.instanceReference))
    default:
      return value(.runtime(.unsupported(node.kind.dumpName)))
    }
  }

  private func evaluateString(_ node: SyntaxNode, _ context: EvaluationContext, depth: Int) -> ConstantValue {
    let pieces = StringLiteralDecoder.pieces(of: node)
    var hasInterpolation = false
    var segments: [ConstantValue] = []
    var pendingText = ""
    for piece in pieces {
      switch piece {
      case .text(let text):
        pendingText += text
      case .interpolation(let segment):
        hasInterpolation = true
        segments.append(ConstantValue(.rawLiteral(Literal(.string, pendingText)), range: segment.trimmedRange))
        pendingText = ""
        let arguments = segment.arguments
        if arguments.count == 1 {
          segments.append(evaluate(arguments[0].value, context.withoutContextualType, depth: depth + 1))
        } else {
          segments.append(ConstantValue(.runtime(.interpolationWithArguments), range: segment.trimmedRange))
        }
      }
    }
    if !hasInterpolation {
      return ConstantValue(.rawLiteral(Literal(.string, pendingText)), range: node.trimmedRange)
    }
    segments.append(ConstantValue(.rawLiteral(Literal(.string, pendingText)), range: node.trimmedRange))
    return ConstantValue(.interpolatedString(segments), range: node.trimmedRange)
  }

  private func evaluatePrefix(_ node: SyntaxNode, _ context: EvaluationContext, depth: Int) -> ConstantValue {
    let operatorText = node.directTokens.first?.text ?? ""
    if operatorText == "-", let operand = node.children.first,
      operand.kind == .integerLiteralExpr || operand.kind == .floatLiteralExpr
    {
      let inner = evaluate(operand, context, depth: depth + 1)
      if case .rawLiteral(let literal) = inner.kind {
        return ConstantValue(.rawLiteral(Literal(literal.kind, "-" + literal.text)), range: node.trimmedRange)
      }
    }
    return ConstantValue(.runtime(.operatorExpression(operatorText)), range: node.trimmedRange)
  }

  /// A bare name: a sibling static is a `MemberReference`; anything else is a runtime reference.
  private func evaluateName(_ node: SyntaxNode, _ context: EvaluationContext) -> ConstantValue {
    let name = SyntaxNode.unescaped(node.directTokens.first?.text ?? node.text)
    let range = node.trimmedRange
    if name == "self" || name == "Self" { return ConstantValue(.runtime(.instanceReference), range: range) }
    if let enclosing = context.enclosingType {
      switch resolver.member(name, of: enclosing) {
      case .staticProperty?:
        if context.isInGetter { return ConstantValue(.runtime(.implicitSelfReference(name)), range: range) }
        return ConstantValue(.memberReference(baseType: enclosing, member: name), range: range)
      case .enumCase?:
        return ConstantValue(.enumCase(name: name, arguments: nil), range: range)
      case .instanceProperty?:
        return ConstantValue(.runtime(.instanceReference), range: range)
      default: break
      }
    }
    return ConstantValue(.runtime(.reference(name)), range: range)
  }

  /// `Type.member`, `.member`, `Type.self`.
  private func evaluateMember(_ node: SyntaxNode, _ context: EvaluationContext, depth: Int) -> ConstantValue {
    let range = node.trimmedRange
    guard let name = node.memberName.map(SyntaxNode.unescaped) else {
      return ConstantValue(.runtime(.missing), range: range)
    }
    guard let base = node.memberBase else {
      if let type = context.contextualType.flatMap({
        resolver.resolveType(TypeText.optionalWrapped($0), from: context.enclosingType)
      }) {
        switch resolver.member(name, of: type) {
        case .staticProperty?: return ConstantValue(.memberReference(baseType: type, member: name), range: range)
        default: break
        }
      }
      return ConstantValue(.enumCase(name: name, arguments: nil), range: range)
    }
    guard let type = typeName(of: base, context) else {
      return ConstantValue(.runtime(.reference(node.text)), range: range)
    }
    if name == "self" { return ConstantValue(.type(type), range: range) }
    switch resolver.member(name, of: type) {
    case .staticProperty?: return ConstantValue(.memberReference(baseType: type, member: name), range: range)
    case .instanceProperty?: return ConstantValue(.runtime(.instanceReference), range: range)
    default: return ConstantValue(.enumCase(name: name, arguments: nil), range: range)
    }
  }

  /// The qualified type an expression names (`Foo`, `Outer.Inner`, `Self`, `Foo<Int>`), or
  /// `nil` when it is not a type.
  func typeName(of node: SyntaxNode, _ context: EvaluationContext) -> String? {
    switch node.kind {
    case .declReferenceExpr:
      let name = SyntaxNode.unescaped(node.text)
      if name == "Self" { return context.enclosingType }
      return resolver.resolveType(name, from: context.enclosingType)
    case .memberAccessExpr:
      // A type path is short; walk the chain in a loop and give up on long ones (`a.b.c...`).
      var current = node
      var links = 0
      while current.kind == .memberAccessExpr {
        guard let base = current.memberBase, links < ConstantEvaluator.maximumTypePathLength else { return nil }
        links += 1
        current = base
      }
      guard current.kind == .declReferenceExpr || current.kind == .genericSpecializationExpr,
        typeName(of: current, context) != nil
      else { return nil }
      return resolver.resolveType(node.text.removingWhitespace, from: context.enclosingType)
    case .genericSpecializationExpr, .typeExpr:
      return resolver.resolveType(node.text.removingWhitespace, from: context.enclosingType)
    default:
      return nil
    }
  }
}

/// Where an expression is evaluated: the type whose member it belongs to and the type the
/// value is expected to have (which decides what `.member` and `.init(...)` mean).
public struct EvaluationContext: Sendable, Hashable {
  /// The qualified name of the type declaring the property, if any.
  public var enclosingType: String?
  /// The expected type of the value as written (`LocalizedStringResource`, `[AppShortcut]`).
  public var contextualType: String?
  /// Whether the expression is inside a getter body, where a bare name of a sibling static is
  /// `self.name` to the compiler (and so `Runtime`), unlike in an initializer.
  public var isInGetter: Bool
  /// The steps left to the evaluation this context belongs to, shared by every copy; set by the
  /// evaluator's entry points.
  var budget: EvaluationBudget?
  /// The functions whose omitted arguments are being filled with their defaults, innermost
  /// last: a call of one of them inside a default keeps only its written arguments.
  var functionsExpandingDefaults: [String] = []

  /// Creates a context.
  public init(enclosingType: String? = nil, contextualType: String? = nil, isInGetter: Bool = false) {
    self.enclosingType = enclosingType
    self.contextualType = contextualType
    self.isInGetter = isInGetter
  }

  /// The context with another expected type.
  func with(contextualType: String?) -> EvaluationContext {
    var copy = self
    copy.contextualType = contextualType
    return copy
  }

  /// The context inside a getter body.
  var inGetter: EvaluationContext {
    var copy = self
    copy.isInGetter = true
    return copy
  }

  /// The context with a fresh budget for evaluating `node` (see `EvaluationBudget`).
  func withBudget(for node: SyntaxNode) -> EvaluationContext {
    var copy = self
    copy.budget = EvaluationBudget(steps: EvaluationBudget.baseSteps + 4 * node.trimmedRange.length)
    return copy
  }

  /// The context for the default values of the function `name`.
  func expandingDefaults(of name: String) -> EvaluationContext {
    var copy = self
    copy.functionsExpandingDefaults.append(name)
    return copy
  }

  /// The context with no expected type.
  var withoutContextualType: EvaluationContext { with(contextualType: nil) }
}

/// Small manipulations of type text as written.
enum TypeText {
  /// `[X]` → `X`; `Array<X>` → `X`.
  static func arrayElement(_ text: String) -> String? {
    let trimmed = text.removingWhitespace
    if trimmed.hasPrefix("["), trimmed.hasSuffix("]"), !trimmed.contains(":") {
      return String(trimmed.dropFirst().dropLast())
    }
    return nil
  }

  /// `[K: V]` → (`K`, `V`) when the colon is at the top level.
  static func dictionaryTypes(_ text: String) -> (String?, String?)? {
    let trimmed = text.removingWhitespace
    guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
    let inner = trimmed.dropFirst().dropLast()
    var depth = 0
    for index in inner.indices {
      switch inner[index] {
      case "[", "<", "(": depth += 1
      case "]", ">", ")": depth -= 1
      case ":" where depth == 0:
        return (String(inner[..<index]), String(inner[inner.index(after: index)...]))
      default: break
      }
    }
    return nil
  }

  /// `X?` → `X`; `Optional<X>` → `X`.
  static func optionalWrapped(_ text: String) -> String {
    var trimmed = text.removingWhitespace
    while trimmed.hasSuffix("?") || trimmed.hasSuffix("!") { trimmed.removeLast() }
    if trimmed.hasPrefix("Optional<"), trimmed.hasSuffix(">") { return String(trimmed.dropFirst(9).dropLast()) }
    return trimmed
  }
}
