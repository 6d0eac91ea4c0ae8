/// The significant tokens of a buffer, lexed a stretch at a time, for the skim.
///
/// `lexMore` lexes up to and including the next `{` (with the same fast loop as
/// `Lexer.tokenize`), or `stretch` tokens when no `{` comes first, so the reader decides at each
/// brace, and every few tokens, whether to read on or to cross the rest with `crossBody`, which
/// makes no tokens. Reading on each time gives exactly the tokens of
/// `Lexer.tokenize(_:includeTrivia: false)`.
///
/// The stream keeps the tokens lexed so far (`tokenCount`, `token(at:)`) in a buffer the lexer
/// writes into directly: moving each stretch from a scratch block into an array cost a call of
/// `Array.append(contentsOf:)` per stretch, 18 M instructions for a 20 MB tree, and an array read
/// through a property of a type from another module cost a retain and a release per token. The
/// buffer lives as long as the call of `withStream(over:_:)` that made the stream; copies of the
/// stream share it.
public struct SkimTokenStream {
  /// Whether the `endOfFile` token has been lexed.
  public private(set) var isAtEnd = false
  private var lexer: Lexer
  @usableFromInline let buffer: UnsafeMutablePointer<SkimTokenBuffer>

  private init(base: UnsafePointer<UInt8>, count: Int, buffer: UnsafeMutablePointer<SkimTokenBuffer>) {
    lexer = Lexer(base: base, count: count)
    self.buffer = buffer
  }

  /// Calls `body` with a stream over `bytes`; the stream must not outlive the call.
  public static func withStream<Result>(
    over bytes: UnsafeBufferPointer<UInt8>, _ body: (SkimTokenStream) -> Result
  ) -> Result {
    // About one significant token in 64 bytes lies outside the crossed bodies.
    withStream(over: bytes, storage: SkimTokenStorage(capacity: bytes.count / 64 + 16), body)
  }

  /// Calls `body` with a stream over `bytes` that keeps its tokens in `storage` (emptied
  /// first), as `withStream(over:_:)` does with storage of its own: a thread that skims file
  /// after file reuses one block of tokens. The stream must not outlive the call.
  public static func withStream<Result>(
    over bytes: UnsafeBufferPointer<UInt8>, storage: SkimTokenStorage, _ body: (SkimTokenStream) -> Result
  ) -> Result {
    let empty: [UInt8] = [0]
    return empty.withUnsafeBufferPointer { fallback in
      storage.buffer.pointee.removeAll()
      return body(
        SkimTokenStream(base: bytes.baseAddress ?? fallback.baseAddress!, count: bytes.count, buffer: storage.buffer))
    }
  }

  /// How many tokens have been lexed so far (inlinable: the scan asks for every token).
  @inlinable @inline(__always)
  public var tokenCount: Int { buffer.pointee.count }

  /// The lexed token at `index` (below `tokenCount`).
  @inlinable @inline(__always)
  public func token(at index: Int) -> Token { buffer.pointee.base[index] }

  /// Every token lexed so far, in order.
  public var lexedTokens: [Token] {
    Array(UnsafeBufferPointer(start: buffer.pointee.base, count: buffer.pointee.count))
  }

  /// How many tokens `lexMore` lexes at most. A member block's crossing hands back at every
  /// `@` (`MemberStops`), and lexing on to the next `{` read every stored property after an
  /// attribute (`@State private var count = 0`, then the next ones) as tokens, where the scan
  /// could cross them once the attribute's declaration keyword was read.
  public static let stretch = 8

  /// Lexes the significant tokens up to and including the next `{`, or `stretch` of them, or
  /// to the end (nothing once `isAtEnd`).
  public mutating func lexMore() {
    guard !isAtEnd else { return }
    // Through a local copy of the buffer's header, which the loop keeps in registers.
    var tokens = buffer.pointee
    tokens.limit = tokens.count &+ Self.stretch
    lexer.lexAll(into: &tokens, includeTrivia: false, stopAfterLeftBrace: true)
    buffer.pointee = tokens
    if tokens.count > 0 && tokens.base[tokens.count - 1].kind == .endOfFile { isAtEnd = true }
  }

  /// Forgets the lexed tokens before index `count`, keeping their room: the token at `count`
  /// is at index 0 after. A reader that needs none of them again keeps a stretch of tokens
  /// instead of the file's.
  public mutating func discardLexed(before count: Int) {
    buffer.pointee.removeFirst(min(count, tokenCount))
  }

  /// Whether `crossBody` may run: the lexer is in plain code, outside every string.
  public var canCrossBody: Bool { !isAtEnd && lexer.isInPlainCode }

  /// Crosses the rest of a body whose `depth` braces are open, without making tokens (see
  /// `Lexer.crossBody`). On `.directive`, the directive's token becomes the last lexed token.
  /// With `memberStops`, the body is a type's member block, and the crossing may hand back
  /// (`.handedBack`): `lexMore` then lexes on from the last checkpoint before the stop whose
  /// line state the crossing knows; `recovery` is the block's own level's state, kept up to
  /// date (where the crossing starts, and where it ends or hands back).
  public mutating func crossBody(
    depth: inout Int, filter: IdentifierFilter, memberStops: MemberStops? = nil, recovery: inout RecoveryState,
    noteIdentifier: (Token) -> Void
  ) -> BodyCrossing {
    let ending = lexer.crossBody(
      depth: &depth, filter: filter, memberStops: memberStops, recovery: &recovery, noteIdentifier: noteIdentifier)
    if case .directive(let token) = ending { buffer.pointee.append(token) }
    return ending
  }
}

/// The tokens a `SkimTokenStream` has lexed: a growable buffer of its own, written in place.
@usableFromInline
struct SkimTokenBuffer: TokenSink {
  /// The first token.
  @usableFromInline private(set) var base: UnsafeMutablePointer<Token>
  /// How many tokens the buffer holds.
  @usableFromInline private(set) var count = 0
  /// How many it has room for.
  private(set) var capacity: Int
  /// How many tokens it holds when it is full (`isFull`): `lexMore` sets it.
  var limit = Int.max

  /// An empty buffer with room for `capacity` tokens (at least one).
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
  }

  /// Full once it holds `limit` tokens (its room grows: `limit` only ends a stretch).
  @usableFromInline var isFull: Bool { count >= limit }

  @inline(__always)
  mutating func append(_ token: Token) {
    if count == capacity { grow() }
    (base + count).initialize(to: token)
    count &+= 1
  }

  /// Doubles the room.
  @inline(never)
  private mutating func grow() {
    let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  /// Forgets every token, keeping the room (the tokens are plain values).
  mutating func removeAll() {
    count = 0
  }

  /// Forgets the first `removed` tokens, moving the others to the front.
  mutating func removeFirst(_ removed: Int) {
    guard removed > 0 else { return }
    base.update(from: base + removed, count: count - removed)
    count -= removed
  }

  /// Frees the storage (the tokens are plain values); the buffer must not be used after.
  func deallocate() {
    base.deinitialize(count: count)
    base.deallocate()
  }
}

/// The block of tokens a `SkimTokenStream` writes into, kept by a thread from one file to the
/// next (`SkimTokenStream.withStream(over:storage:_:)`): a block per file was an allocation, a
/// free and, for its pages, the kernel's zeroing on first touch. It keeps the room of the most
/// tokens a stream lexed into it, and frees it with itself. Not Sendable: one stream at a time.
public final class SkimTokenStorage {
  let buffer: UnsafeMutablePointer<SkimTokenBuffer>

  /// Empty storage with room for `capacity` tokens (a few hundred by default; it grows).
  public init(capacity: Int = 256) {
    buffer = UnsafeMutablePointer<SkimTokenBuffer>.allocate(capacity: 1)
    buffer.initialize(to: SkimTokenBuffer(capacity: capacity))
  }

  deinit {
    buffer.pointee.deallocate()
    buffer.deinitialize(count: 1)
    buffer.deallocate()
  }

  /// How many tokens it has room for: the most a stream held at once.
  public var capacity: Int { buffer.pointee.capacity }
}
