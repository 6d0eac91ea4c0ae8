import Diagnostics
import Invariants
import Source
import Syntax
import Testing

/// The nesting budget: for every recursive construct, depth 246 parses without diagnostics and
/// depth 257 gives exactly one "nesting too deep" error; long flat chains never hit it.
@Suite struct NestingDepthTests {
  /// A construct and how to build source nested to a given depth.
  struct Construct: CustomTestStringConvertible, Sendable {
    let name: String
    let build: @Sendable (Int) -> String
    var testDescription: String { name }
  }

  static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

  static let constructs: [Construct] = [
    Construct(name: "parentheses") { "let x = \(repeated("(", $0))1\(repeated(")", $0))\n" },
    Construct(name: "array literals") { "let x = \(repeated("[", $0))1\(repeated("]", $0))\n" },
    Construct(name: "closures") { "let x = \(repeated("{ ", $0))\(repeated("}", $0))\n" },
    Construct(name: "calls") { "let x = \(repeated("f(", $0))\(repeated(")", $0))\n" },
    Construct(name: "code blocks") { "func f() {\(repeated(" do {", $0 - 1))\(repeated("}", $0))\n" },
    Construct(name: "nested types") { "\(repeated("struct A { ", $0))\(repeated("}", $0))\n" },
    Construct(name: "generic arguments") { "let x: \(repeated("A<", $0))Int\(repeated(">", $0))\n" },
    Construct(name: "array types") { "let x: \(repeated("[", $0))Int\(repeated("]", $0))\n" },
    Construct(name: "tuple types") { "let x: \(repeated("(", $0))Int\(repeated(")", $0))\n" },
    Construct(name: "function types") { "let x: \(repeated("(Int) -> ", $0))Int\n" },
    Construct(name: "#if blocks") { "\(repeated("#if X\n", $0))\(repeated("#endif\n", $0))" },
    Construct(name: "string interpolation") { depth in
      var text = "1"
      for _ in 0..<depth { text = "\"\\(" + text + ")\"" }
      return "let x = \(text)\n"
    },
    Construct(name: "prefix chains") { "let x = \(repeated("try ", $0))y\n" },
    Construct(name: "ternaries") { "let x = \(repeated("a ? ", $0))b\(repeated(" : c", $0))\n" },
    Construct(name: "attribute arguments") { "@A(\(repeated("f(", $0 - 1))\(repeated(")", $0)) struct S {}\n" },
    Construct(name: "tuple patterns") { "let \(repeated("(", $0))a\(repeated(")", $0)) = b\n" },
    Construct(name: "some types") { "let x: \(repeated("some ", $0))P\n" },
  ]

  static func diagnostics(_ source: String) -> [Diagnostic] {
    let tree = Parser.parseOnLargeStack(SourceFile(path: "deep.swift", text: source))
    return ParseDiagnostics.diagnose(tree)
  }

  @Test(arguments: constructs)
  func depth246Parses(_ construct: Construct) {
    let diagnostics = Self.diagnostics(construct.build(246))
    #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3).map(\.message))")
  }

  @Test(arguments: constructs)
  func depth257GivesExactlyTheNestingError(_ construct: Construct) {
    let source = construct.build(257)
    let diagnostics = Self.diagnostics(source)
    #expect(diagnostics.map(\.id) == [ParseDiagnostics.ID.nestingTooDeep], "\(diagnostics.prefix(3).map(\.message))")
    #expect(diagnostics.first?.message == "nesting too deep")
  }

  @Test(arguments: constructs)
  func theRestOfTheFileStillParses(_ construct: Construct) throws {
    let source = construct.build(300) + "struct After: AppIntent {}\n"
    let tree = Parser.parseOnLargeStack(SourceFile(path: "deep.swift", text: source))
    try TreeInvariants.check(tree, label: construct.name)
    #expect(tree.root.children.contains { $0.kind == .structDecl && $0.text.hasPrefix("struct After") })
  }

  @Test func longFlatChainsNeverHitTheBudget() {
    let count = 100_000
    let sources = [
      "let x = a" + Self.repeated(".b", count),
      "let x = 1" + Self.repeated(" + 1", count),
      "let x = [" + Self.repeated("1, ", count) + "]",
      "let x = a" + Self.repeated(" ?? a", 1000),
      "func f() { if a {}" + Self.repeated(" else if a {}", 10_000) + " }",
    ]
    for source in sources {
      let diagnostics = Self.diagnostics(source + "\n")
      #expect(diagnostics.isEmpty, "\(source.prefix(20)): \(diagnostics.prefix(2).map(\.message))")
    }
  }

  @Test func foldingALongChainKeepsEveryOperand() {
    let tree = Parser.parseOnLargeStack(
      SourceFile(path: "chain.swift", text: "let x = 1" + Self.repeated(" + 1", 5000)))
    let infix = tree.nodes.filter { $0.kind == .infixOperatorExpr }.count
    #expect(infix == 5000)
  }
}
