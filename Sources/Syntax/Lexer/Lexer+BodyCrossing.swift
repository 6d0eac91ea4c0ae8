/// Crossing a brace-delimited body without making tokens, for the skim (`SkimTokenStream`).
///
/// Inside a function body the skim needs only the braces (to find the closing one), the `#if`
/// directives and a few identifiers (`IdentifierFilter`). Most bytes of plain code cannot
/// change how the lexer splits what follows: letters, digits, spaces, line breaks and operator
/// characters, and the one-byte punctuation `(`, `)`, `[`, `]`, `,`, `;`, `:`. The crossing
/// steps over runs of those four bytes at a time, crosses one-line strings (with simple escapes
/// and interpolations of plain code, `"\(title) \(count + 1)\n"`) and `//` comments itself,
/// and hands every other byte to the lexer: other quotes, `#`, `/`, a backtick, a non-ASCII
/// byte. The lexer then starts again from the last checkpoint, the offset just after the last
/// punctuation token before that byte (found by looking back over the plain code crossed since
/// the last brace, string, comment or lexed stretch; a stop at every punctuation byte cost 32 M
/// instructions over the real corpus), whose kind is exactly what the lexer would have recorded
/// as the previous token there, so a `/` is told apart from a regex exactly as in a full
/// tokenization. It lexes until it has passed the byte and left every string, and the crossing
/// goes on from there. The braces, directives and identifiers it meets are exactly
/// the tokens a full tokenization gives (`SkimMentionsTests` compares both ways).
extension Lexer {
  /// What a byte means to the crossing.
  private enum CrossingByte {
    /// Cannot start anything that changes the split: step over it.
    static let plain: UInt8 = 0
    /// An identifier or number byte: step over the word.
    static let word: UInt8 = 1
    /// A one-byte punctuation token whose kind the lexer records: a checkpoint after it.
    static let punctuation: UInt8 = 2
    /// `{`
    static let leftBrace: UInt8 = 3
    /// `}`
    static let rightBrace: UInt8 = 4
    /// Anything else: the lexer decides.
    static let lexer: UInt8 = 5
    /// `/`: a line comment is crossed here, anything else goes to the lexer.
    static let slash: UInt8 = 6
    /// `"`: a plain one-line string is crossed here, anything else goes to the lexer.
    static let quote: UInt8 = 7

    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
      let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
      table.initialize(repeating: lexer, count: 256)
      for byte in Array(" \t\n\r".utf8) + [0x0B, 0x0C] + Array(".=-+*%<>&|^~!?@\\".utf8) { table[Int(byte)] = plain }
      for byte in 0..<128 where CharacterClass.table[byte] & CharacterClass.identifierBody != 0 { table[byte] = word }
      for byte in Array("()[],;:".utf8) { table[Int(byte)] = punctuation }
      table[Int(UInt8(ascii: "{"))] = leftBrace
      table[Int(UInt8(ascii: "}"))] = rightBrace
      table[Int(UInt8(ascii: "/"))] = slash
      table[Int(UInt8(ascii: "\""))] = quote
      return UnsafePointer(table)
    }()
  }

  /// The crossing's class of `byte` (`CrossingByte`): 0 plain, 1 word, more for the rest.
  static func crossingClass(_ byte: UInt8) -> UInt8 { CrossingByte.table[Int(byte)] }

  /// Whether the lexer is in plain code, where `crossBody` may start.
  var isInPlainCode: Bool { modes.isEmpty && !cursor.isAtEnd }

  /// Crosses code up to the `}` that brings `depth` (the open braces, at least 1) to 0, or to a
  /// `#if`-family directive, or to the end. Identifiers that `filter` may match are passed to
  /// `noteIdentifier` (as identifier tokens). Call it only in plain code (`isInPlainCode`), just
  /// after a significant token (the `{` that opened the body, or a directive's line).
  ///
  /// With `memberStops`, the code crossed is a type's member block (`depth` counts its own brace
  /// too), and the crossing also hands back (`.handedBack`) where, with no brace open inside the
  /// block, an `@` or one of the stop words starts: the lexer is put back at the last checkpoint
  /// before it, and the caller reads from there as tokens. `recovery` is the block's own level's
  /// state where the crossing starts; the crossing keeps it up to date (`RecoveryState.note`
  /// of each token at that level, as a reader of the tokens would) and leaves it as it is where
  /// the lexer is put back. The other crossings leave it alone.
  mutating func crossBody(
    depth: inout Int, filter: IdentifierFilter, memberStops: MemberStops? = nil, recovery: inout RecoveryState,
    noteIdentifier: (Token) -> Void
  ) -> BodyCrossing {
    crossBody(
      depth: &depth, bodyStops: filter.pairStops, blockStops: memberStops?.pairStops ?? filter.pairStops,
      filter: filter, memberStops: memberStops, recovery: &recovery, noteIdentifier: noteIdentifier)
  }

  /// A token boundary the crossing knows the lexer's state at: after a token of `kind` (and
  /// `keyword`), at `position`, with `flags` pending for the next token (trivia the lexer read
  /// after that token: a line break sets `atStartOfLine`), where the line's
  /// `RecoveryState.onlyModifiersOnLine` is `onlyModifiersOnLine` (at a member block's own
  /// level; elsewhere it does not matter).
  private struct Checkpoint {
    var position: Int
    var kind: TokenKind
    var keyword: Keyword
    var onlyModifiersOnLine: Bool
    var flags: TokenFlags = []
  }

  /// `crossBody` with the filter's pair stop table, or, with no brace open inside a member
  /// block, the member stops' one (`pairStops(of:)`): runs of bytes whose entry is 0 are
  /// stepped over four at a time.
  private mutating func crossBody(
    depth: inout Int, bodyStops: UnsafePointer<UInt8>, blockStops: UnsafePointer<UInt8>, filter: IdentifierFilter,
    memberStops: MemberStops?, recovery: inout RecoveryState, noteIdentifier: (Token) -> Void
  ) -> BodyCrossing {
    let base = cursor.base
    let count = cursor.count
    let table = CrossingByte.table
    // A method's body inside a member block is crossed with the body stops: the member stops
    // (`@`, the groups' brackets and the first bytes of the stop words) matter only at the
    // block's own level. The tables are pair tables (`pairStops(of:)`): a letter inside a word
    // is no stop.
    var stops = depth == 1 ? blockStops : bodyStops
    var position = cursor.position
    // The last token boundary the crossing knows the lexer's state at (after a brace, a string
    // or the lexer's own tokens); from `floor` on, the bytes crossed are plain code: names,
    // spaces, operator characters and one-byte punctuation. The punctuation is not a stop (but
    // for a member block's brackets at its own level): a checkpoint after the last one is found
    // looking back from where it is needed (`latest`).
    var checkpoint = Checkpoint(
      position: position, kind: previousKind, keyword: previousKeyword,
      onlyModifiersOnLine: recovery.onlyModifiersOnLine, flags: pendingFlags)
    var floor = position
    /// The checkpoint just before `offset`: after the last punctuation byte in plain code since
    /// `floor` (after which only a `;` leaves a line of modifiers), or the last one the crossing
    /// set.
    func latest(before offset: Int) -> Checkpoint {
      var index = offset
      while index > floor {
        index &-= 1
        if table[Int(base[index])] == CrossingByte.punctuation {
          return Checkpoint(
            position: index &+ 1, kind: Self.punctuationKind(base[index]), keyword: .unlisted,
            onlyModifiersOnLine: base[index] == UInt8(ascii: ";"))
        }
      }
      return checkpoint
    }
    while true {
      position = nextStop(from: position, pairs: stops, base: base, count: count)
      guard position < count else { break }
      let byte = base[position]
      switch table[Int(byte)] {
      case CrossingByte.word:
        // A name's first byte (the pair tables stop at no other letter at a word's start), or
        // a filter name's inner pair inside a word (`IdentifierFilter`), whose name would start
        // two bytes before: a candidate when no non-ASCII byte comes after it (that byte calls
        // in the lexer, which then sees the whole word).
        if position > 0 && classes[Int(base[position &- 1])] & CharacterClass.identifierBody != 0 {
          guard let start = Self.innerPairWordStart(before: position, base: base, floor: floor) else {
            position = skip(CharacterClass.identifierBody, from: position &+ 1)
            continue
          }
          position = start
        }
        let end = skip(CharacterClass.identifierBody, from: position &+ 1)
        if depth == 1, let memberStops, memberStops.isStopWord(base + position, length: end &- position),
          end == count || base[end] < 0x80
        {
          return handBack(to: latest(before: position), recovery: &recovery)
        }
        if filter.mayMatch(firstByte: base[position], length: end &- position), end == count || base[end] < 0x80 {
          noteIdentifier(Token(kind: .identifier, start: position, length: end &- position))
        }
        position = end
        continue
      case CrossingByte.plain:
        // Only the member stops' `@` gets here: an attribute of a member, or of a nested type
        // (`IdentifierFilter.stops` never stops at a plain byte, so without member stops no
        // byte reaches this case; checking for them here cost 5 M instructions of code layout).
        if depth == 1 {
          return handBack(to: latest(before: position), recovery: &recovery)
        }
        position &+= 1
        continue
      case CrossingByte.punctuation:
        // Only the member stops' `(`, `[`, `)` and `]` get here, at the block's own level: the
        // groups a parse's recovery there skips whole (`RecoveryState.openGroups`).
        recovery.noteGroupToken(opening: byte == UInt8(ascii: "(") || byte == UInt8(ascii: "["))
        position &+= 1
        floor = position
        checkpoint = Checkpoint(
          position: position, kind: Self.punctuationKind(byte), keyword: .unlisted, onlyModifiersOnLine: false)
        continue
      case CrossingByte.leftBrace:
        depth += 1
        stops = bodyStops
        position &+= 1
        floor = position
        checkpoint = Checkpoint(position: position, kind: .leftBrace, keyword: .unlisted, onlyModifiersOnLine: true)
        continue
      case CrossingByte.rightBrace:
        depth -= 1
        position &+= 1
        if depth == 0 {
          cursor.position = position
          settle(after: .rightBrace, keyword: .unlisted)
          return .closed
        }
        if depth == 1 { stops = blockStops }
        floor = position
        checkpoint = Checkpoint(position: position, kind: .rightBrace, keyword: .unlisted, onlyModifiersOnLine: true)
        continue
      case CrossingByte.slash:
        // `//` starts a line comment (an operator never swallows it) unless a `*` before it
        // makes `*/`; the comment is trivia, so the checkpoint stays where it is.
        if position &+ 1 < count && base[position &+ 1] == UInt8(ascii: "/")
          && (position == 0 || base[position &- 1] != UInt8(ascii: "*"))
        {
          let end = skipLineCommentText(from: position &+ 2)
          if end == count || base[end] == 0x0A || base[end] == 0x0D {
            checkpoint = latest(before: position)
            position = end
            floor = position
            continue
          }
        }
      case CrossingByte.quote:
        // A one-line string without non-ASCII text, whose escapes and interpolations are simple
        // (`stringEnd`): its closing quote is the last token, as after the lexer's own `"` ... `"`.
        if !(position &+ 2 < count && base[position &+ 1] == UInt8(ascii: "\"")
          && base[position &+ 2] == UInt8(ascii: "\""))
        {
          var end = skip(until: CharacterClass.stringSegmentStop, from: position &+ 1)
          if end < count && base[end] == UInt8(ascii: "\\") {
            end = stringEnd(
              afterBackslashAt: end, base: base, count: count, filter: filter,
              memberStops: depth == 1 ? memberStops : nil, note: noteIdentifier)
          }
          if end < count && base[end] == UInt8(ascii: "\"") {
            position = end &+ 1
            floor = position
            checkpoint = Checkpoint(
              position: position, kind: .stringQuote, keyword: .unlisted, onlyModifiersOnLine: false)
            continue
          }
        }
      default:
        break
      }
      // Everything else, and the cases above when they do not apply: the lexer decides.
      let before = latest(before: position)
      cursor.position = before.position
      settle(after: before.kind, keyword: before.keyword, flags: before.flags)
      // The lexer's tokens from there are followed at the block's level as a reader would.
      recovery.onlyModifiersOnLine = before.onlyModifiersOnLine
      recovery.continuesLine = RecoveryState.continuesLine(after: before.kind)
      if let ending = lexPast(
        position, depth: &depth, filter: filter, memberStops: memberStops, recovery: &recovery,
        noteIdentifier: noteIdentifier)
      {
        return ending
      }
      position = cursor.position
      floor = position
      // The lexer may have read trivia after its last token (a line break sets `atStartOfLine`
      // for the next one).
      checkpoint = Checkpoint(
        position: position, kind: previousKind, keyword: previousKeyword,
        onlyModifiersOnLine: recovery.onlyModifiersOnLine, flags: pendingFlags)
      stops = depth == 1 ? blockStops : bodyStops
    }
    cursor.position = count
    return .endOfFile
  }

  /// The offset of the first byte at or after `offset` that stops the crossing by the pair
  /// table `pairs` (`pairStops(of:)`), or `count`: four bytes at a time, each pair read once.
  @inline(__always)
  private func nextStop(from offset: Int, pairs: UnsafePointer<UInt8>, base: UnsafePointer<UInt8>, count: Int) -> Int {
    var position = offset
    if position == 0 {
      // No byte before the first: as after a space.
      guard count > 0, pairs[Int(base[0]) << 8 | 0x20] == 0 else { return 0 }
      position = 1
    }
    while position &+ 4 <= count {
      if pairs[pair(base, at: position)] != 0 { return position }
      if pairs[pair(base, at: position &+ 1)] != 0 { return position &+ 1 }
      if pairs[pair(base, at: position &+ 2)] != 0 { return position &+ 2 }
      if pairs[pair(base, at: position &+ 3)] != 0 { return position &+ 3 }
      position &+= 4
    }
    while position < count && pairs[pair(base, at: position)] == 0 { position &+= 1 }
    return position
  }

  /// The index into a pair table of the byte at `offset` (at least 1) and the one before it:
  /// `byte << 8 | before`, one two-byte load.
  @inline(__always)
  private func pair(_ base: UnsafePointer<UInt8>, at offset: Int) -> Int {
    Int(UInt16(littleEndian: UnsafeRawPointer(base + (offset &- 1)).loadUnaligned(as: UInt16.self)))
  }

  /// The pair table of the 256-entry stop table `stops`: entry `byte << 8 | before` is 1 when
  /// `byte` stops a crossing that comes to it after `before`. That is when `stops` stops at it,
  /// except for an identifier byte after another: inside a word, where the crossing would only
  /// step over the rest of the word. Stopping at every capital letter and every stop word's
  /// first letter inside words (`viewModel`, `isLoading`) cost the synthetic corpus about 1.2
  /// million stops, each a mispredicted branch. 64 KB, made once per distinct `stops` and kept
  /// for the process (`InternedBytes`).
  ///
  /// `innerPairs` (`IdentifierFilter.innerPairs`: a byte, then the one before it, for each
  /// pair) stop a crossing inside words too, where a name's second and third bytes follow each
  /// other.
  static func pairStops(of stops: [UInt8], innerPairs: [UInt8] = []) -> UnsafePointer<UInt8> {
    InternedBytes.pointer(madeFrom: stops + innerPairs, count: 1 << 16) { pairs in
      // A row at a time: a word byte's row (1 after any byte that is no identifier byte) is
      // made once and copied. Entry by entry, reading the class tables through their lazy
      // accessors, the two tables of a run cost 0.9 M instructions on the first skim thread
      // while the other waited for them, a third of a one-file `lint` (0.2 M now, most of it
      // zeroing the two tables).
      let classes = CharacterClass.table
      var wordRow = [UInt8](repeating: 1, count: 256)
      for before in 0..<256 where classes[before] & CharacterClass.identifierBody != 0 { wordRow[before] = 0 }
      let rows = pairs.baseAddress!
      wordRow.withUnsafeBufferPointer { wordRow in
        for byte in 0..<256 where stops[byte] != 0 {
          if crossingClass(UInt8(byte)) == CrossingByte.word {
            (rows + (byte << 8)).update(from: wordRow.baseAddress!, count: 256)
          } else {
            (rows + (byte << 8)).update(repeating: 1, count: 256)
          }
        }
      }
      for pair in stride(from: 0, to: innerPairs.count &- 1, by: 2) {
        pairs[Int(innerPairs[pair]) << 8 | Int(innerPairs[pair &+ 1])] = 1
      }
    }
  }

  /// Where the word starts whose byte at `offset`, inside the word, stopped a crossing: a
  /// filter name's inner pair (`IdentifierFilter.innerPairs`) ends at the name's third byte,
  /// so the name starts two bytes before `offset`, at a word's start; `nil` when no word starts
  /// there (the pair is further inside a longer word: no name of the filter). The crossing
  /// never starts inside a word, so the word's bytes from `floor` on are all it need look at.
  @inline(__always)
  private static func innerPairWordStart(before offset: Int, base: UnsafePointer<UInt8>, floor: Int) -> Int? {
    guard offset >= 2 && offset &- 2 >= floor else { return nil }
    let start = offset &- 2
    let table = CharacterClass.table
    guard table[Int(base[start])] & CharacterClass.identifierBody != 0 else { return nil }
    if start > 0 && table[Int(base[start &- 1])] & CharacterClass.identifierBody != 0 { return nil }
    return start
  }

  /// Where a one-line string continues after the backslash at `backslash`: past simple escapes
  /// (`\n`, `\"`...) and interpolations of plain code (`\(title)`, `\(item.count + 1)`: names,
  /// numbers, spaces, parentheses and operators other than `/`), up to the next byte that ends
  /// a stretch of string text (the closing `"` when the string is simple enough); `count` (the
  /// lexer decides) at anything else. The identifiers of an interpolation are noted as the lexer
  /// would note them (a fallback afterwards may note them again, which changes nothing).
  @inline(never)
  private func stringEnd(
    afterBackslashAt backslash: Int, base: UnsafePointer<UInt8>, count: Int, filter: IdentifierFilter,
    memberStops: MemberStops?, note noteIdentifier: (Token) -> Void
  ) -> Int {
    var position = backslash
    while position < count && base[position] == UInt8(ascii: "\\") {
      guard position &+ 1 < count else { return count }
      switch base[position &+ 1] {
      case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "0"), UInt8(ascii: "\\"),
        UInt8(ascii: "\""), UInt8(ascii: "'"):
        position &+= 2
      case UInt8(ascii: "("):
        guard
          let end = interpolationEnd(
            from: position &+ 2, base: base, count: count, filter: filter, memberStops: memberStops,
            note: noteIdentifier)
        else { return count }
        position = end
      default:
        return count
      }
      position = skip(until: CharacterClass.stringSegmentStop, from: position)
    }
    return position
  }

  /// Just past the `)` that closes an interpolation whose code starts at `start` (the lexer
  /// counts parentheses only), when that code holds only ASCII names and numbers, spaces,
  /// parentheses, brackets and operator characters other than `/`; `nil` otherwise, and at a
  /// stop word of `memberStops` (the lexer then hands back there).
  private func interpolationEnd(
    from start: Int, base: UnsafePointer<UInt8>, count: Int, filter: IdentifierFilter, memberStops: MemberStops?,
    note noteIdentifier: (Token) -> Void
  ) -> Int? {
    var position = start
    var depth = 0
    while position < count {
      let byte = base[position]
      if classes[Int(byte)] & CharacterClass.identifierBody != 0 {
        let end = skip(CharacterClass.identifierBody, from: position &+ 1)
        // A non-ASCII byte would continue the name: the lexer decides.
        guard end == count || base[end] < 0x80 else { return nil }
        if let memberStops, memberStops.isStopWord(base + position, length: end &- position) { return nil }
        if classes[Int(byte)] & CharacterClass.identifierHead != 0
          && classes[Int(base[position &- 1])] & CharacterClass.identifierBody == 0
          && filter.mayMatch(firstByte: byte, length: end &- position)
        {
          noteIdentifier(Token(kind: .identifier, start: position, length: end &- position))
        }
        position = end
        continue
      }
      switch byte {
      case UInt8(ascii: "("):
        depth &+= 1
      case UInt8(ascii: ")"):
        if depth == 0 { return position &+ 1 }
        depth &-= 1
      case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: ","),
        UInt8(ascii: ":"), UInt8(ascii: "+"),
        UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "!"), UInt8(ascii: "?"),
        UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"):
        break
      default:
        return nil
      }
      position &+= 1
    }
    return nil
  }

  /// Lexes tokens from the cursor until past `offset` and out of every string, counting braces
  /// and noting identifiers as `crossBody` does, and with `memberStops`, following the tokens of
  /// the block's own level in `recovery`; the crossing's ending when one comes first. With
  /// `memberStops`, an `@` or a stop word lexed where `depth` is 1 is put back (the lexer
  /// returns to the state it had before lexing it) and the crossing hands back there.
  private mutating func lexPast(
    _ offset: Int, depth: inout Int, filter: IdentifierFilter, memberStops: MemberStops?,
    recovery: inout RecoveryState, noteIdentifier: (Token) -> Void
  ) -> BodyCrossing? {
    repeat {
      let (kindBefore, keywordBefore, flagsBefore) = (previousKind, previousKeyword, pendingFlags)
      let token = nextToken()
      if depth == 1, let memberStops, memberStops.stops(at: token, base: cursor.base) {
        cursor.position = Int(token.start)
        (previousKind, previousKeyword, pendingFlags) = (kindBefore, keywordBefore, flagsBefore)
        return .handedBack
      }
      switch token.kind {
      case .identifier:
        let first = cursor.byte(at: Int(token.start))
        let unescaped = first == UInt8(ascii: "`") ? cursor.byte(at: Int(token.start) + 1) : first
        if filter.mayMatch(firstByte: unescaped, length: Int(token.length))
          || filter.mayMatch(firstByte: unescaped, length: Int(token.length) - 2)
        {
          noteIdentifier(token)
        }
      case .leftBrace:
        depth += 1
      case .rightBrace:
        depth -= 1
        if depth == 0 { return .closed }
      case .poundIf, .poundElseif, .poundElse, .poundEndif:
        return .directive(token)
      case .endOfFile:
        return .endOfFile
      default:
        break
      }
      // At the block's own level (or back at it after a member's `}`).
      if depth == 1 && memberStops != nil && !token.kind.isTrivia { recovery.note(token) }
    } while cursor.position <= offset || !modes.isEmpty
    return nil
  }

  /// Puts the lexer back at `checkpoint`, in the state it has right after the checkpoint's
  /// token, with `recovery`'s line state as it was there, for the caller to read on as tokens.
  private mutating func handBack(to checkpoint: Checkpoint, recovery: inout RecoveryState) -> BodyCrossing {
    cursor.position = checkpoint.position
    settle(after: checkpoint.kind, keyword: checkpoint.keyword, flags: checkpoint.flags)
    recovery.onlyModifiersOnLine = checkpoint.onlyModifiersOnLine
    recovery.continuesLine = RecoveryState.continuesLine(after: checkpoint.kind)
    return .handedBack
  }

  /// Puts the lexer in the state it has right after a significant token of `kind`, with
  /// `flags` pending for the next token (none right after the token itself).
  private mutating func settle(after kind: TokenKind, keyword: Keyword, flags: TokenFlags = []) {
    previousKind = kind
    previousKeyword = keyword
    pendingFlags = flags
  }

  /// The kind of a one-byte punctuation token (a `CrossingByte.punctuation` byte) in plain code.
  private static func punctuationKind(_ byte: UInt8) -> TokenKind {
    switch byte {
    case UInt8(ascii: "("): .leftParen
    case UInt8(ascii: ")"): .rightParen
    case UInt8(ascii: "["): .leftSquare
    case UInt8(ascii: "]"): .rightSquare
    case UInt8(ascii: ","): .comma
    case UInt8(ascii: ";"): .semicolon
    default: .colon
    }
  }
}

/// How `Lexer.crossBody` ended.
public enum BodyCrossing: Equatable, Sendable {
  /// The body's closing `}` was passed.
  case closed
  /// A `#if`, `#elseif`, `#else` or `#endif` token was lexed (the cursor is just after it).
  case directive(Token)
  /// The end of the buffer.
  case endOfFile
  /// A member block's crossing reached an `@` or a stop word (`MemberStops`) outside every
  /// brace it opened; the lexer is at the last checkpoint before it.
  case handedBack
}

/// Where the crossing of a type's member block hands back to its caller: at `@` and at a few
/// words (the keywords that may start a nested type's declaration), where no brace is open
/// inside the block. Everything else at that level (stored properties, signatures, the
/// bodies of methods and accessors) is crossed like a function body. Sendable: its pointers
/// lead to interned tables, never written after they are made (`InternedBytes`).
public struct MemberStops: @unchecked Sendable {
  /// The stop words, each as its length then its bytes, then a 0 (`InternedBytes`).
  private let words: UnsafePointer<UInt8>
  /// The union of the stop words' `signature`s.
  private let signatures: UInt64
  /// `IdentifierFilter.stops` of the filter the crossing uses, with `@`, each stop word's first
  /// byte, and the groups' brackets `(`, `)`, `[` and `]` (which the crossing counts, in
  /// `RecoveryState.openGroups`, and crosses) added (256 entries, `InternedBytes`).
  let stops: UnsafePointer<UInt8>
  /// `stops` as a pair table (`Lexer.pairStops(of:)`), which the crossing reads.
  let pairStops: UnsafePointer<UInt8>

  /// Stops at `@` and at `words` (ASCII words that start with a letter, shorter than 64 bytes),
  /// for a crossing with `filter`.
  public init(words: [String], filter: IdentifierFilter) {
    let words = words.map { Array($0.utf8) }.filter {
      !$0.isEmpty && $0.count < 64 && $0[0] >= 64 && $0.allSatisfy { $0 < 0x80 }
    }
    self.words = InternedBytes.pointer(to: words.flatMap { [UInt8($0.count)] + $0 } + [0])
    signatures = words.reduce(0) { signatures, word in
      word.withUnsafeBufferPointer { signatures | Self.signature($0.baseAddress!, length: word.count) }
    }
    var stops = Array(UnsafeBufferPointer(start: filter.stops, count: 256))
    stops[Int(UInt8(ascii: "@"))] = 1
    for bracket in Array("()[]".utf8) { stops[Int(bracket)] = 1 }
    for word in words { stops[Int(word[0])] = 1 }
    self.stops = InternedBytes.pointer(to: stops)
    pairStops = Lexer.pairStops(of: stops, innerPairs: filter.innerPairs)
  }

  /// Whether the `length` bytes at `start` spell a stop word.
  @inline(__always)
  func isStopWord(_ start: UnsafePointer<UInt8>, length: Int) -> Bool {
    guard length < 64, signatures & Self.signature(start, length: length) != 0 else { return false }
    return isListed(start, length: length)
  }

  /// One bit of 64 for a word of `length` bytes (at least 1) at `start`, from its length and its
  /// first two bytes: a word whose bit no stop word has is none. Of the words a member block's
  /// crossing stops at (those starting with a stop word's first letter: `static`, `self`,
  /// `private`...), a filter by length and first letter let `static` and `case` through to the
  /// comparison with every stop word (7.7 M instructions over the synthetic corpus).
  @inline(__always)
  private static func signature(_ start: UnsafePointer<UInt8>, length: Int) -> UInt64 {
    // Multipliers chosen so that few of the 400 commonest words starting with a stop word's
    // first letter in the synthetic and real corpora share a bit with a stop word (4%).
    let second = length > 1 ? UInt64(start[1]) : 0
    return 1 << ((UInt64(truncatingIfNeeded: length) &* 3 &+ UInt64(start[0]) &* 59 &+ second &* 5) & 63)
  }

  /// Whether the lexer's `token` (of the bytes at `base`) is an `@` or a name or keyword that
  /// spells a stop word.
  func stops(at token: Token, base: UnsafePointer<UInt8>) -> Bool {
    switch token.kind {
    case .atSign: true
    case .identifier, .keyword: isStopWord(base + Int(token.start), length: Int(token.length))
    default: false
    }
  }

  /// The slow part of `isStopWord`, for words of a stop word's length.
  private func isListed(_ start: UnsafePointer<UInt8>, length: Int) -> Bool {
    var word = words
    while word.pointee != 0 {
      let wordLength = Int(word.pointee)
      if wordLength == length {
        var offset = 0
        while offset < length && word[1 &+ offset] == start[offset] { offset &+= 1 }
        if offset == length { return true }
      }
      word += 1 &+ wordLength
    }
    return false
  }
}

/// The identifiers a body crossing reports: those whose first byte and length (backticks
/// included or not) could be one of a few names. A cheap filter: the caller checks the bytes.
/// Sendable: `stops` leads to an interned table, never written after it is made.
public struct IdentifierFilter: @unchecked Sendable {
  /// Bit `b` set when a name starts with ASCII byte `b`, split over two words.
  private var firstBytesLow: UInt64 = 0
  private var firstBytesHigh: UInt64 = 0
  /// Bit `n` set when a name is `n` bytes long.
  private var lengths: UInt64 = 0
  /// Whether every identifier whose first byte is `A`...`Z` or not ASCII is reported too.
  private var reportsCapitalized = false

  /// Per byte, whether a body crossing must stop at it: every byte but plain code's letters,
  /// digits, spaces and operator characters, and a name's first letter, which stops it at a
  /// word's start only (`pairStops`; 256 entries, `InternedBytes`).
  let stops: UnsafePointer<UInt8>
  /// `stops` and `innerPairs` as a pair table (`Lexer.pairStops(of:innerPairs:)`), which the
  /// crossing reads.
  let pairStops: UnsafePointer<UInt8>
  /// The pairs inside words that stop a body crossing, each as a byte, then the byte before
  /// it: a name that starts with a lowercase letter and has three letters or more is found by
  /// its second and third bytes, not its first. The first letter of `add` starts 120,000 words
  /// of the synthetic and real corpora each (`await`, `async`, `as`, `any`...), each a stop and
  /// a mispredicted branch; `dd` comes 7,500 and 13,300 times.
  let innerPairs: [UInt8]

  /// A filter for `names` (ASCII, shorter than 62 bytes; others are never reported), and with
  /// `reportingCapitalized`, for every identifier whose first byte (after a backtick) is `A`...`Z`
  /// or not ASCII.
  public init(names: [[UInt8]], reportingCapitalized: Bool = false) {
    var stops = [UInt8](repeating: 1, count: 256)
    // Plain bytes, names and one-byte punctuation (whose checkpoint is found when needed).
    for byte in 0..<256 where Lexer.crossingClass(UInt8(byte)) <= 2 {
      stops[byte] = 0
    }
    var innerPairs: [UInt8] = []
    for name in names where !name.isEmpty && name.count < 62 && name[0] < 0x80 {
      if name[0] < 64 { firstBytesLow |= 1 << UInt64(name[0]) } else { firstBytesHigh |= 1 << UInt64(name[0] - 64) }
      lengths |= 1 << UInt64(name.count)
      if let pair = Self.innerPair(of: name) {
        innerPairs += pair
      } else {
        stops[Int(name[0])] = 1
      }
    }
    if reportingCapitalized {
      reportsCapitalized = true
      for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { stops[Int(byte)] = 1 }
    }
    self.stops = InternedBytes.pointer(to: stops)
    self.innerPairs = innerPairs
    pairStops = Lexer.pairStops(of: stops, innerPairs: innerPairs)
  }

  /// The inner pair (`innerPairs`) that finds `name`: its third byte, then its second, when it
  /// starts with a lowercase letter and its next two bytes are ASCII letters or digits.
  private static func innerPair(of name: [UInt8]) -> [UInt8]? {
    guard name.count >= 3, name[0] &- UInt8(ascii: "a") < 26 else { return nil }
    let isWordByte = { (byte: UInt8) in Lexer.crossingClass(byte) == 1 }
    guard isWordByte(name[1]), isWordByte(name[2]) else { return nil }
    return [name[2], name[1]]
  }

  /// Whether an identifier starting with `firstByte`, `length` bytes long, may be a name.
  @inline(__always)
  public func mayMatch(firstByte: UInt8, length: Int) -> Bool {
    if reportsCapitalized && length > 0 && (firstByte &- UInt8(ascii: "A") < 26 || firstByte >= 0x80) { return true }
    guard length > 0, length < 64, lengths & 1 << UInt64(length) != 0, firstByte < 0x80 else { return false }
    return firstByte < 64
      ? firstBytesLow & 1 << UInt64(firstByte) != 0 : firstBytesHigh & 1 << UInt64(firstByte - 64) != 0
  }
}
