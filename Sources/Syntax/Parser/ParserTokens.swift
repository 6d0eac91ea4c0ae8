/// The significant tokens the parser reads, by index, ending with `endOfFile`.
///
/// For a parse of every declaration the lexer makes all of them before the parse starts, as
/// `Lexer.tokenize` does. With `ParserOptions.keptNames` they are lexed `block` at a time as the
/// parser asks for them, straight into the array the tree gets, and a skipped declaration's
/// tokens are given up as soon as it is skipped (`dropSkipped`): a support file of 20 MB had
/// 37.5 MB of tokens, all made before the parse read one, of which its skipped declarations'
/// nodes need few (docs/performance.md, "A support file's tokens lexed as the parse reads
/// them").
///
/// The tokens and the lexer live behind a pointer, so that the parser's lookahead, which does
/// not mutate the parser, can still lex further. An index past the end reads `endOfFile`.
struct ParserTokens {
  /// What the copies of one `ParserTokens` share.
  private struct State {
    /// The first token.
    let base: UnsafeMutablePointer<Token>
    /// The tokens lexed so far (after what `dropSkipped` gave up).
    var count: Int
    /// The lexer, positioned after the last token (`nil` when they were lexed ahead).
    var lexer: Lexer?
    /// Whether every token is lexed.
    var isComplete: Bool
    /// The bytes the tokens are of.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The identifiers the skipped declarations kept so far, one for each spelling (made at the
    /// first skipped declaration).
    var skippedSpellings: MentionSet?
  }

  /// How many tokens are lexed at a time while the parse reads them: few, because
  /// `dropSkipped` moves down the tokens lexed past a skipped declaration.
  static let block = 32

  private let state: UnsafeMutablePointer<State>

  private init(base: UnsafeMutablePointer<Token>, count: Int, lexer: Lexer?, bytes: UnsafeBufferPointer<UInt8>) {
    state = .allocate(capacity: 1)
    state.initialize(to: State(base: base, count: count, lexer: lexer, isComplete: lexer == nil, bytes: bytes))
  }

  /// Runs `body` over the tokens of `bytes`: all lexed first when `lexesAhead`, else lexed as
  /// `body` reads them. Returns what `body` returned, the tokens left (edited by no one) and
  /// the lexer's issues, sorted by offset. The tokens must not be read after `body`.
  static func withTokens<Result>(
    of bytes: UnsafeBufferPointer<UInt8>, lexesAhead: Bool, _ body: (ParserTokens) -> Result
  ) -> (result: Result, lexed: LexedFile) {
    if lexesAhead {
      var lexed = Lexer.tokenize(bytes, includeTrivia: false)
      let result = lexed.tokens.withUnsafeMutableBufferPointer { tokens in
        let supply = ParserTokens(base: tokens.baseAddress!, count: tokens.count, lexer: nil, bytes: bytes)
        defer { supply.release() }
        return body(supply)
      }
      return (result, lexed)
    }
    let empty: [UInt8] = [0]
    return empty.withUnsafeBufferPointer { fallback in
      var result: Result?
      var issues: [LexerIssue] = []
      // Every token but `endOfFile` holds at least one byte (`LexerInvariants`), so the file has
      // at most one token more than bytes. What is reserved and never written is never resident.
      let tokens = [Token](unsafeUninitializedCapacity: bytes.count + 1) { storage, initialized in
        let lexer = Lexer(base: bytes.baseAddress ?? fallback.baseAddress!, count: bytes.count)
        let supply = ParserTokens(base: storage.baseAddress!, count: 0, lexer: lexer, bytes: bytes)
        result = body(supply)
        issues = supply.lexRest()
        initialized = supply.state.pointee.count
        supply.release()
      }
      return (result!, LexedFile(tokens: tokens, issues: issues))
    }
  }

  /// The token at `index`; `endOfFile` for an index past the end.
  @inline(__always)
  subscript(index: Int) -> Token {
    if index < state.pointee.count { return state.pointee.base[index] }
    return tokenLexing(through: index)
  }

  /// Whether the file has a token at `index` (`endOfFile` included).
  @inline(__always)
  func exists(_ index: Int) -> Bool {
    if index < state.pointee.count { return true }
    _ = tokenLexing(through: index)
    return index < state.pointee.count
  }

  /// The number of tokens when all are lexed, else `nil`.
  var completeCount: Int? { state.pointee.isComplete ? state.pointee.count : nil }

  /// Lexes until the token at `index` exists or the file ends, and returns it (or `endOfFile`).
  @inline(never)
  private func tokenLexing(through index: Int) -> Token {
    while index >= state.pointee.count && !state.pointee.isComplete { lexMore(upTo: Self.block) }
    return state.pointee.base[min(index, state.pointee.count - 1)]
  }

  /// Lexes up to `limit` more tokens (fewer at the end of the file).
  private func lexMore(upTo limit: Int) {
    guard !state.pointee.isComplete else { return }
    var sink = PointerTokenSink(next: state.pointee.base + state.pointee.count, count: 0, limit: limit)
    // In place: a copy of the lexer would share its arrays, and its next write copy them.
    state.pointee.lexer!.lexAll(into: &sink, includeTrivia: false)
    state.pointee.count += sink.count
    state.pointee.isComplete = state.pointee.base[state.pointee.count - 1].kind == .endOfFile
  }

  /// Gives up the tokens of the skipped declaration from `start` to `end` (exclusive) that no
  /// one reads: its node keeps its first and last tokens (for its byte range), its first `{`
  /// when it ends with a `}` (so that `{` and `}` still pair for the recovery after "nesting
  /// too deep", which counts them), and each identifier whose bytes no identifier kept by an
  /// earlier skipped declaration of the file, or earlier in this one, has (`MentionSet`:
  /// `NameOccurrences` and the scan for `add` ask only whether a parsed file spells a name, and
  /// no declaration an intent's own span covers is ever skipped, its names being kept). The
  /// tokens after `end` move down. Returns the new `end`.
  ///
  /// The skip never ends a declaration at a token the lexer reported or at a `#if` in its
  /// header, and its delimiters pair up (`endOfUnneededDeclaration`), so what is given up holds
  /// no lexer issue and opens and closes as much as it closes and opens.
  func dropSkipped(from start: Int, to end: Int) -> Int {
    guard end - start > 2, end <= state.pointee.count else { return end }
    // Pointers and wrapping arithmetic: every index is inside the lexed tokens.
    let base = state.pointee.base
    var read = base + (start + 1)
    let last = base + (end - 1)
    var write = read
    // A skipped property may end without a `}` (`static let icon = Icon(name: "a")`): its braces
    // pair up inside it, and none is kept.
    var keptBrace = last.pointee.kind != .rightBrace
    let spellings = state.pointee.skippedSpellings ?? MentionSet(bytes: state.pointee.bytes)
    state.pointee.skippedSpellings = spellings
    while read < last {
      let kind = read.pointee.kind
      if kind == .identifier {
        // Kept when its spelling is new (a token outside the bytes, which no lexer makes, too).
        let before = spellings.count
        if spellings.insert(read.pointee) < 0 || spellings.count > before {
          write.pointee = read.pointee
          write += 1
        }
      } else if kind == .leftBrace && !keptBrace {
        keptBrace = true
        write.pointee = read.pointee
        write += 1
      }
      read += 1
    }
    // The last token, then the ones lexed after the declaration.
    let kept = write - base
    let moved = state.pointee.count &- (end &- 1)
    var offset = 0
    while offset < moved {
      write[offset] = read[offset]
      offset &+= 1
    }
    state.pointee.count = kept &+ moved
    return kept + 1
  }

  /// Lexes what is left; the lexer's issues, sorted by offset.
  private func lexRest() -> [LexerIssue] {
    while !state.pointee.isComplete { lexMore(upTo: .max) }
    return state.pointee.lexer?.sortedIssues ?? []
  }

  private func release() {
    state.deinitialize(count: 1)
    state.deallocate()
  }
}

/// A sink that writes tokens one after the other from `next` until it holds `limit`
/// (`ParserTokens`, a block at a time, into memory reserved for every token of the file).
struct PointerTokenSink: TokenSink {
  /// Where the next token goes.
  var next: UnsafeMutablePointer<Token>
  /// The tokens written.
  var count: Int
  /// How many it takes.
  let limit: Int

  @inline(__always)
  mutating func append(_ token: Token) {
    (next + count).initialize(to: token)
    count &+= 1
  }

  @inline(__always)
  var isFull: Bool { count >= limit }
}
