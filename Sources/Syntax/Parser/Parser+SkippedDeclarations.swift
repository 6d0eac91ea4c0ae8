import Source

/// File-level declarations skipped when none of their names is kept (`ParserOptions.keptNames`).
///
/// The skim keeps a file that declares a name a needed file mentions for those declarations;
/// the rest of such a support file (ten models, say, for the one an intent's parameter uses) is
/// never looked up by name, so each of its other declarations goes into one `skippedDeclaration`
/// node, unparsed, that keeps few of its tokens (`ParserTokens.dropSkipped`). The names a declaration counts as its own are the
/// ones the skim's facts give it and its nested declarations (`HeaderScanner`): its own name,
/// every component of an extended path, and the name of every type or typealias declared
/// anywhere inside it (local types too, which only keeps more). A declaration whose tokens do
/// not pair up (`{ $0 < $1 )`), that holds a token the lexer reported or a `#if` in its header,
/// whose `#if` clauses do not each close what they open (`#if A {` ... `#else {` ... `#endif }`),
/// or that has no body is parsed as usual, so that the parser's recovery reads it as the skip
/// does. `#if` clauses that each close what they open are common inside bodies (a SwiftUI
/// modifier under `#if os(iOS)`, a `print` under `#if DEBUG`), and a parse reads them inside
/// the body too. In code the compiler rejects, a parse may still end a declaration elsewhere
/// (`func f() Collecti-> T {}`, which it reads as a function without a body and an expression);
/// `SkippedDeclarationEquivalenceTests` checks that mutated files give the model and findings
/// of a full parse.
extension Parser {
  /// The keywords of the declarations that may be skipped.
  private static func isSkippableKeyword(_ token: Token) -> Bool {
    switch token.keyword {
    case .struct, .class, .enum, .protocol, .extension, .func: token.kind == .keyword
    case .actor: token.kind == .identifier
    default: false
    }
  }

  /// Where the declaration at the current token (its attributes and modifiers parsed) ends,
  /// one past its body's `}`, when it may be skipped: none of its names is in `kept` and its
  /// delimiters pair up; `nil` to parse it.
  func endOfUnneededDeclaration(keeping kept: Set<String>) -> Int? {
    guard Self.isSkippableKeyword(current), tokens.exists(position) else { return nil }
    var index = position + 1
    if current.keyword == .extension {
      guard let after = indexAfterExtendedPath(from: index, keeping: kept) else { return nil }
      index = after
    } else {
      guard tokens[index].kind == .identifier, !kept.contains(name(at: index)) else { return nil }
      index += 1
    }
    return endOfBody(from: index, keeping: kept)
  }

  /// Whether the kept declaration at the current token (its attributes and modifiers parsed) is
  /// read for its names alone (`ParserOptions.bodyNames`): one of the kinds that may be skipped,
  /// whose own name is not in `bodyNames` (for an extension, no component of the extended path
  /// is). Its body is not looked at: a type with a role nested in it has it on its path, which
  /// the selection's body names hold whole, and a declaration that may register a dependency has
  /// its own name there.
  func isReadForItsNames(keepingBodiesOf bodyNames: Set<String>) -> Bool {
    guard Self.isSkippableKeyword(current), tokens.exists(position + 1) else { return false }
    if current.keyword == .extension { return indexAfterExtendedPath(from: position + 1, keeping: bodyNames) != nil }
    return tokens[position + 1].kind == .identifier && !bodyNames.contains(name(at: position + 1))
  }

  /// One past the `}` that closes the body of the declaration whose header goes on at `start`
  /// (after its name), when its delimiters pair up, no `#if` stands in its header or leaves a
  /// delimiter open, and its body declares none of `kept`; `nil` otherwise.
  func endOfBody(from start: Int, keeping kept: Set<String>) -> Int? {
    var index = start
    // Open `(`, `[`, `{`, strings and interpolations, innermost last.
    var open: [TokenKind] = []
    var inBody = false
    while tokens.exists(index) {
      let token = tokens[index]
      // A token the lexer reported (a stray backtick, an unterminated string) may make the
      // parser read the declaration differently: parsed, it shows.
      if token.flags.contains(.hasError) { return nil }
      switch token.kind {
      case .endOfFile, .unknown:
        return nil
      case .poundIf where inBody:
        open.append(.poundIf)
      case .poundElseif where inBody, .poundElse where inBody:
        // A clause ends with everything opened in it closed, as a parse reads it.
        guard open.last == .poundIf else { return nil }
      case .poundEndif where inBody:
        guard open.popLast() == .poundIf else { return nil }
      case .poundIf, .poundElseif, .poundElse, .poundEndif:
        return nil
      case .pound where !inBody:
        // A macro expansion's `#` in a header (`enum Style:# String {`): a parse ends the
        // declaration before it.
        return nil
      case .leftParen, .leftSquare, .interpolationStart:
        open.append(token.kind)
      case .stringQuote, .multilineStringQuote:
        // A quote closes the string the innermost open one began, or begins one: a string left
        // open (`"open }`) does not let the skip end.
        if open.last == token.kind { open.removeLast() } else { open.append(token.kind) }
      case .leftBrace:
        if open.isEmpty { inBody = true }
        open.append(.leftBrace)
      case .rightParen, .rightSquare, .rightBrace, .interpolationEnd:
        guard let opener = open.popLast(), opener == Self.opener(of: token.kind) else { return nil }
        if inBody && open.isEmpty { return index + 1 }
      case .semicolon where !inBody && open.isEmpty:
        return nil
      default:
        if !inBody {
          // A declaration without a body, or one whose header holds another declaration's start
          // (`struct Draft typealias Caption = String`): a parse reads that as the next one.
          if open.isEmpty && startsDeclaration(at: index) { return nil }
        } else if declaresKeptName(at: index, keeping: kept) {
          return nil
        }
      }
      index += 1
    }
    return nil
  }

  /// Consumes the tokens from the current one up to `end` (exclusive) into the innermost open
  /// node, as one event.
  mutating func bumpTokens(upTo end: Int) {
    guard end > position else { return }
    events.append(.tokens(count: Int32(end - position)))
    position = end
    current = tokens[position]
    currentIsEdited = false
  }

  /// After `extension`: the index past the extended path (`A.B<C>.D`, as the skim reads it),
  /// or `nil` when a component is kept or the path is not one of names (a keyword there, as in
  /// `extension typealias A = B`, is read by a parse as the start of something else).
  private func indexAfterExtendedPath(from start: Int, keeping kept: Set<String>) -> Int? {
    var index = start
    guard tokens[index].kind == .identifier else { return nil }
    while tokens[index].kind == .identifier || tokens[index].kind == .keyword {
      if tokens[index].kind == .keyword || kept.contains(name(at: index)) { return nil }
      index = indexAfterGenericClause(from: index + 1)
      guard tokens[index].kind == .period else { break }
      index += 1
    }
    return index
  }

  /// Past a `<...>` that starts at `start` (angle characters counted inside operator tokens, as
  /// the skim counts them), or `start` when none does.
  private func indexAfterGenericClause(from start: Int) -> Int {
    guard tokens[start].kind.isOperator, bytes[Int(tokens[start].start)] == UInt8(ascii: "<")
    else { return start }
    var index = start
    var depth = 0
    repeat {
      let token = tokens[index]
      if token.kind == .leftBrace || token.kind == .endOfFile { return index }
      if token.kind.isOperator {
        for offset in Int(token.start)..<token.end {
          if bytes[offset] == UInt8(ascii: "<") { depth += 1 } else if bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
        }
      }
      index += 1
    } while depth > 0 && tokens.exists(index)
    return index
  }

  /// Whether the token at `index` starts the declaration of a type, typealias or extension
  /// (inside a skipped declaration's body) one of whose names is in `kept`.
  func declaresKeptName(at index: Int, keeping kept: Set<String>) -> Bool {
    let token = tokens[index]
    switch token.keyword {
    case .struct, .class, .enum, .protocol, .typealias:
      guard token.kind == .keyword else { return false }
    case .actor:
      guard token.kind == .identifier else { return false }
    case .extension:
      guard token.kind == .keyword, tokens.exists(index + 1) else { return false }
      return indexAfterExtendedPath(from: index + 1, keeping: kept) == nil
    default:
      return false
    }
    guard tokens[index + 1].kind == .identifier else { return false }
    return kept.contains(name(at: index + 1))
  }

  /// The name token at `index` as the skim records it (without backticks).
  func name(at index: Int) -> String {
    let token = tokens[index]
    var start = Int(token.start)
    var end = token.end
    if end - start > 1 && bytes[start] == UInt8(ascii: "`") && bytes[end - 1] == UInt8(ascii: "`") {
      start += 1
      end -= 1
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether the token at `index`, in a declaration's header, may begin another declaration:
  /// an attribute, a modifier, a declaration keyword (`class` in `protocol P: class` aside), or
  /// `actor` or `macro` before a name.
  func startsDeclaration(at index: Int) -> Bool {
    let token = tokens[index]
    let next = tokens.exists(index + 1) ? tokens[index + 1] : token
    switch token.kind {
    case .atSign:
      return true
    case .keyword:
      switch token.keyword {
      case .public, .private, .fileprivate, .internal, .static: return true
      case .class: return next.kind == .identifier || next.kind == .keyword
      default: return Self.declarationKeywords.contains(token.keyword)
      }
    case .identifier:
      switch token.keyword {
      case .actor, .macro: return next.kind == .identifier
      default:
        return token.keyword.isContextualModifier
          && isModifierFollowedByDeclaration(at: index + 1 - position)
      }
    default:
      return false
    }
  }

  /// The token kind that `closer` closes.
  static func opener(of closer: TokenKind) -> TokenKind {
    switch closer {
    case .rightParen: .leftParen
    case .rightSquare: .leftSquare
    case .rightBrace: .leftBrace
    default: .interpolationStart
    }
  }
}
