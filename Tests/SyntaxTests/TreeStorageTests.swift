import Source
import Syntax
import Testing

/// A syntax tree's arrays are stored at their size: the trees live until the rules have run,
/// so slack left by estimates and by doubling is memory every run keeps.
@Suite struct TreeStorageTests {
  static func expectTight(_ tree: SyntaxTree) {
    #expect(tree.tokens.capacity <= tree.tokens.count + tree.tokens.count / 16 + 4)
    #expect(tree.nodes.capacity <= tree.nodes.count + tree.nodes.count / 16 + 4)
  }

  @Test func splitOperatorsDoNotLeaveTheTokensDoubled() {
    // Each `>>` closing two generic argument lists is split into two tokens: more tokens than
    // the lexer produced.
    let source = (0..<400).map { "let value\($0): Array<Array<Int>> = []\n" }.joined()
    let file = SourceFile(path: "Generics.swift", text: source)
    let tree = Parser.parse(file)
    #expect(!tree.hasParseErrors)
    #expect(tree.tokens.count == Lexer.tokenize(file.bytes, includeTrivia: false).tokens.count + 400)
    Self.expectTight(tree)
  }

  @Test func ordinaryFilesAreStoredTightly() {
    let source = """
      import AppIntents

      struct OpenRecipe: AppIntent {
        static let title: LocalizedStringResource = "Open Recipe"
        @Parameter(title: "Recipe") var recipe: String
        func perform() async throws -> some IntentResult {
          let total = [1, 2, 3].map { $0 * 2 }.reduce(0, +) + 4 * 5 - 6
          return .result()
        }
      }

      """
    Self.expectTight(Parser.parse(SourceFile(path: "OpenRecipe.swift", text: source)))
    Self.expectTight(Parser.parse(SourceFile(path: "Empty.swift", text: "")))
  }
}
