import Source

/// Decisions that need to look ahead without emitting anything.
extension Parser {
  /// Whether the `<` at the current position opens generic arguments (`Foo<Int>.bar`) rather
  /// than being a less-than operator: the tokens up to the matching `>` look like types and
  /// the token after it can follow an expression.
  func looksLikeGenericArguments() -> Bool {
    var offset = 0
    var angles = 0
    var nesting = 0
    for _ in 0..<256 {
      let token = peek(offset)
      switch token.kind {
      case .binaryOperator, .prefixOperator, .postfixOperator:
        var bytesLeft = Int(token.length)
        var index = Int(token.start)
        while bytesLeft > 0 {
          let byte = bytes[index]
          if byte == UInt8(ascii: "<") {
            angles += 1
          } else if byte == UInt8(ascii: ">") {
            angles -= 1
            if angles == 0 && nesting == 0 {
              if bytesLeft > 1 {
                let rest = bytes[index + 1]
                return rest == UInt8(ascii: "?") || rest == UInt8(ascii: "!") || rest == UInt8(ascii: ".")
                  || rest == UInt8(ascii: ">")
              }
              return canFollowGenericArguments(peek(offset + 1))
            }
          } else if byte == UInt8(ascii: "&") && angles > 0 {
            // Composition inside generic arguments.
          } else if (byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")) && angles > 0 {
            // Optional types inside generic arguments.
          } else if byte == UInt8(ascii: ".") && angles > 0 && bytesLeft >= 3 {
            // A variadic `...` inside is not a type; refuse.
            return false
          } else {
            return false
          }
          index += 1
          bytesLeft -= 1
        }
      case .identifier, .period, .comma, .postfixQuestionMark, .exclamationMark, .arrow, .integerLiteral, .atSign:
        break
      case .keyword:
        switch token.keyword {
        case .upperAny, .upperSelf, .`self`, .inout, .throws, .rethrows, .wildcard: break
        default: return false
        }
      case .leftParen, .leftSquare:
        nesting += 1
      case .rightParen, .rightSquare:
        nesting -= 1
        if nesting < 0 { return false }
      case .colon:
        if nesting == 0 { return false }
      default:
        return false
      }
      offset += 1
    }
    return false
  }

  private func canFollowGenericArguments(_ token: Token) -> Bool {
    switch token.kind {
    case .leftParen, .period, .rightParen, .rightSquare, .rightBrace, .comma, .colon, .semicolon, .endOfFile,
      .postfixQuestionMark, .exclamationMark, .leftSquare, .equal, .interpolationEnd:
      return true
    case .binaryOperator:
      return textIs(token, "==") || textIs(token, "!=")
    case .leftBrace:
      return true
    default:
      return token.flags.contains(.atStartOfLine)
    }
  }

  /// Whether `(` starts `(_:label:)` declaration-name arguments.
  func isAtDeclNameArguments() -> Bool {
    var offset = 1
    var sawLabel = false
    while true {
      let token = peek(offset)
      if token.kind == .rightParen { return sawLabel }
      guard token.kind == .identifier || token.kind == .keyword, peek(offset + 1).kind == .colon,
        !peek(offset + 1).flags.contains(.precededByTrivia)
      else { return false }
      let following = peek(offset + 2)
      guard following.kind == .rightParen || following.kind == .identifier || following.kind == .keyword else {
        return false
      }
      if following.kind != .rightParen && following.flags.contains(.precededByTrivia) { return false }
      sawLabel = true
      offset += 2
    }
  }

  /// Whether the closure whose `{` was just consumed has a signature ending in `in`.
  func closureHasSignature() -> Bool {
    var offset = 0
    var nesting = 0
    for _ in 0..<512 {
      let token = peek(offset)
      switch token.kind {
      case .endOfFile, .leftBrace, .rightBrace, .semicolon: return false
      case .leftParen, .leftSquare: nesting += 1
      case .rightParen, .rightSquare:
        nesting -= 1
        if nesting < 0 { return false }
      case .keyword:
        if token.keyword == .in && nesting == 0 { return true }
        switch token.keyword {
        case .`self`, .upperSelf, .wildcard, .throws, .rethrows, .inout, .upperAny, .true, .false, .nil: break
        case .in: break
        default: if nesting == 0 { return false }
        }
      case .stringQuote, .multilineStringQuote, .stringSegment, .interpolationStart, .interpolationEnd:
        if nesting == 0 { return false }
      default: break
      }
      offset += 1
    }
    return false
  }

  /// Whether `#if` here continues a member chain (`.a #if X .b #endif`): the first token of
  /// its first clause is a `.`.
  func isAtPostfixIfConfig() -> Bool {
    guard atStartOfLine else { return false }
    var offset = 1
    while peek(offset).kind != .endOfFile && !peek(offset).flags.contains(.atStartOfLine) { offset += 1 }
    return peek(offset).kind == .period
  }

  /// Whether `#if` here wraps only attributes of the declaration that follows its `#endif`:
  /// every clause holds nothing but `@attribute(...)`s (or nested such `#if`s).
  func isAtAttributeIfConfig() -> Bool {
    var offset = 0
    var nesting = 0
    var sawAttribute = false
    for _ in 0..<4096 {
      let token = peek(offset)
      switch token.kind {
      case .poundIf, .poundElseif:
        if token.kind == .poundIf { nesting += 1 }
        offset += 1
        while peek(offset).kind != .endOfFile && !peek(offset).flags.contains(.atStartOfLine) { offset += 1 }
        continue
      case .poundElse:
        break
      case .poundEndif:
        nesting -= 1
        if nesting == 0 { return sawAttribute }
      case .atSign:
        sawAttribute = true
        offset += 2
        if peek(offset).kind == .leftParen && !peek(offset).flags.contains(.precededByTrivia) {
          var balance = 0
          repeat {
            let kind = peek(offset).kind
            if kind == .leftParen { balance += 1 } else if kind == .rightParen { balance -= 1 }
            offset += 1
          } while balance > 0 && peek(offset).kind != .endOfFile
        }
        continue
      default:
        return false
      }
      offset += 1
    }
    return false
  }
}
