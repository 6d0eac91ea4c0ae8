import Source

/// Closure expressions with capture lists, parameters, effects and return types.
extension Parser {
  /// Parses `{ signature in statements }`.
  @discardableResult
  mutating func parseClosureExpression() -> CompletedMarker {
    let marker = start()
    guard enter() else {
      bump()
      return marker.complete(&self, .closureExpr)
    }
    bump()
    if closureHasSignature() { parseClosureSignature() }
    let saved = expressionFlags
    expressionFlags = []
    while !atEnd && !at(.rightBrace) {
      let before = position
      parseItem(.statements)
      if position == before && !atEnd { bumpUnexpected() }
    }
    expressionFlags = saved
    leave()
    expect(.rightBrace)
    return marker.complete(&self, .closureExpr)
  }

  private mutating func parseClosureSignature() {
    let signature = start()
    parseAttributes()
    if at(.leftSquare) {
      let captures = start()
      bump()
      while !atEnd && !at(.rightSquare) {
        let before = position
        let item = start()
        while at(.weak) || at(.unowned) {
          bump()
          if at(.leftParen) {
            bump()
            if at(.identifier) { bump() }
            expect(.rightParen)
          }
        }
        if (at(.identifier) || at(.keyword)) && peek().kind == .equal {
          bump()
          bump()
          parseExpression()
        } else if at(.identifier) || at(.keyword) {
          bump()
        } else {
          parseExpression()
        }
        item.complete(&self, .captureItem)
        if !eat(.comma) || position == before { break }
      }
      expect(.rightSquare)
      captures.complete(&self, .captureList)
    }
    if at(.leftParen) {
      let clause = start()
      bump()
      while !atEnd && !at(.rightParen) {
        let before = position
        let parameter = start()
        parseAttributes()
        if at(.identifier) || at(.keyword) { bump() }
        if at(.identifier) || at(.keyword) { bump() }
        if eat(.colon) { parseType() }
        if (at(.postfixOperator) || at(.binaryOperator)) && atText("...") { bump() }
        parameter.complete(&self, .closureParameter)
        if !eat(.comma) || position == before { break }
      }
      expect(.rightParen)
      clause.complete(&self, .closureParameterClause)
    } else if at(.identifier) || at(.keyword) && at(.wildcard) {
      let clause = start()
      repeat {
        let parameter = start()
        bump()
        parameter.complete(&self, .closureParameter)
      } while !atEnd && eat(.comma) && (at(.identifier) || at(.wildcard))
      clause.complete(&self, .closureParameterClause)
    }
    if isAtEffectSpecifier() { parseEffectSpecifiers() }
    if at(.arrow) {
      let clause = start()
      bump()
      parseType()
      clause.complete(&self, .returnClause)
    }
    expect(.in)
    signature.complete(&self, .closureSignature)
  }
}
