import Diagnostics
import Foundation
import Rules
import TestSupport
import Testing

/// Every rule's fixtures: the triggering module reports exactly the diagnostics written next to
/// the offending code (id, severity, line, column, message); the passing module reports none of
/// the rule's; and the triggering module still behaves when its code is moved behind a
/// multi-byte prefix (same lines, columns shifted by the prefix's bytes), put inside a comment
/// or a string (no findings of the rule), or placed under a suppression comment (none).
@Suite struct RuleFixtureTests {
  static let rules: [RuleID] = RuleRegistry.rules.map { $0.descriptor.id }

  static func ofRule(_ rule: RuleID, _ lines: [String]) -> [String] {
    lines.filter { $0.hasSuffix("[\(rule.rawValue)]") }.sorted()
  }

  @Test(arguments: rules)
  func triggeringFixtureReportsExactlyItsExpectations(_ rule: RuleID) throws {
    let fixture = try #require(
      try RuleFixture.load(rule, "triggers"), "Fixtures/Rules/\(rule.rawValue)/triggers is missing")
    let expected = fixture.expectations
    #expect(!expected.isEmpty, "the triggering fixture has no `// expected:` lines")
    #expect(expected.allSatisfy { $0.hasSuffix("[\(rule.rawValue)]") }, "expectations must name the rule")
    let actual = Self.ofRule(rule, fixture.lint())
    #expect(
      actual == expected,
      "\(LineDiff.render(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n")))")
  }

  @Test(arguments: rules)
  func passingFixtureReportsNothingOfTheRule(_ rule: RuleID) throws {
    let fixture = try #require(
      try RuleFixture.load(rule, "passes"), "Fixtures/Rules/\(rule.rawValue)/passes is missing")
    #expect(Self.ofRule(rule, fixture.lint()) == [])
  }

  @Test(arguments: rules)
  func findingsFollowTheCodeBehindAMultiByteprefix(_ rule: RuleID) throws {
    let fixture = try #require(try RuleFixture.load(rule, "triggers"))
    let prefix = "/* é€😀 */ "
    let shifted = fixture.mapping { file in
      file.text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
    }
    let expected = fixture.expectations.map { Self.shiftColumn($0, by: prefix.utf8.count) }.sorted()
    #expect(Self.ofRule(rule, shifted.lint()) == expected)
  }

  @Test(arguments: rules)
  func codeInsideACommentOrAStringIsNotChecked(_ rule: RuleID) throws {
    let fixture = try #require(try RuleFixture.load(rule, "triggers"))
    let commented = fixture.mapping { file in
      file.text.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
    }
    #expect(Self.ofRule(rule, commented.lint()) == [])
    let quoted = fixture.mapping { file in "let source = ####\"\"\"\n" + file.text + "\n\"\"\"####\n" }
    #expect(Self.ofRule(rule, quoted.lint()) == [])
  }

  @Test(arguments: rules)
  func suppressionCommentSilencesTheRule(_ rule: RuleID) throws {
    let fixture = try #require(try RuleFixture.load(rule, "triggers"))
    let filesWithFindings = Set(fixture.expectations.map { String($0.prefix { $0 != ":" }) })
    let suppressed = fixture.mapping { file in
      filesWithFindings.contains(file.name)
        ? "// appintents:disable-file \(rule.rawValue) - fixture\n" + file.text : file.text
    }
    let remaining = suppressed.lint()
    #expect(Self.ofRule(rule, remaining) == [])
    #expect(!remaining.contains { $0.hasSuffix("[unused-suppression]") })
  }

  /// `file:line:column: ...` with the column increased by `amount`.
  static func shiftColumn(_ line: String, by amount: Int) -> String {
    let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, let column = Int(parts[2]) else { return line }
    return "\(parts[0]):\(parts[1]):\(column + amount):\(parts[3])"
  }
}
