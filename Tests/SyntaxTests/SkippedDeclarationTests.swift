import Source
import Syntax
import Testing

/// `ParserOptions.keptNames`: which file-level declarations are skipped, and that the rest of
/// the tree is what a parse of every declaration gives.
@Suite struct SkippedDeclarationTests {
  /// The text of each file-level item of `source` parsed keeping `kept`, with `skipped: ` before
  /// the skipped ones.
  static func items(_ source: String, keeping kept: Set<String>) -> [String] {
    let tree = Parser.parseOnLargeStack(
      SourceFile(path: "test.swift", bytes: Array(source.utf8)),
      options: ParserOptions(skipsFunctionBodies: true, keptNames: kept))
    return tree.root.children.filter { $0.kind != .sourceFile && !$0.isEmpty }.map { item in
      let firstLine = item.text.split(separator: "\n").first.map(String.init) ?? ""
      return (item.kind == .skippedDeclaration ? "skipped: " : "") + firstLine
    }
  }

  @Test func declarationsWithoutAKeptNameAreSkipped() {
    let source = """
      import Foundation
      @MainActor public final class Cache { func load() { let values = [1, 2] } }
      struct Album: Codable { var title: String }
      enum Genre: String { case rock }
      protocol Playable { func play() }
      actor Player { var queue: [Album] = [] }
      func makeAlbum() -> Album { Album(title: "") }
      let shared = Cache()
      """
    #expect(
      Self.items(source, keeping: ["Album"]) == [
        "import Foundation", "skipped: @MainActor public final class Cache { func load() { let values = [1, 2] } }",
        "struct Album: Codable { var title: String }", "skipped: enum Genre: String { case rock }",
        "skipped: protocol Playable { func play() }", "skipped: actor Player { var queue: [Album] = [] }",
        "skipped: func makeAlbum() -> Album { Album(title: \"\") }", "let shared = Cache()",
      ])
  }

  @Test func everyComponentOfAnExtendedPathAndEveryNestedNameKeeps() {
    let source = """
      extension Library.Shelf<Book>.Row { func count() -> Int { 0 } }
      extension Library.Desk {}
      struct Styles { enum Inner { typealias Label = String } }
      struct Views { func body() { struct Label {} } }
      enum `Backticked` {}
      """
    #expect(
      Self.items(source, keeping: ["Row", "Label", "Backticked"]) == [
        "extension Library.Shelf<Book>.Row { func count() -> Int { 0 } }", "skipped: extension Library.Desk {}",
        "struct Styles { enum Inner { typealias Label = String } }", "struct Views { func body() { struct Label {} } }",
        "enum `Backticked` {}",
      ])
  }

  @Test func declarationsTheSkipCannotPairAreParsed() {
    let source = """
      struct Mismatched { func f() { let a = (1 ] } }
      struct OpenedInOneClause {
      #if DEBUG
        func log() {
      #else
        func log() { print()
      #endif
        }
        }
      }
      struct ClosedAcrossTheEndif {
        func log() {
      #if DEBUG
        }
      #endif
      }
      func noBody()
      struct After {}
      """
    let items = Self.items(source, keeping: [])
    #expect(items.first == "struct Mismatched { func f() { let a = (1 ] } }")
    #expect(items.contains("struct OpenedInOneClause {"))
    #expect(items.contains("struct ClosedAcrossTheEndif {"))
    #expect(items.contains("func noBody()"))
    #expect(items.last == "skipped: struct After {}")
  }

  @Test func conditionalCodeInsideABodyIsSkippedWithIt() {
    // Clauses that each close what they open, as a parse reads them inside the body: a member
    // under `#if DEBUG`, a SwiftUI modifier under `#if os(iOS)`, nested blocks.
    let source = """
      struct Conditional {
      #if DEBUG
        var debug = true
      #elseif TESTING
        var debug = false
      #else
        let debug = false
      #endif
      }
      struct Screen: View {
        var body: some View {
          List { Text("a") }
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
        }
      }
      func log(_ value: Int) {
        #if DEBUG
        if value > 0 { print([value].map { "\\($0)" }) }
        #endif
      }
      struct After {}
      """
    let items = Self.items(source, keeping: [])
    #expect(
      items == [
        "skipped: struct Conditional {", "skipped: struct Screen: View {", "skipped: func log(_ value: Int) {",
        "skipped: struct After {}",
      ])
    // A `#if` in a header is never skipped over.
    #expect(Self.items("struct Odd: A\n#if B\n, C\n#endif\n{}\n", keeping: []).first == "struct Odd: A")
  }

  @Test func headersThatAParseReadsAsMoreThanOneDeclarationAreParsed() {
    // Each declaration's header holds what a parse reads as the start of another declaration,
    // or a token the lexer reported, so the parse, not the skip, decides where it ends.
    let sources = [
      "struct Draft typealias Caption = String\n{}\nstruct After {}",
      "extension typealias Caption = String\nShelf {}\nstruct After {}",
      "struct Draft @MainActor class Store {}\nstruct After {}",
      "struct Draft final class Store {}\nstruct After {}",
      "struct Draft { let caption = \"open }\n}\nstruct After {}",
    ]
    for source in sources {
      let items = Self.items(source, keeping: [])
      #expect(!(items.first ?? "").hasPrefix("skipped: "), "\(source)")
      #expect(items.last == "skipped: struct After {}", "\(source)")
    }
  }

  @Test func bodiesThatPairingBracesCannotTellAreErrors() {
    // A parse reads each of these differently from pairing braces: the skipped body records a
    // missing `}`, so that a loader that skips bodies parses the file again in full.
    let sources = [
      "func open() {\n  let x = 1\n", "func open() {\n#if DEBUG\n  print(1)\n}\nstruct After {}",
      "func open() {\n  print(\"\\(value }\")\n}\nstruct After {}",
    ]
    for source in sources {
      let tree = Parser.parseOnLargeStack(
        SourceFile(path: "test.swift", bytes: Array(source.utf8)), options: ParserOptions(skipsFunctionBodies: true))
      #expect(tree.hasParseErrors, "\(source)")
    }
    // What a parse ends at the body's `}` too is skipped as before: conditional code, closures
    // in interpolations, an unclosed `[` (whose error is then not reported).
    for source in [
      "func open() {\n#if DEBUG\n  print([1, 2].map { \"\\($0)\" })\n#endif\n}\n",
      "func open() {\n  let a = [1, 2\n}\n",
    ] {
      let tree = Parser.parseOnLargeStack(
        SourceFile(path: "test.swift", bytes: Array(source.utf8)), options: ParserOptions(skipsFunctionBodies: true))
      #expect(!tree.hasParseErrors, "\(source)")
      #expect(tree.root.descendants.contains { $0.kind == .skippedBody }, "\(source)")
    }
  }

  @Test func declarationsInsideAFileLevelIfAreParsed() {
    let source = """
      #if os(iOS)
      struct Inside {}
      #endif
      struct Outside {}
      """
    #expect(Self.items(source, keeping: []) == ["#if os(iOS)", "skipped: struct Outside {}"])
  }

  @Test func theKeptDeclarationsParseAsWithoutSkipping() {
    let source = """
      @available(iOS 17, *)
      struct Unused<T: Hashable> where T: Codable {
        var value: T? { didSet { print(value as Any) } }
        func make() -> [T] { [] }
      }
      struct Kept: Identifiable { var id: Int; func name() -> String { "\\(id)" } }
      extension Kept { static let empty = Kept(id: 0) }
      """
    let file = SourceFile(path: "test.swift", bytes: Array(source.utf8))
    let skipping = Parser.parseOnLargeStack(
      file, options: ParserOptions(skipsFunctionBodies: true, keptNames: ["Kept"]))
    let full = Parser.parseOnLargeStack(file, options: ParserOptions(skipsFunctionBodies: true))
    let kept = { (tree: SyntaxTree) in
      tree.root.children.filter { $0.text.contains("Kept") }.map { item in
        item.descendants.map { "\($0.kind.dumpName) \($0.trimmedRange.start)-\($0.trimmedRange.end)" }
      }
    }
    #expect(kept(skipping) == kept(full))
    #expect(skipping.root.children.first?.kind == .skippedDeclaration)
    #expect(skipping.root.children.first?.child(.attributeList) != nil)
    #expect(!skipping.hasParseErrors)
  }
}
