import Source

/// `#if` / `#elseif` / `#else` / `#endif` in every position. Conditions are kept as
/// expressions and never evaluated here.
extension Parser {
  /// What the clauses of an `#if` contain.
  enum IfConfigBody {
    /// Declarations and statements (`ItemContext`).
    case items(ItemContext)
    /// Cases of a `switch`.
    case switchCases
    /// Attributes of the following declaration.
    case attributes
    /// Accessors of a property.
    case accessors
    /// A continuation of a member chain: `.a()` `.b()`.
    case postfixExpression
  }

  /// Parses a whole `#if` block with clauses of `body`.
  mutating func parseIfConfig(_ body: IfConfigBody) {
    guard enter() else { return }
    defer { leave() }
    let block = start()
    while !atEnd && (at(.poundIf) || at(.poundElseif) || at(.poundElse)) {
      let clause = start()
      let isElse = at(.poundElse)
      bump()
      if !isElse { parseExpression([.endsAtNewline, .noTrailingClosure]) }
      parseIfConfigClauseBody(body)
      clause.complete(&self, .ifConfigClause)
    }
    expect(.poundEndif)
    block.complete(&self, .ifConfigDecl)
  }

  private func atClauseEnd() -> Bool {
    at(.poundElseif) || at(.poundElse) || at(.poundEndif)
  }

  private mutating func parseIfConfigClauseBody(_ body: IfConfigBody) {
    switch body {
    case .items(let context):
      while !atEnd && !atClauseEnd() && !(context == .members && at(.rightBrace)) {
        let before = position
        if at(.rightBrace) {
          bumpUnexpected()
        } else {
          parseItem(context)
        }
        if position == before && !atEnd { bumpUnexpected() }
      }
    case .switchCases:
      parseSwitchCases()
    case .attributes:
      while !atEnd && !atClauseEnd() {
        if at(.atSign) {
          parseAttribute()
        } else if at(.poundIf) {
          parseIfConfig(.attributes)
        } else {
          bumpUnexpected()
        }
      }
    case .accessors:
      while !atEnd && !atClauseEnd() && !at(.rightBrace) {
        let before = position
        if at(.poundIf) {
          parseIfConfig(.accessors)
        } else if isAtAccessor() {
          parseAccessor()
        } else {
          skipUnexpectedMemberTokens()
        }
        if position == before && !atEnd { bumpUnexpected() }
      }
    case .postfixExpression:
      while !atEnd && !atClauseEnd() {
        let before = position
        if at(.period) {
          let member = start()
          bump()
          // swiftc accepts a clause's `.` and its name on two lines (`-typecheck` reports
          // nothing for `#if DEBUG` `.` `count` `#endif`, one token a line).
          parseMemberName(nameMayStartLine: true)
          member.complete(&self, .memberAccessExpr)
          while !atEnd && !atClauseEnd() && !atStartOfLine && (at(.leftParen) || at(.leftBrace)) {
            if at(.leftParen) {
              let call = start()
              bump()
              parseLabeledExpressionList(until: .rightParen)
              expect(.rightParen)
              call.complete(&self, .labeledExprList)
            } else {
              parseTrailingClosures()
            }
          }
        } else if at(.poundIf) {
          parseIfConfig(.postfixExpression)
        } else {
          bumpUnexpected()
        }
        if position == before && !atEnd { bumpUnexpected() }
      }
    }
  }
}
