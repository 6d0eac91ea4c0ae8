import Source

/// Types: identifiers with generic arguments, members, optionals, collections, tuples,
/// functions, metatypes, `some`/`any`, compositions, attributed types and packs.
extension Parser {
  /// Parses a type, or records a missing one.
  mutating func parseType() {
    if isUnwinding { return }
    if at(.atSign) || isAtTypeSpecifier() {
      guard enter() else { return }
      defer { leave() }
      let attributed = start()
      while !atEnd {
        if at(.atSign) {
          parseAttribute()
        } else if isAtTypeSpecifier() {
          bump()
          if at(.leftParen) && !current.flags.contains(.precededByTrivia) {
            bump()
            if at(.identifier) || at(.keyword) { bump() }
            expect(.rightParen)
          }
        } else {
          break
        }
      }
      parseType()
      attributed.complete(&self, .attributedType)
      return
    }
    parseCompositionOrFunctionType()
  }

  /// Whether the current word is a type specifier such as `inout` or `sending`.
  func isAtTypeSpecifier() -> Bool {
    switch current.keyword {
    case .inout: return true
    case .borrowing, .consuming, .sending, .doubleUnderscoreOwned, .doubleUnderscoreShared, .isolated,
      .underscoreConst:
      let next = peek()
      return next.kind == .identifier || next.kind == .keyword || next.kind == .leftParen
        || next.kind == .leftSquare || next.kind == .atSign
    default: return false
    }
  }

  private mutating func parseCompositionOrFunctionType() {
    guard let first = parseNonCompositionType() else {
      missingNode(.missingType)
      return
    }
    var result = first
    if at(.binaryOperator) && atText("&") {
      let composition = result.precede(&self)
      while at(.binaryOperator) && atText("&") && !atEnd {
        bump()
        if parseNonCompositionType() == nil { missingNode(.missingType) }
      }
      result = composition.complete(&self, .compositionType)
    }
    if isAtEffectSpecifier() || at(.arrow) {
      guard peekPastEffects().kind == .arrow else { return }
      let function = result.precede(&self)
      if isAtEffectSpecifier() { parseEffectSpecifiers() }
      expect(.arrow)
      if enter() {
        parseType()
        leave()
      }
      function.complete(&self, .functionType)
    }
  }

  /// The token after any effect specifiers at the current position.
  func peekPastEffects() -> Token {
    var offset = 0
    while true {
      let token = peek(offset)
      if token.keyword == .async || token.keyword == .throws || token.keyword == .rethrows
        || token.keyword == .reasync
      {
        offset += 1
        if token.keyword == .throws && peek(offset).kind == .leftParen {
          var balance = 0
          repeat {
            let kind = peek(offset).kind
            if kind == .leftParen { balance += 1 } else if kind == .rightParen { balance -= 1 }
            offset += 1
          } while balance > 0 && peek(offset).kind != .endOfFile
        }
        continue
      }
      return token
    }
  }

  /// A type without `&` composition or function arrow; `nil` if none starts here.
  private mutating func parseNonCompositionType() -> CompletedMarker? {
    switch current.keyword {
    case .some, .any:
      if current.kind == .identifier && startsType(peek()) && !peek().flags.contains(.atStartOfLine) {
        let marker = start()
        bump()
        if enter() {
          parseType()
          leave()
        }
        return marker.complete(&self, .someOrAnyType)
      }
    case .each:
      if current.kind == .identifier && peek().kind == .identifier {
        let marker = start()
        bump()
        if enter() {
          parseType()
          leave()
        }
        return marker.complete(&self, .packElementType)
      }
    case .repeat:
      let marker = start()
      bump()
      if enter() {
        parseType()
        leave()
      }
      return marker.complete(&self, .packExpansionType)
    default: break
    }
    if at(.prefixOperator) && atText("~") {
      let marker = start()
      bump()
      if enter() {
        parseType()
        leave()
      }
      return marker.complete(&self, .suppressedType)
    }
    guard var type = parsePrimaryType() else { return nil }
    while !atEnd {
      if at(.period) {
        let next = peek()
        if next.keyword == .upperType || next.keyword == .upperProtocol {
          let metatype = type.precede(&self)
          bump()
          bump()
          type = metatype.complete(&self, .metatypeType)
        } else if next.kind == .identifier || next.kind == .keyword {
          let member = type.precede(&self)
          bump()
          bump()
          if isAtGenericClauseStart() { parseGenericArgumentClause() }
          type = member.complete(&self, .memberType)
        } else {
          break
        }
      } else if at(.postfixQuestionMark) {
        let optional = type.precede(&self)
        bumpFirstByte(as: .postfixQuestionMark)
        type = optional.complete(&self, .optionalType)
      } else if at(.exclamationMark) {
        let unwrapped = type.precede(&self)
        bumpFirstByte(as: .exclamationMark)
        type = unwrapped.complete(&self, .implicitlyUnwrappedOptionalType)
      } else {
        break
      }
    }
    return type
  }

  /// Whether `token` can start a type.
  func startsType(_ token: Token) -> Bool {
    switch token.kind {
    case .identifier, .leftParen, .leftSquare, .atSign: return true
    case .keyword: return token.keyword == .upperAny || token.keyword == .upperSelf || token.keyword == .wildcard
    case .prefixOperator: return firstByte(token) == UInt8(ascii: "~")
    default: return false
    }
  }

  private mutating func parsePrimaryType() -> CompletedMarker? {
    switch current.kind {
    case .identifier:
      return parseSimpleTypeIdentifier()
    case .keyword:
      switch current.keyword {
      case .upperAny, .upperSelf, .`self`:
        return parseSimpleTypeIdentifier()
      case .wildcard:
        let marker = start()
        bump()
        return marker.complete(&self, .placeholderType)
      default:
        return nil
      }
    case .leftParen:
      return parseTupleType()
    case .leftSquare:
      return parseCollectionType()
    case .integerLiteral:
      let marker = start()
      bump()
      return marker.complete(&self, .integerType)
    case .prefixOperator where atText("-") && peek().kind == .integerLiteral:
      let marker = start()
      bump()
      bump()
      return marker.complete(&self, .integerType)
    default:
      return nil
    }
  }

  /// `Name` or `Name<Arguments>`.
  @discardableResult
  mutating func parseSimpleTypeIdentifier() -> CompletedMarker {
    let marker = start()
    bump()
    if isAtGenericClauseStart() { parseGenericArgumentClause() }
    return marker.complete(&self, .identifierType)
  }

  /// Parses `<Int, [String]>`.
  mutating func parseGenericArgumentClause() {
    guard enter() else { return }
    defer { leave() }
    let clause = start()
    bumpLeftAngle()
    while !atEnd && !isAtRightAngle() {
      let before = position
      let argument = start()
      parseType()
      argument.complete(&self, .genericArgument)
      if !eat(.comma) || position == before { break }
    }
    expectRightAngle()
    clause.complete(&self, .genericArgumentClause)
  }

  private mutating func parseTupleType() -> CompletedMarker {
    let marker = start()
    bump()
    if enter() {
      while !atEnd && !at(.rightParen) && !at(.rightBrace) {
        let before = position
        let element = start()
        parseAttributes()
        let isName = { (token: Token) in token.kind == .identifier || token.kind == .keyword }
        if isName(current) && peek().kind == .colon {
          bump()
          bump()
        } else if isName(current) && isName(peek()) && peek(2).kind == .colon {
          bump()
          bump()
          bump()
        }
        parseType()
        if (at(.postfixOperator) || at(.binaryOperator)) && atText("...") { bump() }
        if at(.equal) {
          let initializer = start()
          bump()
          parseExpression()
          initializer.complete(&self, .initializerClause)
        }
        element.complete(&self, .tupleTypeElement)
        if !eat(.comma) || position == before { break }
      }
      leave()
    }
    expect(.rightParen)
    return marker.complete(&self, .tupleType)
  }

  private mutating func parseCollectionType() -> CompletedMarker {
    let marker = start()
    bump()
    guard enter() else { return marker.complete(&self, .arrayType) }
    defer { leave() }
    parseType()
    if eat(.colon) {
      parseType()
      expect(.rightSquare)
      return marker.complete(&self, .dictionaryType)
    }
    expect(.rightSquare)
    return marker.complete(&self, .arrayType)
  }
}
