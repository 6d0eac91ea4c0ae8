import Source

/// One token: a kind and a byte range into the file's buffer (12 bytes).
///
/// Text is never copied per token; slice the buffer with `range` when it is needed. Trivia
/// tokens exist only when the lexer is asked for them (`Lexer.tokenize(_:includeTrivia:)`);
/// the parser reads significant tokens and treats the bytes between them as trivia, which
/// belongs to the following token.
public struct Token: Sendable, Hashable {
  /// What the token is.
  public var kind: TokenKind
  /// The word, for identifiers and keywords whose spelling is listed in `Keyword`.
  public var keyword: Keyword
  /// Facts about the trivia before the token and about errors in it.
  public var flags: TokenFlags
  /// The offset of the token's first byte.
  public var start: UInt32
  /// The number of bytes in the token.
  public var length: UInt32

  /// Creates a token.
  @inline(__always)
  public init(kind: TokenKind, keyword: Keyword = .unlisted, flags: TokenFlags = [], start: Int, length: Int) {
    self.kind = kind
    self.keyword = keyword
    self.flags = flags
    self.start = UInt32(truncatingIfNeeded: start)
    self.length = UInt32(truncatingIfNeeded: length)
  }

  /// The offset one past the token's last byte.
  @inline(__always)
  public var end: Int { Int(start) + Int(length) }

  /// The bytes the token covers.
  public var range: ByteRange { ByteRange(start: Int(start), length: Int(length)) }

  /// Whether the token is the reserved or contextual word `word`.
  @inline(__always)
  public func `is`(_ word: Keyword) -> Bool { keyword == word }
}

/// Facts the lexer records on a token so the parser never has to look at trivia.
public struct TokenFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A line break occurs in the trivia before the token (or the token starts the file).
  public static let atStartOfLine = TokenFlags(rawValue: 1 << 0)
  /// Whitespace or a comment comes directly before the token (or the token starts the file).
  public static let precededByTrivia = TokenFlags(rawValue: 1 << 1)
  /// The lexer reported a problem inside this token (see `LexedFile.issues`).
  public static let hasError = TokenFlags(rawValue: 1 << 2)
  /// The token is an identifier written in backticks.
  public static let backticked = TokenFlags(rawValue: 1 << 3)
}
