import Source

/// Primary expressions: literals, names, tuples, collections, key paths, implicit members,
/// macro expansions and `if`/`switch` expressions.
extension Parser {
  /// Parses a primary expression, or returns `nil` without consuming if none starts here.
  mutating func parsePrimaryExpression() -> CompletedMarker? {
    switch current.kind {
    case .integerLiteral: return parseSingleToken(.integerLiteralExpr)
    case .floatLiteral: return parseSingleToken(.floatLiteralExpr)
    case .regexLiteral: return parseSingleToken(.regexLiteralExpr)
    case .stringQuote, .multilineStringQuote: return parseStringLiteral()
    case .identifier:
      if firstByte(current) == UInt8(ascii: "<") { return parseSingleToken(.editorPlaceholderExpr) }
      return parseDeclReference()
    case .keyword:
      switch current.keyword {
      case .true, .false: return parseSingleToken(.booleanLiteralExpr)
      case .nil: return parseSingleToken(.nilLiteralExpr)
      case .`self`, .upperSelf, .`init`, .upperAny: return parseDeclReference()
      case .super: return parseSingleToken(.superExpr)
      case .wildcard: return parseSingleToken(.discardAssignmentExpr)
      case .if: return parseIfExpression()
      case .switch: return parseSwitchExpression()
      default: return nil
      }
    case .leftParen: return parseTupleExpression()
    case .leftSquare: return parseCollectionExpression()
    case .leftBrace:
      // In a condition, a `{` where the condition starts opens the body (`if {`); anywhere else
      // it starts a closure (`guard let x = { ... }() else`, `if ok, { ... }() {`), as the
      // compiler reads it. Lists inside the condition clear the flag.
      if expressionFlags.contains(.noTrailingClosure) && position == bodyBraceIndex { return nil }
      return parseClosureExpression()
    case .period:
      let member = start()
      bump()
      parseMemberName(nameMayStartLine: true)
      return member.complete(&self, .memberAccessExpr)
    case .backslash: return parseKeyPathExpression()
    case .pound:
      let macro = start()
      parseMacroExpansionParts()
      return macro.complete(&self, .macroExpansionExpr)
    case .poundAvailable, .poundUnavailable: return parseAvailabilityCondition()
    case .binaryOperator, .prefixOperator, .postfixOperator:
      guard isAtOperatorReference() else { return nil }
      return parseSingleToken(.declReferenceExpr)
    default: return nil
    }
  }

  private mutating func parseSingleToken(_ kind: SyntaxKind) -> CompletedMarker {
    let marker = start()
    bump()
    return marker.complete(&self, kind)
  }

  private mutating func parseDeclReference() -> CompletedMarker {
    let marker = start()
    bump()
    if at(.leftParen) && !atStartOfLine && isAtDeclNameArguments() { parseDeclNameArguments() }
    return marker.complete(&self, .declReferenceExpr)
  }

  /// Parses a string literal: its quotes, segments and interpolations.
  @discardableResult
  mutating func parseStringLiteral() -> CompletedMarker {
    let marker = start()
    let isMultiline = at(.multilineStringQuote)
    bump()
    while !atEnd {
      if at(.stringSegment) {
        bump()
      } else if at(.interpolationStart) {
        if isUnwinding { break }
        let segment = start()
        bump()
        parseLabeledExpressionList(until: .interpolationEnd)
        if !at(.interpolationEnd) { skipToInterpolationEnd() }
        expect(.interpolationEnd)
        segment.complete(&self, .interpolationSegment)
      } else {
        break
      }
    }
    // A missing closing quote was already reported by the lexer (unterminated string).
    expect(isMultiline ? .multilineStringQuote : .stringQuote)
    return marker.complete(&self, .stringLiteralExpr)
  }

  private mutating func skipToInterpolationEnd() {
    let unexpected = start()
    while !atEnd && !at(.interpolationEnd) && !at(.stringQuote) && !at(.multilineStringQuote) && !at(.stringSegment) {
      skipOneBalanced()
    }
    unexpected.complete(&self, .unexpected)
  }

  private mutating func parseTupleExpression() -> CompletedMarker {
    let marker = start()
    bump()
    parseLabeledExpressionList(until: .rightParen)
    expect(.rightParen)
    return marker.complete(&self, .tupleExpr)
  }

  /// `[a, b]`, `[k: v]` or `[:]`, with elements parsed in a loop.
  private mutating func parseCollectionExpression() -> CompletedMarker {
    guard enter() else { return parseSingleToken(.unexpected) }
    defer { leave() }
    let marker = start()
    bump()
    if at(.colon) && peek().kind == .rightSquare {
      bump()
      bump()
      return marker.complete(&self, .dictionaryExpr)
    }
    var isDictionary = false
    var first = true
    let saved = expressionFlags
    expressionFlags = []
    defer { expressionFlags = saved }
    while !atEnd && !at(.rightSquare) {
      let before = position
      let element = start()
      parseExpression()
      if first { isDictionary = at(.colon) }
      first = false
      if isDictionary {
        if expect(.colon) { parseExpression() } else { missingNode(.missingExpr) }
        element.complete(&self, .dictionaryElement)
      } else {
        element.complete(&self, .arrayElement)
      }
      if eat(.comma) { continue }
      if at(.rightSquare) || position == before { break }
      if !recoverInList(closer: .rightSquare) { break }
    }
    expect(.rightSquare)
    return marker.complete(&self, isDictionary ? .dictionaryExpr : .arrayExpr)
  }

  /// `\.$dish`, `\Type.property?.other[0]`.
  private mutating func parseKeyPathExpression() -> CompletedMarker {
    let marker = start()
    bump()
    if at(.identifier) || at(.keyword) {
      let root = start()
      bump()
      if isAtGenericClauseStart() { parseGenericArgumentClause() }
      root.complete(&self, .identifierType)
    } else if at(.leftSquare) || at(.leftParen) {
      parseType()
    }
    while !atEnd {
      if at(.period) {
        let component = start()
        bump()
        if at(.leftSquare) {
          bump()
          parseLabeledExpressionList(until: .rightSquare)
          expect(.rightSquare)
        } else if at(.postfixQuestionMark) || at(.exclamationMark) {
          bump()
        } else {
          parseMemberName()
        }
        component.complete(&self, .keyPathComponent)
      } else if at(.postfixQuestionMark) || at(.exclamationMark) {
        let component = start()
        bump()
        component.complete(&self, .keyPathComponent)
      } else if at(.leftSquare) && !atStartOfLine {
        let component = start()
        bump()
        parseLabeledExpressionList(until: .rightSquare)
        expect(.rightSquare)
        component.complete(&self, .keyPathComponent)
      } else {
        break
      }
    }
    return marker.complete(&self, .keyPathExpr)
  }

  /// `#available(iOS 17, *)` or `#unavailable(...)`.
  mutating func parseAvailabilityCondition() -> CompletedMarker {
    let marker = start()
    bump()
    if expect(.leftParen) {
      parseAvailabilityArguments(until: .rightParen)
      expect(.rightParen)
    }
    return marker.complete(&self, .availabilityCondition)
  }
}
