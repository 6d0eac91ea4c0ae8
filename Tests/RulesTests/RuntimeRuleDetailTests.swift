import Diagnostics
import Driver
import Model
import Rules
import Source
import Syntax
import Testing

/// What the fixtures cannot show: when `dependency-not-registered` stays silent, the fix-its and
/// notes the rules attach, and the edges of the `perform()` walk.
@Suite struct RuntimeRuleDetailTests {
  /// The diagnostics of `rule` in a module of `files` (name, text).
  static func findings(_ rule: RuleID, _ files: [(String, String)]) -> [(Diagnostic, SourceFile)] {
    let parsed = files.map { name, text in LargeStack.run { ParsedFile(SourceFile(path: name, text: text)) } }
    let result = LintPipeline.run(
      LintPipeline.Request(
        files: parsed, moduleName: "Fixture", configuration: BuildConfiguration(), options: LintOptions(),
        enabledRules: [rule]))
    return result.diagnostics.filter { $0.id == rule.diagnosticID }.compactMap { diagnostic in
      parsed.first { $0.file.path == diagnostic.path }.map { (diagnostic, $0.file) }
    }
  }

  /// The triggering fixture of `dependency-not-registered` plus one more file.
  static func dependencyFixture(plus extra: String) throws -> [(String, String)] {
    let fixture = try #require(try RuleFixture.load(.dependencyNotRegistered, "triggers"))
    return fixture.files.map { ($0.name, $0.text) } + [("Extra.swift", extra)]
  }

  @Test func registrationOfAnUnknownTypeSilencesTheDependencyRule() throws {
    let files = try Self.dependencyFixture(
      plus: """
        import AppIntents
        enum Services {
          static func register() {
            AppDependencyManager.shared.add(dependency: Services.makeCalendar())
          }
        }
        """)
    #expect(Self.findings(.dependencyNotRegistered, files).isEmpty)
  }

  @Test func unrelatedAddCallsDoNotSilenceTheDependencyRule() throws {
    let files = try Self.dependencyFixture(
      plus: """
        final class JobQueue {
          func add(_ job: @escaping () -> Void) {}
          func schedule() { add { makeJob() } }
        }
        """)
    let fixture = try #require(try RuleFixture.load(.dependencyNotRegistered, "triggers"))
    #expect(Self.findings(.dependencyNotRegistered, files).count == fixture.expectations.count)
  }

  @Test func registrationThroughAnAnnotatedLocalCountsWithItsType() {
    let findings = Self.findings(
      .dependencyNotRegistered,
      [
        (
          "App.swift",
          """
          import AppIntents
          struct ReadIntent: AppIntent {
            static let title: LocalizedStringResource = "Read"
            @Dependency var reader: any Reading
            @Dependency var missing: Missing
            func perform() async throws -> some IntentResult { .result() }
          }
          func setUp() {
            let reader: any Reading = LiveReader()
            AppDependencyManager.shared.add(dependency: reader)
          }
          """
        )
      ])
    #expect(findings.map { $0.0.message.hasPrefix("'@Dependency var missing: Missing'") } == [true])
  }

  @Test func staticVarFixItReplacesTheKeyword() throws {
    let source = """
      struct OrderIntent: AppIntent {
        static var title: LocalizedStringResource = "Order"
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    let (diagnostic, file) = try #require(Self.findings(.staticVarTitle, [("Order.swift", source)]).first)
    let fixIt = try #require(diagnostic.fixIts.first)
    #expect(file.text(in: fixIt.range) == "var")
    #expect(fixIt.replacement == "let")
  }

  @Test func conflictNotePointsAtTheSupportedModesValue() throws {
    let source = """
      struct PlayIntent: AppIntent {
        static let title: LocalizedStringResource = "Play"
        static let openAppWhenRun: Bool = true
        static let supportedModes: IntentModes = .background
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    let (diagnostic, file) = try #require(
      Self.findings(.openAppWhenRunConflictsWithSupportedModes, [("Play.swift", source)]).first)
    #expect(file.text(in: diagnostic.range) == "true")
    #expect(diagnostic.notes.map { file.text(in: $0.range) } == [".background"])
  }

  @Test func returnsInsideClosuresAndInactiveClausesAreNotPerformsOwn() {
    let source = """
      struct CountIntent: AppIntent {
        static let title: LocalizedStringResource = "Count"
        func perform() async throws -> some IntentResult & ProvidesDialog {
          let partial = [1, 2].map { _ -> some IntentResult in return .result() }
          #if DEBUG
          return .result()
          #else
          if partial.isEmpty { return .result(dialog: "None.") }
          #endif
          return .result(dialog: "\\(partial.count) counted.")
        }
      }
      """
    #expect(Self.findings(.resultMissingDialogOrValue, [("Count.swift", source)]).isEmpty)
  }

  @Test func javaScriptHandOffThroughSelfMethodIsFound() throws {
    let source = """
      struct SaveIntent: AppIntent {
        static let title: LocalizedStringResource = "Save"
        func perform() async throws -> some IntentResult & ProvidesDialog {
          await self.forward()
          return .result(dialog: "Saved.")
        }
        func forward() async {
          await AppIntentDispatcher.shared.dispatch(name: "save")
        }
      }
      """
    let (diagnostic, file) = try #require(
      Self.findings(.backgroundIntentDispatchesToJavaScript, [("Save.swift", source)]).first)
    #expect(file.text(in: diagnostic.range) == "AppIntentDispatcher.shared.dispatch")
  }
}
