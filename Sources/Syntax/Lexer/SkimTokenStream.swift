/// The significant tokens of a buffer, lexed a stretch at a time, for the skim.
///
/// `lexMore` lexes up to and including the next `{` (with the same fast loop as
/// `Lexer.tokenize`), so the reader decides at each brace whether to read on or to cross the
/// body it opens with `crossBody`, which makes no tokens. Reading on after every brace gives
/// exactly the tokens of `Lexer.tokenize(_:includeTrivia: false)`.
///
/// The reader keeps the token array itself and passes it in: read through a property of a
/// type from this module, every token cost a retain and a release of the array (and, with a
/// class, a dynamic exclusivity check). Make a stream with `withStream(over:_:)`.
public struct SkimTokenStream {
  /// Whether the `endOfFile` token has been lexed.
  public private(set) var isAtEnd = false
  private var lexer: Lexer
  private let scratch: UnsafeMutableBufferPointer<Token>

  private init(base: UnsafePointer<UInt8>, count: Int, scratch: UnsafeMutableBufferPointer<Token>) {
    lexer = Lexer(base: base, count: count)
    self.scratch = scratch
  }

  /// Calls `body` with a stream over `bytes`; the stream must not outlive the call.
  public static func withStream<Result>(
    over bytes: UnsafeBufferPointer<UInt8>, _ body: (SkimTokenStream) -> Result
  ) -> Result {
    let empty: [UInt8] = [0]
    return empty.withUnsafeBufferPointer { fallback in
      withUnsafeTemporaryAllocation(of: Token.self, capacity: TokenCollector.blockSize) { scratch in
        body(SkimTokenStream(base: bytes.baseAddress ?? fallback.baseAddress!, count: bytes.count, scratch: scratch))
      }
    }
  }

  /// Appends to `tokens` the significant tokens up to and including the next `{`, or to the
  /// end (nothing once `isAtEnd`).
  public mutating func lexMore(into tokens: inout [Token]) {
    guard !isAtEnd else { return }
    var collector = TokenCollector(appendingTo: tokens, scratch: scratch)
    tokens = []
    lexer.lexAll(into: &collector, includeTrivia: false, stopAfterLeftBrace: true)
    tokens = collector.finish()
    if tokens.last?.kind == .endOfFile { isAtEnd = true }
  }

  /// Whether `crossBody` may run: the lexer is in plain code, outside every string.
  public var canCrossBody: Bool { !isAtEnd && lexer.isInPlainCode }

  /// Crosses the rest of a body whose `depth` braces are open, without making tokens (see
  /// `Lexer.crossBody`). On `.directive`, the directive's token is appended to `tokens`.
  public mutating func crossBody(
    depth: inout Int, appendingTo tokens: inout [Token], filter: IdentifierFilter, noteIdentifier: (Token) -> Void
  ) -> BodyCrossing {
    let ending = lexer.crossBody(depth: &depth, filter: filter, noteIdentifier: noteIdentifier)
    if case .directive(let token) = ending { tokens.append(token) }
    return ending
  }
}
