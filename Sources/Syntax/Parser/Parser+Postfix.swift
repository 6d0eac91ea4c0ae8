import Source

/// Postfix expressions: member access, calls, subscripts, trailing closures, `!`, `?`,
/// postfix operators and generic specialization, parsed as a loop so long chains never
/// recurse.
extension Parser {
  /// Parses a primary expression followed by any number of postfix suffixes.
  mutating func parsePostfixExpression() -> CompletedMarker? {
    guard let primary = parsePrimaryExpression() else { return nil }
    return parsePostfixSuffixes(of: primary)
  }

  /// Parses the postfix suffixes that follow `primary`.
  mutating func parsePostfixSuffixes(of primary: CompletedMarker) -> CompletedMarker {
    var expression = primary
    while !atEnd {
      if expressionFlags.contains(.endsAtNewline) && atStartOfLine { break }
      switch current.kind {
      case .period:
        let member = expression.precede(&self)
        bump()
        parseMemberName()
        expression = member.complete(&self, .memberAccessExpr)
      case .leftParen where !atStartOfLine:
        let call = expression.precede(&self)
        bump()
        parseLabeledExpressionList(until: .rightParen)
        expect(.rightParen)
        if isAtTrailingClosure() { parseTrailingClosures() }
        expression = call.complete(&self, .functionCallExpr)
      case .leftSquare where !atStartOfLine:
        let subscriptCall = expression.precede(&self)
        bump()
        parseLabeledExpressionList(until: .rightSquare)
        expect(.rightSquare)
        if isAtTrailingClosure() { parseTrailingClosures() }
        expression = subscriptCall.complete(&self, .subscriptCallExpr)
      case .leftBrace where isAtTrailingClosure() && !Parser.isLiteral(expression.kind):
        let call = expression.precede(&self)
        parseTrailingClosures()
        expression = call.complete(&self, .functionCallExpr)
      case .exclamationMark:
        let unwrap = expression.precede(&self)
        bump()
        expression = unwrap.complete(&self, .forceUnwrapExpr)
      case .postfixQuestionMark:
        let chain = expression.precede(&self)
        bump()
        expression = chain.complete(&self, .optionalChainingExpr)
      case .postfixOperator where isAtGenericClauseStart() && looksLikeGenericArguments():
        let specialization = expression.precede(&self)
        parseGenericArgumentClause()
        expression = specialization.complete(&self, .genericSpecializationExpr)
      case .postfixOperator:
        let postfix = expression.precede(&self)
        bump()
        expression = postfix.complete(&self, .postfixOperatorExpr)
      case .binaryOperator, .prefixOperator:
        guard isAtGenericClauseStart(), !current.flags.contains(.precededByTrivia), looksLikeGenericArguments()
        else { return expression }
        let specialization = expression.precede(&self)
        parseGenericArgumentClause()
        expression = specialization.complete(&self, .genericSpecializationExpr)
      case .poundIf where isAtPostfixIfConfig():
        let postfix = expression.precede(&self)
        parseIfConfig(.postfixExpression)
        expression = postfix.complete(&self, .postfixIfConfigExpr)
      default:
        return expression
      }
    }
    return expression
  }

  /// The name after `.`: an identifier, keyword, tuple index, `init` or `self`, with optional
  /// `(label:)` arguments; records a missing identifier if none is there.
  ///
  /// After an expression or in a key path, a name at the start of the next line is not the
  /// member's, as swiftc has it ("expected member name following '.'"): in `value.` followed by
  /// a line `enum Style {`, the enum is a declaration. Only an implicit member (`.` where an
  /// expression starts) takes its name from the next line (`nameMayStartLine`).
  mutating func parseMemberName(nameMayStartLine: Bool = false) {
    if atStartOfLine && !nameMayStartLine {
      missing(.identifier)
      return
    }
    switch current.kind {
    case .identifier, .keyword, .integerLiteral:
      bump()
    case .floatLiteral:
      // `tuple.0.1` is lexed as `0.1` only after something other than a period; be safe.
      bump()
    default:
      missing(.identifier)
      return
    }
    if at(.leftParen) && isAtDeclNameArguments() { parseDeclNameArguments() }
  }

  /// Whether `{` here starts a trailing closure. As in swiftc, this holds even at the start of a
  /// line, except where the brace opens property accessors or observers.
  func isAtTrailingClosure() -> Bool {
    guard at(.leftBrace), !expressionFlags.contains(.noTrailingClosure) else { return false }
    return !isAtObserverBlock() && !(Parser.accessorKeywords.contains(peek().keyword) && isAccessorBlockAhead())
  }

  /// Whether the `{` at the current position opens `get`/`set` accessors.
  private func isAccessorBlockAhead() -> Bool {
    let next = peek()
    let after = peek(2)
    return (next.keyword == .get || next.keyword == .set) && (after.kind == .leftBrace || after.kind == .rightBrace)
  }

  /// Literals never take trailing closures.
  static func isLiteral(_ kind: SyntaxKind) -> Bool {
    switch kind {
    case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .stringLiteralExpr,
      .regexLiteralExpr:
      return true
    default: return false
    }
  }

  /// Parses `{ ... }` and any `label: { ... }` that follow.
  mutating func parseTrailingClosures() {
    parseClosureExpression()
    guard isAtLabeledTrailingClosure() else { return }
    let more = start()
    while !atEnd && isAtLabeledTrailingClosure() {
      bump()
      bump()
      parseClosureExpression()
    }
    more.complete(&self, .trailingClosures)
  }

  private func isAtLabeledTrailingClosure() -> Bool {
    (current.kind == .identifier || current.kind == .keyword) && peek().kind == .colon
      && peek(2).kind == .leftBrace && !expressionFlags.contains(.noTrailingClosure)
  }

  /// Parses `label: value, value, ...` up to (not including) `closer`.
  mutating func parseLabeledExpressionList(until closer: TokenKind) {
    let list = start()
    if enter() {
      while !atEnd && !at(closer) {
        let before = position
        let element = start()
        if (at(.identifier) || at(.keyword)) && peek().kind == .colon {
          bump()
          bump()
        }
        if isAtOperatorReference() {
          let reference = start()
          bump()
          reference.complete(&self, .declReferenceExpr)
        } else {
          parseExpression(expressionFlags.subtracting([.noTrailingClosure, .endsAtNewline]))
        }
        element.complete(&self, .labeledExpr)
        if eat(.comma) { continue }
        if at(closer) || position == before { break }
        if !recoverInList(closer: closer) { break }
      }
      leave()
    }
    list.complete(&self, .labeledExprList)
  }

  /// Whether an operator used as a value (`reduce(0, +)`) is here.
  func isAtOperatorReference() -> Bool {
    guard current.kind.isOperator || at(.infixQuestionMark) else { return false }
    let next = peek().kind
    return next == .comma || next == .rightParen || next == .rightSquare
  }

  /// Inside a delimited list that lacks a `,`: skips tokens (as `unexpected`) up to the next
  /// comma or the closer. Returns `false` if a token of higher precedence stops the skip (a
  /// `}`, a declaration keyword at the start of a line, or the end of the file).
  mutating func recoverInList(closer: TokenKind) -> Bool {
    if at(.rightBrace) || atEnd || (atStartOfLine && isAtDeclarationStart(.members) && closer != .rightBrace) {
      return false
    }
    let unexpected = start()
    while !atEnd && !at(closer) && !at(.comma) && !at(.rightBrace)
      && !(atStartOfLine && isAtDeclarationStart(.members))
    {
      if (closer == .rightParen && (at(.rightSquare) || at(.interpolationEnd)))
        || (closer == .rightSquare && (at(.rightParen) || at(.interpolationEnd)))
        || (closer == .interpolationEnd && (at(.rightParen) || at(.rightSquare)))
      {
        break
      }
      skipOneBalanced()
    }
    unexpected.complete(&self, .unexpected)
    if eat(.comma) { return true }
    return false
  }

  /// Parses `(_:label:)` after a name.
  mutating func parseDeclNameArguments() {
    let arguments = start()
    bump()
    while !atEnd && !at(.rightParen) {
      bump()
      expect(.colon)
    }
    expect(.rightParen)
    arguments.complete(&self, .declNameArguments)
  }
}
