import Source

/// The file, items of code blocks and member blocks, and recovery from exhausted nesting.
extension Parser {
  /// Where an item appears, which decides what may start one.
  enum ItemContext {
    /// Top level of a file or a code block: declarations, statements and expressions.
    case statements
    /// A type's member block: declarations (and `case` in enums).
    case members
  }

  /// Parses the whole file: items until the end, then the end-of-file token.
  mutating func parseSourceFile() {
    let file = start()
    while current.kind != .endOfFile {
      let itemStart = position
      parseItem(.statements, atFileLevel: true)
      if isUnwinding {
        recoverFromNestingLimit(itemStartToken: itemStart)
      } else if position == itemStart {
        bumpUnexpected()
      }
    }
    // The end-of-file token (which `bump` never consumes, nor the parser edits): the last of
    // the lexer's tokens.
    events.append(.token)
    file.complete(&self, .sourceFile)
  }

  /// After the nesting budget ran out: stop unwinding and skip, as one `unexpected` node, to
  /// the end of the top-level item that held the too-deep construct (the point where every
  /// delimiter it opened is closed again).
  mutating func recoverFromNestingLimit(itemStartToken: Int) {
    isUnwinding = false
    depth = 0
    var balance = 0
    for index in itemStartToken..<position { balance += Parser.recoveryBalance(tokens[index].kind) }
    let startOffset = Int(tokens[itemStartToken].start)
    let marker = start()
    while current.kind != .endOfFile && (balance > 0 || !atStartOfLine) {
      balance += Parser.recoveryBalance(current.kind)
      bump()
    }
    marker.complete(&self, .unexpected)
    nestingFailures.append(
      NestingFailure(
        offset: nestingLimitOffsets.last ?? startOffset, suppressedStart: startOffset,
        suppressedEnd: position > 0 ? tokens[position - 1].end : startOffset))
  }

  /// Like `delimiterBalance`, counting `#if` ... `#endif` as a region too.
  static func recoveryBalance(_ kind: TokenKind) -> Int {
    switch kind {
    case .poundIf: return 1
    case .poundEndif: return -1
    default: return delimiterBalance(kind)
    }
  }

  /// `+1` for tokens that open a delimited region, `-1` for those that close one.
  static func delimiterBalance(_ kind: TokenKind) -> Int {
    switch kind {
    case .leftParen, .leftSquare, .leftBrace, .interpolationStart: return 1
    case .rightParen, .rightSquare, .rightBrace, .interpolationEnd: return -1
    default: return 0
    }
  }

  /// Parses one item in `context`, with its optional `;`; `atFileLevel` for the items of the
  /// file itself (not inside a `#if`), which `ParserOptions.keptNames` may skip.
  mutating func parseItem(_ context: ItemContext, atFileLevel: Bool = false) {
    if isUnwinding { return }
    if at(.poundIf) && isAtAttributeIfConfig() {
      parseDeclaration(context)
    } else if at(.poundIf) {
      parseIfConfig(.items(context))
    } else if at(.semicolon) {
      bump()
      return
    } else if isAtDeclarationStart(context) {
      parseDeclaration(context, atFileLevel: atFileLevel)
    } else if context == .members {
      skipUnexpectedMemberTokens()
      return
    } else if !parseStatementIfPresent() {
      if isAtExpressionStart() {
        parseExpression()
      } else {
        skipUnexpectedStatementTokens()
        return
      }
    }
    eat(.semicolon)
  }

  /// Parses `{ items }`: a code block.
  @discardableResult
  mutating func parseCodeBlock() -> CompletedMarker {
    let marker = start()
    guard eat(.leftBrace) else {
      missing(.leftBrace)
      return marker.complete(&self, .codeBlock)
    }
    parseItemsUntilRightBrace(.statements)
    expect(.rightBrace)
    return marker.complete(&self, .codeBlock)
  }

  /// Parses items until `}` or the end of the file, spending one level of nesting.
  mutating func parseItemsUntilRightBrace(_ context: ItemContext) {
    guard enter() else { return }
    while !atEnd && !at(.rightBrace) {
      let before = position
      parseItem(context)
      if position == before && !atEnd { bumpUnexpected() }
    }
    leave()
  }

  /// A body the options allow to skip: tokens up to the matching `}` in a `skippedBody` node.
  ///
  /// Where a parse would not end the body at that `}`, a missing `}` is recorded, an error a
  /// parse of the body reports too, so that a caller that skipped bodies parses the file again
  /// in full (`ModuleLoader.parse`): a body still open at the end of the file, an interpolation
  /// or a `#if` block still open at a `}` or at the body's end (a parse reads what follows into
  /// it). An unclosed `(` or `[` is not: a parse's recovery stops at the `}` as the skip does.
  mutating func parseFunctionBody() {
    guard skipsFunctionBodies, at(.leftBrace) else {
      parseCodeBlock()
      return
    }
    let marker = start()
    var balance = 0
    // The open braces, interpolations and `#if` blocks, innermost last.
    var open: [TokenKind] = []
    var nests = true
    repeat {
      switch current.kind {
      case .leftBrace:
        balance += 1
        open.append(.leftBrace)
      case .rightBrace:
        balance -= 1
        if open.popLast() != .leftBrace { nests = false }
      case .interpolationStart, .poundIf: open.append(current.kind)
      case .interpolationEnd: if open.popLast() != .interpolationStart { nests = false }
      case .poundElseif, .poundElse: if open.last != .poundIf { nests = false }
      case .poundEndif: if open.popLast() != .poundIf { nests = false }
      default: break
      }
      bump()
    } while balance > 0 && current.kind != .endOfFile
    if balance > 0 || !nests || !open.isEmpty { missing(.rightBrace) }
    marker.complete(&self, .skippedBody)
  }

  /// Skips tokens that cannot start a member, up to the next thing that can.
  mutating func skipUnexpectedMemberTokens() {
    let marker = start()
    repeat {
      skipOneBalanced()
    } while !atEnd && !at(.rightBrace) && !at(.poundIf) && !at(.semicolon)
      && !(atStartOfLine && isAtDeclarationStart(.members))
    marker.complete(&self, .unexpected)
  }

  /// Skips tokens that cannot start a statement, up to the next line or closing delimiter.
  mutating func skipUnexpectedStatementTokens() {
    let marker = start()
    repeat {
      skipOneBalanced()
    } while !atEnd && !at(.rightBrace) && !atStartOfLine && !at(.semicolon)
    marker.complete(&self, .unexpected)
  }

  /// Consumes one token, or a whole balanced `( )`, `[ ]` or `{ }` group starting at it. A
  /// closing delimiter that does not match stops the group (it belongs to an outer construct),
  /// except inside braces, which pair first: there a `)` or `]` that closes nothing since the
  /// innermost open `{` is stepped over, and a `}` (or an interpolation's end, which the lexer
  /// pairs) closes the innermost `{` with whatever is open inside it. So a group ends at the
  /// `}` that brace counting pairs with its `{`, where the skim (`HeaderScanner`) and a skipped
  /// body end it too (`BalancedGroup`).
  mutating func skipOneBalanced() {
    var group = BalancedGroup()
    repeat {
      let kind = current.kind
      switch kind {
      case .leftParen, .leftSquare, .leftBrace, .interpolationStart: group.open(kind)
      case .rightParen, .rightSquare, .rightBrace, .interpolationEnd:
        guard !group.isEmpty else { break }
        switch group.closing(kind) {
        case .closes: group.close(kind)
        case .steppedOver: break
        case .endsGroup: return
        }
      default: break
      }
      bump()
    } while !group.isEmpty && current.kind != .endOfFile
  }
}

/// Where the parser ran out of nesting budget, and the stretch of source whose other
/// diagnostics are suppressed because the parser skipped it.
public struct NestingFailure: Sendable, Hashable {
  /// The offset of the token at which the budget ran out.
  public var offset: Int
  /// The start of the suppressed stretch (the enclosing top-level item).
  public var suppressedStart: Int
  /// The end of the suppressed stretch.
  public var suppressedEnd: Int
}
