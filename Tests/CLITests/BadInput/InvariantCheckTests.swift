import Foundation
import Testing

@testable import Invariants

/// The checks the fuzzers rely on must themselves be right: the JSON validator accepts exactly
/// JSON (at any depth), and the evaluator checks pass on the kept regressions and on the
/// templates filled with ordinary values.
struct InvariantCheckTests {
  @Test(arguments: [
    #"{"file": "a.swift", "n": -1.5e3, "ok": [true, false, null, {}, []]}"#,
    #"  {"file":"a\"b\\c\u00e9\n"}  "#,
    "{\"file\": \"x\", \"children\": " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
      + "}",
  ])
  func validJSON(_ text: String) {
    #expect(JSONValidator.topLevelStrings(text)?["file"] != nil, "\(text.prefix(80))")
  }

  @Test(arguments: [
    "", "[]", "\"a\"", "{", "{\"a\": }", "{\"a\": 1,}", "{\"a\" 1}", "{\"a\": 01}", "{\"a\": 1.}", "{\"a\": tru}",
    "{\"a\": \"\u{1}\"}", "{\"a\": \"\\x\"}", "{} {}", "{\"a\": [1 2]}", "{\"a\": [1,]}",
    "{\"a\": " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 4999) + "}",
  ])
  func invalidJSON(_ text: String) {
    #expect(JSONValidator.topLevelStrings(text) == nil, "\(text.prefix(80))")
  }

  @Test func deeperThanFoundationAllows() throws {
    let text =
      "{\"file\": \"x\", \"a\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
    #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) == nil, "Foundation now reads 600 levels")
    #expect(JSONValidator.topLevelStrings(text) == ["file": "x"])
  }

  @Test(arguments: ["\"Open Library\"", "[1, 2, 3]", "LocalizedStringResource(\"key\", table: \"T\")", "f(x: 1) + 2"])
  func evaluatorChecksPassOnOrdinaryValues(_ value: String) throws {
    try EvaluatorInvariants.check(Array(value.utf8), label: value)
  }

  @Test func templatesPutTheInputAtEveryPlaceholder() {
    let filled = EvaluatorInvariants.fill("a\u{1}b\u{1}", with: Array("xy".utf8))
    #expect(filled == Array("axybxy".utf8))
    #expect(EvaluatorInvariants.templates.allSatisfy { $0.contains(EvaluatorInvariants.placeholder) })
  }
}
