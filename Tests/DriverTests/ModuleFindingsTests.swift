import Diagnostics
import Foundation
import Model
import Rules
import Source
import Syntax
import Testing

@testable import Driver

/// The findings kept by the parsed files: reused after an edit elsewhere only while every
/// question the rules asked about the unparsed files gets the same answer, and a run that
/// reuses them reports what a run without a cache reports.
@Suite struct ModuleFindingsTests {
  @Test func encodingRoundTripsAndRejectsDamage() {
    let finding = Diagnostic(
      id: "unreachable-intent", severity: .info, message: "'OpenIntent' is not used", path: "App/Intents.swift",
      range: .empty(at: 3))
    let kept = ModuleFindings(
      findings: [finding],
      questions: [.init(names: ["OpenIntent", "CloseIntent"], found: ["CloseIntent"]), .init(names: ["A"], found: [])])
    let bytes = kept.encoded()
    #expect(ModuleFindings(encoded: bytes) == kept)
    for length in 0..<bytes.count { #expect(ModuleFindings(encoded: Array(bytes[..<length])) == nil) }
    #expect(ModuleFindings(encoded: bytes + [0]) == nil)
    #expect(ModuleFindings(encoded: ModuleFindings(findings: [], questions: []).encoded())?.findings == [])
  }

  @Test func theLogRecordsEachQuestionWithItsAnswer() {
    let log = QuestionLog()
    let mentions = log.recording(UnparsedMentions { names in names.filter { $0.hasPrefix("Open") } })
    #expect(mentions.mentioned([]) == [])
    #expect(mentions.mentioned(["OpenIntent", "CloseIntent"]) == ["OpenIntent"])
    #expect(log.asked == [.init(names: ["OpenIntent", "CloseIntent"], found: ["OpenIntent"])])
  }

  /// A module on disk with an unreachable intent, linted with and without the cache.
  final class Workspace {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("modfind-\(UUID().uuidString)").path
    let cache: RunCache

    init() throws {
      cache = RunCache(root: root + "/cache", stamp: "test")
      try write(SelectionMemoTests.module)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ files: [String: String]) throws {
      for (path, text) in files {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
    }

    func lint(cached: Bool = true, rules: Set<RuleID>? = nil) -> CachedLint.Outcome {
      let request = CachedLint.Request(
        paths: SelectionMemoTests.paths.map { root + "/" + $0 }, moduleName: "App",
        configuration: BuildConfiguration(), options: LintOptions(), enabledRules: rules, settingsKey: "default",
        jobs: 2)
      return CachedLint.run(request, cache: cached ? cache : nil) { $0 }
    }
  }

  @Test func anEditThatAnswersTheSameReusesTheFindings() throws {
    let workspace = try Workspace()
    let cold = workspace.lint()
    #expect(!cold.cacheHit)
    #expect(cold.diagnostics.contains { $0.id == RuleID.unreachableIntent.diagnosticID })
    // A body edit in an unparsed file that does not mention the intent: the same answer.
    try workspace.write(["App/View.swift": "struct ContentView {\n  func body() { print(5) }\n}\n"])
    let reused = workspace.lint()
    #expect(reused.cacheHit)
    #expect(reused.diagnostics == workspace.lint(cached: false).diagnostics)
    #expect(reused.files.map(\.path) == Array(Set(reused.diagnostics.map(\.path))).sorted())
    // Now it mentions the intent: another answer, the module is linted again.
    try workspace.write(["App/View.swift": "struct ContentView {\n  func body() { _ = OpenIntent() }\n}\n"])
    let relinted = workspace.lint()
    #expect(!relinted.cacheHit)
    #expect(relinted.diagnostics == workspace.lint(cached: false).diagnostics)
    #expect(!relinted.diagnostics.contains { $0.id == RuleID.unreachableIntent.diagnosticID })
    // Back to not mentioning it: the findings kept are those of the other answer, so linted
    // again; after one more edit that answers the same, reused.
    try workspace.write(["App/View.swift": "struct ContentView {\n  func body() { print(6) }\n}\n"])
    let back = workspace.lint()
    #expect(!back.cacheHit)
    #expect(back.diagnostics == cold.diagnostics)
    try workspace.write(["App/View.swift": "struct ContentView {\n  func body() { print(7) }\n}\n"])
    let again = workspace.lint()
    #expect(again.cacheHit)
    #expect(again.diagnostics == workspace.lint(cached: false).diagnostics)
    #expect(again.diagnostics == cold.diagnostics)
  }

  @Test func parsedFilesAndSettingsAreInTheKey() throws {
    let workspace = try Workspace()
    _ = workspace.lint()
    // A parsed file changes: linted again, whatever the unparsed files answer.
    try workspace.write(["App/Helper.swift": "struct Helper {\n  func run() { print(7) }\n}\n"])
    let parsedEdit = workspace.lint()
    #expect(!parsedEdit.cacheHit)
    #expect(parsedEdit.diagnostics == workspace.lint(cached: false).diagnostics)
    // Other rules: another key, so the findings kept for all rules are not used for them.
    try workspace.write(["App/View.swift": "struct ContentView {\n  func body() { print(8) }\n}\n"])
    let fewer = workspace.lint(rules: [.tooManyAppShortcuts])
    #expect(!fewer.cacheHit)
    #expect(fewer.diagnostics == workspace.lint(cached: false, rules: [.tooManyAppShortcuts]).diagnostics)
    #expect(!fewer.diagnostics.contains { $0.id == RuleID.unreachableIntent.diagnosticID })
  }
}
