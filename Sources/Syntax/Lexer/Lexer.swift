import Source

/// Turns UTF-8 bytes into tokens, losslessly and without ever failing.
///
/// Every byte of the input ends up in exactly one token (trivia included), so concatenating the
/// tokens reproduces the input for *every* input, valid or not. Problems are recorded as
/// `LexerIssue`s and lexing continues. String literals are lexed flat, as swift-syntax does: an
/// opening quote, segments, `\(`, the interpolated tokens, the closing `)`, more segments, the
/// closing quote; a stack of modes tracks strings nested inside interpolations to any depth.
///
/// The lexer is split by category: this file holds the state, the dispatch and trivia;
/// `Lexer+Identifiers`, `Lexer+Numbers`, `Lexer+Operators` and `Lexer+Strings` the rest.
/// `Lexer+FastPath` holds the `tokenize` loop, which lexes the commonest tokens inline and
/// produces exactly what calling `next()` repeatedly would (see `docs/performance.md`).
public struct Lexer {
  // MARK: Input

  /// The bytes being lexed.
  var cursor: Cursor
  /// `CharacterClass.table`, held here so the hot loops need no lazy-global check.
  let classes: UnsafePointer<UInt8>
  /// `CharacterClass.stops`, held here for the same reason.
  let stops: UnsafePointer<UInt8>
  /// `KeywordTable.shared`, held here for the same reason.
  let keywords: KeywordTable

  // MARK: Context

  /// Open string literals and interpolations, innermost last; empty in plain code.
  var modes: [LexerMode] = []
  /// The kind of the last significant token (regex and tuple-index decisions look at it).
  var previousKind: TokenKind = .newline
  /// The keyword of the last significant token.
  var previousKeyword: Keyword = .unlisted
  /// Flags collected from trivia, given to the next significant token.
  var pendingFlags: TokenFlags = [.atStartOfLine, .precededByTrivia]

  // MARK: Output

  /// Problems found so far, in the order found.
  var issues: [LexerIssue] = []
  /// Whether an issue was reported while lexing the current token (cheaper than comparing
  /// `issues.count` around every token).
  var tokenHasIssue = false

  /// Creates a lexer over `count` bytes at `base`; the memory must outlive the lexer.
  init(base: UnsafePointer<UInt8>, count: Int) {
    cursor = Cursor(base: base, count: count)
    classes = CharacterClass.table
    stops = CharacterClass.stops
    keywords = KeywordTable.shared
  }

  /// Lexes `bytes`. With `includeTrivia` false only significant tokens are returned; either
  /// way the last token is `endOfFile`.
  public static func tokenize(_ bytes: [UInt8], includeTrivia: Bool) -> LexedFile {
    bytes.withUnsafeBufferPointer { buffer in
      tokenize(buffer, includeTrivia: includeTrivia)
    }
  }

  /// Lexes the bytes in `buffer` (see `tokenize(_:includeTrivia:)`).
  public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>, includeTrivia: Bool) -> LexedFile {
    let empty: [UInt8] = [0]
    return empty.withUnsafeBufferPointer { fallback in
      var lexer = Lexer(base: buffer.baseAddress ?? fallback.baseAddress!, count: buffer.count)
      let tokens = withUnsafeTemporaryAllocation(of: Token.self, capacity: TokenCollector.blockSize) { scratch in
        var collector = TokenCollector(capacity: buffer.count / (includeTrivia ? 3 : 5) + 16, scratch: scratch)
        lexer.lexAll(into: &collector, includeTrivia: includeTrivia)
        return collector.finish()
      }
      return LexedFile(tokens: tokens, issues: lexer.sortedIssues)
    }
  }

  /// The problems found so far, sorted by offset.
  var sortedIssues: [LexerIssue] {
    issues.count > 1 ? issues.sorted { $0.range.start < $1.range.start } : issues
  }

  /// The next token, trivia included; `endOfFile` at the end (and forever after).
  public mutating func next() -> Token { nextToken() }

  /// The general path behind `next()` and the fast loop in `Lexer+FastPath`.
  @inline(__always)
  mutating func nextToken() -> Token {
    tokenHasIssue = false
    var token = lexToken()
    if tokenHasIssue { token.flags.insert(.hasError) }
    if token.kind.isTrivia {
      switch token.kind {
      case .newline: pendingFlags.formUnion([.atStartOfLine, .precededByTrivia])
      case .byteOrderMark: break
      case .blockComment, .docBlockComment:
        pendingFlags.insert(.precededByTrivia)
        if containsNewline(token) { pendingFlags.insert(.atStartOfLine) }
      default: pendingFlags.insert(.precededByTrivia)
      }
    } else {
      token.flags.formUnion(pendingFlags)
      pendingFlags = []
      previousKind = token.kind
      previousKeyword = token.keyword
    }
    return token
  }

  /// Lexes one token, trivia included (the general path; see `Lexer+FastPath`).
  @inline(__always)
  private mutating func lexToken() -> Token {
    if case .string(let context)? = modes.last, let piece = lexStringPiece(context) { return piece }
    let start = cursor.position
    if cursor.isAtEnd { return endOfFile() }
    let byte = cursor.peek()
    switch byte {
    case 0x20, 0x09, 0x0B, 0x0C:
      cursor.advance(while: { classes[Int($0)] & CharacterClass.horizontalSpace != 0 })
      return Token(kind: .whitespace, start: start, length: cursor.position - start)
    case 0x0A, 0x0D:
      if case .interpolation(let context, _)? = modes.last, !context.isMultiline { terminateSingleLineStrings() }
      cursor.advance(while: { $0 == 0x0A || $0 == 0x0D })
      return Token(kind: .newline, start: start, length: cursor.position - start)
    case UInt8(ascii: "/"):
      if let comment = lexComment(start) { return comment }
      return lexSlash(start)
    case UInt8(ascii: "("):
      if case .interpolation(let context, let depth)? = modes.last {
        modes[modes.count - 1] = .interpolation(context, parenDepth: depth + 1)
      }
      return punctuation(.leftParen, start)
    case UInt8(ascii: ")"):
      if case .interpolation(let context, let depth)? = modes.last {
        if depth == 0 {
          modes.removeLast()
          return punctuation(.interpolationEnd, start)
        }
        modes[modes.count - 1] = .interpolation(context, parenDepth: depth - 1)
      }
      return punctuation(.rightParen, start)
    case UInt8(ascii: "{"): return punctuation(.leftBrace, start)
    case UInt8(ascii: "}"): return punctuation(.rightBrace, start)
    case UInt8(ascii: "["): return punctuation(.leftSquare, start)
    case UInt8(ascii: "]"): return punctuation(.rightSquare, start)
    case UInt8(ascii: ","): return punctuation(.comma, start)
    case UInt8(ascii: ";"): return punctuation(.semicolon, start)
    case UInt8(ascii: ":"): return punctuation(.colon, start)
    case UInt8(ascii: "@"): return punctuation(.atSign, start)
    case UInt8(ascii: "\\"): return punctuation(.backslash, start)
    case UInt8(ascii: "\""): return lexStringOpen(start, pounds: 0)
    case UInt8(ascii: "#"): return lexPound(start)
    case UInt8(ascii: "!"):
      if isLeftBound(start) { return punctuation(.exclamationMark, start) }
      return lexOperator(start)
    case UInt8(ascii: "?"):
      if isLeftBound(start) { return punctuation(.postfixQuestionMark, start) }
      return lexOperator(start)
    case UInt8(ascii: "<"):
      if cursor.peek(at: 1) == UInt8(ascii: "#"), let placeholder = lexEditorPlaceholder(start) { return placeholder }
      return lexOperator(start)
    case UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
      UInt8(ascii: "%"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"):
      return lexOperator(start)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return lexNumber(start)
    case UInt8(ascii: "$"):
      return lexDollarIdentifier(start)
    case UInt8(ascii: "`"):
      return lexBacktickIdentifier(start)
    case 0:
      cursor.advance(while: { $0 == 0 })
      report(LexerIssue(kind: .nulCharacter, range: ByteRange(start: start, end: cursor.position)))
      return Token(kind: .unknown, start: start, length: cursor.position - start)
    default:
      if classes[Int(byte)] & CharacterClass.identifierHead != 0 { return lexIdentifier(start) }
      if byte >= 0x80 { return lexNonASCII(start) }
      cursor.advance()
      let shown = byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : ""
      report(LexerIssue(kind: .unexpectedCharacter, range: ByteRange(start: start, length: 1), detail: shown))
      return Token(kind: .unknown, start: start, length: 1)
    }
  }

  /// A one-byte punctuation token.
  @inline(__always)
  private mutating func punctuation(_ kind: TokenKind, _ start: Int) -> Token {
    cursor.advance()
    return Token(kind: kind, start: start, length: 1)
  }

  /// The end-of-file token; strings still open at the end are reported unterminated.
  private mutating func endOfFile() -> Token {
    while let mode = modes.popLast() {
      if case .string(let context) = mode { reportUnterminated(context) }
    }
    return Token(kind: .endOfFile, start: cursor.count, length: 0)
  }

  /// Whether the byte before `offset` binds an operator on its left (Swift's "left-bound").
  @inline(__always)
  func isLeftBound(_ offset: Int) -> Bool {
    if offset == 0 { return false }
    switch cursor.byte(at: offset - 1) {
    case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "/"):
      return !(offset >= 2 && cursor.byte(at: offset - 2) == UInt8(ascii: "*"))
    case 0xA0:
      return !(offset >= 2 && cursor.byte(at: offset - 2) == 0xC2)
    default:
      return true
    }
  }

  private func containsNewline(_ token: Token) -> Bool {
    var offset = Int(token.start)
    while offset < token.end {
      let byte = cursor.byte(at: offset)
      if byte == 0x0A || byte == 0x0D { return true }
      offset += 1
    }
    return false
  }

  // MARK: Comments and other trivia

  /// Lexes `//...` or `/*...*/` at `start`, or returns `nil` when the slash starts no comment.
  private mutating func lexComment(_ start: Int) -> Token? {
    let second = cursor.peek(at: 1)
    if second == UInt8(ascii: "/") {
      let isDoc = cursor.peek(at: 2) == UInt8(ascii: "/") && cursor.peek(at: 3) != UInt8(ascii: "/")
      cursor.advance(2)
      scanCommentText(stopAtNewline: true)
      return Token(kind: isDoc ? .docLineComment : .lineComment, start: start, length: cursor.position - start)
    }
    guard second == UInt8(ascii: "*") else { return nil }
    let third = cursor.peek(at: 2)
    let isDoc =
      third == UInt8(ascii: "*") && cursor.peek(at: 3) != UInt8(ascii: "*")
      && cursor.peek(at: 3) != UInt8(ascii: "/")
    cursor.advance(2)
    var depth = 1
    while depth > 0 {
      scanCommentText(stopAtNewline: false)
      if cursor.isAtEnd {
        report(LexerIssue(kind: .unterminatedBlockComment, range: ByteRange(start: start, length: 2)))
        break
      }
      if cursor.starts(with: "*/") {
        depth -= 1
        cursor.advance(2)
      } else if cursor.starts(with: "/*") {
        depth += 1
        cursor.advance(2)
      } else {
        cursor.advance()
      }
    }
    return Token(kind: isDoc ? .docBlockComment : .blockComment, start: start, length: cursor.position - start)
  }

  /// Skips comment text up to a newline (line comments) or to the next `*`, `/` (block
  /// comments), validating UTF-8 and reporting NUL bytes on the way.
  private mutating func scanCommentText(stopAtNewline: Bool) {
    let stop = stopAtNewline ? CharacterClass.lineCommentStop : CharacterClass.blockCommentStop
    while true {
      cursor.position = skip(until: stop, from: cursor.position)
      if cursor.isAtEnd { return }
      let byte = cursor.peek()
      switch byte {
      case 0x0A, 0x0D:
        if stopAtNewline { return }
        cursor.advance()
      case UInt8(ascii: "*"), UInt8(ascii: "/"):
        if !stopAtNewline { return }
        cursor.advance()
      case 0:
        report(LexerIssue(kind: .nulCharacter, range: ByteRange(start: cursor.position, length: 1)))
        cursor.advance()
      case 0x80...0xFF:
        skipScalarOrReportInvalid()
      default:
        cursor.advance()
      }
    }
  }

  /// Moves past one UTF-8 scalar, or past one invalid byte with an `invalidUTF8` issue.
  mutating func skipScalarOrReportInvalid() {
    if let (_, length) = decodeScalar(cursor, at: cursor.position) {
      cursor.advance(length)
      return
    }
    let start = cursor.position
    cursor.advance()
    if let last = issues.last, last.kind == .invalidUTF8, last.range.end == start {
      issues[issues.count - 1].range.end = cursor.position
    } else {
      report(LexerIssue(kind: .invalidUTF8, range: ByteRange(start: start, length: 1)))
    }
  }

  /// Records `issue` and marks the current token as having an error.
  mutating func report(_ issue: LexerIssue) {
    issues.append(issue)
    tokenHasIssue = true
  }

  /// Lexes a token that starts with a non-ASCII byte: an identifier, an operator, a
  /// byte-order mark, or an unknown run of invalid or unexpected bytes.
  private mutating func lexNonASCII(_ start: Int) -> Token {
    guard let (scalar, length) = decodeScalar(cursor, at: start) else {
      while !cursor.isAtEnd && cursor.peek() >= 0x80 && decodeScalar(cursor, at: cursor.position) == nil {
        cursor.advance()
      }
      report(LexerIssue(kind: .invalidUTF8, range: ByteRange(start: start, end: cursor.position)))
      return Token(kind: .unknown, start: start, length: cursor.position - start)
    }
    if scalar == 0xFEFF {
      cursor.advance(length)
      if start == 0 { return Token(kind: .byteOrderMark, start: start, length: length) }
      report(LexerIssue(kind: .byteOrderMarkInMiddle, range: ByteRange(start: start, length: length)))
      return Token(kind: .unknown, start: start, length: length)
    }
    if CharacterClass.isIdentifierHead(scalar) { return lexIdentifier(start) }
    if CharacterClass.isOperatorHead(scalar) { return lexOperator(start) }
    cursor.advance(length)
    let name = "U+" + String(scalar, radix: 16, uppercase: true).leftPadded(to: 4)
    report(LexerIssue(kind: .unexpectedCharacter, range: ByteRange(start: start, length: length), detail: name))
    return Token(kind: .unknown, start: start, length: length)
  }
}

/// What the lexer is inside of: a string literal, or an interpolation within one.
enum LexerMode {
  /// Inside a string literal, between its quotes.
  case string(StringContext)
  /// Inside `\( ... )` of the string described by the context; `parenDepth` counts open `(`.
  case interpolation(StringContext, parenDepth: Int)
}

/// The delimiters of an open string literal.
struct StringContext {
  /// Whether the string was opened with `"""`.
  var isMultiline: Bool
  /// The number of `#` around the quotes (raw strings).
  var pounds: Int
  /// The opening delimiter, for "unterminated" reports.
  var openRange: ByteRange
}

/// The tokens and problems of one lexed buffer.
public struct LexedFile: Sendable {
  /// The tokens in order, ending with `endOfFile`.
  public var tokens: [Token]
  /// The problems found, sorted by offset.
  public var issues: [LexerIssue]
}

extension String {
  /// The string padded on the left with zeros to `width` characters.
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
