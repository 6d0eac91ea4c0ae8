import Diagnostics
import Source

/// A problem the lexer found: data, never thrown. Lexing always continues past it.
public struct LexerIssue: Hashable, Sendable {
  /// What is wrong.
  public var kind: LexerIssueKind
  /// Where; for unterminated constructs, the opening delimiter.
  public var range: ByteRange
  /// Extra detail for the message, such as the offending character.
  public var detail: String

  /// Creates an issue.
  public init(kind: LexerIssueKind, range: ByteRange, detail: String = "") {
    self.kind = kind
    self.range = range
    self.detail = detail
  }

  /// The issue as a diagnostic about `path`.
  public func diagnostic(path: String) -> Diagnostic {
    Diagnostic(id: kind.id, severity: kind.severity, message: kind.message(detail: detail), path: path, range: range)
  }
}

/// The kinds of lexical problems, each with a stable diagnostic id and the Swift compiler's wording.
public enum LexerIssueKind: String, Sendable, CaseIterable {
  /// A string literal with no closing quote before the end of its line (or of the file).
  case unterminatedString = "unterminated-string-literal"
  /// `/*` with no matching `*/`.
  case unterminatedBlockComment = "unterminated-block-comment"
  /// `#/` with no matching `/#`.
  case unterminatedRegex = "unterminated-regex-literal"
  /// `` ` `` with no closing backtick on the same line.
  case unterminatedBacktick = "unterminated-raw-identifier"
  /// Bytes that are not valid UTF-8.
  case invalidUTF8 = "invalid-utf8"
  /// A NUL byte.
  case nulCharacter = "nul-character"
  /// A backslash escape Swift does not define, such as `\q`.
  case invalidEscape = "invalid-escape"
  /// A `\u{...}` escape that is malformed or names no Unicode scalar.
  case invalidUnicodeScalar = "invalid-unicode-scalar"
  /// A raw string closed with more `#` than it was opened with.
  case tooManyPounds = "too-many-pound-signs"
  /// Text after the opening `"""` on its line.
  case multilineContentOnOpeningLine = "multiline-string-content-on-opening-line"
  /// A closing `"""` that does not start its own line.
  case multilineCloseNotOnOwnLine = "multiline-string-close-not-on-own-line"
  /// A digit or letter that does not belong in a number, such as `0b102` or `1e`.
  case invalidNumber = "invalid-number-literal"
  /// A character that cannot start any token, such as `'` or a non-breaking space.
  case unexpectedCharacter = "unexpected-character"
  /// `*/` outside a comment.
  case unexpectedBlockCommentEnd = "unexpected-block-comment-end"
  /// `<#placeholder#>` left in source.
  case editorPlaceholder = "editor-placeholder"
  /// A byte-order mark after the start of the file.
  case byteOrderMarkInMiddle = "byte-order-mark-in-middle"

  /// The stable diagnostic id.
  public var id: DiagnosticID { DiagnosticID(rawValue: rawValue) }

  /// How serious the problem is; the compiler accepts NUL with a warning and rejects the rest.
  public var severity: Severity { self == .nulCharacter ? .warning : .error }

  /// The message, worded as the Swift compiler words it.
  public func message(detail: String) -> String {
    switch self {
    case .unterminatedString: return "unterminated string literal"
    case .unterminatedBlockComment: return "unterminated '/*' comment"
    case .unterminatedRegex: return "unterminated regex literal"
    case .unterminatedBacktick: return "unterminated raw identifier (missing closing '`')"
    case .invalidUTF8: return "invalid UTF-8 found in source file"
    case .nulCharacter: return "nul character embedded in middle of file"
    case .invalidEscape: return "invalid escape sequence in literal"
    case .invalidUnicodeScalar:
      return detail.isEmpty ? "invalid unicode scalar" : "invalid unicode scalar: \(detail)"
    case .tooManyPounds: return "too many '#' characters in closing delimiter"
    case .multilineContentOnOpeningLine: return "multi-line string literal content must begin on a new line"
    case .multilineCloseNotOnOwnLine: return "multi-line string literal closing delimiter must begin on a new line"
    case .invalidNumber: return detail.isEmpty ? "invalid number literal" : detail
    case .unexpectedCharacter:
      return detail.isEmpty ? "invalid character in source file" : "invalid character \(detail) in source file"
    case .unexpectedBlockCommentEnd: return "unexpected end of block comment"
    case .editorPlaceholder: return "editor placeholder in source file"
    case .byteOrderMarkInMiddle: return "byte-order mark (U+FEFF) in the middle of the file"
    }
  }
}
