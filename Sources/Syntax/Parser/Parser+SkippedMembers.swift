import Source

/// Members skipped when none of their names is kept (`ParserOptions.skipsUnneededMembers`).
///
/// A file kept only for the names it declares is read for its types' headers and for members
/// looked up by name (`static let`, an enum case, a static function's result type); a SwiftGen
/// catalog of 7,447 icons kept because an intent names its class has thousands of members
/// nobody looks up. Each of those goes into one `skippedDeclaration` node, like an unneeded
/// file-level declaration (`Parser+SkippedDeclarations`).
///
/// Only what ends where a parse surely ends it is skipped: a function, initializer,
/// deinitializer or subscript up to its body's `}` (as a file-level declaration), and a
/// `let` or `var` with one plain name up to the next token at the start of a line, outside
/// every delimiter, that starts a declaration (or `case`), or up to the `}` that closes the
/// member block. On the way, a line may only go on with what continues an expression (`.`, an
/// infix operator, `?`, `:`, `=`, `->`, `as`, `is`); a `,` (more bindings), a `;`, a `#if`,
/// a declaration's start on the line itself or inside a `(` or `[`, a token the lexer reported,
/// or anything else at the start of a line makes the property parsed as usual. Enum cases,
/// types, typealiases and everything else are always parsed.
extension Parser {
  /// Where the member at the current token (its attributes and modifiers parsed) ends, when it
  /// may be skipped; `nil` to parse it.
  func endOfUnneededMember(keeping kept: Set<String>) -> Int? {
    guard current.kind == .keyword, tokens.exists(position + 1) else { return nil }
    let next = position + 1
    switch current.keyword {
    case .func:
      guard tokens[next].kind == .identifier, !kept.contains(name(at: next)) else { return nil }
      return endOfBody(from: next + 1, keeping: kept)
    case .`init`, .deinit, .subscript:
      return endOfBody(from: next, keeping: kept)
    case .let, .var:
      guard tokens[next].kind == .identifier, !kept.contains(name(at: next)) else { return nil }
      return endOfProperty(from: next + 1, keeping: kept)
    default:
      return nil
    }
  }

  /// The index of the token that ends the property whose declaration goes on at `start` (after
  /// its name): the next declaration's first token or the member block's `}`; `nil` when the
  /// skip cannot be sure a parse ends it there.
  private func endOfProperty(from start: Int, keeping kept: Set<String>) -> Int? {
    // Open `(`, `[`, `{`, strings and interpolations, innermost last.
    var open: [TokenKind] = []
    var index = start
    while tokens.exists(index) {
      let token = tokens[index]
      if token.flags.contains(.hasError) { return nil }
      switch token.kind {
      case .endOfFile, .unknown, .poundIf, .poundElseif, .poundElse, .poundEndif, .poundSourceLocation:
        return nil
      default:
        break
      }
      if open.isEmpty {
        let afterPeriod = tokens[index - 1].kind == .period
        let startsMember =
          !afterPeriod && (startsDeclaration(at: index) || (token.kind == .keyword && token.keyword == .case))
        if token.kind == .rightBrace { return index }
        if token.flags.contains(.atStartOfLine) {
          if startsMember { return index }
          guard Self.continuesExpression(token) else { return nil }
        } else if startsMember || token.kind == .comma || token.kind == .semicolon {
          return nil
        }
      } else if open.last == .leftParen || open.last == .leftSquare {
        // A declaration inside an argument list is broken code, which a parse's recovery may
        // close early: parsed, it shows.
        if tokens[index - 1].kind != .period && startsDeclaration(at: index) { return nil }
      } else if open.last == .leftBrace && declaresKeptName(at: index, keeping: kept) {
        return nil
      }
      switch token.kind {
      case .leftParen, .leftSquare, .leftBrace, .interpolationStart:
        open.append(token.kind)
      case .stringQuote, .multilineStringQuote:
        if open.last == token.kind { open.removeLast() } else { open.append(token.kind) }
      case .rightParen, .rightSquare, .rightBrace, .interpolationEnd:
        guard let opener = open.popLast(), opener == Self.opener(of: token.kind) else { return nil }
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// Whether `token`, first on its line, continues the expression or type on the line before
  /// (`.map { }`, `?? fallback`, `: other` of a conditional, `= value` after a type).
  private static func continuesExpression(_ token: Token) -> Bool {
    switch token.kind {
    case .period, .binaryOperator, .infixQuestionMark, .colon, .equal, .arrow: true
    case .keyword: token.keyword == .as || token.keyword == .is
    default: false
    }
  }
}
