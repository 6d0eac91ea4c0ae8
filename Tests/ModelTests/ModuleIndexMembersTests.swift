import Source
import Syntax
import Testing

@testable import Model

/// `ModuleIndex.members(of:)` remembers its answers; a remembered answer is the one a fresh
/// index gives, from any thread.
@Suite struct ModuleIndexMembersTests {
  static let source = """
    struct A {
      let x = 1
      #if DEBUG
      var debug = true
      #else
      var release = true
      #endif
      struct B { func f() {} }
    }
    extension A { static let title = "A" }
    extension A.B { var y: Int { 2 } }
    typealias C = A
    extension C { func g() {} }
    """

  static func index() -> ModuleIndex {
    ModuleIndex(
      moduleName: "M", files: [ParsedFile(SourceFile(path: "T.swift", text: source))],
      ifConfig: IfConfigEvaluator(configuration: BuildConfiguration()))
  }

  /// Each member's text and the kind of declaration it belongs to.
  static func summary(_ members: [(member: SyntaxNode, declaration: TypeDeclaration)]) -> [String] {
    members.map {
      "\($0.member.text.split(whereSeparator: \.isWhitespace).joined(separator: " "))@\($0.declaration.kind)"
    }
  }

  @Test func rememberedAnswersAreTheFirstAnswers() {
    LargeStack.run {
      let paths = [["A"], ["A", "B"], ["C"], ["Missing"]]
      let fresh = paths.map { Self.summary(Self.index().members(of: $0)) }
      // `DEBUG` is not defined; the alias's extension is found under the alias's path.
      #expect(
        fresh[0] == [
          "let x = 1@struct", "var release = true@struct", "struct B { func f() {} }@struct",
          "static let title = \"A\"@extension",
        ], "\(fresh[0])")
      #expect(fresh[2] == ["func g() {}@extension"], "\(fresh[2])")
      #expect(fresh[1] == ["func f() {}@struct", "var y: Int { 2 }@extension"], "\(fresh[1])")
      #expect(fresh[3].isEmpty)
      let shared = Self.index()
      let answers = LargeStack.parallelMap(Array(0..<64), jobs: 4) { round in
        Self.summary(shared.members(of: paths[round % paths.count]))
      }
      for (round, answer) in answers.enumerated() { #expect(answer == fresh[round % paths.count]) }
      #expect(paths.map { Self.summary(shared.members(of: $0)) } == fresh)
    }
  }
}
