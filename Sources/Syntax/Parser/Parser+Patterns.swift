import Source

/// Binding patterns: `name`, `_`, `(a, b)` and `let`/`var` inside tuples.
extension Parser {
  /// Parses the pattern of a `let`/`var` binding, `for` loop or optional binding.
  mutating func parseBindingPattern() {
    if isUnwinding { return }
    let marker = start()
    switch current.kind {
    case .identifier:
      bump()
      marker.complete(&self, .identifierPattern)
    case .keyword where at(.wildcard):
      bump()
      marker.complete(&self, .wildcardPattern)
    case .keyword where at(.let) || at(.var):
      bump()
      if enter() {
        parseBindingPattern()
        leave()
      }
      marker.complete(&self, .valueBindingPattern)
    case .leftParen:
      guard enter() else {
        marker.abandon(&self)
        return
      }
      defer { leave() }
      bump()
      while !atEnd && !at(.rightParen) {
        let before = position
        let element = start()
        if (at(.identifier) || at(.keyword)) && peek().kind == .colon {
          bump()
          bump()
        }
        parseBindingPattern()
        element.complete(&self, .tuplePatternElement)
        if !eat(.comma) || position == before { break }
      }
      expect(.rightParen)
      marker.complete(&self, .tuplePattern)
    case .keyword where current.keyword != .unlisted && peek().kind != .leftParen && !isKeywordStartingDeclaration():
      // A keyword used as a name, e.g. `let default = 1` (an error swiftc reports), or `self`
      // (`guard let self = self`, on one line or two). As in swiftc, not one that starts a
      // declaration (`static let` before a line `struct AppIntent {}` declares the struct).
      bump()
      marker.complete(&self, .identifierPattern)
    default:
      marker.abandon(&self)
      missingNode(.missingPattern)
    }
  }

  /// Whether the current keyword starts a declaration: a declaration keyword followed by a name
  /// or by another declaration keyword (`class func`).
  private func isKeywordStartingDeclaration() -> Bool {
    guard Parser.declarationKeywords.contains(current.keyword) else { return false }
    let next = peek()
    return next.kind == .identifier || (next.kind == .keyword && Parser.declarationKeywords.contains(next.keyword))
  }
}
