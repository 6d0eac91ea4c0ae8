import Source

/// Expressions: operator sequences (folded by precedence), prefix operators and effects.
extension Parser {
  /// Restrictions that depend on where an expression appears.
  struct ExpressionFlags: OptionSet {
    let rawValue: UInt8

    /// In a condition or `for ... in` sequence: `{` starts the body, not a trailing closure.
    static let noTrailingClosure = ExpressionFlags(rawValue: 1 << 0)
    /// In a pattern: `let x`, `var x` and `is T` are allowed; `=` ends the pattern.
    static let pattern = ExpressionFlags(rawValue: 1 << 1)
    /// In an `#if` condition: the expression ends with its line.
    static let endsAtNewline = ExpressionFlags(rawValue: 1 << 2)
  }

  /// Parses an expression with `flags` in effect, restoring the previous flags afterwards.
  @discardableResult
  mutating func parseExpression(_ flags: ExpressionFlags) -> CompletedMarker? {
    let saved = expressionFlags
    expressionFlags = flags
    defer { expressionFlags = saved }
    return parseExpression()
  }

  /// Parses an expression (an operator sequence), or records a missing one.
  @discardableResult
  mutating func parseExpression() -> CompletedMarker? {
    guard !isUnwinding, let first = parseUnaryExpression() else {
      missingNode(.missingExpr)
      return nil
    }
    guard isAtSequenceOperator() else { return first }
    let sequence = first.precede(&self)
    var operators: [SequenceOperator?] = []
    while !atEnd && isAtSequenceOperator() {
      let (info, operandIsType) = parseSequenceOperator()
      operators.append(info)
      if operandIsType {
        let type = start()
        parseType()
        type.complete(&self, .typeExpr)
      } else if parseUnaryExpression() == nil {
        missingNode(.missingExpr)
      }
    }
    let completed = sequence.complete(&self, .sequenceExpr)
    if let plan = OperatorFolding.plan(operators) { foldPlans[completed.event] = plan }
    return completed
  }

  /// Whether the current token continues an operator sequence.
  func isAtSequenceOperator() -> Bool {
    if expressionFlags.contains(.endsAtNewline) && atStartOfLine { return false }
    switch current.kind {
    case .binaryOperator: return true
    case .equal: return !expressionFlags.contains(.pattern)
    case .infixQuestionMark: return true
    case .arrow: return true
    case .keyword: return current.keyword == .as || current.keyword == .is
    case .identifier:
      return (current.keyword == .async || current.keyword == .throws) && peekPastEffects().kind == .arrow
    default: return false
    }
  }

  /// Parses one operator element; returns its folding information (`nil` if unknown) and
  /// whether the next operand is a type (after `as` and `is`).
  private mutating func parseSequenceOperator() -> (SequenceOperator?, Bool) {
    let marker = start()
    switch current.kind {
    case .equal:
      bump()
      marker.complete(&self, .binaryOperator)
      return (SequenceOperator(group: .assignment, foldedKind: .infixOperatorExpr), false)
    case .infixQuestionMark:
      bump()
      if enter() {
        parseExpression(expressionFlags.subtracting(.pattern))
        leave()
      }
      expect(.colon)
      marker.complete(&self, .unresolvedTernary)
      return (SequenceOperator(group: .ternary, foldedKind: .ternaryExpr), false)
    case .keyword where at(.as):
      bump()
      if at(.postfixQuestionMark) || at(.exclamationMark) { bump() }
      marker.complete(&self, .unresolvedAs)
      return (SequenceOperator(group: .casting, foldedKind: .asExpr), true)
    case .keyword where at(.is):
      bump()
      marker.complete(&self, .unresolvedIs)
      return (SequenceOperator(group: .casting, foldedKind: .isExpr), true)
    case .arrow, .identifier:
      if isAtEffectSpecifier() { parseEffectSpecifiers() }
      expect(.arrow)
      marker.complete(&self, .arrowExpr)
      return (SequenceOperator(group: .functionArrow, foldedKind: .infixOperatorExpr), false)
    default:
      let text = String(decoding: bytes[Int(current.start)..<current.end], as: UTF8.self)
      bump()
      marker.complete(&self, .binaryOperator)
      return (PrecedenceGroup.of(text).map { SequenceOperator(group: $0, foldedKind: .infixOperatorExpr) }, false)
    }
  }

  /// Parses a prefix expression: prefix operators, `&`, `try`, `await` and friends, or a
  /// postfix expression. Returns `nil` (consuming nothing) if no expression starts here.
  mutating func parseUnaryExpression() -> CompletedMarker? {
    switch current.kind {
    case .prefixOperator:
      return parsePrefixed(.prefixOperatorExpr)
    case .prefixAmpersand:
      return parsePrefixed(.inOutExpr)
    case .atSign:
      let type = start()
      parseType()
      return parsePostfixSuffixes(of: type.complete(&self, .typeExpr))
    case .keyword:
      switch current.keyword {
      case .try:
        guard enter() else { return nil }
        defer { leave() }
        let marker = start()
        bump()
        if at(.postfixQuestionMark) || at(.exclamationMark) { bump() }
        if parseUnaryExpression() == nil { missingNode(.missingExpr) }
        return marker.complete(&self, .tryExpr)
      case .repeat:
        return parsePrefixed(.packExpansionExpr)
      case .let, .var:
        guard expressionFlags.contains(.pattern) else { break }
        guard enter() else { return nil }
        defer { leave() }
        let marker = start()
        bump()
        if parseUnaryExpression() == nil { missingNode(.missingPattern) }
        return marker.complete(&self, .patternExpr)
      case .is:
        guard expressionFlags.contains(.pattern) else { break }
        let marker = start()
        bump()
        parseType()
        return marker.complete(&self, .isTypePattern)
      default: break
      }
    case .identifier:
      if startsOperandOnSameLine(peek()) {
        switch current.keyword {
        case .await: return parsePrefixed(.awaitExpr)
        case .unsafe: return parsePrefixed(.unsafeExpr)
        case .consume where peek().kind == .identifier || peek().kind == .keyword:
          return parsePrefixed(.consumeExpr)
        case .copy where peek().kind == .identifier || peek().kind == .keyword:
          return parsePrefixed(.copyExpr)
        case .each where peek().kind == .identifier:
          return parsePrefixed(.packElementExpr)
        case .any,
          .some where peek().kind == .identifier || peek().kind == .leftParen || peek().kind == .leftSquare:
          let type = start()
          parseType()
          return parsePostfixSuffixes(of: type.complete(&self, .typeExpr))
        default: break
        }
      }
    default: break
    }
    return parsePostfixExpression()
  }

  /// Whether `token`, on the same line, can start the operand of a prefix word like `await`.
  private func startsOperandOnSameLine(_ token: Token) -> Bool {
    if token.flags.contains(.atStartOfLine) { return false }
    switch token.kind {
    case .identifier, .keyword, .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote, .leftParen,
      .leftSquare, .period, .backslash, .prefixOperator, .prefixAmpersand, .pound, .regexLiteral:
      return true
    default: return false
    }
  }

  /// `op operand` as a node of `kind`, spending one level of nesting.
  private mutating func parsePrefixed(_ kind: SyntaxKind) -> CompletedMarker? {
    guard enter() else { return nil }
    defer { leave() }
    let marker = start()
    bump()
    if parseUnaryExpression() == nil { missingNode(.missingExpr) }
    return marker.complete(&self, kind)
  }

  /// Whether an expression can start at the current token.
  func isAtExpressionStart() -> Bool {
    switch current.kind {
    case .identifier, .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote, .regexLiteral, .leftParen,
      .leftSquare, .leftBrace, .period, .backslash, .prefixOperator, .prefixAmpersand, .pound, .poundAvailable,
      .poundUnavailable:
      return true
    case .keyword:
      switch current.keyword {
      case .`self`, .upperSelf, .super, .true, .false, .nil, .try, .`init`, .wildcard, .upperAny, .if, .switch,
        .repeat:
        return true
      default: return false
      }
    case .binaryOperator, .postfixOperator:
      return peek().kind == .comma || peek().kind == .rightParen
    default:
      return false
    }
  }
}
