/// What a parse's recovery at a declaration level (the file's, or a type's member block) depends
/// on, for a reader that does not parse: the skim's header scan keeps it to tell where a parse
/// would skip a type header as unexpected code, and a member block's crossing
/// (`Lexer.crossBody` with `MemberStops`) keeps it up to date over the bytes it crosses, so that
/// it is exactly what the scan would have found reading them as tokens.
///
/// A parse that meets a token no item (or member) starts with skips code up to the next line
/// that starts one, and skips a `(` or `[` group whole, however many lines it spans
/// (`Parser.skipUnexpectedMemberTokens`): a type header after such a token on its line, or
/// inside such a group, is no declaration to the parse.
public struct RecoveryState: Equatable, Sendable {
  /// The `(` and `[` opened at the level and not closed yet. A `)` or `]` with none open closes
  /// nothing: a parse's recovery steps over it.
  public var openGroups: Int
  /// Whether only attributes and modifiers came before this point on its line, since the line's
  /// start or a `;`, `{` or `}`.
  public var onlyModifiersOnLine: Bool
  /// Whether the level's last token was a `.`, which may take the next token as its member's
  /// name even from the next line: an implicit member does (`var style: Style = .` before a
  /// line `struct AppIntent {}` declares nothing to a parse, nor to swiftc); or a `,`, after
  /// which a parse reads the next line as the list's next element (`static let a = b,` before
  /// a line `struct AppIntent {}`: a binding, broken, that swallows the header).
  public var continuesLine: Bool

  /// The state at the start of a line: no group open.
  public init(openGroups: Int = 0, onlyModifiersOnLine: Bool = true, continuesLine: Bool = false) {
    self.openGroups = openGroups
    self.onlyModifiersOnLine = onlyModifiersOnLine
    self.continuesLine = continuesLine
  }

  /// Whether a token of `kind` last at the level makes the next line go on with it
  /// (`continuesLine`).
  @inlinable @inline(__always)
  public static func continuesLine(after kind: TokenKind) -> Bool {
    kind == .period || kind == .comma
  }

  /// The state after a token that ends what came before on its line: a `{`, a `}`, or an
  /// attribute or directive that starts its line.
  @inlinable
  public mutating func startAfresh() {
    onlyModifiersOnLine = true
    continuesLine = false
  }

  /// Counts a `(` or `[` (`opening`), or a `)` or `]`, which is no member's name either.
  @inlinable
  public mutating func noteGroupToken(opening: Bool) {
    continuesLine = false
    if opening {
      openGroups &+= 1
    } else if openGroups > 0 {
      openGroups &-= 1
    }
  }

  /// Follows `token`, a significant token of the level (not an attribute's `@`, which a reader
  /// takes with the attribute's name and arguments, after which nothing changed): `{`, `}` and
  /// `;` start afresh, a modifier keeps a line of modifiers (`Keyword.isReservedModifier`,
  /// `Keyword.isContextualModifier`), a bracket opens or closes a group, and anything else is
  /// code no member starts with.
  @inlinable @inline(__always)
  public mutating func note(_ token: Token) {
    continuesLine = Self.continuesLine(after: token.kind)
    switch token.kind {
    case .leftBrace, .rightBrace, .semicolon:
      onlyModifiersOnLine = true
    case .keyword, .identifier:
      let isModifier = token.kind == .keyword ? token.keyword.isReservedModifier : token.keyword.isContextualModifier
      onlyModifiersOnLine = (onlyModifiersOnLine || token.flags.contains(.atStartOfLine)) && isModifier
    case .leftParen, .leftSquare:
      noteGroupToken(opening: true)
      onlyModifiersOnLine = false
    case .rightParen, .rightSquare:
      noteGroupToken(opening: false)
      onlyModifiersOnLine = false
    default:
      onlyModifiersOnLine = false
    }
  }
}
