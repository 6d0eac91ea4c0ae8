import Source

/// String literals: single-line, multi-line and raw, lexed flat with interpolations.
extension Lexer {
  /// Lexes an opening quote (`cursor` is on the `"`, `start` on the first `#` if any) and
  /// enters string mode.
  mutating func lexStringOpen(_ start: Int, pounds: Int) -> Token {
    // A raw `#"""` whose line also holds a `"` followed by the closing pounds is a single-line
    // string that starts with quotes (`#"""#`, `#""""foo""#`), as swiftc decides.
    var isMultiline = cursor.starts(with: "\"\"\"")
    if isMultiline && pounds > 0 {
      var offset = cursor.position + 2
      while offset < cursor.count, cursor.byte(at: offset) != 0x0A, cursor.byte(at: offset) != 0x0D {
        if cursor.byte(at: offset) == UInt8(ascii: "\"") {
          var closing = 0
          while closing < pounds && cursor.byte(at: offset + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
          if closing == pounds {
            isMultiline = false
            break
          }
        }
        offset += 1
      }
    }
    cursor.advance(isMultiline ? 3 : 1)
    let openRange = ByteRange(start: start, end: cursor.position)
    modes.append(.string(StringContext(isMultiline: isMultiline, pounds: pounds, openRange: openRange)))
    if isMultiline {
      var offset = cursor.position
      while cursor.byte(at: offset) == 0x20 || cursor.byte(at: offset) == 0x09 { offset += 1 }
      let next = cursor.byte(at: offset)
      if offset < cursor.count && next != 0x0A && next != 0x0D {
        report(LexerIssue(kind: .multilineContentOnOpeningLine, range: ByteRange(start: offset, length: 1)))
      }
    }
    return Token(kind: isMultiline ? .multilineStringQuote : .stringQuote, start: start, length: openRange.length)
  }

  /// Lexes the next piece of the string described by `context`: a closing quote, an
  /// interpolation start or a segment. Returns `nil` when the string ends without a closing
  /// quote (end of file, or a line break in a single-line string); the mode is then popped and
  /// lexing continues as code.
  mutating func lexStringPiece(_ context: StringContext) -> Token? {
    let start = cursor.position
    if cursor.isAtEnd {
      modes.removeLast()
      reportUnterminated(context)
      return nil
    }
    if context.isMultiline {
      if isAtLineStart(start), let close = lexMultilineCloseAtLineStart(start, context) { return close }
    } else if cursor.peek() == 0x0A || cursor.peek() == 0x0D {
      modes.removeLast()
      reportUnterminated(context)
      return nil
    }
    if let close = lexCloseQuote(start, context) { return close }
    if cursor.peek() == UInt8(ascii: "\\"), poundsFollow(start + 1, count: context.pounds),
      cursor.byte(at: start + 1 + context.pounds) == UInt8(ascii: "(")
    {
      cursor.advance(context.pounds + 2)
      modes.append(.interpolation(context, parenDepth: 0))
      return Token(kind: .interpolationStart, start: start, length: context.pounds + 2)
    }
    scanSegment(context)
    return Token(kind: .stringSegment, start: start, length: cursor.position - start)
  }

  private func isAtLineStart(_ offset: Int) -> Bool {
    let previous = cursor.byte(at: offset - 1)
    return previous == 0x0A || previous == 0x0D
  }

  /// At the start of a line in a multi-line string: the closing delimiter, with the line's
  /// indentation included in the token, if this line holds it.
  private mutating func lexMultilineCloseAtLineStart(_ start: Int, _ context: StringContext) -> Token? {
    var offset = start
    while cursor.byte(at: offset) == 0x20 || cursor.byte(at: offset) == 0x09 { offset += 1 }
    guard isClosingQuote(at: offset, context) else { return nil }
    cursor.advance(offset - start)
    return finishClose(start, context)
  }

  /// A closing quote at `start` (anywhere in a line), or `nil`.
  private mutating func lexCloseQuote(_ start: Int, _ context: StringContext) -> Token? {
    guard isClosingQuote(at: start, context) else { return nil }
    if context.isMultiline {
      report(LexerIssue(kind: .multilineCloseNotOnOwnLine, range: ByteRange(start: start, length: 3)))
    }
    return finishClose(start, context)
  }

  /// Whether the quote that closes `context` starts at `offset`.
  private func isClosingQuote(at offset: Int, _ context: StringContext) -> Bool {
    let quotes = context.isMultiline ? 3 : 1
    for index in 0..<quotes where cursor.byte(at: offset + index) != UInt8(ascii: "\"") { return false }
    return poundsFollow(offset + quotes, count: context.pounds)
  }

  /// Consumes the closing quote at the cursor and its pounds (reporting extra ones), pops the
  /// string mode and returns the token from `start`.
  private mutating func finishClose(_ start: Int, _ context: StringContext) -> Token {
    cursor.advance((context.isMultiline ? 3 : 1) + context.pounds)
    if context.pounds > 0 && cursor.peek() == UInt8(ascii: "#") {
      let extra = cursor.position
      cursor.advance(while: { $0 == UInt8(ascii: "#") })
      report(LexerIssue(kind: .tooManyPounds, range: ByteRange(start: extra, end: cursor.position)))
    }
    modes.removeLast()
    return Token(
      kind: context.isMultiline ? .multilineStringQuote : .stringQuote, start: start, length: cursor.position - start)
  }

  @inline(__always)
  private func poundsFollow(_ offset: Int, count: Int) -> Bool {
    var index = 0
    while index < count {
      if cursor.byte(at: offset + index) != UInt8(ascii: "#") { return false }
      index += 1
    }
    return true
  }

  /// Scans literal text up to an interpolation, the closing quote or the end of the line (a
  /// multi-line segment includes its line break). Escapes are validated on the way.
  private mutating func scanSegment(_ context: StringContext) {
    let segmentStart = cursor.position
    while true {
      cursor.position = skip(until: CharacterClass.stringSegmentStop, from: cursor.position)
      if cursor.isAtEnd { return }
      let byte = cursor.peek()
      switch byte {
      case UInt8(ascii: "\\"):
        guard poundsFollow(cursor.position + 1, count: context.pounds) else {
          cursor.advance()
          continue
        }
        if cursor.byte(at: cursor.position + 1 + context.pounds) == UInt8(ascii: "(") { return }
        if scanEscape(context) { return }
      case UInt8(ascii: "\""):
        if cursor.position != segmentStart && isClosingQuote(at: cursor.position, context) { return }
        cursor.advance()
      case 0x0A, 0x0D:
        guard context.isMultiline else { return }
        cursor.advance(cursor.starts(with: "\r\n") ? 2 : 1)
        return
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

  /// Consumes one escape (`cursor` on its backslash, which is followed by the string's pounds)
  /// and reports it when Swift does not define it. Returns `true` when it was a line
  /// continuation, which ends the segment after the line break.
  private mutating func scanEscape(_ context: StringContext) -> Bool {
    let start = cursor.position
    cursor.advance(1 + context.pounds)
    let byte = cursor.peek()
    switch byte {
    case UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "r"),
      UInt8(ascii: "\""), UInt8(ascii: "'"):
      cursor.advance()
    case UInt8(ascii: "u"):
      scanUnicodeEscape(start)
    case 0x20, 0x09, 0x0A, 0x0D:
      var offset = cursor.position
      while cursor.byte(at: offset) == 0x20 || cursor.byte(at: offset) == 0x09 { offset += 1 }
      let next = cursor.byte(at: offset)
      if context.isMultiline && (next == 0x0A || next == 0x0D) {
        cursor.advance(offset - cursor.position)
        cursor.advance(cursor.starts(with: "\r\n") ? 2 : 1)
        return true
      }
      report(LexerIssue(kind: .invalidEscape, range: ByteRange(start: start, end: cursor.position)))
    default:
      if !cursor.isAtEnd && byte != 0x0A && byte != 0x0D {
        if byte >= 0x80 { skipScalarOrReportInvalid() } else { cursor.advance() }
      }
      report(LexerIssue(kind: .invalidEscape, range: ByteRange(start: start, end: cursor.position)))
    }
    return false
  }

  /// Consumes `u{1-8 hex digits}` and checks it names a Unicode scalar.
  private mutating func scanUnicodeEscape(_ start: Int) {
    cursor.advance()
    guard cursor.advance(if: UInt8(ascii: "{")) else {
      report(
        LexerIssue(
          kind: .invalidUnicodeScalar, range: ByteRange(start: start, end: cursor.position),
          detail: "expected '{' in \\u{...} escape sequence"))
      return
    }
    var value: UInt32 = 0
    var digits = 0
    while classes[Int(cursor.peek())] & CharacterClass.hexDigit != 0 {
      let byte = cursor.peek()
      let digit: UInt32 =
        byte <= UInt8(ascii: "9") ? UInt32(byte - 0x30) : UInt32((byte | 0x20) - UInt8(ascii: "a") + 10)
      if digits < 8 { value = value &* 16 &+ digit }
      digits += 1
      cursor.advance()
    }
    let closed = cursor.advance(if: UInt8(ascii: "}"))
    let range = ByteRange(start: start, end: cursor.position)
    if !closed {
      report(
        LexerIssue(kind: .invalidUnicodeScalar, range: range, detail: "expected '}' in \\u{...} escape sequence"))
    } else if digits == 0 || digits > 8 {
      report(
        LexerIssue(
          kind: .invalidUnicodeScalar, range: range,
          detail: "\\u{...} escape sequence expects between 1 and 8 hex digits"))
    } else if value > 0x10FFFF || (0xD800...0xDFFF).contains(value) {
      report(LexerIssue(kind: .invalidUnicodeScalar, range: range))
    }
  }

  /// Records that the string opened at `context.openRange` has no closing quote.
  mutating func reportUnterminated(_ context: StringContext) {
    report(LexerIssue(kind: .unterminatedString, range: context.openRange))
  }

  /// A line break inside an interpolation of a single-line string ends that string (and every
  /// single-line string around it), as the Swift compiler does, so the rest of the file is
  /// lexed as code rather than swallowed.
  mutating func terminateSingleLineStrings() {
    while case .interpolation(let context, _)? = modes.last, !context.isMultiline {
      modes.removeLast()
      if case .string? = modes.last { modes.removeLast() }
      reportUnterminated(context)
    }
  }
}
