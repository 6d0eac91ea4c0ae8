import Foundation
import TestSupport
import Testing

@testable import CLI

/// `--use-script-input-files`: the sources Xcode declares for a Run Script phase, read from a
/// simulated Xcode environment (`SCRIPT_INPUT_FILE_*`, `SCRIPT_INPUT_FILE_LIST_*`), never from
/// this test process's own variables.
@Suite struct ScriptInputFilesTests {
  static let triggers = FixturePaths.url("Rules/phrase-missing-application-name/triggers/CoffeeShortcuts.swift").path
  static let passes = FixturePaths.url("Rules/phrase-missing-application-name/passes/CoffeeShortcuts.swift").path

  static func run(_ arguments: [String], _ variables: [String: String]) -> (ExitCode, String, String) {
    let capture = CapturedConsole()
    let code = CommandLineTool.run(arguments, console: capture.console, environment: ProcessEnvironment(variables))
    return (code, capture.standardOutput, capture.standardError)
  }

  @Test func inputFilesAndListsAreReadInDeclaredOrderWithoutRepeats() {
    let lists = [
      "/derived/App.xcfilelist": "# sources\n/src/A.swift\n\n  /src/B.swift  \r\n/src/Info.plist\n/src/A.swift\n",
      "/derived/More.xcfilelist": "/src/C.swift",
    ]
    let environment = ProcessEnvironment([
      "SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": "/src/Z.swift",
      "SCRIPT_INPUT_FILE_1": "/src/.appintents.json",
      "SCRIPT_INPUT_FILE_LIST_COUNT": "2", "SCRIPT_INPUT_FILE_LIST_0": "/derived/App.xcfilelist",
      "SCRIPT_INPUT_FILE_LIST_1": "/derived/More.xcfilelist",
    ])
    let result = ScriptInputFiles.paths(in: environment) { lists[$0] }
    #expect(result == .success(["/src/Z.swift", "/src/A.swift", "/src/B.swift", "/src/C.swift"]))
  }

  @Test func buildSettingsInHandWrittenListsAreExpanded() {
    let environment = ProcessEnvironment(["SRCROOT": "/work/App", "TARGET_NAME": "Coffee"])
    #expect(ScriptInputFiles.expand("$(SRCROOT)/${TARGET_NAME}/A.swift", environment) == "/work/App/Coffee/A.swift")
    #expect(ScriptInputFiles.expand("$(UNSET)/A.swift", environment) == "$(UNSET)/A.swift")
    #expect(ScriptInputFiles.expand("cost$5 $(SRCROOT", environment) == "cost$5 $(SRCROOT")
    #expect(ScriptInputFiles.expand("$(not a name)$", environment) == "$(not a name)$")
    let lists = ["/derived/list": "$(SRCROOT)/Intents/A.swift\n"]
    let variables = ProcessEnvironment([
      "SRCROOT": "/work/App", "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": "/derived/list",
    ])
    #expect(ScriptInputFiles.paths(in: variables) { lists[$0] } == .success(["/work/App/Intents/A.swift"]))
  }

  @Test(arguments: [
    ([:], ScriptInputFiles.Failure.notInScriptPhase),
    (["SCRIPT_INPUT_FILE_COUNT": "two"], .invalidCount(variable: "SCRIPT_INPUT_FILE_COUNT", value: "two")),
    (["SCRIPT_INPUT_FILE_LIST_COUNT": "-1"], .invalidCount(variable: "SCRIPT_INPUT_FILE_LIST_COUNT", value: "-1")),
    (["SCRIPT_INPUT_FILE_COUNT": "1"], .missingVariable("SCRIPT_INPUT_FILE_0")),
    (["SCRIPT_INPUT_FILE_LIST_COUNT": "1"], .missingVariable("SCRIPT_INPUT_FILE_LIST_0")),
    (
      ["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": "/missing.xcfilelist"],
      .unreadableList(path: "/missing.xcfilelist")
    ),
  ])
  func badVariablesAreNamed(_ variables: [String: String], _ expected: ScriptInputFiles.Failure) {
    #expect(ScriptInputFiles.paths(in: ProcessEnvironment(variables)) { _ in nil } == .failure(expected))
  }

  @Test func lintChecksTheDeclaredFilesAndUsesXcodesModuleName() throws {
    let directory = try Scratch.directory("xcode-lists")
    defer { try? FileManager.default.removeItem(at: directory) }
    let list = directory.appendingPathComponent("AppIntents.xcfilelist")
    try Data("\(Self.triggers)\n".utf8).write(to: list)
    let (code, output, errors) = Self.run(
      ["lint", "--use-script-input-files", "--reporter", "json"],
      [
        "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": list.path, "SCRIPT_INPUT_FILE_COUNT": "0",
        "PRODUCT_MODULE_NAME": "Coffee",
      ])
    #expect(code == .findings, "\(errors)")
    #expect(output.components(separatedBy: "\"ruleId\" : \"phrase-missing-application-name\"").count == 3)
    // The default reporter is Xcode's format, which puts the findings in the issue navigator.
    let (_, xcode, _) = Self.run(
      ["lint", "--use-script-input-files"], ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": Self.triggers])
    #expect(xcode.contains("CoffeeShortcuts.swift:13:9: error: Invalid Utterance."))
    let (clean, _, _) = Self.run(
      ["lint", "--use-script-input-files"], ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": Self.passes])
    #expect(clean == .success)
  }

  @Test func lintOutsideAScriptPhaseIsAUsageErrorAndAnEmptyDeclarationIsClean() {
    let (code, _, errors) = Self.run(["lint", "--use-script-input-files"], [:])
    #expect(code == .usage)
    #expect(errors.contains("neither SCRIPT_INPUT_FILE_COUNT nor SCRIPT_INPUT_FILE_LIST_COUNT is set"))
    let missingList = Self.run(
      ["lint", "--use-script-input-files"], ["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": "/nope"])
    #expect(missingList.0 == .ioError && missingList.2.contains("cannot read input file list '/nope'"))
    #expect(Self.run(["lint", "--use-script-input-files"], ["SCRIPT_INPUT_FILE_COUNT": "0"]) == (.success, "", ""))
  }

  @Test func extractWritesTheBundleOfTheDeclaredFilesUnderXcodesModuleName() throws {
    let directory = try Scratch.directory("xcode-extract")
    defer { try? FileManager.default.removeItem(at: directory) }
    let sources = FixturePaths.files(in: "SampleApp/Bookshelf")
    let list = directory.appendingPathComponent("Bookshelf.xcfilelist")
    try Data(sources.map { $0.path + "\n" }.joined().utf8).write(to: list)
    let output = directory.appendingPathComponent("derived")
    let variables = [
      "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": list.path, "PRODUCT_MODULE_NAME": "Bookshelf",
    ]
    let (code, summary, errors) = Self.run(
      ["extract", "--use-script-input-files", "--output", output.path, "--no-lint"], variables)
    #expect(code == .success, "\(errors)")
    #expect(summary.hasPrefix("Bookshelf: 5 intents, 1 entity"))
    let written = try Data(contentsOf: output.appendingPathComponent("Metadata.appintents/extract.actionsdata"))
    let expected = try Data(contentsOf: FixturePaths.url("SampleApp/bundle/extract.actionsdata"))
    #expect(written == expected)
    let (usage, _, message) = Self.run(["extract", "--output", output.path], variables)
    #expect(usage == .usage && message.contains("missing argument PATHS"))
  }

  @Test func theBuiltToolReadsTheVariablesXcodeSets() throws {
    let outcome = BuiltTool.run(
      ["lint", "--use-script-input-files"],
      environment: ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": Self.triggers])
    #expect(outcome.status == 1, "\(outcome.combined)")
    #expect(outcome.standardOutput.contains("error: Invalid Utterance."))
  }
}
