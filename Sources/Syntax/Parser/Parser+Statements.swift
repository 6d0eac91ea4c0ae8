import Source

/// Statements: control flow, `if`/`switch` (also expressions), loops, `do`/`catch`, jumps.
extension Parser {
  /// Parses a statement if one starts here; returns `false` (consuming nothing) otherwise.
  mutating func parseStatementIfPresent() -> Bool {
    if current.kind == .identifier && peek().kind == .colon && isLabeledStatementKeyword(peek(2)) {
      guard enter() else { return true }
      let labeled = start()
      bump()
      bump()
      _ = parseStatementIfPresent()
      labeled.complete(&self, .labeledStmt)
      leave()
      return true
    }
    switch current.keyword {
    case .return: parseJump(.returnStmt, takesValue: true)
    case .throw: parseJump(.throwStmt, takesValue: true)
    case .break: parseJump(.breakStmt, takesLabel: true)
    case .continue: parseJump(.continueStmt, takesLabel: true)
    case .fallthrough: parseJump(.fallthroughStmt)
    case .defer: parseBlockStatement(.deferStmt)
    case .do: parseDoStatement()
    case .guard: parseGuardStatement()
    case .while: parseWhileStatement()
    case .repeat:
      guard peek().kind == .leftBrace else { return false }
      parseRepeatStatement()
    case .for: parseForStatement()
    case .if: parseIfExpression()
    case .switch: parseSwitchExpression()
    case .yield where current.kind == .identifier && startsYieldValue(peek()):
      parseJump(.yieldStmt, takesValue: true)
    case .then
    where current.kind == .identifier && peek().kind != .period && peek().kind != .leftParen
      && !peek().flags.contains(.atStartOfLine) && peek().kind != .equal:
      parseJump(.thenStmt, takesValue: true)
    default:
      if current.kind == .identifier && textIs(current, "discard") && peek().keyword == .`self`
        && !peek().flags.contains(.atStartOfLine)
      {
        parseJump(.discardStmt, takesValue: true)
        return true
      }
      return false
    }
    return true
  }

  private func isLabeledStatementKeyword(_ token: Token) -> Bool {
    switch token.keyword {
    case .for, .while, .repeat, .do, .if, .switch, .guard: return true
    default: return false
    }
  }

  private func startsYieldValue(_ token: Token) -> Bool {
    !token.flags.contains(.atStartOfLine)
      && (token.kind == .prefixAmpersand || token.kind == .identifier || token.kind == .keyword
        || token.kind == .leftParen)
  }

  /// `return value`, `break label`, `fallthrough` and friends.
  private mutating func parseJump(_ kind: SyntaxKind, takesValue: Bool = false, takesLabel: Bool = false) {
    let marker = start()
    bump()
    if takesValue && isAtJumpValue() { parseExpression() }
    if takesLabel && at(.identifier) && !atStartOfLine { bump() }
    marker.complete(&self, kind)
  }

  /// Whether an expression follows `return`/`throw`: not a `}`, `;`, `case`, `default`,
  /// `#endif`-like directive or the end of the file.
  private func isAtJumpValue() -> Bool {
    switch current.kind {
    case .rightBrace, .semicolon, .endOfFile, .poundEndif, .poundElse, .poundElseif: return false
    case .keyword: return !(at(.case) || at(.default)) && isAtExpressionStart()
    case .atSign: return false
    default: return isAtExpressionStart()
    }
  }

  private mutating func parseBlockStatement(_ kind: SyntaxKind) {
    let marker = start()
    bump()
    parseCodeBlock()
    marker.complete(&self, kind)
  }

  private mutating func parseDoStatement() {
    let marker = start()
    bump()
    if at(.throws) { parseEffectSpecifiers() }
    parseCodeBlock()
    while at(.catch) && !atEnd {
      let clause = start()
      bump()
      if !at(.leftBrace) {
        repeat {
          let item = start()
          // `catch where condition` has no pattern.
          if !at(.where) { parseExpression([.pattern, .noTrailingClosure]) }
          if at(.where) { parseWhereClause() }
          item.complete(&self, .caseItem)
        } while !atEnd && eat(.comma)
      }
      parseCodeBlock()
      clause.complete(&self, .catchClause)
    }
    marker.complete(&self, .doStmt)
  }

  private mutating func parseGuardStatement() {
    let marker = start()
    bump()
    parseConditionList()
    expect(.else)
    parseCodeBlock()
    marker.complete(&self, .guardStmt)
  }

  private mutating func parseWhileStatement() {
    let marker = start()
    bump()
    parseConditionList()
    parseCodeBlock()
    marker.complete(&self, .whileStmt)
  }

  private mutating func parseRepeatStatement() {
    let marker = start()
    bump()
    parseCodeBlock()
    if expect(.while) { parseExpressionBeforeBody([.noTrailingClosure]) }
    marker.complete(&self, .repeatStmt)
  }

  private mutating func parseForStatement() {
    let marker = start()
    bump()
    eat(.try)
    if at(.await) { bump() }
    if at(.case) {
      bump()
      parseExpression([.pattern, .noTrailingClosure])
    } else {
      parseBindingPattern()
    }
    if at(.colon) {
      let annotation = start()
      bump()
      parseType()
      annotation.complete(&self, .typeAnnotation)
    }
    if expect(.in) { parseExpressionBeforeBody([.noTrailingClosure]) } else { missingNode(.missingExpr) }
    if at(.where) { parseWhereClause() }
    parseCodeBlock()
    marker.complete(&self, .forStmt)
  }

  /// Parses an expression with `flags` in which a `{` at the first token opens the statement's
  /// body (`bodyBraceIndex`): `for x in {`, `switch {`, `repeat { } while {`.
  mutating func parseExpressionBeforeBody(_ flags: ExpressionFlags) {
    let saved = bodyBraceIndex
    bodyBraceIndex = position
    parseExpression(flags)
    bodyBraceIndex = saved
  }

  /// `where condition`; in a `switch` case (ended by `:`) trailing closures are allowed.
  mutating func parseWhereClause(allowsTrailingClosure: Bool = false) {
    let clause = start()
    bump()
    let flags = expressionFlags.subtracting(.pattern)
    parseExpression(allowsTrailingClosure ? flags.subtracting(.noTrailingClosure) : flags.union(.noTrailingClosure))
    clause.complete(&self, .whereClause)
  }

  /// `if conditions { } else if ... { } else { }`, a statement or an expression. An `else if`
  /// chain nests in the tree but is parsed in a loop, so long chains cannot exhaust the stack.
  @discardableResult
  mutating func parseIfExpression() -> CompletedMarker? {
    if isUnwinding { return nil }
    var markers = [start()]
    while true {
      bump()
      parseConditionList()
      parseCodeBlock()
      guard at(.else) else { break }
      bump()
      if at(.if) && !atEnd {
        markers.append(start())
        continue
      }
      parseCodeBlock()
      break
    }
    var completed: CompletedMarker?
    while let marker = markers.popLast() { completed = marker.complete(&self, .ifExpr) }
    return completed
  }

  /// `cond, let x = y, case .a = z, #available(...)`.
  mutating func parseConditionList() {
    let list = start()
    let saved = (expressionFlags, bodyBraceIndex)
    expressionFlags = [.noTrailingClosure]
    // A `{` where the conditions start opens the body (`if {`): `bodyBraceIndex`.
    bodyBraceIndex = position
    defer { (expressionFlags, bodyBraceIndex) = saved }
    repeat {
      let condition = start()
      switch current.keyword {
      case .let, .var:
        let binding = start()
        bump()
        parseBindingPattern()
        if at(.colon) {
          let annotation = start()
          bump()
          parseType()
          annotation.complete(&self, .typeAnnotation)
        }
        if at(.equal) {
          let initializer = start()
          bump()
          parseExpression([.noTrailingClosure])
          initializer.complete(&self, .initializerClause)
        }
        binding.complete(&self, .optionalBinding)
      case .case:
        let matching = start()
        bump()
        parseExpression([.pattern, .noTrailingClosure])
        let initializer = start()
        if expect(.equal) { parseExpression([.noTrailingClosure]) } else { missingNode(.missingExpr) }
        initializer.complete(&self, .initializerClause)
        matching.complete(&self, .matchingPatternCondition)
      default:
        parseExpression([.noTrailingClosure])
      }
      condition.complete(&self, .condition)
    } while !atEnd && eat(.comma)
    list.complete(&self, .conditionList)
  }

  /// `switch subject { case ...: ... default: ... }`, a statement or an expression.
  @discardableResult
  mutating func parseSwitchExpression() -> CompletedMarker? {
    if isUnwinding { return nil }
    let marker = start()
    bump()
    parseExpressionBeforeBody([.noTrailingClosure])
    if expect(.leftBrace) {
      if enter() {
        parseSwitchCases()
        leave()
      }
      expect(.rightBrace)
    }
    return marker.complete(&self, .switchExpr)
  }

  /// Parses cases until `}`; also used inside `#if` in a switch.
  mutating func parseSwitchCases() {
    while !atEnd && !at(.rightBrace) && !at(.poundEndif) && !at(.poundElse) && !at(.poundElseif) {
      let before = position
      if at(.poundIf) {
        parseIfConfig(.switchCases)
      } else if at(.case) || at(.default) || at(.atSign) {
        parseSwitchCase()
      } else {
        let unexpected = start()
        while !atEnd && !at(.case) && !at(.default) && !at(.rightBrace) && !at(.poundIf) && !at(.atSign) {
          parseItem(.statements)
        }
        unexpected.complete(&self, .unexpected)
      }
      if position == before { bumpUnexpected() }
    }
  }

  private mutating func parseSwitchCase() {
    let switchCase = start()
    parseAttributes()
    if at(.default) {
      let label = start()
      bump()
      expect(.colon)
      label.complete(&self, .switchDefaultLabel)
    } else {
      let label = start()
      expect(.case)
      repeat {
        let item = start()
        parseExpression([.pattern])
        if at(.where) { parseWhereClause(allowsTrailingClosure: true) }
        item.complete(&self, .caseItem)
      } while !atEnd && eat(.comma)
      expect(.colon)
      label.complete(&self, .switchCaseLabel)
    }
    while !atEnd && !at(.case) && !at(.default) && !at(.rightBrace) && !at(.poundEndif) && !at(.poundElse)
      && !at(.poundElseif) && !(at(.atSign) && peek().keyword == .unlisted && textIs(peek(), "unknown"))
    {
      let before = position
      if at(.poundIf) && isAtSwitchCaseIfConfig() { break }
      parseItem(.statements)
      if position == before { bumpUnexpected() }
    }
    switchCase.complete(&self, .switchCase)
  }

  /// Whether `#if` inside a case's statements starts more cases (then it ends the case).
  private func isAtSwitchCaseIfConfig() -> Bool {
    var offset = 1
    while peek(offset).kind != .endOfFile && !peek(offset).flags.contains(.atStartOfLine) { offset += 1 }
    let first = peek(offset)
    return first.keyword == .case || first.keyword == .default || first.kind == .atSign || first.kind == .poundIf
  }
}
