import Model
import Source
import Syntax
import Testing

/// The facts index takes exactly the declarations whose `#if` clauses are active.
@Suite struct FactsIndexTests {
  static let text = """
    #if A
    struct First {}
    #elseif B
    struct Second {}
    #if C
    struct Nested {}
    #endif
    #else
    struct Third {}
    #endif
    struct Always {}
    enum Outer { struct Inner {} }
    typealias Alias = Outer.Inner
    """

  @Test(arguments: [
    ([], ["Always", "Outer", "Outer.Inner", "Third"]),
    (["A"], ["Always", "First", "Outer", "Outer.Inner"]),
    (["A", "B"], ["Always", "First", "Outer", "Outer.Inner"]),
    (["B"], ["Always", "Outer", "Outer.Inner", "Second"]),
    (["B", "C"], ["Always", "Nested", "Outer", "Outer.Inner", "Second"]),
    (["C"], ["Always", "Outer", "Outer.Inner", "Third"]),
  ])
  func activeDeclarationsFollowTheChain(_ defines: [String], _ expected: [String]) {
    let facts = HeaderScanner.facts(of: SourceFile(path: "A.swift", text: Self.text))
    let index = FactsIndex(
      moduleName: "M", files: [facts],
      ifConfig: IfConfigEvaluator(configuration: BuildConfiguration(defines: Set(defines))))
    #expect(index.types.keys.sorted() == expected)
    #expect(index.types["Outer.Inner"]?.path == ["Outer", "Inner"])
    #expect(index.aliases["Alias"]?.name == "Alias")
    #expect(index.resolveTypePath(["Alias"], from: []) == ["Alias"])
  }
}
