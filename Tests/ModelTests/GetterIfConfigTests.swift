import Evaluator
import Model
import Source
import Syntax
import Testing

/// `#if` inside a getter, as the compiler reads it (checked with `swiftc -emit-const-values-path`
/// on Swift 6.3): the active clause's statements are the body, inactive ones vanish.
@Suite struct GetterIfConfigTests {
  static func value(_ getter: String) -> ConstantValue.Kind {
    ConstantEvaluatorTests.value("static var value: Bool {\n\(getter)\n}").kind
  }

  @Test func activeReturnIsTheValue() {
    #expect(
      Self.value("#if os(iOS)\nreturn true\n#else\nreturn false\n#endif") == .rawLiteral(Literal(.boolean, "true")))
    #expect(
      Self.value("#if os(macOS)\nreturn true\n#else\nreturn false\n#endif") == .rawLiteral(Literal(.boolean, "false")))
  }

  @Test func singleActiveExpressionIsTheImplicitReturn() {
    #expect(Self.value("#if os(iOS)\ntrue\n#else\nfalse\n#endif") == .rawLiteral(Literal(.boolean, "true")))
  }

  @Test func inactiveStatementsVanishActiveOnesCount() {
    #expect(Self.value("#if os(macOS)\nlet x = 1\n#endif\nreturn true") == .rawLiteral(Literal(.boolean, "true")))
    #expect(Self.value("#if os(iOS)\nlet x = 1\n#endif\nreturn true") == .runtime(.computedGetter))
  }
}
