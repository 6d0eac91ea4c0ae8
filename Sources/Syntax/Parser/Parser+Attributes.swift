import Source

/// Attributes (`@Parameter(title: "Dish")`, `@available(iOS 17, *)`) and modifiers
/// (`static`, `private(set)`, `nonisolated(unsafe)`).
extension Parser {
  /// Parses the attributes at the current position into an `attributeList`, if there are any.
  mutating func parseAttributes() {
    guard at(.atSign) || (at(.poundIf) && isAtAttributeIfConfig()) else { return }
    let list = start()
    while !atEnd {
      if at(.atSign) {
        parseAttribute()
      } else if at(.poundIf) && isAtAttributeIfConfig() {
        parseIfConfig(.attributes)
      } else {
        break
      }
    }
    list.complete(&self, .attributeList)
  }

  /// Parses one `@name` attribute with its arguments.
  mutating func parseAttribute() {
    let attribute = start()
    let nameToken = peek()
    bump()
    if at(.identifier) || at(.keyword) {
      var name = parseSimpleTypeIdentifier()
      while at(.period) && (peek().kind == .identifier || peek().kind == .keyword) && !atEnd {
        let member = name.precede(&self)
        bump()
        bump()
        name = member.complete(&self, .memberType)
      }
    } else {
      missing(.identifier)
    }
    if at(.leftParen) && !current.flags.contains(.precededByTrivia) {
      parseAttributeArguments(name: nameToken)
    }
    attribute.complete(&self, .attribute)
  }

  private mutating func parseAttributeArguments(name: Token) {
    bump()
    if textIs(name, "available") || textIs(name, "backDeployed") || textIs(name, "_originallyDefinedIn") {
      parseAvailabilityArguments(until: .rightParen)
    } else if textIs(name, "objc") || textIs(name, "_objcImplementation") || textIs(name, "_specialize")
      || textIs(name, "_implements") || textIs(name, "derivative") || textIs(name, "transpose")
      || textIs(name, "_dynamicReplacement") || textIs(name, "_effects") || textIs(name, "_private")
      || textIs(name, "_projectedValueProperty") || textIs(name, "_silgen_name") || textIs(name, "_cdecl")
      || textIs(name, "_expose") || textIs(name, "_typeEraser") || textIs(name, "_spi_available")
      || textIs(name, "_lifetime") || textIs(name, "lifetime") || textIs(name, "_unavailableFromAsync")
      || textIs(name, "_documentation") || textIs(name, "attached") || textIs(name, "freestanding")
      || textIs(name, "_section") || textIs(name, "_extern") || textIs(name, "abi") || textIs(name, "_alignment")
    {
      let arguments = start()
      while !atEnd && !at(.rightParen) && !at(.rightBrace) {
        skipOneBalanced()
      }
      arguments.complete(&self, .attributeArguments)
    } else {
      parseLabeledExpressionList(until: .rightParen)
    }
    expect(.rightParen)
  }

  /// Parses availability arguments: `iOS 17.0, *`, `deprecated, message: "x"`,
  /// `introduced: 16.0`, `swift 5.9`, `iOS, unavailable`.
  mutating func parseAvailabilityArguments(until closer: TokenKind) {
    let list = start()
    while !atEnd && !at(closer) && !at(.rightBrace) {
      let before = position
      let argument = start()
      if at(.binaryOperator) || at(.prefixOperator) || at(.postfixOperator) {
        bump()
      } else if (at(.identifier) || at(.keyword)) && peek().kind == .colon {
        bump()
        bump()
        if at(.stringQuote) || at(.multilineStringQuote) {
          parseStringLiteral()
        } else if at(.integerLiteral) || at(.floatLiteral) || at(.identifier) || at(.keyword) {
          bump()
          while at(.period) && (peek().kind == .integerLiteral || peek().kind == .floatLiteral) {
            bump()
            bump()
          }
        } else {
          missingNode(.missingExpr)
        }
      } else if at(.identifier) || at(.keyword) {
        bump()
        if at(.integerLiteral) || at(.floatLiteral) {
          bump()
          while at(.period) && (peek().kind == .integerLiteral || peek().kind == .floatLiteral) {
            bump()
            bump()
          }
        }
      } else if at(.stringQuote) {
        parseStringLiteral()
      } else {
        argument.abandon(&self)
        break
      }
      argument.complete(&self, .availabilityArgument)
      if !eat(.comma) { break }
      if position == before { break }
    }
    list.complete(&self, .availabilityArguments)
  }

  /// Parses the modifiers at the current position into a `modifierList`, if there are any.
  mutating func parseModifiers() {
    guard isAtModifier() else { return }
    let list = start()
    while !atEnd && isAtModifier() {
      let modifier = start()
      bump()
      if isAtModifierDetail(at: 0) {
        bump()
        if at(.identifier) || at(.keyword) { bump() } else { missing(.identifier) }
        expect(.rightParen)
      }
      modifier.complete(&self, .modifier)
    }
    list.complete(&self, .modifierList)
  }

  /// Whether the current token is a declaration modifier here (contextual words only when a
  /// declaration follows them).
  func isAtModifier() -> Bool {
    if current.keyword.isReservedModifier { return true }
    switch current.keyword {
    case .class:
      return isModifierFollowedByDeclaration(at: 1)
    default:
      guard current.kind == .identifier, current.keyword.isContextualModifier else { return false }
      return isModifierFollowedByDeclaration(at: 1)
    }
  }

  /// Whether a modifier's `(detail)` starts `distance` tokens ahead: a `(` right after the
  /// modifier, or after a space when one word and `)` follow (`private (set) var`, which the
  /// compiler accepts, with a warning before Swift 6).
  func isAtModifierDetail(at distance: Int) -> Bool {
    let open = peek(distance)
    guard open.kind == .leftParen else { return false }
    guard open.flags.contains(.precededByTrivia) else { return true }
    let word = peek(distance + 1)
    return (word.kind == .identifier || word.kind == .keyword) && peek(distance + 2).kind == .rightParen
  }

  /// Whether, `distance` tokens ahead (after an optional `(detail)`), a declaration keyword or
  /// another modifier follows.
  func isModifierFollowedByDeclaration(at distance: Int) -> Bool {
    var offset = distance
    var next = peek(offset)
    if isAtModifierDetail(at: offset) && peek(offset + 2).kind == .rightParen {
      offset += 3
      next = peek(offset)
    }
    for _ in 0..<16 {
      if Parser.declarationKeywords.contains(next.keyword) && next.kind == .keyword { return true }
      switch next.keyword {
      case .public, .private, .fileprivate, .internal, .static, .class, .case:
        return true
      case .actor, .macro:
        return next.kind == .identifier && peek(offset + 1).kind == .identifier
      default:
        guard next.kind == .identifier, next.keyword.isContextualModifier else { return false }
      }
      offset += 1
      next = peek(offset)
      if next.kind == .leftParen && peek(offset + 2).kind == .rightParen {
        offset += 3
        next = peek(offset)
      }
    }
    return false
  }

  /// Reserved words that begin a declaration.
  public static let declarationKeywords: Set<Keyword> = [
    .import, .struct, .class, .enum, .protocol, .extension, .typealias, .associatedtype, .func, .`init`, .deinit,
    .subscript, .let, .var, .operator, .precedencegroup,
  ]

  /// Whether a declaration starts at the current token in `context`.
  func isAtDeclarationStart(_ context: ItemContext) -> Bool {
    if at(.atSign) { return true }
    if at(.poundIf) { return isAtAttributeIfConfig() }
    if at(.poundSourceLocation) { return true }
    if at(.pound) { return true }
    if current.kind == .keyword {
      if current.keyword == .case { return context == .members }
      if current.keyword == .`init` { return context == .members || peek().kind != .period }
      if Parser.declarationKeywords.contains(current.keyword) { return true }
      if isAtModifier() { return true }
      return false
    }
    if current.kind == .identifier {
      switch current.keyword {
      case .actor, .macro:
        return peek().kind == .identifier && !peek().flags.contains(.atStartOfLine)
      default:
        return isAtModifier()
      }
    }
    return false
  }
}
