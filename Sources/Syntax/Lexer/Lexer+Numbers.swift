import Source

/// Integer and floating-point literals.
extension Lexer {
  /// Lexes a number starting with a digit: `42`, `1_000`, `0x2A`, `0o17`, `0b101`, `1.5e-3`,
  /// `0x1.8p1`. Letters or digits that do not belong (`0b102`, `12abc`, `1e`) stay in the token,
  /// which gets an `invalidNumber` issue, so the parser sees one literal.
  mutating func lexNumber(_ start: Int) -> Token {
    if cursor.peek() == UInt8(ascii: "0") {
      switch cursor.peek(at: 1) {
      case UInt8(ascii: "x"): return lexHexNumber(start)
      case UInt8(ascii: "o"): return lexRadixInteger(start, radixName: "octal", isDigit: { $0 >= 0x30 && $0 <= 0x37 })
      case UInt8(ascii: "b"): return lexRadixInteger(start, radixName: "binary", isDigit: { $0 == 0x30 || $0 == 0x31 })
      default: break
      }
    }
    skipDigits(CharacterClass.decimalDigit)
    var kind = TokenKind.integerLiteral
    // `tuple.0.1` is two member accesses, not a float; `4.description` is a member access.
    if cursor.peek() == UInt8(ascii: "."), previousKind != .period,
      classes[Int(cursor.peek(at: 1))] & CharacterClass.decimalDigit != 0
    {
      cursor.advance()
      skipDigits(CharacterClass.decimalDigit)
      kind = .floatLiteral
    }
    if cursor.peek() == UInt8(ascii: "e") || cursor.peek() == UInt8(ascii: "E") {
      cursor.advance()
      if cursor.peek() == UInt8(ascii: "+") || cursor.peek() == UInt8(ascii: "-") { cursor.advance() }
      kind = .floatLiteral
      if classes[Int(cursor.peek())] & CharacterClass.decimalDigit == 0 {
        return invalidNumber(start, kind: kind, message: "expected a digit in floating point exponent")
      }
      skipDigits(CharacterClass.decimalDigit)
    }
    return finishNumber(start, kind: kind, radixName: "decimal")
  }

  private mutating func lexHexNumber(_ start: Int) -> Token {
    cursor.advance(2)
    guard classes[Int(cursor.peek())] & CharacterClass.hexDigit != 0 else {
      return invalidNumber(start, kind: .integerLiteral, message: "expected a digit after integer literal prefix")
    }
    skipDigits(CharacterClass.hexDigit)
    var kind = TokenKind.integerLiteral
    let dot = cursor.position
    if cursor.peek() == UInt8(ascii: "."), previousKind != .period,
      classes[Int(cursor.peek(at: 1))] & CharacterClass.hexDigit != 0
    {
      cursor.advance()
      skipDigits(CharacterClass.hexDigit)
      let hasExponent = cursor.peek() == UInt8(ascii: "p") || cursor.peek() == UInt8(ascii: "P")
      if !hasExponent {
        // `0xff.description` is a member access; `0x1.8` without an exponent is an error.
        if classes[Int(cursor.byte(at: dot + 1))] & CharacterClass.decimalDigit == 0 {
          cursor.position = dot
          return Token(kind: .integerLiteral, start: start, length: dot - start)
        }
        return invalidNumber(
          start, kind: .floatLiteral, message: "hexadecimal floating point literal must end with an exponent")
      }
      kind = .floatLiteral
    }
    if cursor.peek() == UInt8(ascii: "p") || cursor.peek() == UInt8(ascii: "P") {
      cursor.advance()
      if cursor.peek() == UInt8(ascii: "+") || cursor.peek() == UInt8(ascii: "-") { cursor.advance() }
      kind = .floatLiteral
      if classes[Int(cursor.peek())] & CharacterClass.decimalDigit == 0 {
        return invalidNumber(start, kind: kind, message: "expected a digit in floating point exponent")
      }
      skipDigits(CharacterClass.decimalDigit)
    }
    return finishNumber(start, kind: kind, radixName: "hexadecimal")
  }

  private mutating func lexRadixInteger(_ start: Int, radixName: String, isDigit: (UInt8) -> Bool) -> Token {
    cursor.advance(2)
    guard isDigit(cursor.peek()) else {
      return invalidNumber(start, kind: .integerLiteral, message: "expected a digit after integer literal prefix")
    }
    cursor.advance(while: { isDigit($0) || $0 == UInt8(ascii: "_") })
    return finishNumber(start, kind: .integerLiteral, radixName: radixName)
  }

  @inline(__always)
  private mutating func skipDigits(_ digitClass: UInt8) {
    cursor.advance(while: { classes[Int($0)] & digitClass != 0 || $0 == UInt8(ascii: "_") })
  }

  /// Ends a number: identifier characters glued to it make the whole run one invalid literal.
  private mutating func finishNumber(_ start: Int, kind: TokenKind, radixName: String) -> Token {
    let next = cursor.peek()
    guard classes[Int(next)] & CharacterClass.identifierBody != 0 || next >= 0x80 && startsIdentifierBody() else {
      return Token(kind: kind, start: start, length: cursor.position - start)
    }
    let character = Character(Unicode.Scalar(next))
    let message =
      next < 0x80
      ? "'\(character)' is not a valid digit in \(radixName) \(kind == .floatLiteral ? "floating point" : "integer") literal"
      : "invalid character in number literal"
    return invalidNumber(start, kind: kind, message: message)
  }

  private func startsIdentifierBody() -> Bool {
    guard let (scalar, _) = decodeScalar(cursor, at: cursor.position) else { return false }
    return CharacterClass.isIdentifierBody(scalar)
  }

  /// Consumes the rest of an alphanumeric run and reports the literal as invalid.
  private mutating func invalidNumber(_ start: Int, kind: TokenKind, message: String) -> Token {
    while true {
      cursor.advance(while: { classes[Int($0)] & CharacterClass.identifierBody != 0 })
      guard cursor.peek() >= 0x80, startsIdentifierBody(), let (_, length) = decodeScalar(cursor, at: cursor.position)
      else { break }
      cursor.advance(length)
    }
    report(
      LexerIssue(kind: .invalidNumber, range: ByteRange(start: start, end: cursor.position), detail: message))
    return Token(kind: kind, start: start, length: cursor.position - start)
  }
}
