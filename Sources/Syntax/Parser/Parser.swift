import Source

/// A recursive-descent parser for Swift 6 that never fails and never loses a byte.
///
/// It reads the lexer's significant tokens and emits `ParseEvent`s; `TreeBuilder` turns them
/// into a `SyntaxTree`. Missing tokens become empty `missing*` nodes, tokens it cannot place go
/// into `unexpected` nodes, and every loop checks that it made progress. The parser records
/// structure only; `ParseDiagnostics` words the diagnostics in a separate pass.
///
/// One nesting budget (`maximumNesting`) is spent by every recursive production. Past it the
/// parser reports "nesting too deep" once, unwinds, skips to the end of the enclosing top-level
/// declaration and continues. Long flat chains (member accesses, operator sequences, array
/// elements) are loops, not recursion.
///
/// The parser is split by syntactic category: `Parser+Declarations`, `Parser+Members`,
/// `Parser+Attributes`, `Parser+Types`, `Parser+Expressions`, `Parser+Primary`,
/// `Parser+Postfix`, `Parser+Statements`, `Parser+Patterns`, `Parser+IfConfig`,
/// `Parser+Lookahead` for the decisions that need to look ahead, and
/// `Parser+SkippedDeclarations` for the file-level declarations `ParserOptions.keptNames` skips.
public struct Parser {
  // MARK: Input

  /// The significant tokens, ending with `endOfFile`.
  let tokens: ParserTokens
  /// The file's bytes, for comparing token text.
  let bytes: [UInt8]
  /// Options chosen by the caller.
  let options: ParserOptions

  // MARK: Position

  /// The index of the current token in `tokens`.
  var position = 0
  /// The current token, possibly the remainder of a token split by `splitCurrentToken`.
  var current: Token

  /// Restrictions of the expression being parsed (see `ExpressionFlags`).
  var expressionFlags: ExpressionFlags = []
  /// The index of the token where a `{` opens a statement's body instead of a closure, or -1:
  /// the first token of an `if`, `guard` or `while` condition list, of a `repeat` loop's
  /// condition, a `for` loop's sequence or a `switch` subject (`parseExpressionBeforeBody`).
  var bodyBraceIndex = -1
  /// Whether the member block being parsed may skip its unneeded members
  /// (`ParserOptions.skipsUnneededMembers`): a type's or an extension's, not a protocol's.
  var membersMayBeSkipped = false
  /// Whether the file-level declaration being parsed is read for the names it declares alone
  /// (`ParserOptions.bodyNames`): its function bodies and unneeded members are skipped.
  var readsNamesOnly = false
  /// Whether function bodies are skipped here: everywhere (`ParserOptions.skipsFunctionBodies`)
  /// or in a declaration read for its names.
  var skipsFunctionBodies: Bool { options.skipsFunctionBodies || readsNamesOnly }
  /// Whether a type's or an extension's member block skips its unneeded members here.
  var skipsUnneededMembers: Bool { options.skipsUnneededMembers || readsNamesOnly }

  // MARK: Output

  /// The events emitted so far.
  var events: [ParseEvent] = []
  /// The consumed tokens that differ from the lexer's (split parts, changed kinds).
  var tokenEdits = TokenEdits()
  /// Whether `current` differs from the lexer's token at `position` (the rest of a split token,
  /// or a changed kind), so that consuming it records an edit.
  var currentIsEdited = false
  /// Fold plans of binary-operator sequences, keyed by the index of their start event.
  var foldPlans: [Int: FoldPlan] = [:]

  // MARK: Nesting

  /// The current nesting depth.
  var depth = 0
  /// Set when the nesting budget is exhausted: every production then returns at once so the
  /// recursion unwinds, and the top-level loop skips the rest of the declaration.
  var isUnwinding = false
  /// Offsets of the tokens at which the budget ran out.
  var nestingLimitOffsets: [Int] = []
  /// Where the budget ran out and what the parser skipped to recover.
  var nestingFailures: [NestingFailure] = []

  /// The default nesting budget, as in swift-syntax and the Swift compiler.
  public static let defaultMaximumNesting = 256

  init(tokens: ParserTokens, bytes: [UInt8], options: ParserOptions) {
    self.tokens = tokens
    self.bytes = bytes
    self.options = options
    self.current = tokens[0]
    // Files have 1.5 to 2.8 events per token; growing a large file's array past an estimate
    // held the old and the new storage at once. Tokens lexed as the parse reads them are not
    // counted yet: files have far fewer than one token in two bytes, and memory reserved and
    // never written is never resident.
    events.reserveCapacity(tokens.completeCount.map { $0 * 3 } ?? bytes.count / 2 * 3 + 16)
  }

  /// Lexes and parses `file` on the calling thread (which needs a large stack for deeply
  /// nested input; see `parseOnLargeStack`).
  public static func parse(_ file: SourceFile, options: ParserOptions = ParserOptions()) -> SyntaxTree {
    // The lexer's tokens and the parser are gone before the tree is built, and the builder holds
    // the only reference to the events, which it rewrites in place: a shared array was copied
    // whole on its first write. For a 5 MB file the two were 29 MB of an 88 MB peak
    // (docs/performance.md, "One large file").
    let (events, tokens, foldPlans, lexerIssues, nestingFailures) = parseEvents(file, options: options)
    var builder = TreeBuilder(events: consume events, tokens: consume tokens, foldPlans: consume foldPlans)
    return builder.build(file: file, lexerIssues: lexerIssues, nestingFailures: nestingFailures)
  }

  /// Lexes and parses `file`: what the tree builder needs, and nothing that only the parser
  /// used.
  private static func parseEvents(
    _ file: SourceFile, options: ParserOptions
  ) -> (
    events: [ParseEvent], tokens: [Token], foldPlans: [Int: FoldPlan], lexerIssues: [LexerIssue],
    nestingFailures: [NestingFailure]
  ) {
    // A full parse lexes the whole file first; one that may skip declarations lexes as it
    // reads, and gives up what it skips (`ParserTokens`).
    var (parsed, lexed) = file.bytes.withUnsafeBufferPointer { bytes in
      ParserTokens.withTokens(of: bytes, lexesAhead: options.keptNames == nil) { tokens in
        parse(tokens, bytes: file.bytes, options: options)
      }
    }
    // Each array moves out, so that its storage stays this function's alone: the tokens are
    // edited in place here and the events by the tree builder, and a shared array would be
    // copied whole on its first write.
    let events = parsed.events
    parsed.events = []
    var tokens = lexed.tokens
    lexed.tokens = []
    tokens = parsed.edits.applied(to: consume tokens)
    return (events, tokens, parsed.foldPlans, lexed.issues, parsed.nestingFailures)
  }

  /// Parses `tokens`: the events, the consumed tokens that differ from the lexer's, the fold
  /// plans and the nesting failures.
  private static func parse(
    _ tokens: ParserTokens, bytes: [UInt8], options: ParserOptions
  ) -> (events: [ParseEvent], edits: TokenEdits, foldPlans: [Int: FoldPlan], nestingFailures: [NestingFailure]) {
    var parser = Parser(tokens: tokens, bytes: bytes, options: options)
    parser.parseSourceFile()
    return (parser.events, parser.tokenEdits, parser.foldPlans, parser.nestingFailures)
  }

  /// Parses `file` on a dedicated thread with a large stack and waits for the result.
  public static func parseOnLargeStack(_ file: SourceFile, options: ParserOptions = ParserOptions()) -> SyntaxTree {
    LargeStack.run { parse(file, options: options) }
  }

  // MARK: Token access

  /// The kind of the current token.
  @inline(__always) var kind: TokenKind { current.kind }

  /// Whether the current token is of `kind`.
  @inline(__always) func at(_ kind: TokenKind) -> Bool { current.kind == kind }

  /// Whether the current token is the (reserved or contextual) word `keyword`.
  @inline(__always) func at(_ keyword: Keyword) -> Bool { current.keyword == keyword }

  /// Whether the current token is at the start of a line.
  @inline(__always) var atStartOfLine: Bool { current.flags.contains(.atStartOfLine) }

  /// Whether the parser reached the end of the file (or is unwinding).
  @inline(__always) var atEnd: Bool { current.kind == .endOfFile || isUnwinding }

  /// The token `distance` significant tokens ahead (`0` is the current token).
  func peek(_ distance: Int = 1) -> Token {
    if distance == 0 { return current }
    return tokens[position + distance]
  }

  /// Whether the current token's text is `ascii`.
  func atText(_ ascii: String) -> Bool { textIs(current, ascii) }

  /// Whether `token`'s text is `ascii`.
  func textIs(_ token: Token, _ ascii: String) -> Bool {
    let start = Int(token.start)
    guard Int(token.length) == ascii.utf8.count, start + Int(token.length) <= bytes.count else { return false }
    var index = start
    for byte in ascii.utf8 {
      if bytes[index] != byte { return false }
      index += 1
    }
    return true
  }

  /// The first byte of `token`'s text.
  func firstByte(_ token: Token) -> UInt8 {
    Int(token.start) < bytes.count && token.length > 0 ? bytes[Int(token.start)] : 0
  }

  // MARK: Emitting

  /// Consumes the current token into the innermost open node.
  mutating func bump() {
    guard current.kind != .endOfFile else { return }
    if currentIsEdited {
      tokenEdits.record(current, at: position)
      currentIsEdited = false
    }
    events.append(.token)
    position += 1
    current = tokens[position]
  }

  /// Consumes the current token if it is of `kind`.
  @discardableResult
  mutating func eat(_ kind: TokenKind) -> Bool {
    guard at(kind) else { return false }
    bump()
    return true
  }

  /// Consumes the current token if it is the word `keyword`.
  @discardableResult
  mutating func eat(_ keyword: Keyword) -> Bool {
    guard at(keyword) else { return false }
    bump()
    return true
  }

  /// Consumes a token of `kind`, or records a missing one.
  @discardableResult
  mutating func expect(_ kind: TokenKind) -> Bool {
    if eat(kind) { return true }
    missing(kind)
    return false
  }

  /// Consumes the word `keyword`, or records a missing one.
  @discardableResult
  mutating func expect(_ keyword: Keyword) -> Bool {
    if eat(keyword) { return true }
    events.append(
      .start(kind: .missingToken, detail: Parser.missingKeywordFlag | UInt16(keyword.rawValue), forwardParent: 0))
    events.append(.finish)
    return false
  }

  /// Set in a `missingToken`'s detail when the low byte is a `Keyword`, not a `TokenKind`.
  public static let missingKeywordFlag: UInt16 = 0x100

  /// Records that a token of `kind` is missing here.
  mutating func missing(_ kind: TokenKind) {
    events.append(.start(kind: .missingToken, detail: UInt16(kind.rawValue), forwardParent: 0))
    events.append(.finish)
  }

  /// Records an empty node of `kind` (one of the `missing*` kinds).
  mutating func missingNode(_ kind: SyntaxKind) {
    events.append(.start(kind: kind, detail: 0, forwardParent: 0))
    events.append(.finish)
  }

  /// Splits the first byte off the current operator token (`>` of `>>` or `>?`), consumes it
  /// as a token of `kind`, and leaves the rest as the current token.
  mutating func bumpFirstByte(as kind: TokenKind) {
    guard current.length > 1 else {
      if current.kind != kind {
        current.kind = kind
        currentIsEdited = true
      }
      bump()
      return
    }
    var first = current
    first.kind = kind
    first.length = 1
    tokenEdits.record(first, at: position)
    events.append(.token)
    var rest = current
    rest.start += 1
    rest.length -= 1
    rest.flags = []
    rest.keyword = .unlisted
    rest.kind = Parser.kindOfSplitRemainder(rest, bytes: bytes)
    current = rest
    currentIsEdited = true
  }

  /// The kind of what is left of an operator after its first byte was split off.
  static func kindOfSplitRemainder(_ token: Token, bytes: [UInt8]) -> TokenKind {
    let first = bytes[Int(token.start)]
    if token.length == 1 {
      switch first {
      case UInt8(ascii: "?"): return .postfixQuestionMark
      case UInt8(ascii: "!"): return .exclamationMark
      case UInt8(ascii: "="): return .equal
      case UInt8(ascii: "."): return .period
      default: break
      }
    }
    if first == UInt8(ascii: "?") { return .postfixQuestionMark }
    if first == UInt8(ascii: "!") { return .exclamationMark }
    return .binaryOperator
  }

  // MARK: Markers

  /// Starts a node; complete it with `Marker.complete` or drop it with `Marker.abandon`.
  mutating func start() -> Marker {
    events.append(.start(kind: .unexpected, detail: 0, forwardParent: 0))
    return Marker(event: events.count - 1)
  }

  /// Wraps the current token in an `unexpected` node.
  mutating func bumpUnexpected() {
    let marker = start()
    bump()
    marker.complete(&self, .unexpected)
  }

  // MARK: Nesting

  /// Spends one level of the nesting budget. Returns `false` (and starts unwinding) when the
  /// budget is exhausted; callers then return without consuming anything.
  mutating func enter() -> Bool {
    if isUnwinding { return false }
    if depth >= options.maximumNesting {
      isUnwinding = true
      nestingLimitOffsets.append(Int(current.start))
      return false
    }
    depth += 1
    return true
  }

  /// Returns one level of the nesting budget.
  mutating func leave() {
    depth -= 1
  }
}

/// What callers can choose about a parse.
public struct ParserOptions: Sendable {
  /// The nesting budget; see `Parser.defaultMaximumNesting`.
  public var maximumNesting: Int
  /// Skip the bodies of functions, initializers, deinitializers and accessors by delimiter
  /// matching (they become `skippedBody` nodes, still lossless).
  public var skipsFunctionBodies: Bool
  /// With a set: a file-level `struct`, `class`, `enum`, `actor`, `protocol`, `extension` or
  /// `func` none of whose names is in it is skipped by delimiter matching (a
  /// `skippedDeclaration` node, still lossless). Its names are its own (each component of an
  /// extended path) and those of the types and typealiases declared inside it. One with a
  /// delimiter that does not pair, a `#if` in its header or a `#if` clause that leaves a
  /// delimiter open, or no body is parsed as usual. `nil`: every declaration is parsed.
  ///
  /// The tokens are then lexed as the parse reads them, and a skipped declaration keeps of its
  /// own tokens only its first and last, its first `{` (when it ends with a `}`) and one
  /// identifier of each spelling in the file's skipped declarations (`ParserTokens`): the bytes
  /// of the others lie between the kept ones, as trivia does, so the tree still reproduces the
  /// file.
  public var keptNames: Set<String>?
  /// With `keptNames`: in the member block of a type or an extension (a protocol's aside), at
  /// any depth, a function, initializer, deinitializer, subscript or property none of whose
  /// names is in `keptNames` is skipped too (a `skippedDeclaration` node), by delimiter matching
  /// and, for a property without a body, up to the next declaration on a line of its own
  /// (`Parser+SkippedMembers`). For a file kept only for the names it declares, whose members
  /// are looked up by name alone.
  public var skipsUnneededMembers: Bool
  /// With `keptNames`: a kept file-level `struct`, `class`, `enum`, `actor`, `protocol` or
  /// `func` whose own name is not in this set, or `extension` no component of whose extended
  /// path is, is read as a file kept only for the names it declares is read
  /// (`skipsFunctionBodies` and `skipsUnneededMembers` inside it). For a file kept for its
  /// roles, whose declarations with a role need their bodies (the set holds every name of their
  /// paths), and whose others (a model, a helper an intent names) are looked up by name alone.
  /// `nil`: every kept declaration is read as the other options say.
  public var bodyNames: Set<String>?

  /// Creates options.
  public init(
    maximumNesting: Int = Parser.defaultMaximumNesting, skipsFunctionBodies: Bool = false,
    keptNames: Set<String>? = nil, skipsUnneededMembers: Bool = false, bodyNames: Set<String>? = nil
  ) {
    self.maximumNesting = maximumNesting
    self.skipsFunctionBodies = skipsFunctionBodies
    self.keptNames = keptNames
    self.skipsUnneededMembers = skipsUnneededMembers
    self.bodyNames = bodyNames
  }
}

/// An open node in the event list.
struct Marker {
  /// The index of the node's start event.
  let event: Int

  /// Closes the node as `kind`.
  @discardableResult
  func complete(_ parser: inout Parser, _ kind: SyntaxKind, detail: UInt16 = 0) -> CompletedMarker {
    parser.events[event] = .start(kind: kind, detail: detail, forwardParent: 0)
    parser.events.append(.finish)
    return CompletedMarker(event: event, kind: kind)
  }

  /// Drops the node; its tokens move to the enclosing node.
  func abandon(_ parser: inout Parser) {
    if event == parser.events.count - 1 {
      parser.events.removeLast()
    } else {
      parser.events[event] = .tombstone
    }
  }
}

/// A closed node that can still be wrapped by a new parent (`precede`).
struct CompletedMarker {
  /// The index of the node's start event.
  let event: Int
  /// The node's kind.
  let kind: SyntaxKind

  /// Starts a new node that will enclose this one.
  func precede(_ parser: inout Parser) -> Marker {
    let marker = parser.start()
    if case .start(let kind, let detail, _) = parser.events[event].shape {
      parser.events[event] = .start(kind: kind, detail: detail, forwardParent: Int32(marker.event - event))
    }
    return marker
  }
}
