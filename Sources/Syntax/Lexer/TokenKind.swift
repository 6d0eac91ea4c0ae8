/// What a token is. Every byte of a file belongs to exactly one token; trivia (whitespace,
/// newlines, comments, a byte-order mark, bytes that are not Swift) are tokens too, so the token
/// stream reproduces the file byte for byte.
///
/// The names used by `appintents dump tokens` are `dumpName`; they are a published interface
/// (see `docs/tokens.md`) and never change.
public enum TokenKind: UInt8, Sendable, CaseIterable {
  // MARK: Trivia

  /// Spaces, tabs, vertical tabs and form feeds: `  `.
  case whitespace
  /// One or more line breaks (`\n`, `\r\n`, `\r`).
  case newline
  /// `// comment`.
  case lineComment
  /// `/// documentation`.
  case docLineComment
  /// `/* comment */`, nested comments included.
  case blockComment
  /// `/** documentation */`.
  case docBlockComment
  /// `#!/usr/bin/env swift` on the first line.
  case shebang
  /// The UTF-8 byte-order mark `EF BB BF` at the very start of a file.
  case byteOrderMark
  /// Bytes that are no Swift token: invalid UTF-8, NUL, a stray `'`; always carries an error.
  case unknown

  // MARK: Names and literals

  /// `name`, `` `class` ``, `$0`, `$dish`, `π`, `<#placeholder#>`; contextual keywords too.
  case identifier
  /// A reserved word such as `struct`, `let`, `self` or `_`; the word is in `Token.keyword`.
  case keyword
  /// `42`, `0x2A`, `0b101`, `1_000`.
  case integerLiteral
  /// `1.5`, `1e-3`, `0x1p4`.
  case floatLiteral
  /// `/a+b/` or `#/a b/#`, delimiters included.
  case regexLiteral

  // MARK: String literals (flat, as swift-syntax lexes them)

  /// The opening or closing quote of a single-line string with its pounds: `"`, `#"`, `"##`.
  case stringQuote
  /// The opening or closing `"""` with its pounds; a closing one includes its indentation.
  case multilineStringQuote
  /// Literal text inside a string, escapes included: `Hello, \n`.
  case stringSegment
  /// The start of an interpolation inside a string: `\(` or `\#(`.
  case interpolationStart
  /// The `)` that closes an interpolation.
  case interpolationEnd

  // MARK: Punctuation

  /// `(`
  case leftParen
  /// `)`
  case rightParen
  /// `{`
  case leftBrace
  /// `}`
  case rightBrace
  /// `[`
  case leftSquare
  /// `]`
  case rightSquare
  /// `,`
  case comma
  /// `:`
  case colon
  /// `;`
  case semicolon
  /// `.` in `a.b` and `.member`.
  case period
  /// `=`
  case equal
  /// `->`
  case arrow
  /// `@` in `@Parameter`.
  case atSign
  /// `\` starting a key path: `\.$dish`.
  case backslash
  /// `#` before a macro or directive name not listed below: `#selector`, `#Preview`.
  case pound
  /// `&` before an inout argument: `&value`.
  case prefixAmpersand
  /// `?` with no whitespace before it: `value?.name`, `Int?`.
  case postfixQuestionMark
  /// `?` of a ternary: `a ? b : c`.
  case infixQuestionMark
  /// `!` with no whitespace before it: `value!`.
  case exclamationMark

  // MARK: Operators

  /// An operator used infix: `+` in `a + b`, `..<`, `&&`, `-->`.
  case binaryOperator
  /// An operator used prefix: `-` in `-x`, `!` in `!flag`.
  case prefixOperator
  /// An operator used postfix: `...` in `x...`.
  case postfixOperator

  // MARK: Directives

  /// `#if`
  case poundIf
  /// `#elseif`
  case poundElseif
  /// `#else`
  case poundElse
  /// `#endif`
  case poundEndif
  /// `#available`
  case poundAvailable
  /// `#unavailable`
  case poundUnavailable
  /// `#sourceLocation`
  case poundSourceLocation

  /// The empty token at the end of the file.
  case endOfFile

  /// Whether the token is trivia: it never reaches the parser and belongs to the next token.
  @inline(__always)
  public var isTrivia: Bool { rawValue <= TokenKind.unknown.rawValue }

  /// Whether the token is a comment of any kind.
  public var isComment: Bool {
    switch self {
    case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
    default: return false
    }
  }

  /// Whether the token is an operator of any fixity.
  public var isOperator: Bool {
    self == .binaryOperator || self == .prefixOperator || self == .postfixOperator
  }

  /// The kind's name in `appintents dump tokens` output (documented in `docs/tokens.md`).
  public var dumpName: String {
    switch self {
    case .whitespace: return "whitespace"
    case .newline: return "newline"
    case .lineComment: return "line-comment"
    case .docLineComment: return "doc-line-comment"
    case .blockComment: return "block-comment"
    case .docBlockComment: return "doc-block-comment"
    case .shebang: return "shebang"
    case .byteOrderMark: return "byte-order-mark"
    case .unknown: return "unknown"
    case .identifier: return "identifier"
    case .keyword: return "keyword"
    case .integerLiteral: return "integer-literal"
    case .floatLiteral: return "float-literal"
    case .regexLiteral: return "regex-literal"
    case .stringQuote: return "string-quote"
    case .multilineStringQuote: return "multiline-string-quote"
    case .stringSegment: return "string-segment"
    case .interpolationStart: return "interpolation-start"
    case .interpolationEnd: return "interpolation-end"
    case .leftParen: return "left-paren"
    case .rightParen: return "right-paren"
    case .leftBrace: return "left-brace"
    case .rightBrace: return "right-brace"
    case .leftSquare: return "left-square"
    case .rightSquare: return "right-square"
    case .comma: return "comma"
    case .colon: return "colon"
    case .semicolon: return "semicolon"
    case .period: return "period"
    case .equal: return "equal"
    case .arrow: return "arrow"
    case .atSign: return "at-sign"
    case .backslash: return "backslash"
    case .pound: return "pound"
    case .prefixAmpersand: return "prefix-ampersand"
    case .postfixQuestionMark: return "postfix-question-mark"
    case .infixQuestionMark: return "infix-question-mark"
    case .exclamationMark: return "exclamation-mark"
    case .binaryOperator: return "binary-operator"
    case .prefixOperator: return "prefix-operator"
    case .postfixOperator: return "postfix-operator"
    case .poundIf: return "pound-if"
    case .poundElseif: return "pound-elseif"
    case .poundElse: return "pound-else"
    case .poundEndif: return "pound-endif"
    case .poundAvailable: return "pound-available"
    case .poundUnavailable: return "pound-unavailable"
    case .poundSourceLocation: return "pound-source-location"
    case .endOfFile: return "end-of-file"
    }
  }
}
