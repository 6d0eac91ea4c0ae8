import Source

/// Operators, their fixity, reserved operator punctuation, and regex literals.
extension Lexer {
  /// Lexes an operator starting at `start` and decides its fixity from the whitespace around
  /// it, as *The Swift Programming Language* specifies: bound on both sides or on neither is
  /// infix, bound on the right only is prefix, on the left only is postfix. `=`, `->`, `.`,
  /// prefix `&` and infix `?` are punctuation. An operator never swallows `//` or `/*`, and only
  /// an operator that starts with `.` may contain `.`.
  mutating func lexOperator(_ start: Int) -> Token {
    let startsWithDot = cursor.peek() == UInt8(ascii: ".")
    if cursor.peek() < 0x80 {
      if cursor.starts(with: "*/") {
        cursor.advance(2)
        report(LexerIssue(kind: .unexpectedBlockCommentEnd, range: ByteRange(start: start, length: 2)))
        return Token(kind: .unknown, start: start, length: 2)
      }
      cursor.advance()
    } else if let (_, length) = decodeScalar(cursor, at: start) {
      cursor.advance(length)
    }
    while true {
      let byte = cursor.peek()
      if byte < 0x80 {
        if classes[Int(byte)] & CharacterClass.operatorCharacter != 0 {
          if byte == UInt8(ascii: "/") {
            let following = cursor.peek(at: 1)
            if following == UInt8(ascii: "/") || following == UInt8(ascii: "*") { break }
          } else if byte == UInt8(ascii: "*") && cursor.peek(at: 1) == UInt8(ascii: "/") {
            break
          }
          cursor.advance()
        } else if byte == UInt8(ascii: ".") && startsWithDot {
          cursor.advance()
        } else {
          break
        }
      } else if let (scalar, length) = decodeScalar(cursor, at: cursor.position), CharacterClass.isOperatorBody(scalar)
      {
        cursor.advance(length)
      } else {
        break
      }
    }
    let length = cursor.position - start
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(cursor.position, leftBound: leftBound)
    if length == 1 {
      switch cursor.byte(at: start) {
      case UInt8(ascii: "="): return Token(kind: .equal, start: start, length: 1)
      case UInt8(ascii: "."): return Token(kind: .period, start: start, length: 1)
      case UInt8(ascii: "?"): return Token(kind: .infixQuestionMark, start: start, length: 1)
      case UInt8(ascii: "&"):
        if !leftBound && rightBound { return Token(kind: .prefixAmpersand, start: start, length: 1) }
      default: break
      }
    } else if length == 2 && cursor.byte(at: start) == UInt8(ascii: "-")
      && cursor.byte(at: start + 1) == UInt8(ascii: ">")
    {
      return Token(kind: .arrow, start: start, length: 2)
    }
    let kind: TokenKind =
      leftBound == rightBound ? .binaryOperator : leftBound ? .postfixOperator : .prefixOperator
    return Token(kind: kind, start: start, length: length)
  }

  /// Whether the byte at `offset` binds an operator ending there on its right.
  @inline(__always)
  func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
    if offset >= cursor.count { return false }
    let byte = cursor.byte(at: offset)
    if classes[Int(byte)] & CharacterClass.rightBoundBreaker != 0 { return false }
    switch byte {
    case UInt8(ascii: "."): return !leftBound
    case UInt8(ascii: "/"):
      let following = cursor.byte(at: offset + 1)
      return following != UInt8(ascii: "/") && following != UInt8(ascii: "*")
    case 0xC2: return cursor.byte(at: offset + 1) != 0xA0
    default: return true
    }
  }

  // MARK: Regex literals

  /// Lexes a `/` that starts no comment: a bare regex literal `/.../` where an expression may
  /// begin, otherwise an operator.
  mutating func lexSlash(_ start: Int) -> Token {
    if regexMayStartHere(), let end = bareRegexEnd(start) {
      cursor.advance(end - start)
      return Token(kind: .regexLiteral, start: start, length: end - start)
    }
    return lexOperator(start)
  }

  /// Whether the previous token leaves us where an expression (and so a regex) may begin.
  /// After a value (`a / b`, `x! / y`, `f() / 2`) a slash is division.
  private func regexMayStartHere() -> Bool {
    switch previousKind {
    case .identifier, .integerLiteral, .floatLiteral, .regexLiteral, .stringQuote, .multilineStringQuote,
      .rightParen, .rightSquare, .rightBrace, .postfixOperator, .exclamationMark, .postfixQuestionMark,
      .interpolationEnd:
      return false
    case .keyword:
      switch previousKeyword {
      case .`self`, .upperSelf, .super, .true, .false, .nil, .upperAny, .`init`: return false
      default: return true
      }
    default:
      return true
    }
  }

  /// The end of a bare regex literal starting at `start`, or `nil` when the slash should be an
  /// operator: the literal must close on the same line, may neither start nor end with a space
  /// or tab, and may not contain an unbalanced `)` (SE-0354's rules for telling regexes from
  /// division; `f(/Case.a, b: /Case.b)` stays two prefix operators).
  private func bareRegexEnd(_ start: Int) -> Int? {
    let first = cursor.byte(at: start + 1)
    if first == 0x20 || first == 0x09 || first == UInt8(ascii: "/") { return nil }
    var offset = start + 1
    var classDepth = 0
    var parenDepth = 0
    while offset < cursor.count {
      let byte = cursor.byte(at: offset)
      switch byte {
      case 0x0A, 0x0D: return nil
      case UInt8(ascii: "\\"):
        offset += 1
      case UInt8(ascii: "["): classDepth += 1
      case UInt8(ascii: "]"): if classDepth > 0 { classDepth -= 1 }
      case UInt8(ascii: "("): if classDepth == 0 { parenDepth += 1 }
      case UInt8(ascii: ")"):
        if classDepth == 0 {
          parenDepth -= 1
          if parenDepth < 0 { return nil }
        }
      case UInt8(ascii: "/"):
        if classDepth == 0 {
          let last = cursor.byte(at: offset - 1)
          if last == 0x20 || last == 0x09 { return nil }
          return offset + 1
        }
      default: break
      }
      offset += 1
    }
    return nil
  }

  /// Lexes `#/.../#` (any number of `#`); a `#/` followed by a line break may span lines.
  mutating func lexExtendedRegex(_ start: Int, pounds: Int) -> Token {
    let bodyStart = start + pounds + 1
    let byteAfterOpen = cursor.byte(at: bodyStart)
    let multiline = byteAfterOpen == 0x0A || byteAfterOpen == 0x0D
    var offset = bodyStart
    while offset < cursor.count {
      let byte = cursor.byte(at: offset)
      if (byte == 0x0A || byte == 0x0D) && !multiline { break }
      if byte == UInt8(ascii: "\\") {
        offset += 2
        continue
      }
      if byte == UInt8(ascii: "/") {
        var closing = 0
        while closing < pounds && cursor.byte(at: offset + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
        if closing == pounds {
          let end = offset + 1 + pounds
          cursor.advance(end - start)
          return Token(kind: .regexLiteral, start: start, length: end - start)
        }
      }
      offset += 1
    }
    let end = min(offset, cursor.count)
    cursor.advance(end - start)
    report(LexerIssue(kind: .unterminatedRegex, range: ByteRange(start: start, length: pounds + 1)))
    return Token(kind: .regexLiteral, start: start, length: end - start)
  }
}
