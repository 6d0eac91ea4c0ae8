import Source

/// Identifiers, keywords, `$` names, backticked names, placeholders and `#` directives.
extension Lexer {
  /// Lexes an identifier or keyword starting at `start` (ASCII fast path, Unicode by ranges).
  mutating func lexIdentifier(_ start: Int) -> Token {
    var isASCII = true
    if cursor.peek() < 0x80 {
      cursor.advance()
    } else if let (_, length) = decodeScalar(cursor, at: start) {
      cursor.advance(length)
      isASCII = false
    }
    while true {
      cursor.advance(while: { classes[Int($0)] & CharacterClass.identifierBody != 0 })
      guard cursor.peek() >= 0x80, let (scalar, length) = decodeScalar(cursor, at: cursor.position),
        CharacterClass.isIdentifierBody(scalar), scalar != 0xFEFF
      else { break }
      isASCII = false
      cursor.advance(length)
    }
    let length = cursor.position - start
    guard isASCII else { return Token(kind: .identifier, start: start, length: length) }
    let keyword = keywords.lookup(cursor.base, start: start, length: length, count: cursor.count)
    return Token(kind: keyword.isReserved ? .keyword : .identifier, keyword: keyword, start: start, length: length)
  }

  /// Lexes `$0`, `$name` or a lone `$`.
  mutating func lexDollarIdentifier(_ start: Int) -> Token {
    cursor.advance()
    cursor.advance(while: { classes[Int($0)] & CharacterClass.identifierBody != 0 })
    while cursor.peek() >= 0x80, let (scalar, length) = decodeScalar(cursor, at: cursor.position),
      CharacterClass.isIdentifierBody(scalar)
    {
      cursor.advance(length)
    }
    return Token(kind: .identifier, start: start, length: cursor.position - start)
  }

  /// Lexes `` `name` `` (any characters but backtick and line breaks, as raw identifiers allow).
  mutating func lexBacktickIdentifier(_ start: Int) -> Token {
    var offset = start + 1
    while offset < cursor.count {
      let byte = cursor.byte(at: offset)
      if byte == UInt8(ascii: "`") || byte == 0x0A || byte == 0x0D { break }
      offset += 1
    }
    if cursor.byte(at: offset) == UInt8(ascii: "`"), offset < cursor.count, offset > start + 1 {
      cursor.position = start
      cursor.advance(offset + 1 - start)
      var token = Token(kind: .identifier, start: start, length: offset + 1 - start)
      token.flags.insert(.backticked)
      return token
    }
    cursor.advance()
    report(LexerIssue(kind: .unterminatedBacktick, range: ByteRange(start: start, length: 1)))
    return Token(kind: .unknown, start: start, length: 1)
  }

  /// Lexes `<#placeholder#>` as an identifier with an error, or returns `nil` if `<#` starts
  /// no placeholder on this line.
  mutating func lexEditorPlaceholder(_ start: Int) -> Token? {
    var offset = start + 2
    while offset + 1 < cursor.count {
      let byte = cursor.byte(at: offset)
      if byte == 0x0A || byte == 0x0D { return nil }
      if byte == UInt8(ascii: "#") && cursor.byte(at: offset + 1) == UInt8(ascii: ">") {
        let length = offset + 2 - start
        cursor.advance(length)
        report(LexerIssue(kind: .editorPlaceholder, range: ByteRange(start: start, length: length)))
        return Token(kind: .identifier, start: start, length: length)
      }
      offset += 1
    }
    return nil
  }

  /// Lexes what starts with `#`: a shebang, a raw string, an extended regex, a directive such
  /// as `#if`, or a lone `#` before a macro name.
  mutating func lexPound(_ start: Int) -> Token {
    if cursor.peek(at: 1) == UInt8(ascii: "!") && (start == 0 || isAfterLeadingByteOrderMark(start)) {
      cursor.advance(while: { $0 != 0x0A && $0 != 0x0D })
      return Token(kind: .shebang, start: start, length: cursor.position - start)
    }
    var pounds = 0
    while cursor.peek(at: pounds) == UInt8(ascii: "#") { pounds += 1 }
    let next = cursor.peek(at: pounds)
    if next == UInt8(ascii: "\"") {
      cursor.advance(pounds)
      return lexStringOpen(start, pounds: pounds)
    }
    if next == UInt8(ascii: "/") { return lexExtendedRegex(start, pounds: pounds) }
    if pounds == 1 && classes[Int(next)] & CharacterClass.identifierHead != 0 {
      var end = start + 1
      while classes[Int(cursor.byte(at: end))] & CharacterClass.identifierBody != 0 { end += 1 }
      if let kind = Lexer.directive(cursor.base + start + 1, length: end - start - 1) {
        cursor.advance(end - start)
        return Token(kind: kind, start: start, length: end - start)
      }
    }
    cursor.advance()
    return Token(kind: .pound, start: start, length: 1)
  }

  private func isAfterLeadingByteOrderMark(_ offset: Int) -> Bool {
    offset == 3 && cursor.byte(at: 0) == 0xEF && cursor.byte(at: 1) == 0xBB && cursor.byte(at: 2) == 0xBF
  }

  /// The directive spelled by the name after `#`, if it is one the lexer makes a token of.
  private static func directive(_ name: UnsafePointer<UInt8>, length: Int) -> TokenKind? {
    let text = UnsafeBufferPointer(start: name, count: length)
    switch length {
    case 2: return text.elementsEqual("if".utf8) ? .poundIf : nil
    case 4: return text.elementsEqual("else".utf8) ? .poundElse : nil
    case 5: return text.elementsEqual("endif".utf8) ? .poundEndif : nil
    case 6: return text.elementsEqual("elseif".utf8) ? .poundElseif : nil
    case 9: return text.elementsEqual("available".utf8) ? .poundAvailable : nil
    case 11: return text.elementsEqual("unavailable".utf8) ? .poundUnavailable : nil
    case 14: return text.elementsEqual("sourceLocation".utf8) ? .poundSourceLocation : nil
    default: return nil
    }
  }
}
