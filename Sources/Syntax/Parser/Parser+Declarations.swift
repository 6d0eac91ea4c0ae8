import Source

/// Declarations: imports, types, extensions, functions, variables, enum cases, operators.
extension Parser {
  /// Parses one declaration with its attributes and modifiers.
  mutating func parseDeclaration(_ context: ItemContext, atFileLevel: Bool = false) {
    if isUnwinding { return }
    let marker = start()
    parseAttributes()
    parseModifiers()
    if let kept = options.keptNames {
      let end =
        atFileLevel
        ? endOfUnneededDeclaration(keeping: kept)
        : context == .members && membersMayBeSkipped ? endOfUnneededMember(keeping: kept) : nil
      if let end {
        bumpTokens(upTo: tokens.dropSkipped(from: position, to: end))
        marker.complete(&self, .skippedDeclaration)
        return
      }
      // Kept, but for its names alone when its own name is none of `bodyNames`.
      if atFileLevel, let bodyNames = options.bodyNames {
        readsNamesOnly = isReadForItsNames(keepingBodiesOf: bodyNames)
        marker.complete(&self, parseDeclarationKeyword())
        readsNamesOnly = false
        return
      }
    }
    marker.complete(&self, parseDeclarationKeyword())
  }

  /// Parses the declaration at the current keyword (its attributes and modifiers parsed), and
  /// returns its kind.
  private mutating func parseDeclarationKeyword() -> SyntaxKind {
    let kind: SyntaxKind
    switch current.keyword {
    case .import: kind = parseImport()
    case .struct: kind = parseNominal(.structDecl)
    case .class: kind = parseNominal(.classDecl)
    case .enum: kind = parseNominal(.enumDecl)
    case .protocol: kind = parseNominal(.protocolDecl)
    case .actor: kind = parseNominal(.actorDecl)
    case .extension: kind = parseExtension()
    case .typealias: kind = parseTypeAlias()
    case .associatedtype: kind = parseAssociatedType()
    case .func: kind = parseFunction()
    case .`init`: kind = parseInitializer()
    case .deinit: kind = parseDeinitializer()
    case .subscript: kind = parseSubscript()
    case .let, .var: kind = parseVariable()
    case .case: kind = parseEnumCase()
    case .operator: kind = parseOperatorDeclaration()
    case .precedencegroup: kind = parsePrecedenceGroup()
    case .macro: kind = parseMacroDeclaration()
    default:
      if at(.pound) {
        kind = parseMacroExpansionDeclaration()
      } else if at(.poundSourceLocation) {
        kind = parsePoundSourceLocation()
      } else {
        kind = .missingDecl
      }
    }
    return kind
  }

  /// Parses the name of a declaration: an identifier, or records a missing one.
  mutating func parseDeclarationName() {
    if at(.identifier) {
      bump()
    } else {
      missing(.identifier)
    }
  }

  private mutating func parseImport() -> SyntaxKind {
    bump()
    switch current.keyword {
    case .struct, .class, .enum, .protocol, .typealias, .func, .let, .var:
      bump()
    default:
      break
    }
    let path = start()
    if at(.identifier) || current.kind.isOperator {
      bump()
    } else {
      missing(.identifier)
    }
    while at(.period) && !atEnd {
      bump()
      if at(.identifier) || current.kind.isOperator || at(.keyword) { bump() } else { missing(.identifier) }
    }
    path.complete(&self, .importPath)
    return .importDecl
  }

  /// `struct`, `class`, `enum`, `protocol` or `actor` with its name, generics, inheritance,
  /// where clause and members.
  private mutating func parseNominal(_ kind: SyntaxKind) -> SyntaxKind {
    bump()
    parseDeclarationName()
    if isAtGenericClauseStart() { parseGenericParameterClause() }
    if at(.colon) { parseInheritanceClause() }
    if at(.where) { parseGenericWhereClause() }
    parseMemberBlock(mayBeSkipped: kind != .protocolDecl)
    return kind
  }

  private mutating func parseExtension() -> SyntaxKind {
    bump()
    parseType()
    if at(.colon) { parseInheritanceClause() }
    if at(.where) { parseGenericWhereClause() }
    parseMemberBlock(mayBeSkipped: true)
    return .extensionDecl
  }

  private mutating func parseTypeAlias() -> SyntaxKind {
    bump()
    parseDeclarationName()
    if isAtGenericClauseStart() { parseGenericParameterClause() }
    let initializer = start()
    if expect(.equal) { parseType() } else { missingNode(.missingType) }
    initializer.complete(&self, .initializerClause)
    if at(.where) { parseGenericWhereClause() }
    return .typeAliasDecl
  }

  private mutating func parseAssociatedType() -> SyntaxKind {
    bump()
    parseDeclarationName()
    if at(.colon) { parseInheritanceClause() }
    if at(.equal) {
      let initializer = start()
      bump()
      parseType()
      initializer.complete(&self, .initializerClause)
    }
    if at(.where) { parseGenericWhereClause() }
    return .associatedTypeDecl
  }

  private mutating func parseFunction() -> SyntaxKind {
    bump()
    if at(.identifier) || current.kind.isOperator || at(.exclamationMark) || at(.postfixQuestionMark)
      || at(.infixQuestionMark) || at(.prefixAmpersand)
    {
      bump()
    } else if at(.keyword) && !at(.leftParen) && peek().kind == .leftParen {
      bump()
    } else {
      missing(.identifier)
    }
    if isAtGenericClauseStart() { parseGenericParameterClause() }
    parseSignature(allowsReturn: true)
    if at(.where) { parseGenericWhereClause() }
    if at(.leftBrace) { parseFunctionBody() }
    return .functionDecl
  }

  private mutating func parseInitializer() -> SyntaxKind {
    bump()
    if at(.postfixQuestionMark) || at(.exclamationMark) { bump() }
    if isAtGenericClauseStart() { parseGenericParameterClause() }
    parseSignature(allowsReturn: false)
    if at(.where) { parseGenericWhereClause() }
    if at(.leftBrace) { parseFunctionBody() }
    return .initializerDecl
  }

  private mutating func parseDeinitializer() -> SyntaxKind {
    bump()
    if at(.async) { parseEffectSpecifiers() }
    if at(.leftBrace) { parseFunctionBody() }
    return .deinitializerDecl
  }

  private mutating func parseSubscript() -> SyntaxKind {
    bump()
    if isAtGenericClauseStart() { parseGenericParameterClause() }
    parseSignature(allowsReturn: true)
    if at(.where) { parseGenericWhereClause() }
    if at(.leftBrace) { parseAccessorBlock() }
    return .subscriptDecl
  }

  /// A parameter clause, effects and an optional return clause.
  mutating func parseSignature(allowsReturn: Bool) {
    parseParameterClause(allowsUnnamed: false)
    if isAtEffectSpecifier() { parseEffectSpecifiers() }
    if at(.arrow) {
      let clause = start()
      bump()
      parseType()
      clause.complete(&self, .returnClause)
    }
  }

  private mutating func parseVariable() -> SyntaxKind {
    bump()
    repeat {
      let binding = start()
      parseBindingPattern()
      if at(.colon) {
        let annotation = start()
        bump()
        parseType()
        annotation.complete(&self, .typeAnnotation)
      }
      var hasInitializer = false
      if at(.equal) {
        let initializer = start()
        bump()
        parseExpression()
        initializer.complete(&self, .initializerClause)
        hasInitializer = true
      }
      if at(.leftBrace) && (!hasInitializer || isAtObserverBlock()) { parseAccessorBlock() }
      binding.complete(&self, .patternBinding)
    } while !atEnd && eat(.comma)
    return .variableDecl
  }

  private mutating func parseEnumCase() -> SyntaxKind {
    bump()
    repeat {
      let element = start()
      parseDeclarationName()
      if at(.leftParen) { parseParameterClause(allowsUnnamed: true) }
      if at(.equal) {
        let initializer = start()
        bump()
        parseExpression()
        initializer.complete(&self, .initializerClause)
      }
      element.complete(&self, .enumCaseElement)
    } while !atEnd && eat(.comma)
    return .enumCaseDecl
  }

  private mutating func parseOperatorDeclaration() -> SyntaxKind {
    bump()
    if current.kind.isOperator || at(.exclamationMark) || at(.postfixQuestionMark) || at(.infixQuestionMark)
      || at(.prefixAmpersand) || at(.identifier)
    {
      bump()
    } else {
      missing(.binaryOperator)
    }
    if at(.colon) {
      bump()
      repeat {
        if at(.identifier) { bump() } else { missing(.identifier) }
      } while !atEnd && eat(.comma)
    }
    return .operatorDecl
  }

  private mutating func parsePrecedenceGroup() -> SyntaxKind {
    bump()
    parseDeclarationName()
    guard expect(.leftBrace) else { return .precedenceGroupDecl }
    while !atEnd && !at(.rightBrace) {
      let before = position
      let attribute = start()
      if at(.identifier) { bump() } else { bumpUnexpected() }
      if eat(.colon) {
        repeat {
          if at(.identifier) || at(.keyword) { bump() } else { missing(.identifier) }
        } while !atEnd && eat(.comma)
      }
      attribute.complete(&self, .precedenceGroupAttribute)
      if position == before { break }
    }
    expect(.rightBrace)
    return .precedenceGroupDecl
  }

  private mutating func parseMacroDeclaration() -> SyntaxKind {
    bump()
    parseDeclarationName()
    if isAtGenericClauseStart() { parseGenericParameterClause() }
    parseSignature(allowsReturn: true)
    if at(.equal) {
      let initializer = start()
      bump()
      parseExpression()
      initializer.complete(&self, .initializerClause)
    }
    if at(.where) { parseGenericWhereClause() }
    return .macroDecl
  }

  /// `#name<T>(arguments) { trailing closures }` at declaration or statement level.
  mutating func parseMacroExpansionDeclaration() -> SyntaxKind {
    parseMacroExpansionParts()
    return .macroExpansionDecl
  }

  /// The parts of a freestanding macro expansion after attributes: `#`, the name, generic
  /// arguments, arguments and trailing closures.
  mutating func parseMacroExpansionParts() {
    bump()
    if at(.identifier) || at(.keyword) { bump() } else { missing(.identifier) }
    if isAtGenericClauseStart() && looksLikeGenericArguments() { parseGenericArgumentClause() }
    if at(.leftParen) && !atStartOfLine {
      bump()
      parseLabeledExpressionList(until: .rightParen)
      expect(.rightParen)
    }
    // In a condition a `{` after the expansion opens the body (`if s == #selector(f(_:)) {`).
    if at(.leftBrace) && !atStartOfLine && !expressionFlags.contains(.noTrailingClosure) { parseTrailingClosures() }
  }

  private mutating func parsePoundSourceLocation() -> SyntaxKind {
    bump()
    if expect(.leftParen) {
      parseLabeledExpressionList(until: .rightParen)
      expect(.rightParen)
    }
    return .poundSourceLocation
  }
}
