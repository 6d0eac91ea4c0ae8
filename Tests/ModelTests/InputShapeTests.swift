import Evaluator
import Source
import Syntax
import Testing

@testable import Model

/// What the stages answer for the input shapes that used to cost n^2 (`appintents-bench
/// shapes` measures the cost; these tests pin the answers): members looked up by name, chains of
/// protocols and typealiases, types and `#if` blocks nested past the parser's budget, long
/// `#elseif` chains.
@Suite struct InputShapeTests {
  static func resolver(_ texts: [String]) -> IndexNameResolver {
    let files = texts.enumerated().map { number, text in
      LargeStack.run { ParsedFile(SourceFile(path: "F\(number).swift", text: text)) }
    }
    return IndexNameResolver(
      index: ModuleIndex(
        moduleName: "M", files: files, ifConfig: IfConfigEvaluator(configuration: BuildConfiguration()))
    )
  }

  /// The first member, in the body then the extensions in file order, to declare a name
  /// decides how; an instance function does not declare a member the evaluator looks up.
  @Test func theFirstMemberToDeclareANameDecides() {
    let resolver = Self.resolver([
      """
      enum Mode { case fast, slow(Int); func label() {} }
      extension Mode { static let fast = Mode.slow(1); static func label() -> Mode { .fast } }
      struct Box { var count = 1, size = 2; static var shared = Box() }
      extension String { static let greeting = "hi" }
      """,
      "extension String { static func greeting() {} }",
    ])
    #expect(resolver.member("fast", of: "M.Mode") == .enumCase(hasPayload: false))
    #expect(resolver.member("slow", of: "M.Mode") == .enumCase(hasPayload: true))
    #expect(resolver.member("label", of: "M.Mode") == .staticFunction)
    #expect(resolver.member("size", of: "M.Box") == .instanceProperty)
    #expect(resolver.member("shared", of: "M.Box") == .staticProperty)
    #expect(resolver.member("missing", of: "M.Box") == nil)
    #expect(resolver.member("greeting", of: "Swift.String") == .staticProperty)
  }

  /// Every case of a large enum is found, whichever order it is asked in.
  @Test func everyCaseOfALargeEnumIsFound() {
    let count = 3_000
    let text = "enum Big {\n" + (0..<count).map { "  case c\($0)\n" }.joined() + "}\n"
    let resolver = Self.resolver([text])
    for number in stride(from: count - 1, through: 0, by: -7) {
      #expect(resolver.member("c\(number)", of: "M.Big") == .enumCase(hasPayload: false))
    }
    #expect(resolver.member("c\(count)", of: "M.Big") == nil)
  }

  /// A chain of protocols or typealiases leads to a role from either end of the file.
  @Test(arguments: [false, true])
  func chainsReachARoleInEitherOrder(reversed: Bool) {
    let count = 400
    var lines = ["protocol P0: AppIntent {}"] + (0..<count).map { "protocol P\($0 + 1): P\($0) {}" }
    lines += ["typealias A0 = P\(count)"] + (0..<count).map { "typealias A\($0 + 1) = A\($0)" }
    lines += ["protocol Unrelated: Codable {}", "typealias Other = Unrelated"]
    if reversed { lines.reverse() }
    let facts = HeaderScanner.facts(of: SourceFile(path: "Chain.swift", text: lines.joined(separator: "\n")))
    let index = FactsIndex(
      moduleName: "M", files: [facts], ifConfig: IfConfigEvaluator(configuration: BuildConfiguration()))
    let reaching = RelevantFiles.roleReachingNames(index)
    #expect(reaching.contains("P\(count)"))
    #expect(reaching.contains("A\(count)"))
    #expect((0...count).allSatisfy { reaching.contains("P\($0)") && reaching.contains("A\($0)") })
    #expect(!reaching.contains("Unrelated"))
    #expect(!reaching.contains("Other"))
  }

  /// Types nested deeper than the parser can go are not recorded (no parse holds them); the
  /// declarations after the nest are.
  @Test func typesNestedPastTheBudgetAreNotRecorded() {
    let depth = HeaderScanner.maximumNesting + 40
    let text =
      (0..<depth).map { "struct N\($0) {\n" }.joined() + String(repeating: "}\n", count: depth) + "struct After {}\n"
    let facts = HeaderScanner.facts(of: SourceFile(path: "Deep.swift", text: text))
    let paths = facts.declarations.map(\.path)
    #expect(paths.count == HeaderScanner.maximumNesting + 1)
    #expect(paths.dropLast().map(\.count) == Array(1...HeaderScanner.maximumNesting))
    #expect(paths.last == ["After"])
    // The deeper names are still mentions.
    #expect(facts.mentions?.contains("N\(depth - 1)") == true)
  }

  /// Declarations inside more `#if` blocks than the parser can nest are not recorded; each
  /// recorded one lists its blocks' current clauses, and the blocks close again.
  @Test func declarationsInBlocksNestedPastTheBudgetAreNotRecorded() {
    let depth = HeaderScanner.maximumNesting + 10
    let text =
      (0..<depth).map { "#if A\($0)\nstruct S\($0) {}\n" }.joined() + String(repeating: "#endif\n", count: depth)
      + "#if B\nstruct Inside {}\n#else\nstruct Other {}\n#endif\nstruct After {}\n"
    let facts = HeaderScanner.facts(of: SourceFile(path: "Blocks.swift", text: text))
    let names = facts.declarations.map { $0.path.joined(separator: ".") }
    #expect(names.count == HeaderScanner.maximumNesting + 3)
    #expect(names.suffix(3) == ["Inside", "Other", "After"])
    #expect(facts.declarations[2].clauses == [0, 1, 2])
    #expect(facts.declarations.last?.clauses == [])
    #expect(facts.declarations[facts.declarations.count - 2].clauses == [depth + 1])
  }

  /// An `#elseif` lists only the clause just before it, and the index takes the same clauses as
  /// from facts that list every earlier clause.
  @Test func elseifChainsListTheClauseBefore() {
    let count = 60
    let text =
      "#if A0\nstruct S0 {}\n" + (1..<count).map { "#elseif A\($0)\nstruct S\($0) {}\n" }.joined()
      + "#else\nstruct Fallback {}\n#endif\n"
    let facts = HeaderScanner.facts(of: SourceFile(path: "Chain.swift", text: text))
    #expect(facts.clauses.map(\.previous) == [[]] + (0..<count).map { [$0] })
    var listingAll = facts
    listingAll.clauses = facts.clauses.enumerated().map { position, clause in
      IfClauseFacts(condition: clause.condition, previous: Array(0..<position))
    }
    #expect(listingAll.malformation == nil)
    for defines in [[], ["A0"], ["A7"], ["A7", "A30"], ["A\(count - 1)"], ["A\(count)"]] {
      let configuration = IfConfigEvaluator(configuration: BuildConfiguration(defines: Set(defines)))
      let active = FactsIndex(moduleName: "M", files: [facts], ifConfig: configuration).types.keys.sorted()
      let activeListingAll = FactsIndex(moduleName: "M", files: [listingAll], ifConfig: configuration).types.keys
      #expect(active == activeListingAll.sorted(), "\(defines)")
      #expect(active.count == 1, "\(defines): \(active)")
    }
  }
}
