import Foundation
import Source
import Syntax

/// Reads `FileFacts` from a file's tokens without parsing it.
///
/// One pass over the significant tokens with a stack of brace scopes: declarations are
/// recorded only at file level and directly inside type bodies (as `ModuleIndex` walks them),
/// headers are read up to their opening brace, and function bodies, closures and accessors are
/// crossed by brace counting, over their bytes when no mentions are recorded (the tokens come
/// from a `SkimTokenStream`, a stretch at a time, so a crossed body's tokens are never made).
/// Without mentions, a type's member block is crossed over its bytes too, up to each `@` or
/// word that may start a nested type (`crossMemberBlock`).
/// `#if` clauses are recorded with their condition text so the index can evaluate them for a
/// build configuration.
public enum HeaderScanner {
  /// Where a file's `FileFacts.contentHash` comes from.
  public enum ContentHash: Sendable {
    /// Hash the file's bytes.
    case computed
    /// The digest the caller already took of the same bytes.
    case known(ContentDigest)
    /// Left empty: the caller keeps the facts only to choose the files to parse (a run without
    /// a cache), and hashing cost a fourteenth of the skim.
    case omitted
  }

  /// The facts of `file`, with the names it mentions when `recordingMentions` (see
  /// `FileFacts.mentions`; collecting them costs about a quarter of the skim), and its content
  /// hash as `contentHash` says.
  public static func facts(
    of file: SourceFile, recordingMentions: Bool = true, contentHash: ContentHash = .computed
  ) -> FileFacts {
    file.bytes.withUnsafeBufferPointer { bytes in
      facts(path: file.path, bytes: bytes, recordingMentions: recordingMentions, contentHash: contentHash)
    }
  }

  /// `facts(of:recordingMentions:contentHash:)` of the file at `path` whose bytes are `bytes`,
  /// its tokens kept in `storage` when given (a thread skimming file after file reuses it).
  public static func facts(
    path: String, bytes: UnsafeBufferPointer<UInt8>, recordingMentions: Bool = true,
    contentHash: ContentHash = .computed, storage: SkimTokenStorage? = nil
  ) -> FileFacts {
    withStream(over: bytes, storage: storage) { stream in
      facts(path: path, stream: stream, bytes: bytes, recordingMentions: recordingMentions, contentHash: contentHash)
    }
  }

  /// The facts of `file` without its mentions, as `facts(of:recordingMentions: false,
  /// contentHash:)` gives them, and the file's `NameFingerprint` (`nil` when a name it spells
  /// or declares holds a non-ASCII byte where a fingerprint cannot vouch for it), taken in the
  /// same pass.
  public static func factsAndFingerprint(
    of file: SourceFile, contentHash: ContentHash = .computed
  ) -> (facts: FileFacts, fingerprint: NameFingerprint?) {
    file.bytes.withUnsafeBufferPointer { bytes in
      factsAndFingerprint(path: file.path, bytes: bytes, contentHash: contentHash)
    }
  }

  /// `factsAndFingerprint(of:contentHash:)` of the file at `path` whose bytes are `bytes`, its
  /// tokens kept in `storage` when given.
  public static func factsAndFingerprint(
    path: String, bytes: UnsafeBufferPointer<UInt8>, contentHash: ContentHash = .computed,
    storage: SkimTokenStorage? = nil
  ) -> (facts: FileFacts, fingerprint: NameFingerprint?) {
    withStream(over: bytes, storage: storage) { stream in
      let fingerprint = NameFingerprintBuilder(bytes: bytes)
      let facts = facts(
        path: path, stream: stream, bytes: bytes, recordingMentions: false, contentHash: contentHash,
        fingerprint: fingerprint)
      // By index: iterating copied each declaration whole.
      let declarations = facts.declarations
      for index in declarations.indices {
        for name in declarations[index].path { fingerprint.note(name: name) }
      }
      return (facts, fingerprint.finish())
    }
  }

  /// A stream over `bytes`, with its tokens in `storage` when given, for `body`.
  private static func withStream<Result>(
    over bytes: UnsafeBufferPointer<UInt8>, storage: SkimTokenStorage?, _ body: (SkimTokenStream) -> Result
  ) -> Result {
    if let storage { return SkimTokenStream.withStream(over: bytes, storage: storage, body) }
    return SkimTokenStream.withStream(over: bytes, body)
  }

  /// The facts of the file at `path`, whose bytes are `bytes`, read from `stream`; the
  /// identifiers the scan sees go to `fingerprint` too when given.
  private static func facts(
    path: String, stream: SkimTokenStream, bytes: UnsafeBufferPointer<UInt8>, recordingMentions: Bool,
    contentHash: ContentHash, fingerprint: NameFingerprintBuilder? = nil
  ) -> FileFacts {
    let scanner = scanned(stream, bytes: bytes, recordingMentions: recordingMentions, fingerprint: fingerprint)
    let declarations = scanner.declarations.moveOut()
    scanner.scratch.giveBack()
    let hash: String
    switch contentHash {
    case .computed: hash = ContentDigest(of: UnsafeRawBufferPointer(bytes)).hex
    case .known(let digest): hash = digest.hex
    case .omitted: hash = ""
    }
    return FileFacts(
      version: FileFacts.currentVersion, path: path, contentHash: hash,
      declarations: declarations, clauses: scanner.clauses, imports: scanner.imports,
      mentions: scanner.mentions?.sortedNames(),
      keyMentions: zip(FileFacts.keyNames, scanner.keys.found).filter(\.1).map(\.0),
      needsFullParse: scanner.needsFullParse ? true : nil)
  }

  /// The names `file` mentions, as `facts(of:)` records them (without hashing the file, which
  /// `facts(of:)` does for the content digest); with `includingDeclaredNames`, also every name of
  /// every declaration's path (`DeclarationHeader.path`), so that the result holds every name
  /// the file spells outside comments and strings.
  public static func mentions(of file: SourceFile, includingDeclaredNames: Bool = false) -> [String] {
    file.bytes.withUnsafeBufferPointer { bytes in
      mentions(of: bytes, includingDeclaredNames: includingDeclaredNames)
    }
  }

  /// `mentions(of:includingDeclaredNames:)` of a file whose bytes are `bytes`, its tokens kept in
  /// `storage` when given.
  public static func mentions(
    of bytes: UnsafeBufferPointer<UInt8>, includingDeclaredNames: Bool = false, storage: SkimTokenStorage? = nil
  ) -> [String] {
    withStream(over: bytes, storage: storage) { stream in
      let scan = scanned(stream, bytes: bytes, recordingMentions: true)
      let declarations = scan.declarations.moveOut()
      scan.scratch.giveBack()
      let mentioned = scan.mentions?.sortedNames() ?? []
      guard includingDeclaredNames else { return mentioned }
      return Array(Set(mentioned + declarations.flatMap(\.path))).sorted()
    }
  }

  /// The names the file whose bytes are `bytes` mentions, told apart by the file-level
  /// declaration that mentions them (`DeclarationMentions`), its tokens in `storage` when given.
  /// The scan keeps a stretch of tokens at a time, not the file's.
  public static func declarationMentions(
    of bytes: UnsafeBufferPointer<UInt8>, storage: SkimTokenStorage? = nil
  ) -> DeclarationMentions {
    SkimTokenStream.withStream(over: bytes, storage: storage ?? SkimTokenStorage()) { stream in
      var scanner = Scan(stream: stream, bytes: bytes, recordingMentions: true, fingerprint: nil)
      scanner.recorder = DeclarationMentionRecorder()
      scanner.run()
      scanner.noteTokens(through: scanner.stream.tokenCount - 1)
      scanner.scratch.giveBack()
      let (names, nameIndexOfNumber) = scanner.mentions!.sortedNamesAndNameIndices()
      return scanner.recorder!.finish(names: names, nameIndexOfNumber: nameIndexOfNumber)
    }
  }

  /// `declarationMentions(of:)` of `file`.
  public static func declarationMentions(of file: SourceFile) -> DeclarationMentions {
    file.bytes.withUnsafeBufferPointer { declarationMentions(of: $0) }
  }

  /// The scan of `bytes` from `stream`, run to the end.
  private static func scanned(
    _ stream: SkimTokenStream, bytes: UnsafeBufferPointer<UInt8>, recordingMentions: Bool,
    fingerprint: NameFingerprintBuilder? = nil
  ) -> Scan {
    var scanner = Scan(stream: stream, bytes: bytes, recordingMentions: recordingMentions, fingerprint: fingerprint)
    scanner.run()
    return scanner
  }

  /// What a brace opened: the file itself, a type body, or any other body (function,
  /// closure, accessor), which is crossed without looking inside.
  private enum Scope: UInt8 {
    case file
    case type
    case body
  }

  /// `Parser.declarationKeywords` as a table by raw value (a set lookup per keyword token cost
  /// a hash each).
  private static let declarationKeywordTable: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for keyword in Parser.declarationKeywords { table[Int(keyword.rawValue)] = true }
    return table
  }()

  /// How many tokens a scan lets pile up before it lets go of those it has read
  /// (`Scan.letGoOfReadTokens`). Kept whole, the tokens outside the crossed bodies of an 80 MB
  /// file were 25 MB of the skim's peak (docs/performance.md).
  public static let tokensKeptWhileScanning = 4096

  /// How many type bodies, and how many `#if` blocks, deep the scan records declarations. Each
  /// nested type or block spends at least one level of the parser's nesting budget
  /// (`Parser.defaultMaximumNesting`), so a declaration nested deeper is never in a parsed
  /// tree; the scan crosses such a type's body like a function body. Recording every depth made
  /// n nested types cost n^2 (each header holds its whole path; 4,000 of them, 17.8 G
  /// instructions), and n nested blocks too (each header lists its clauses).
  static let maximumNesting = Parser.defaultMaximumNesting

  /// The words that may start a declaration the scan records inside a type's member block
  /// (`keyword(_:)`, `typeHeader(_:)`); a member block's crossing hands back at them and at `@`.
  static let memberStopWords = ["struct", "enum", "protocol", "extension", "class", "typealias", "actor"]
  /// The member stops for a crossing with `KeyNameMatcher.filter`.
  static let memberStops = MemberStops(words: memberStopWords, filter: KeyNameMatcher.filter)
  /// The member stops for a crossing with `KeyNameMatcher.capitalizedFilter`.
  static let capitalizedMemberStops = MemberStops(words: memberStopWords, filter: KeyNameMatcher.capitalizedFilter)

  /// Declaration kinds that may follow `import` (`import struct M.S`).
  private static let importKinds: Set<Keyword> = [.struct, .class, .enum, .protocol, .typealias, .func, .let, .var]

  private struct Scan {
    /// Lexes the tokens as the scan asks for them, and keeps those lexed so far.
    var stream: SkimTokenStream
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Open scopes, innermost last; the paths of the open type scopes are in `typePaths`.
    var scopes: [Scope] = [.file]
    var typePaths: [[String]] = []
    /// What the scan reuses from the thread's last one; given back when the scan is done.
    let scratch: ScanScratch
    /// The declarations recorded so far (`scratch`'s), moved out when the scan is done.
    let declarations: DeclarationBuffer
    /// The strings of spellings met before (`scratch`'s).
    let spellings: SpellingInterner
    var clauses: [IfClauseFacts] = []
    var imports: [String] = []
    /// The mentioned names, when recorded.
    let mentions: MentionSet?
    /// The capitalized names, when a fingerprint is taken.
    let fingerprint: NameFingerprintBuilder?
    /// The `FileFacts.keyNames` mentioned so far.
    var keys = KeyNameMatcher()
    /// Whether a construct was read that a parse may end elsewhere (`FileFacts.needsFullParse`).
    var needsFullParse = false
    /// What a parse's recovery depends on at the innermost declaration level (the file's, or a
    /// type's member block), for `checkPlacement`: kept up to date where `run` reads a token of
    /// that level (outside headers, attributes and crossed bodies), and by a member block's
    /// crossing over the bytes it crosses (`crossMemberBlock`); a token at a line's start sets
    /// `onlyModifiersOnLine` again, and a type's block starts afresh.
    var recovery = RecoveryState()
    /// The attributes read since the last declaration keyword, each as the index of its first
    /// name token and its number of name tokens (`A.B` is two, with a period between): most
    /// belong to a property or a method and are dropped, so their names are made only for a
    /// declaration the scan records (`attributeNames`).
    var pendingAttributes: [(first: Int, names: Int)] = []
    /// The bytes of the inheritance entry being read, kept between lists for their capacity.
    var entryScratch: [UInt8] = []
    /// The mentions told apart by file-level declaration, when asked for
    /// (`declarationMentions(of:)`; only with `mentions`).
    var recorder: DeclarationMentionRecorder?
    /// The index of the first token the recorder has not been given.
    var notedIndex = 0

    init(
      stream: SkimTokenStream, bytes: UnsafeBufferPointer<UInt8>, recordingMentions: Bool,
      fingerprint: NameFingerprintBuilder?
    ) {
      self.stream = stream
      self.bytes = bytes
      scratch = ScanScratch.take()
      declarations = scratch.declarations
      spellings = scratch.spellings
      mentions = recordingMentions ? MentionSet(bytes: bytes) : nil
      self.fingerprint = fingerprint
    }

    func text(_ token: Token) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<token.end]), as: UTF8.self)
    }

    /// `text(token)`, from the spellings met before when it is one (`SpellingInterner`).
    /// Mutating, like `tokenText`: its callers pass `token()`, and a method that does not
    /// mutate, called with an argument that does, gets a copy of the whole scan first.
    mutating func spelling(of token: Token) -> String {
      spellings.string(bytes, start: Int(token.start), length: Int(token.length))
    }

    /// `SyntaxNode.unescaped(text(token))`: the spelling without its backticks. Told from the
    /// bytes when they are ASCII (where a character is a byte); `unescaped` decides otherwise.
    mutating func unescapedSpelling(of token: Token) -> String {
      let start = Int(token.start)
      let length = Int(token.length)
      guard length > 0, bytes[start] == UInt8(ascii: "`") else { return spelling(of: token) }
      let spelling = UnsafeBufferPointer(rebasing: bytes[start..<start + length])
      guard spelling.allSatisfy({ $0 < 0x80 }) else { return SyntaxNode.unescaped(text(token)) }
      guard length >= 2, bytes[start + length - 1] == UInt8(ascii: "`") else { return self.spelling(of: token) }
      return spellings.string(bytes, start: start + 1, length: length - 2)
    }

    /// The text of the token `offset` tokens ahead. `text(token())` copied the whole scan: a
    /// method that does not mutate, called with an argument that does, gets a copy of `self`
    /// taken first (a dozen reference counts, once per declaration header and attribute).
    mutating func tokenText(_ offset: Int = 0) -> String {
      let token = token(offset)
      return text(token)
    }

    /// The token `offset` tokens ahead (the `endOfFile` token past the end).
    @inline(__always)
    mutating func token(_ offset: Int = 0) -> Token {
      let wanted = index + offset
      if wanted < stream.tokenCount { return stream.token(at: wanted) }
      return lexedToken(wanted)
    }

    /// `token` when the token at `wanted` is not lexed yet.
    @inline(never)
    mutating func lexedToken(_ wanted: Int) -> Token {
      while wanted >= stream.tokenCount && !stream.isAtEnd { stream.lexMore() }
      return stream.token(at: min(wanted, stream.tokenCount - 1))
    }

    /// Records an identifier token's name as mentioned.
    @inline(__always)
    mutating func mention(_ token: Token) {
      if let mentions {
        let number = mentions.insert(token)
        if recorder != nil { recordMention(number) }
      }
      fingerprint?.note(token)
      keys.note(token, in: bytes)
    }

    /// Gives the recorder the tokens up to the current one, then the mention of `number`.
    @inline(never)
    mutating func recordMention(_ number: Int) {
      noteTokens(through: index)
      recorder?.mention(number)
    }

    /// Gives the recorder the tokens not yet given up to and including the one at `last`.
    mutating func noteTokens(through last: Int) {
      guard recorder != nil else { return }
      let end = min(last + 1, stream.tokenCount)
      while notedIndex < end {
        recorder?.note(stream.token(at: notedIndex))
        notedIndex += 1
      }
    }

    /// At the current token of a declaration level, once many tokens are read: they are given
    /// to the recorder, if any, and let go when no attribute waits for its declaration (nothing
    /// else reads a token behind the current one).
    @inline(never)
    mutating func letGoOfReadTokens() {
      guard pendingAttributes.isEmpty else { return }
      noteTokens(through: index - 1)
      stream.discardLexed(before: index)
      index = 0
      notedIndex = 0
    }

    /// With a recorder, at the current token of the file's own level: a declaration a parse may
    /// skip starts here when it is one of `struct`, `enum`, `protocol`, `extension`, `func`,
    /// `class` or `actor` before a name, outside every `#if`.
    @inline(never)
    mutating func recordFileLevel() {
      guard currentClauses.isEmpty else { return }
      let current = token()
      let starts: Bool
      switch current.kind {
      case .keyword:
        switch current.keyword {
        case .struct, .enum, .protocol, .extension, .func: starts = true
        case .class: starts = token(1).kind == .identifier
        default: starts = false
        }
      case .identifier: starts = current.keyword == .actor && token(1).kind == .identifier
      default: starts = false
      }
      guard starts else { return }
      noteTokens(through: index - 1)
      recorder?.startDeclaration()
    }

    var atDeclarationLevel: Bool {
      scopes[scopes.count - 1] != .body
    }

    /// The path of a declaration named `name` in the innermost open type (built by appending:
    /// `enclosing + [name]` went through the generic `append(contentsOf:)`, 700 instructions a
    /// header). At file level, an array literal: reserving room for one name went through the
    /// generic buffer growth, 330 instructions a header (5.1 M over the synthetic corpus).
    func path(naming name: String) -> [String] {
      guard let enclosing = typePaths.last, !enclosing.isEmpty else { return [name] }
      var path: [String] = []
      path.reserveCapacity(enclosing.count + 1)
      for component in enclosing { path.append(component) }
      path.append(name)
      return path
    }

    /// Opens `scope`; a type's member block starts with a fresh `recovery` (a header inside an
    /// open group was marked already: the enclosing level's state matters no more).
    mutating func openScope(_ scope: Scope, path: [String] = []) {
      scopes.append(scope)
      if scope == .type {
        typePaths.append(path)
        recovery = RecoveryState()
      }
    }

    /// Closes the innermost scope; after a type's `}`, no group of the enclosing level is open
    /// (a header inside one was marked already) and a member or an item may start.
    mutating func closeScope() {
      guard scopes.count > 1 else { return }
      if scopes.removeLast() == .type {
        typePaths.removeLast()
        recovery = RecoveryState()
      }
    }

    static func isDeclarationKeyword(_ keyword: Keyword) -> Bool {
      HeaderScanner.declarationKeywordTable[Int(keyword.rawValue)]
    }

    /// The last clause of each open `#if` block, outermost first (kept as the blocks change:
    /// gathered again for each declaration, it cost n^2 for n nested blocks).
    var currentClauses: [Int] = []
    /// The brace depth at which each open `#if` block started, outermost first.
    var clauseDepths: [Int] = []

    mutating func run() {
      while true {
        if mentions == nil {
          // Where every token lexed is read (once a stretch of them is; checking at every
          // token cost 1.4 M instructions for the synthetic 20 MB corpus).
          if index == stream.tokenCount {
            if index >= HeaderScanner.tokensKeptWhileScanning { letGoOfReadTokens() }
            if pendingAttributes.isEmpty && scopes[scopes.count - 1] == .type && stream.canCrossBody
              && crossMemberBlock()
            {
              // The block is closed: the enclosing one may be crossed in turn.
              continue
            }
          }
        } else {
          if index >= HeaderScanner.tokensKeptWhileScanning { letGoOfReadTokens() }
          if recorder != nil && scopes.count == 1 { recordFileLevel() }
        }
        let current = token()
        if current.kind == .endOfFile { break }
        if current.kind == .identifier { mention(current) }
        switch current.kind {
        case .leftBrace:
          openScope(.body)
          index += 1
          crossBody()
          recovery.startAfresh()
        case .rightBrace:
          closeScope()
          index += 1
          recovery.startAfresh()
        case .poundIf, .poundElseif, .poundElse, .poundEndif:
          // A directive inside an open `(` or `[` at a declaration level (`protoco[ Name: P {}`
          // before a `#if`): a parse reads the clauses inside an expression, or skips them with
          // the group, this scan as declarations.
          if recovery.openGroups != 0 && atDeclarationLevel { needsFullParse = true }
          // No member's name: a `.` before it names nothing.
          recovery.continuesLine = false
          directive(current)
        case .atSign where atDeclarationLevel:
          if current.flags.contains(.atStartOfLine) { recovery.onlyModifiersOnLine = true }
          // An attribute is no member's name either.
          recovery.continuesLine = false
          attribute()
        case .keyword where atDeclarationLevel:
          keyword(current)
        case .identifier where atDeclarationLevel && (current.keyword == .actor) && token(1).kind == .identifier:
          typeHeader(.actor)
        default:
          index += 1
          // Only the declaration levels' lines and groups matter (`checkPlacement`).
          if atDeclarationLevel { recovery.note(current) }
        }
      }
    }

    /// Crosses the body whose `{` was just passed, up to and including its `}` (or the end):
    /// inside, only braces, `#if` directives and identifiers matter. Without mentions to
    /// record, the stream crosses the bytes without making tokens (`SkimTokenStream.crossBody`)
    /// wherever it is in plain code; otherwise, token by token.
    mutating func crossBody() {
      var depth = 1
      while true {
        if mentions == nil && index == stream.tokenCount && stream.canCrossBody {
          switch crossBytes(depth: &depth, memberStops: nil) {
          case .closed:
            closeScope()
            return
          case .directive(let directiveToken):
            directive(directiveToken, bodyDepth: depth)
            continue
          case .endOfFile, .handedBack:
            return
          }
        }
        guard readBodyToken(depth: &depth) else { return }
        if depth == 0 {
          closeScope()
          return
        }
      }
    }

    /// Crosses a type's member block over its bytes (without mentions to record, and with no
    /// attribute pending) as `crossBody` crosses a function body, up to the block's `}` (its
    /// scope closed), or to where the crossing hands back: an `@` or a word that may start a
    /// nested type (`memberStopWords`) at the block's own level, read as tokens by `run` from
    /// the last checkpoint before it whose line state the crossing knows. Nothing else at that
    /// level changes the facts: its identifiers are noted as `run` notes them, a declaration
    /// keyword only clears pending attributes, of which there are none, and its groups and lines
    /// are followed in `recovery` by the crossing. Whether the block was closed.
    mutating func crossMemberBlock() -> Bool {
      var depth = 1
      while true {
        if index == stream.tokenCount && stream.canCrossBody {
          let stops = fingerprint == nil ? HeaderScanner.memberStops : HeaderScanner.capitalizedMemberStops
          switch crossBytes(depth: &depth, memberStops: stops) {
          case .closed:
            closeScope()
            return true
          case .directive(let directiveToken):
            // As `run` does at a declaration level: a directive inside an open group.
            if depth == 1 && recovery.openGroups != 0 { needsFullParse = true }
            recovery.continuesLine = false
            directive(directiveToken, bodyDepth: depth)
            continue
          case .handedBack, .endOfFile:
            return false
          }
        }
        // At the block's own level, `run` reads on; inside a member's braces (after a
        // directive there), token by token as `crossBody` does, until the crossing can go on.
        guard depth > 1, readBodyToken(depth: &depth) else { return false }
        // Back at the block's level after a member's `}`.
        if depth == 1 { recovery.startAfresh() }
      }
    }

    /// Crosses bytes from the stream's position (`SkimTokenStream.crossBody`), noting the
    /// identifiers the fingerprint and the key names need, as `mention` notes them.
    mutating func crossBytes(depth: inout Int, memberStops: MemberStops?) -> BodyCrossing {
      var keys = self.keys
      var recovery = self.recovery
      let bytes = bytes
      let ending: BodyCrossing
      if let fingerprint {
        ending = stream.crossBody(
          depth: &depth, filter: KeyNameMatcher.capitalizedFilter, memberStops: memberStops, recovery: &recovery
        ) {
          fingerprint.note($0)
          keys.note($0, in: bytes)
        }
      } else {
        ending = stream.crossBody(
          depth: &depth, filter: KeyNameMatcher.filter, memberStops: memberStops, recovery: &recovery
        ) {
          keys.note($0, in: bytes)
        }
      }
      self.keys = keys
      self.recovery = recovery
      return ending
    }

    /// Reads one token inside a body: identifiers are mentioned, braces counted in `depth`,
    /// directives recorded. False at the end of the file.
    mutating func readBodyToken(depth: inout Int) -> Bool {
      let current = token()
      switch current.kind {
      case .identifier:
        mention(current)
        index += 1
      case .leftBrace:
        depth += 1
        index += 1
      case .rightBrace:
        depth -= 1
        index += 1
      case .poundIf, .poundElseif, .poundElse, .poundEndif:
        directive(current, bodyDepth: depth)
      case .endOfFile:
        return false
      default:
        index += 1
      }
      return true
    }

    mutating func keyword(_ current: Token) {
      switch current.keyword {
      case .struct: typeHeader(.struct)
      case .enum: typeHeader(.enum)
      case .protocol: typeHeader(.protocol)
      case .extension: typeHeader(.extension)
      case .class where token(1).kind == .identifier: typeHeader(.class)
      case .typealias: typeAlias()
      case .func where scopes.count == 1:
        if token(1).kind == .identifier {
          record(.function, path: [SyntaxNode.unescaped(tokenText(1))], inherited: [], aliased: nil)
        }
        index += 1
      case .import where scopes.count == 1:
        index += 1
        if token().kind == .keyword && HeaderScanner.importKinds.contains(token().keyword) { index += 1 }
        if token().kind == .identifier { imports.append(spelling(of: token())) }
      default:
        // Attributes before `var`, `func`, `init`... belong to that declaration, not to a type.
        if Self.isDeclarationKeyword(current.keyword) { pendingAttributes.removeAll(keepingCapacity: true) }
        index += 1
        if atDeclarationLevel { recovery.note(current) }
      }
    }

    /// Marks the file `needsFullParse` when the type header at the current token, at a
    /// declaration level (the file's or a type's member block) and followed by a name, is one a
    /// parse may not read as a declaration: inside an open `(` or `[` of that level, or after
    /// something other than attributes and modifiers since its line's start, a `;`, a `{` or a
    /// `}` (`recovery`). A parse that cannot start an item or a member there
    /// (`extensio*/n Shortcuts:enum Provider {`, `x struct AppIntent {}`, `.enum Name {}`) skips
    /// as unexpected code to a line that starts one, and over whole groups, the header and its
    /// body with it, where this scan would record a declaration (one that may hide an Apple
    /// protocol's name from the selection).
    mutating func checkPlacement() {
      let current = token()
      // The name last: most headers start their line, and the token after needs lexing.
      guard atDeclarationLevel,
        recovery.openGroups > 0 || recovery.continuesLine
          || (!current.flags.contains(.atStartOfLine) && !recovery.onlyModifiersOnLine),
        token(1).kind == .identifier
      else { return }
      needsFullParse = true
    }

    mutating func attribute() {
      index += 1
      let first = index
      var names = 0
      while token().kind == .identifier || token().kind == .keyword {
        // `@Dependency` is a mention: the selection looks for it among the kept files' names.
        if token().kind == .identifier { mention(token()) }
        names += 1
        index += 1
        guard token().kind == .period, !token().flags.contains(.precededByTrivia) else { break }
        index += 1
      }
      pendingAttributes.append((first, names))
      if token().kind == .leftParen && !token().flags.contains(.precededByTrivia) { skipBalanced() }
    }

    /// Skips the balanced `( ... )` group of an attribute's arguments, starting at the current
    /// token. A group that does not close before a line that starts a declaration (or before the
    /// end) is one a parse ends sooner, at whatever ends the arguments' expressions: what this
    /// scan reads after it is not what a parse reads, so the file `needsFullParse`.
    mutating func skipBalanced() {
      var depth = 0
      repeat {
        let current = token()
        switch current.kind {
        case .leftParen, .leftSquare, .interpolationStart: depth += 1
        case .rightParen, .rightSquare, .interpolationEnd: depth -= 1
        case .endOfFile:
          needsFullParse = true
          return
        case .atSign where current.flags.contains(.atStartOfLine):
          needsFullParse = true
        case .keyword where current.flags.contains(.atStartOfLine) && Self.isDeclarationKeyword(current.keyword):
          needsFullParse = true
        default: break
        }
        if current.kind == .identifier { mention(current) }
        index += 1
      } while depth > 0
    }

    mutating func typeHeader(_ kind: DeclarationHeader.Kind) {
      checkPlacement()
      defer { recovery.startAfresh() }
      let keywordOffset = Int(token().start)
      index += 1
      // Too deep for the parser to place: its body is crossed like a function body (`run`).
      guard typePaths.count < HeaderScanner.maximumNesting else {
        pendingAttributes.removeAll(keepingCapacity: true)
        return
      }
      var path: [String] = []
      if kind == .extension {
        // A reserved word where the extended type goes (`extension struct Task: AppIntent {`):
        // a parse reads an extension of a missing type, then a declaration the name scan here
        // would take for the type's name.
        let first = token()
        if first.kind == .keyword && first.keyword != .upperAny && first.keyword != .upperSelf
          && first.keyword != .`self`
        {
          needsFullParse = true
        }
        path = dottedName()
        // `extension String? {`: an extension of an optional type.
        if !path.isEmpty && token().kind == .postfixQuestionMark { index += 1 }
      } else if token().kind == .identifier {
        let name = SyntaxNode.unescaped(tokenText())
        path = self.path(naming: name)
        index += 1
      } else {
        pendingAttributes.removeAll(keepingCapacity: true)
        return
      }
      skipGenericClause()
      var inherited: [String] = []
      if token().kind == .colon {
        index += 1
        inherited = inheritanceList()
      }
      // After a type's name, generic clause and inheritance list only a `where` clause or the
      // body may come; anything else (`enum Li[ht: String {`, `extension Shortcuts final class
      // Provider: AppShortcutsProvider {`) is a header a parse's recovery reads its own way. (An
      // extension's type may be written otherwise, `extension [Case]`, which names no path.)
      let next = token()
      if kind != .extension || !path.isEmpty, next.kind != .leftBrace,
        !(next.kind == .keyword && next.keyword == .where), next.kind != .endOfFile, !startsNewDeclaration()
      {
        needsFullParse = true
      }
      // A `}` before the body ends the declaration there, as a parse's recovery ends it (the
      // `}` then closes the enclosing scope): `protocol Draft}`.
      while token().kind != .leftBrace && token().kind != .rightBrace && token().kind != .endOfFile
        && !startsNewDeclaration()
      {
        if token().kind == .identifier { mention(token()) }
        index += 1
      }
      record(kind, path: path, inherited: inherited, aliased: nil, offset: keywordOffset)
      if token().kind == .leftBrace {
        openScope(.type, path: path)
        index += 1
      }
    }

    /// `A.B<C>.D` → `["A", "B", "D"]`.
    mutating func dottedName() -> [String] {
      var path: [String] = []
      while token().kind == .identifier || token().kind == .keyword {
        path.append(unescapedSpelling(of: token()))
        mention(token())
        index += 1
        skipGenericClause()
        guard token().kind == .period else { break }
        index += 1
      }
      return path
    }

    /// Skips `<...>` when it starts right here, counting angle characters inside operator tokens.
    mutating func skipGenericClause() {
      guard token().kind.isOperator, bytes[Int(token().start)] == UInt8(ascii: "<") else { return }
      var depth = 0
      repeat {
        let current = token()
        if current.kind.isOperator {
          for byte in bytes[Int(current.start)..<current.end] {
            if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
          }
        } else if current.kind == .identifier {
          mention(current)
        } else if current.kind == .leftBrace || current.kind == .endOfFile {
          return
        }
        index += 1
      } while depth > 0
    }

    /// The entries of an inheritance list, up to `{` or `where` at depth 0: each entry's tokens
    /// joined by single spaces (built as bytes, not strings per token), then normalized. An
    /// entry of one token (most are: `Codable`, `AppIntent`) is made from its bytes directly.
    mutating func inheritanceList() -> [String] {
      // The first entry waits here until the list ends or a second one comes, so that a list of
      // one or two entries (nearly all) is one allocation of its size: appending to an empty
      // array allocated it and then grew it (20,700 allocations for the 12,700 lists of the
      // synthetic 20 MB corpus).
      // With its token when the interner made it (`entry`): a list of it alone is then the
      // interner's shared one.
      var onlyEntry: (text: String, interned: Token?)?
      var entries: [String] = []
      func add(_ entry: (text: String, interned: Token?)) {
        if let first = onlyEntry {
          entries = [first.text, entry.text]
          onlyEntry = nil
        } else if entries.isEmpty {
          onlyEntry = entry
        } else {
          entries.append(entry.text)
        }
      }
      // Moved out, not copied: a copy shares the scratch's buffer, so writing an entry of
      // several tokens into it would make a new one.
      var current: [UInt8] = []
      swap(&current, &entryScratch)
      current.removeAll(keepingCapacity: true)
      var first = Token(kind: .endOfFile, start: 0, length: 0)
      var tokenCount = 0
      var depth = 0
      // `<`s open, for what may stand only inside generic arguments (`Box<(Int) -> Void>`).
      var angles = 0
      scanning: while token().kind != .endOfFile {
        let part = token()
        if depth == 0 && (part.kind == .leftBrace || (part.keyword == .where && part.kind == .keyword)) { break }
        if depth == 0 && startsNewDeclaration() { break }
        switch part.kind {
        case .comma where depth == 0:
          add(entry(first: first, joined: current, tokenCount: tokenCount))
          current.removeAll(keepingCapacity: true)
          tokenCount = 0
          index += 1
          continue
        case .leftParen, .leftSquare, .rightParen, .rightSquare:
          // Outside generic arguments an inheritance list holds no parenthesis or bracket
          // (`App(Entity`, `String, ]aseIterable`): a parse's recovery reads such a header its
          // own way, which this scan cannot follow.
          if angles <= 0 { needsFullParse = true }
          depth += part.kind == .leftParen || part.kind == .leftSquare ? 1 : -1
        case .binaryOperator, .prefixOperator, .postfixOperator:
          for byte in bytes[Int(part.start)..<part.end] {
            if byte == UInt8(ascii: "<") {
              depth += 1
              angles += 1
            } else if byte == UInt8(ascii: ">") {
              depth -= 1
              angles -= 1
            }
          }
        case .identifier: mention(part)
        case .stringQuote, .multilineStringQuote, .stringSegment, .interpolationStart, .interpolationEnd, .equal,
          .semicolon, .rightBrace, .integerLiteral, .floatLiteral, .regexLiteral:
          // Nothing an inheritance list may hold: the header is broken, as above.
          needsFullParse = true
        case .poundIf, .poundElseif, .poundElse, .poundEndif:
          // Nor a directive (`struct Debug: Apr#endif`, mutation seed 80): a parse ends the
          // `#if` block there, where the scan's clauses go on. The scan reads the directive.
          needsFullParse = true
          break scanning
        case .keyword
        where Self.isDeclarationKeyword(part.keyword) && (part.keyword != .class || token(1).kind == .identifier):
          // `struct Intent: struct AppIntent {`: a parse reads a second declaration there (a
          // type named `AppIntent`); `protocol P: class` is the one keyword a list may hold.
          needsFullParse = true
        default: break
        }
        if tokenCount == 0 {
          first = part
        } else {
          if tokenCount == 1 {
            current.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(first.start)..<first.end]))
          }
          current.append(0x20)
          current.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(part.start)..<part.end]))
        }
        tokenCount += 1
        index += 1
      }
      if tokenCount > 0 { add(entry(first: first, joined: current, tokenCount: tokenCount)) }
      entryScratch = current
      if let onlyEntry {
        guard let token = onlyEntry.interned else { return [onlyEntry.text] }
        return spellings.list(bytes, start: Int(token.start), length: Int(token.length))
      }
      return entries
    }

    /// An inheritance entry of `tokenCount` tokens, normalized: the text of `first` when it is
    /// the only one, `joined` (the tokens' bytes joined by spaces) otherwise; with `first` as
    /// `interned` when the text is the interner's (one token without a space).
    func entry(first: Token, joined: [UInt8], tokenCount: Int) -> (text: String, interned: Token?) {
      guard tokenCount == 1 else { return (HeaderText.normalize(joined), nil) }
      let spelling = UnsafeBufferPointer(rebasing: bytes[Int(first.start)..<first.end])
      guard !spelling.contains(0x20) else { return (HeaderText.normalize(spelling), nil) }
      return (spellings.string(bytes, start: Int(first.start), length: Int(first.length)), first)
    }

    /// `@ unchecked Sendable` → `@unchecked Sendable`; `AppIntents . AppIntent` → `AppIntents.AppIntent`.
    static func normalize(_ text: String) -> String {
      HeaderText.normalize(text)
    }

    /// Whether only spaces and tabs come between the line's start and `offset`.
    static func startsLine(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      var index = min(offset, bytes.count)
      while index > 0 {
        index -= 1
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"): continue
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return true
        default: return false
        }
      }
      return true
    }

    /// Whether the current token, at the start of a line, begins another declaration (a header
    /// with no body, in malformed input).
    mutating func startsNewDeclaration() -> Bool {
      let current = token()
      guard current.flags.contains(.atStartOfLine) else { return false }
      if current.kind == .atSign || current.kind == .poundIf { return true }
      return current.kind == .keyword && Self.isDeclarationKeyword(current.keyword)
    }

    mutating func typeAlias() {
      checkPlacement()
      defer { recovery.startAfresh() }
      let keywordOffset = Int(token().start)
      index += 1
      guard token().kind == .identifier else { return }
      let name = SyntaxNode.unescaped(tokenText())
      index += 1
      skipGenericClause()
      // `typealias Caption == Text`, `typealias Caption {`: a parse reads the broken header its
      // own way (a missing `=`), which this scan cannot follow.
      if token().kind != .equal { needsFullParse = true }
      guard token().kind == .equal, typePaths.count < HeaderScanner.maximumNesting else { return }
      index += 1
      var parts: [String] = []
      let line = token()
      while token().kind != .endOfFile && token().kind != .rightBrace && token().kind != .semicolon {
        if token().start != line.start && token().flags.contains(.atStartOfLine) { break }
        if token().keyword == .where && token().kind == .keyword { break }
        if token().kind == .identifier { mention(token()) }
        parts.append(tokenText())
        index += 1
      }
      record(
        .typealias, path: path(naming: name), inherited: [], aliased: Self.normalize(parts.joined(separator: " ")),
        offset: keywordOffset)
    }

    /// The names of the pending attributes: each attribute's name tokens joined by periods. One
    /// attribute of one name (`@MainActor`, `@Observable`) is the interner's shared list.
    func attributeNames() -> [String] {
      if pendingAttributes.count == 1 && pendingAttributes[0].names == 1 {
        let name = stream.token(at: pendingAttributes[0].first)
        return spellings.list(bytes, start: Int(name.start), length: Int(name.length))
      }
      return pendingAttributes.map { attribute in
        if attribute.names == 1 {
          let name = stream.token(at: attribute.first)
          return spellings.string(bytes, start: Int(name.start), length: Int(name.length))
        }
        var name = ""
        for component in 0..<attribute.names {
          if component > 0 { name += "." }
          name += text(stream.token(at: attribute.first + 2 * component))
        }
        return name
      }
    }

    mutating func record(
      _ kind: DeclarationHeader.Kind, path: [String], inherited: consuming [String], aliased: consuming String?,
      offset: Int? = nil
    ) {
      // Inside more `#if` blocks than the parser can nest: no parsed tree holds it.
      guard currentClauses.count <= HeaderScanner.maximumNesting else {
        pendingAttributes.removeAll(keepingCapacity: true)
        return
      }
      declarations.append(
        kind: kind, path: path, inherited: inherited, aliased: aliased, attributes: attributeNames(),
        offset: offset ?? Int(token().start), clauses: currentClauses)
      pendingAttributes.removeAll(keepingCapacity: true)
      recorder?.declared(path)
    }

    /// Records the directive `directiveToken`, met `bodyDepth` braces deep inside the innermost
    /// scope's body (its own brace counted), or at a scope's own level.
    mutating func directive(_ directiveToken: Token, bodyDepth: Int = 1) {
      let kind = directiveToken.kind
      // A clause whose braces do not balance (`#else` met deeper or shallower than its `#if`):
      // a parse's recovery may end a declaration at the directive, or read it as stray, and the
      // clauses of what follows are not the ones this scan gives.
      let braceDepth = scopes.count + bodyDepth - 1
      if kind != .poundIf, let opened = clauseDepths.last, opened != braceDepth { needsFullParse = true }
      // A directive after other code on its line (`... keeps it#endif`) may be read by a parse
      // as part of that code, or not; this scan cannot follow it. Told from the bytes, which
      // both ways of reading a body see alike.
      if !Self.startsLine(at: Int(directiveToken.start), in: bytes) { needsFullParse = true }
      index += 1
      var condition: String?
      if kind == .poundIf || kind == .poundElseif {
        let first = token()
        var last = first
        while token().kind != .endOfFile && (token().start == first.start || !token().flags.contains(.atStartOfLine)) {
          last = token()
          index += 1
        }
        condition =
          first.kind == .endOfFile
          ? "" : spellings.string(bytes, start: Int(first.start), length: last.end - Int(first.start))
      }
      switch kind {
      case .poundIf:
        clauses.append(IfClauseFacts(condition: condition, previous: []))
        currentClauses.append(clauses.count - 1)
        clauseDepths.append(braceDepth)
      case .poundElseif, .poundElse:
        // Only the clause just before: listing every earlier one made a chain of n clauses n^2.
        guard let last = currentClauses.last else { return }
        clauses.append(IfClauseFacts(condition: condition, previous: [last]))
        currentClauses[currentClauses.count - 1] = clauses.count - 1
      default:
        if !currentClauses.isEmpty { currentClauses.removeLast() }
        if !clauseDepths.isEmpty { clauseDepths.removeLast() }
      }
    }
  }
}
