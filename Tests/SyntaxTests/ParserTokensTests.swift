import Invariants
import Source
import Testing

@testable import Syntax

/// `ParserTokens`: tokens lexed as the parse reads them are the lexer's, and a skipped
/// declaration gives up all of its tokens but its ends, its first `{` and its identifiers.
@Suite struct ParserTokensTests {
  /// Inputs whose tokens cross a block boundary in every lexer mode: strings, interpolations,
  /// multi-line and raw strings, comments, non-ASCII text, errors, and nothing at all.
  static let inputs: [String] = [
    "",
    "struct A {}",
    String(repeating: "let s = \"a \\(b(c, \"d\\(e)\")) f\" // note\n", count: 40),
    String(repeating: "let m = \"\"\"\n  line \\(x)\n  \"\"\"\n", count: 30),
    String(repeating: "let r = #\"raw \\#(y) \"quoted\"\"#; /* block */ let é = \"ü\"\n", count: 30),
    String(repeating: "func f() { let a = [1, 2.5, 0x1F] + b?.c! ?? d }\n", count: 30) + "let open = \"unterminated\n`",
  ]

  /// Every token by index, lexed as read, to the end and past it.
  private static func readOneByOne(_ source: String) -> (result: [Token], lexed: LexedFile) {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      ParserTokens.withTokens(of: buffer, lexesAhead: false) { tokens in
        var read: [Token] = []
        var index = 0
        while tokens.exists(index) {
          read.append(tokens[index])
          index += 1
        }
        // Past the end reads the end of the file.
        #expect(tokens[index + 100].kind == .endOfFile)
        return read
      }
    }
  }

  @Test(arguments: inputs)
  func tokensLexedAsReadAreTheLexers(_ source: String) {
    let expected = Lexer.tokenize(Array(source.utf8), includeTrivia: false)
    let (read, lexed) = Self.readOneByOne(source)
    #expect(read == expected.tokens)
    #expect(lexed.tokens == expected.tokens)
    #expect(lexed.issues == expected.issues)
  }

  @Test func aFarLookaheadLexesTheTokensBeforeIt() {
    let source = String(repeating: "let a = (b, c)\n", count: 200)
    let expected = Lexer.tokenize(Array(source.utf8), includeTrivia: false).tokens
    let bytes = Array(source.utf8)
    let (pair, lexed) = bytes.withUnsafeBufferPointer { buffer in
      ParserTokens.withTokens(of: buffer, lexesAhead: false) { tokens in (tokens[1_000], tokens[3]) }
    }
    #expect(pair.0 == expected[1_000] && pair.1 == expected[3])
    #expect(lexed.tokens == expected)
  }

  @Test func aSkippedDeclarationKeepsItsEndsItsFirstBraceAndEachSpellingOnce() {
    let source = "@MainActor struct Cache: Store { func load(_ key: Key) -> [Int] { [1, key.hash] } }\nlet shared = 1\n"
    let tree = Parser.parseOnLargeStack(
      SourceFile(path: "test.swift", bytes: Array(source.utf8)), options: ParserOptions(keptNames: []))
    let skipped = tree.root.children.first { $0.kind == .skippedDeclaration }
    #expect(skipped?.text == "@MainActor struct Cache: Store { func load(_ key: Key) -> [Int] { [1, key.hash] } }")
    let texts = skipped.map { node in node.tokenIndices.map { tree.text(of: tree.tokens[$0]) } }
    #expect(
      texts == ["@", "MainActor", "struct", "Cache", "Store", "{", "load", "key", "Key", "Int", "hash", "}"])
    #expect(throws: Never.self) { try TreeInvariants.check(tree, label: "skipped") }
  }

  @Test func aFileOfSkippedDeclarationsKeepsEverySpellingOnceAndFewOtherTokens() throws {
    var source = ""
    for index in 0..<2_000 {
      source += "struct Model\(index): Codable { var title: String = \"t\\(index)\"; "
      source += "func f() -> Int { (1 + 2) * 3 } }\n"
    }
    source += "struct Kept { let a = 1 }\n"
    let file = SourceFile(path: "models.swift", bytes: Array(source.utf8))
    let tree = Parser.parseOnLargeStack(file, options: ParserOptions(skipsFunctionBodies: true, keptNames: ["Kept"]))
    let lexed = Lexer.tokenize(file.bytes, includeTrivia: false).tokens
    #expect(tree.root.children.filter { $0.kind == .skippedDeclaration }.count == 2_000)
    #expect(Array(tree.root.children).last { $0.kind == .structDecl }?.text == "struct Kept { let a = 1 }")
    let spellings = { (tokens: [Token]) in tokens.filter { $0.kind == .identifier }.map { tree.text(of: $0) } }
    // Every spelling is still there, each once: `Model0`...`Model1999`, then `Codable`, `title`,
    // `String`, `index`, `f` and `Int` once for the whole file, and the kept struct's own.
    #expect(Set(spellings(tree.tokens)) == Set(spellings(lexed)))
    #expect(spellings(tree.tokens).count == Set(spellings(tree.tokens)).count)
    #expect(tree.tokens.filter { $0.kind == .identifier }.count == 2_000 + 6 + 2)
    #expect(tree.tokens.count * 6 < lexed.count)
    try TreeInvariants.check(tree, label: "models")
    try ParserInvariants.check(file, label: "models", onLargeStack: true)
  }

  @Test func aSpellingWrittenAgainInBackticksOrAnotherCaseIsKeptAgain() {
    let source = "struct A { let b = B(); let c: `B` = b; let d = b() }\nstruct C { var B: b }\n"
    let tree = Parser.parseOnLargeStack(
      SourceFile(path: "test.swift", bytes: Array(source.utf8)), options: ParserOptions(keptNames: []))
    let kept = tree.tokens.filter { $0.kind == .identifier }.map { tree.text(of: $0) }
    #expect(kept == ["A", "b", "B", "c", "`B`", "d", "C"])
  }
}
