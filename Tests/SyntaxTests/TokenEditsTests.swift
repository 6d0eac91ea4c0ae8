import Source
import Testing

@testable import Syntax

/// `TokenEdits`: the tokens a parse changed, applied to the lexer's array in place.
@Suite struct TokenEditsTests {
  /// A token that stands for the number `value` (its start).
  static func token(_ value: Int, _ kind: TokenKind = .identifier) -> Token {
    Token(kind: kind, start: value, length: 1)
  }

  static func starts(_ tokens: [Token]) -> [Int] { tokens.map { Int($0.start) } }

  @Test func noEditGivesTheLexersTokens() {
    let tokens = (0..<5).map { Self.token($0) }
    #expect(TokenEdits().applied(to: tokens) == tokens)
  }

  @Test func changedKindsReplaceTheirTokens() {
    var edits = TokenEdits()
    edits.record(Self.token(1, .binaryOperator), at: 1)
    edits.record(Self.token(3, .binaryOperator), at: 3)
    let applied = edits.applied(to: (0..<5).map { Self.token($0) })
    #expect(Self.starts(applied) == [0, 1, 2, 3, 4])
    #expect(applied.map(\.kind) == [.identifier, .binaryOperator, .identifier, .binaryOperator, .identifier])
  }

  @Test func splitTokensBecomeTheirPartsWhereverTheyAre() {
    // Parts are told apart by their starts: token 10 splits into 10, 11, 12 (`>>>`), the first
    // and the next-to-last tokens in two, the one in the middle keeps its place.
    var tokens = (0..<6).map { Self.token($0 * 10) }
    tokens.reserveCapacity(6)
    var edits = TokenEdits()
    edits.record(Self.token(0), at: 0)
    edits.record(Self.token(1), at: 0)
    edits.record(Self.token(10), at: 1)
    edits.record(Self.token(11), at: 1)
    edits.record(Self.token(12), at: 1)
    edits.record(Self.token(30, .binaryOperator), at: 3)
    edits.record(Self.token(40), at: 4)
    edits.record(Self.token(41), at: 4)
    let applied = edits.applied(to: tokens)
    #expect(Self.starts(applied) == [0, 1, 10, 11, 12, 20, 30, 40, 41, 50])
    #expect(applied[6].kind == .binaryOperator)
  }

  @Test func aParseSplitsAndRekindsAsItReadsTheTokens() {
    // `>>` and `>>>` closing generic clauses, a postfix `>` before a line break that becomes a
    // binary one, an optional's `?` that stays what it was, and a `?.` after a type.
    let source = """
      let a: Array<Array<Int>> = []
      let b: Set<Array<Array<Int>>>
      let c: Array<Int>
      let d: Int? = nil

      """
    let file = SourceFile(path: "Generics.swift", text: source)
    let tree = Parser.parse(file)
    let lexed = Lexer.tokenize(file.bytes, includeTrivia: false).tokens
    #expect(!tree.hasParseErrors)
    #expect(tree.tokens.count == lexed.count + 3)
    let text = tree.tokens.map { tree.text(of: $0) }
    #expect(text.filter { $0 == ">" }.count == 6)
    #expect(text.joined() == lexed.map { tree.text(of: $0) }.joined())
    #expect(zip(tree.tokens, tree.tokens.dropFirst()).allSatisfy { $0.end <= Int($1.start) })
  }
}
