import Source
import Syntax
import TestSupport
import Testing

/// `SkimTokenStream`: lexing a stretch at a time (up to a `{`, or `stretch` tokens) and reading
/// on after every stretch gives exactly the significant tokens of `Lexer.tokenize`.
@Suite struct SkimTokenStreamTests {
  static let files: [[UInt8]] =
    ["Lexer", "Parser", "SampleApp", "BadInput", "Extraction"].flatMap { folder in
      FixturePaths.files(in: folder).compactMap { try? SourceFile.read(path: $0.path).bytes }
    } + [[], Array("{".utf8), Array("\"{\\(x {) }\" {".utf8), Array("}}{{".utf8)]

  @Test func readingOnAfterEveryBraceGivesTheTokenizersTokens() {
    #expect(Self.files.count > 100)
    for bytes in Self.files {
      let expected = Lexer.tokenize(bytes, includeTrivia: false).tokens
      let streamed = bytes.withUnsafeBufferPointer { buffer in
        SkimTokenStream.withStream(over: buffer) { start in
          var stream = start
          while !stream.isAtEnd {
            let before = stream.tokenCount
            stream.lexMore()
            // Every stretch but the last ends with the `{` it stopped after, or holds `stretch`
            // tokens without one; it adds a token, and a `{` only last.
            let added = stream.tokenCount - before
            #expect(added > 0 && added <= SkimTokenStream.stretch)
            #expect(
              stream.isAtEnd || stream.token(at: stream.tokenCount - 1).kind == .leftBrace
                || added == SkimTokenStream.stretch)
            #expect((before..<stream.tokenCount - 1).allSatisfy { stream.token(at: $0).kind != .leftBrace })
          }
          return stream.lexedTokens
        }
      }
      #expect(streamed == expected, "\(String(decoding: bytes.prefix(80), as: UTF8.self))")
    }
  }

  /// One `SkimTokenStorage` serves file after file (large ones after small ones and back):
  /// each stream starts empty and gives the tokens a stream of its own gives.
  @Test func reusedStorageGivesEachFileItsOwnTokens() {
    let storage = SkimTokenStorage()
    for bytes in Self.files + Self.files.reversed() {
      let own = bytes.withUnsafeBufferPointer { buffer in
        SkimTokenStream.withStream(over: buffer) { Self.readAll($0) }
      }
      let reused = bytes.withUnsafeBufferPointer { buffer in
        SkimTokenStream.withStream(over: buffer, storage: storage) { Self.readAll($0) }
      }
      #expect(reused == own, "\(String(decoding: bytes.prefix(80), as: UTF8.self))")
    }
  }

  /// Every token of `stream`, read on after every brace.
  static func readAll(_ start: SkimTokenStream) -> [Token] {
    var stream = start
    while !stream.isAtEnd { stream.lexMore() }
    return stream.lexedTokens
  }
}
