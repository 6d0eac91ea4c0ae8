import Source

/// The lexing loop behind `Lexer.tokenize`, with a fast path for the commonest tokens.
///
/// Most tokens are whitespace, line breaks, ASCII identifiers, one-byte punctuation and the
/// pieces of plain string literals. The loop lexes those inline with tight pointer loops and
/// hands every other token to the general path (`next()`), which also takes over whenever a
/// fast case meets anything unusual (an escape, a non-ASCII byte, a raw or multi-line string, a
/// line break inside an interpolation). The fast path produces exactly what `next()` would: the
/// same tokens, flags and context updates (checked by `LexerFastPathTests`, the golden,
/// round-trip and hard-case tests, and `appintents-bench digest`).
extension Lexer {
  /// Lexes the whole buffer into `collector`, skipping trivia tokens unless `includeTrivia`;
  /// with `stopAfterLeftBrace`, returns after the next `{` token instead (the skim lexes a
  /// stretch at a time and crosses function bodies without tokens, `Lexer+BodyCrossing`), and
  /// before any token once `collector` is full (the parser's tokens a block at a time).
  @inline(__always)
  mutating func lexAll<Sink: TokenSink>(
    into collector: inout Sink, includeTrivia: Bool, stopAfterLeftBrace: Bool = false
  ) {
    let base = cursor.base
    let count = cursor.count
    while !collector.isFull {
      fastPath: if cursor.position < count {
        let start = cursor.position
        // Inside an interpolation, parentheses and line breaks change the modes: general path.
        var inInterpolation = false
        if let mode = modes.last {
          switch mode {
          case .string(let context):
            guard let piece = lexPlainStringPiece(start, context) else { break fastPath }
            emitSignificant(piece, into: &collector)
            continue
          case .interpolation:
            inInterpolation = true
          }
        }
        let kind: TokenKind
        switch base[start] {
        case 0x20, 0x09, 0x0B, 0x0C:
          let end = skip(CharacterClass.horizontalSpace, from: start &+ 1)
          cursor.position = end
          pendingFlags.insert(.precededByTrivia)
          if includeTrivia { collector.append(Token(kind: .whitespace, start: start, length: end &- start)) }
          continue
        case 0x0A, 0x0D:
          if inInterpolation { break fastPath }
          var end = start &+ 1
          while end < count && (base[end] == 0x0A || base[end] == 0x0D) { end &+= 1 }
          cursor.position = end
          pendingFlags.formUnion([.atStartOfLine, .precededByTrivia])
          if includeTrivia { collector.append(Token(kind: .newline, start: start, length: end &- start)) }
          continue
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
          let end = skip(CharacterClass.identifierBody, from: start &+ 1)
          // A non-ASCII byte may continue the identifier: the general path decides.
          if end < count && base[end] >= 0x80 { break fastPath }
          cursor.position = end
          let keyword = keywords.lookup(base, start: start, length: end &- start, count: count)
          let kind: TokenKind = keyword.isReserved ? .keyword : .identifier
          emitSignificant(Token(kind: kind, keyword: keyword, start: start, length: end &- start), into: &collector)
          continue
        case UInt8(ascii: "/"):
          // A `//` comment of ASCII text; anything else starting with `/`: general path.
          guard start &+ 1 < count && base[start &+ 1] == UInt8(ascii: "/") else { break fastPath }
          let end = skipLineCommentText(from: start &+ 2)
          if end < count && base[end] != 0x0A && base[end] != 0x0D { break fastPath }
          cursor.position = end
          pendingFlags.insert(.precededByTrivia)
          if includeTrivia {
            let third = start &+ 2 < count ? base[start &+ 2] : 0
            let fourth = start &+ 3 < count ? base[start &+ 3] : 0
            let isDoc = third == UInt8(ascii: "/") && fourth != UInt8(ascii: "/")
            collector.append(Token(kind: isDoc ? .docLineComment : .lineComment, start: start, length: end &- start))
          }
          continue
        case UInt8(ascii: "."):
          // A lone `.` is always `period`, whatever its fixity (see `lexOperator`).
          guard !continuesOperator(at: start &+ 1, afterDot: true) else { break fastPath }
          kind = .period
        case UInt8(ascii: "="):
          guard !continuesOperator(at: start &+ 1, afterDot: false) else { break fastPath }
          kind = .equal
        case UInt8(ascii: "\""):
          // `"` opens a single-line string (`"""` a multi-line one: general path).
          if start &+ 2 < count && base[start &+ 1] == UInt8(ascii: "\"") && base[start &+ 2] == UInt8(ascii: "\"") {
            break fastPath
          }
          let context = StringContext(isMultiline: false, pounds: 0, openRange: ByteRange(start: start, length: 1))
          modes.append(.string(context))
          kind = .stringQuote
        case UInt8(ascii: "("):
          if inInterpolation { break fastPath }
          kind = .leftParen
        case UInt8(ascii: ")"):
          if inInterpolation { break fastPath }
          kind = .rightParen
        case UInt8(ascii: "{"): kind = .leftBrace
        case UInt8(ascii: "}"): kind = .rightBrace
        case UInt8(ascii: "["): kind = .leftSquare
        case UInt8(ascii: "]"): kind = .rightSquare
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: ";"): kind = .semicolon
        case UInt8(ascii: ":"): kind = .colon
        case UInt8(ascii: "@"): kind = .atSign
        default:
          break fastPath
        }
        cursor.position = start &+ 1
        emitSignificant(Token(kind: kind, start: start, length: 1), into: &collector)
        if stopAfterLeftBrace && kind == .leftBrace { return }
        continue
      }
      let token = nextTokenOutOfLine()
      if includeTrivia || !token.kind.isTrivia { collector.append(token) }
      if token.kind == .endOfFile || (stopAfterLeftBrace && token.kind == .leftBrace) { return }
    }
  }

  /// The next piece of a plain string literal (single-line, no `#`) starting at `start`: the
  /// closing quote, `\(`, or a segment of text without escapes or non-ASCII bytes. `nil` when
  /// the piece needs the general path (`lexStringPiece`), which then lexes it from `start`.
  @inline(__always)
  private mutating func lexPlainStringPiece(_ start: Int, _ context: StringContext) -> Token? {
    guard !context.isMultiline && context.pounds == 0 else { return nil }
    let base = cursor.base
    let count = cursor.count
    let byte = base[start]
    if byte == UInt8(ascii: "\"") {
      cursor.position = start &+ 1
      modes.removeLast()
      return Token(kind: .stringQuote, start: start, length: 1)
    }
    if byte == UInt8(ascii: "\\") {
      guard start &+ 1 < count && base[start &+ 1] == UInt8(ascii: "(") else { return nil }
      cursor.position = start &+ 2
      modes.append(.interpolation(context, parenDepth: 0))
      return Token(kind: .interpolationStart, start: start, length: 2)
    }
    if stops[Int(byte)] & CharacterClass.stringSegmentStop != 0 { return nil }
    let end = skip(until: CharacterClass.stringSegmentStop, from: start &+ 1)
    // The segment ends at the closing quote, at `\(`, at a line break or at the end; any other
    // stop (an escape, NUL, non-ASCII) needs checking: general path.
    if end < count {
      let stop = base[end]
      let endsSegment =
        stop == UInt8(ascii: "\"") || stop == 0x0A || stop == 0x0D
        || (stop == UInt8(ascii: "\\") && end &+ 1 < count && base[end &+ 1] == UInt8(ascii: "("))
      if !endsSegment { return nil }
    }
    cursor.position = end
    return Token(kind: .stringSegment, start: start, length: end &- start)
  }

  /// The offset of the first byte at or after `offset` that is not in `byteClass`, checking
  /// the bounds once per four bytes while far from the end.
  @inline(__always)
  func skip(_ byteClass: UInt8, from offset: Int) -> Int {
    let base = cursor.base
    let count = cursor.count
    var end = offset
    while end &+ 4 <= count {
      if classes[Int(base[end])] & byteClass == 0 { return end }
      if classes[Int(base[end &+ 1])] & byteClass == 0 { return end &+ 1 }
      if classes[Int(base[end &+ 2])] & byteClass == 0 { return end &+ 2 }
      if classes[Int(base[end &+ 3])] & byteClass == 0 { return end &+ 3 }
      end &+= 4
    }
    while end < count && classes[Int(base[end])] & byteClass != 0 { end &+= 1 }
    return end
  }

  /// The offset of the first byte at or after `offset` whose `CharacterClass.stops` entry has
  /// `stop`, or the end; unrolled like `skip(_:from:)`.
  @inline(__always)
  func skip(until stop: UInt8, from offset: Int) -> Int {
    let base = cursor.base
    let count = cursor.count
    var end = offset
    while end &+ 4 <= count {
      if stops[Int(base[end])] & stop != 0 { return end }
      if stops[Int(base[end &+ 1])] & stop != 0 { return end &+ 1 }
      if stops[Int(base[end &+ 2])] & stop != 0 { return end &+ 2 }
      if stops[Int(base[end &+ 3])] & stop != 0 { return end &+ 3 }
      end &+= 4
    }
    while end < count && stops[Int(base[end])] & stop == 0 { end &+= 1 }
    return end
  }

  /// `skip(until: CharacterClass.lineCommentStop, from: offset)`, eight bytes at a time: the
  /// offset of the first NUL, line break or non-ASCII byte at or after `offset`, or the end.
  /// Comments are a fifth of the bytes of the synthetic corpus and the skim crosses them all.
  @inline(__always)
  func skipLineCommentText(from offset: Int) -> Int {
    let base = cursor.base
    let count = cursor.count
    let high: UInt64 = 0x8080_8080_8080_8080
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    var end = offset
    while end &+ 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
      // With each byte's high bit cleared, adding 0x7F sets it again exactly when the byte is
      // not zero, without a carry into the next byte; XOR first to test for 0x0A and 0x0D.
      let ascii = word & low
      let notNUL = ascii &+ low
      let notLineFeed = (ascii ^ 0x0A0A_0A0A_0A0A_0A0A) &+ low
      let notReturn = (ascii ^ 0x0D0D_0D0D_0D0D_0D0D) &+ low
      let passes = notNUL & notLineFeed & notReturn & ~word & high
      if passes != high { return end &+ ((~passes & high).trailingZeroBitCount >> 3) }
      end &+= 8
    }
    while end < count && stops[Int(base[end])] & CharacterClass.lineCommentStop == 0 { end &+= 1 }
    return end
  }

  /// Whether the byte at `offset` might continue an operator (conservatively: any operator
  /// character, any non-ASCII byte, and `.` after a dot).
  @inline(__always)
  private func continuesOperator(at offset: Int, afterDot: Bool) -> Bool {
    guard offset < cursor.count else { return false }
    let byte = cursor.base[offset]
    return byte >= 0x80 || classes[Int(byte)] & CharacterClass.operatorCharacter != 0
      || (afterDot && byte == UInt8(ascii: "."))
  }

  /// Hands a significant token its trivia flags and records it as the previous token, as
  /// `next()` does.
  @inline(__always)
  private mutating func emitSignificant<Sink: TokenSink>(_ token: Token, into collector: inout Sink) {
    var token = token
    token.flags.formUnion(pendingFlags)
    pendingFlags = []
    previousKind = token.kind
    previousKeyword = token.keyword
    collector.append(token)
  }

  /// `next()`, kept out of the fast loop so the loop stays small.
  @inline(never)
  mutating func nextTokenOutOfLine() -> Token { nextToken() }
}

/// Where the lexing loop puts its tokens (`Lexer.lexAll`, specialized for each).
protocol TokenSink {
  /// Adds `token` after the others.
  mutating func append(_ token: Token)
  /// Whether the loop should return before its next token (always `false` for a sink that takes
  /// every token; the check then compiles away).
  var isFull: Bool { get }
}

/// Collects tokens in a small scratch buffer and moves them into the array a block at a time,
/// so adding a token is a store and an increment instead of an `Array.append` with its
/// uniqueness and capacity checks.
struct TokenCollector: TokenSink {
  /// The scratch buffer's size in tokens.
  static let blockSize = 512

  /// The tokens moved out of the scratch buffer so far.
  private var tokens: [Token]
  /// The scratch buffer.
  private let scratch: UnsafeMutableBufferPointer<Token>
  /// Tokens waiting in the scratch buffer.
  private var pending = 0

  /// Creates a collector whose array reserves `capacity` tokens, using `scratch` (at least one
  /// element) as the block buffer.
  init(capacity: Int, scratch: UnsafeMutableBufferPointer<Token>) {
    tokens = []
    tokens.reserveCapacity(capacity)
    self.scratch = scratch
  }

  /// Never full: it takes the whole file.
  var isFull: Bool { false }

  /// Adds `token`.
  @inline(__always)
  mutating func append(_ token: Token) {
    if pending == scratch.count { flush() }
    scratch[pending] = token
    pending &+= 1
  }

  /// Every token added, in order.
  mutating func finish() -> [Token] {
    flush()
    return tokens
  }

  /// Moves the waiting tokens into `tokens`.
  @inline(never)
  private mutating func flush() {
    tokens.append(contentsOf: scratch[0..<pending])
    pending = 0
  }
}
