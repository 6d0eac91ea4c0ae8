import Source

/// Member blocks, accessors, generic parameters, inheritance, where clauses, parameters and
/// effect specifiers.
extension Parser {
  /// Parses `{ members }`.
  mutating func parseMemberBlock(mayBeSkipped: Bool) {
    let block = start()
    guard eat(.leftBrace) else {
      missing(.leftBrace)
      block.complete(&self, .memberBlock)
      return
    }
    let outer = membersMayBeSkipped
    membersMayBeSkipped = mayBeSkipped && skipsUnneededMembers
    parseItemsUntilRightBrace(.members)
    membersMayBeSkipped = outer
    expect(.rightBrace)
    block.complete(&self, .memberBlock)
  }

  /// Parses `{ get { } set { } }`, `{ willSet { } didSet { } }` or an implicit getter `{ ... }`.
  mutating func parseAccessorBlock() {
    let block = start()
    bump()
    guard enter() else {
      block.complete(&self, .accessorBlock)
      return
    }
    if isAtAccessor() {
      while !atEnd && !at(.rightBrace) {
        let before = position
        if at(.poundIf) {
          parseIfConfig(.accessors)
        } else if isAtAccessor() {
          parseAccessor()
        } else {
          skipUnexpectedMemberTokens()
        }
        if position == before { bumpUnexpected() }
      }
    } else {
      while !atEnd && !at(.rightBrace) {
        let before = position
        parseItem(.statements)
        if position == before && !atEnd { bumpUnexpected() }
      }
    }
    leave()
    expect(.rightBrace)
    block.complete(&self, .accessorBlock)
  }

  /// Words that introduce an accessor. Not `read` and `modify`: the compiler takes them as
  /// accessors only with the experimental feature CoroutineAccessors, so in a getter they are
  /// calls (`var value: Value { read { $0 } }` reads through a method named `read`).
  public static let accessorKeywords: Set<Keyword> = [
    .get, .set, .willSet, .didSet, .underscoreRead, .underscoreModify, .`init`, .unsafeAddress, .unsafeMutableAddress,
  ]

  /// Whether an accessor starts here: attributes and modifiers, then an accessor word followed
  /// by `{`, `}`, `(`, an effect, or another accessor at the start of a line.
  func isAtAccessor() -> Bool { isAccessor(at: 0) }

  /// Whether an accessor starts `start` tokens ahead; an `#if` there counts when its first
  /// clause starts with one.
  func isAccessor(at start: Int) -> Bool {
    var offset = start
    var token = peek(offset)
    if token.kind == .poundIf {
      offset += 1
      while peek(offset).kind != .endOfFile && !peek(offset).flags.contains(.atStartOfLine) { offset += 1 }
      return peek(offset).kind != .poundIf && isAccessor(at: offset)
    }
    for _ in 0..<32 {
      if token.kind == .atSign {
        offset += 2
        if peek(offset).kind == .leftParen {
          var balance = 0
          repeat {
            let kind = peek(offset).kind
            if kind == .leftParen { balance += 1 } else if kind == .rightParen { balance -= 1 }
            offset += 1
          } while balance > 0 && peek(offset).kind != .endOfFile
        }
        token = peek(offset)
        continue
      }
      if Parser.accessorModifiers.contains(token.keyword) {
        offset += 1
        token = peek(offset)
        continue
      }
      break
    }
    guard Parser.accessorKeywords.contains(token.keyword) else { return false }
    let next = peek(offset + 1)
    switch next.kind {
    case .leftBrace, .rightBrace: return true
    case .leftParen: return token.keyword != .get
    case .identifier:
      // `get set` in a protocol requirement, `get async`, or the next accessor.
      return next.keyword == .async || next.keyword == .throws || Parser.accessorKeywords.contains(next.keyword)
        || Parser.accessorModifiers.contains(next.keyword)
    case .keyword:
      return next.keyword == .throws || next.keyword == .rethrows
    default:
      return false
    }
  }

  /// Words that may precede an accessor word.
  static let accessorModifiers: Set<Keyword> = [
    .mutating, .nonmutating, .doubleUnderscoreConsuming, .nonisolated, .borrowing, .consuming,
  ]

  /// Whether `{` starts a `willSet`/`didSet` block (after an initializer).
  func isAtObserverBlock() -> Bool {
    var offset = 1
    while peek(offset).kind == .atSign { offset += 2 }
    let word = peek(offset).keyword
    return word == .willSet || word == .didSet
  }

  /// Parses one accessor: attributes, modifiers, the accessor word, `(name)`, effects, body.
  mutating func parseAccessor() {
    let accessor = start()
    parseAttributes()
    parseModifiers()
    while Parser.accessorModifiers.contains(current.keyword) && !atEnd { bump() }
    bump()
    if at(.leftParen) {
      let parameter = start()
      bump()
      if at(.identifier) || at(.keyword) { bump() } else { missing(.identifier) }
      expect(.rightParen)
      parameter.complete(&self, .accessorParameter)
    }
    if isAtEffectSpecifier() { parseEffectSpecifiers() }
    if at(.leftBrace) { parseCodeBlock() }
    accessor.complete(&self, .accessorDecl)
  }

  /// Whether `<` starts a generic clause right here (no whitespace before it).
  func isAtGenericClauseStart() -> Bool {
    (current.kind == .binaryOperator || current.kind == .prefixOperator || current.kind == .postfixOperator)
      && firstByte(current) == UInt8(ascii: "<")
  }

  /// Whether the current token starts with `>` (closing a generic clause, perhaps glued).
  func isAtRightAngle() -> Bool {
    (current.kind == .binaryOperator || current.kind == .postfixOperator || current.kind == .prefixOperator)
      && firstByte(current) == UInt8(ascii: ">")
  }

  /// Consumes `<` (splitting `<` off a longer operator if needed).
  mutating func bumpLeftAngle() {
    bumpFirstByte(as: .binaryOperator)
  }

  /// Consumes `>` (splitting it off `>>`, `>?` or `>=`), or records a missing one.
  mutating func expectRightAngle() {
    if isAtRightAngle() {
      bumpFirstByte(as: .binaryOperator)
    } else {
      missing(.binaryOperator)
    }
  }

  /// Parses `<T: P, each U, V = Default>` (defaults appear in primary associated types).
  mutating func parseGenericParameterClause() {
    guard enter() else { return }
    defer { leave() }
    let clause = start()
    bumpLeftAngle()
    while !atEnd && !isAtRightAngle() {
      let before = position
      let parameter = start()
      parseAttributes()
      if at(.each) && peek().kind == .identifier { bump() }
      if at(.let) { bump() }
      if at(.identifier) { bump() } else { missing(.identifier) }
      if eat(.colon) { parseType() }
      if eat(.equal) { parseType() }
      parameter.complete(&self, .genericParameter)
      if !eat(.comma) || position == before { break }
    }
    if at(.where) { parseGenericWhereClause() }
    expectRightAngle()
    clause.complete(&self, .genericParameterClause)
  }

  /// Parses `: A, B & C, @unchecked Sendable, ~Copyable`.
  mutating func parseInheritanceClause() {
    let clause = start()
    bump()
    repeat {
      let inherited = start()
      if at(.class) {
        let restriction = start()
        bump()
        restriction.complete(&self, .classRestrictionType)
      } else {
        parseType()
      }
      inherited.complete(&self, .inheritedType)
    } while !atEnd && eat(.comma)
    clause.complete(&self, .inheritanceClause)
  }

  /// Parses `where T: P, U == V, T: ~Copyable`.
  mutating func parseGenericWhereClause() {
    let clause = start()
    bump()
    repeat {
      let requirement = start()
      parseType()
      if at(.colon) {
        bump()
        parseType()
      } else if at(.binaryOperator) && atText("==") {
        bump()
        parseType()
      } else {
        missing(.colon)
      }
      requirement.complete(&self, .genericRequirement)
    } while !atEnd && eat(.comma)
    clause.complete(&self, .genericWhereClause)
  }

  /// Parses `(label name: Type = default, ...)`. With `allowsUnnamed` (enum cases), a
  /// parameter may be just a type.
  mutating func parseParameterClause(allowsUnnamed: Bool) {
    let clause = start()
    guard eat(.leftParen) else {
      missing(.leftParen)
      clause.complete(&self, .parameterClause)
      return
    }
    if enter() {
      while !atEnd && !at(.rightParen) && !at(.rightBrace) {
        let before = position
        parseParameter(allowsUnnamed: allowsUnnamed)
        if !eat(.comma) || position == before { break }
      }
      leave()
    }
    if !at(.rightParen) && !atEnd && !at(.rightBrace) && !isAtDeclarationStart(.members) {
      let unexpected = start()
      while !atEnd && !at(.rightParen) && !at(.rightBrace) && !(atStartOfLine && isAtDeclarationStart(.members)) {
        skipOneBalanced()
      }
      unexpected.complete(&self, .unexpected)
    }
    expect(.rightParen)
    clause.complete(&self, .parameterClause)
  }

  private mutating func parseParameter(allowsUnnamed: Bool) {
    let parameter = start()
    parseAttributes()
    let isName = { (token: Token) in token.kind == .identifier || token.kind == .keyword }
    if isName(current) && peek().kind == .colon {
      bump()
    } else if isName(current) && isName(peek()) && peek(2).kind == .colon {
      bump()
      bump()
    } else if !allowsUnnamed {
      if isName(current) { bump() } else { missing(.identifier) }
    }
    if eat(.colon) || allowsUnnamed {
      parseType()
    } else {
      missingNode(.missingType)
    }
    if (at(.postfixOperator) || at(.binaryOperator)) && atText("...") { bump() }
    if at(.equal) {
      let initializer = start()
      bump()
      parseExpression()
      initializer.complete(&self, .initializerClause)
    }
    parameter.complete(&self, .functionParameter)
  }

  /// Whether an effect specifier (`async`, `throws`, `rethrows`, `reasync`) comes next.
  func isAtEffectSpecifier() -> Bool {
    at(.async) || at(.throws) || at(.rethrows) || at(.reasync)
  }

  /// Parses `async throws(E)` and friends.
  mutating func parseEffectSpecifiers() {
    let effects = start()
    while !atEnd && isAtEffectSpecifier() {
      if at(.throws) {
        let clause = start()
        bump()
        if at(.leftParen) && !atStartOfLine {
          bump()
          parseType()
          expect(.rightParen)
        }
        clause.complete(&self, .throwsClause)
      } else {
        bump()
      }
    }
    effects.complete(&self, .effectSpecifiers)
  }
}
