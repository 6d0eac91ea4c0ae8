import Foundation
import TestSupport
import Testing

@testable import CLI

/// A realistic module with more than twenty problems of different rules
/// (`Fixtures/Mixed/Groceries`): one `lint` run and one `extract` run report every one of them,
/// each exactly once, as the `// expected:` comments next to the offending code say.
@Suite struct MixedModuleTests {
  static let folder = FixturePaths.url("Mixed/Groceries")

  /// The expectations written in the files, `File.swift:line:column: severity: message [id]`.
  static func expectations() throws -> [String] {
    var found: [String] = []
    for file in FixturePaths.files(in: "Mixed/Groceries") {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        for expectation in line.components(separatedBy: "// expected: ").dropFirst() {
          found.append("\(file.lastPathComponent):\(expectation.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    return found.sorted()
  }

  /// The findings in Xcode-format `output` (notes without an id left out), paths relative to
  /// the fixture folder.
  static func findings(in output: String) -> [String] {
    let prefix = folder.standardizedFileURL.path + "/"
    return output.split(separator: "\n").map(String.init).filter { $0.hasSuffix("]") && $0.hasPrefix(prefix) }
      .map { String($0.dropFirst(prefix.count)) }.sorted()
  }

  /// Checks that `output` reports exactly the expectations, with a diff when not.
  static func expectFindings(in output: String) throws {
    let expected = try expectations()
    let actual = findings(in: output)
    #expect(
      actual == expected,
      "\(LineDiff.render(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n")))")
  }

  static func run(_ arguments: [String]) -> (ExitCode, CapturedConsole) {
    let capture = CapturedConsole()
    return (CommandLineTool.run(arguments, console: capture.console), capture)
  }

  @Test func expectationsCoverAtLeastTwentyRules() throws {
    let rules = Set(try Self.expectations().compactMap { $0.split(separator: "[").last })
    #expect(rules.count >= 20, "\(rules.sorted())")
  }

  @Test func lintReportsEveryProblemOnce() throws {
    let (code, capture) = Self.run(["lint", Self.folder.path, "--no-cache"])
    #expect(code == .findings)
    try Self.expectFindings(in: capture.standardOutput)
  }

  @Test func extractReportsTheSameProblemsOnceAndWritesNothing() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-mixed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let (code, capture) = Self.run(["extract", Self.folder.path, "--output", output.path])
    #expect(code == .findings)
    try Self.expectFindings(in: capture.standardError)
    #expect(capture.standardError.contains("At least one halting error produced during export."))
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Metadata.appintents").path))
  }

  /// The mapping's own diagnostic for a value a rule also reports: left out while the rule's
  /// finding stands, back when the rule is off, its finding suppressed, or the lint step skipped.
  @Test func aCoveredMappingDiagnosticComesBackWithoutItsRule() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appintents-covered-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Sources/Broken.swift")
    try FileManager.default.createDirectory(
      at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    let config = folder.appendingPathComponent("off.json")
    try Data(#"{"disabledRules": ["non-constant-localized-string"]}"#.utf8).write(to: config)
    func extract(_ text: String, _ extra: [String] = []) throws -> (ExitCode, [String]) {
      try Data(text.utf8).write(to: source)
      let (code, capture) = Self.run(
        ["extract", source.deletingLastPathComponent().path, "--output", folder.appendingPathComponent("out").path]
          + extra)
      let ids = capture.standardError.split(separator: "\n").filter { $0.contains(": error: ") && $0.hasSuffix("]") }
        .compactMap { $0.split(separator: "[").last.map { String($0.dropLast()) } }
      return (code, ids)
    }
    let broken = """
      import AppIntents
      func makeTitle() -> LocalizedStringResource { "X" }
      struct Broken: AppIntent {
        static let title = makeTitle()
        func perform() async throws -> some IntentResult { .result() }
      }

      """
    #expect(try extract(broken) == (.findings, ["non-constant-localized-string"]))
    #expect(try extract(broken, ["--config", config.path]) == (.findings, ["metadata-value-not-constant"]))
    #expect(try extract(broken, ["--no-lint"]) == (.findings, ["metadata-value-not-constant"]))
    let suppressed = broken.replacingOccurrences(
      of: "  static let title",
      with: "  // appintents:disable-next-line non-constant-localized-string - generated\n  static let title")
    #expect(try extract(suppressed) == (.findings, ["metadata-value-not-constant"]))
  }
}
