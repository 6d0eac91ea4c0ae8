import Foundation
import TestSupport
import Testing

@testable import CLI

/// The man page and shell completions: generated from the option tables, committed under
/// `docs/`, and checked to equal what the commands print now (`UPDATE_GOLDENS=1` rewrites
/// them). The bash script is also exercised in a real bash, and the page rendered by groff.
@Suite struct ShellIntegrationTests {
  static let docs = FixturePaths.packageRoot.appendingPathComponent("docs")

  static func output(_ arguments: [String]) -> (ExitCode, String) {
    let capture = CapturedConsole()
    let code = CommandLineTool.run(arguments, console: capture.console)
    return (code, capture.standardOutput + capture.standardError)
  }

  @Test(arguments: [
    ("bash", "completions/appintents.bash"), ("zsh", "completions/_appintents"),
    ("fish", "completions/appintents.fish"),
  ])
  func committedCompletionsMatchTheGenerator(_ shell: String, _ file: String) {
    let (code, script) = Self.output(["completions", shell])
    #expect(code == .success)
    Golden.assertMatches(script, golden: Self.docs.appendingPathComponent(file))
  }

  @Test func committedManPageMatchesTheGenerator() {
    let (code, page) = Self.output(["man"])
    #expect(code == .success)
    Golden.assertMatches(page, golden: Self.docs.appendingPathComponent("appintents.1"))
  }

  @Test func everyCommandAndOptionIsInTheGeneratedFiles() {
    let bash = Self.output(["completions", "bash"]).1
    let zsh = Self.output(["completions", "zsh"]).1
    let fish = Self.output(["completions", "fish"]).1
    let man = Self.output(["man"]).1
    for command in CommandLineTool.commands {
      let spec = command.spec
      #expect(bash.contains("\"\(spec.path.joined(separator: " "))\")"), "bash: \(spec.path)")
      #expect(zsh.contains("'\(spec.path.joined(separator: " "))')"), "zsh: \(spec.path)")
      #expect(fish.contains("'__appintents_using \(spec.path.joined(separator: " "))'"), "fish: \(spec.path)")
      for option in spec.options {
        #expect(bash.contains("--\(option.name)"))
        #expect(zsh.contains("--\(option.name)"))
        #expect(fish.contains("-l \(option.name)"))
        #expect(man.contains("\\fB\\-\\-" + option.name.replacingOccurrences(of: "-", with: "\\-") + "\\fR"))
      }
    }
  }

  @Test func unknownShellIsAUsageError() {
    let (code, message) = Self.output(["completions", "powershell"])
    #expect(code == .usage && message.contains("unknown shell 'powershell'; valid shells: bash, fish, zsh"))
  }

  /// Completes `line` (the cursor at its end) with the committed bash script; returns the
  /// candidates, one per line.
  static func bashComplete(_ words: [String], in directory: URL? = nil) -> Subprocess.Outcome {
    let script = docs.appendingPathComponent("completions/appintents.bash").path
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      source '\(script)'
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      _appintents
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    return Subprocess.run(
      URL(fileURLWithPath: "/bin/bash"), ["--norc", "--noprofile", "-c", program], in: directory,
      environment: BuiltTool.environment())
  }

  @Test(arguments: [
    (["appintents", "li"], ["lint"]),
    (["appintents", "dump", "s"], ["syntax"]),
    (["appintents", "lint", "--rep"], ["--report-stale-baseline", "--reporter"]),
    (["appintents", "lint", "--reporter", "s"], ["sarif", "summary"]),
    (["appintents", "extract", "--platform", "vis"], ["visionos"]),
    (["appintents", "completions", "f"], ["fish"]),
    (["appintents", "dump", "tokens", "--"], ["--help"]),
  ])
  func bashCompletesCommandsOptionsAndValues(_ words: [String], _ expected: [String]) throws {
    try #require(FileManager.default.isExecutableFile(atPath: "/bin/bash"))
    let outcome = Self.bashComplete(words)
    #expect(outcome.status == 0, "\(outcome.combined)")
    #expect(outcome.standardOutput.split(separator: "\n").map(String.init).sorted() == expected, "\(outcome.combined)")
  }

  /// Rule ids are completed from what `appintents rules` lists now (the catalogue grows).
  @Test func bashCompletesRuleIDs() throws {
    try #require(FileManager.default.isExecutableFile(atPath: "/bin/bash"))
    let listed = BuiltTool.run(["rules"]).standardOutput.split(separator: "\n").compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    let expected = listed.filter { $0.hasPrefix("too-many") }.sorted()
    #expect(expected.contains("too-many-app-shortcuts"))
    let outcome = Self.bashComplete(["appintents", "rules", "too-many"])
    #expect(outcome.standardOutput.split(separator: "\n").map(String.init).sorted() == expected, "\(outcome.combined)")
  }

  @Test func bashCompletesPathsAndDirectories() throws {
    let directory = try Scratch.directory("completion")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try Data().write(to: directory.appendingPathComponent("Shortcuts.swift"))
    let paths = Self.bashComplete(["appintents", "lint", "S"], in: directory).standardOutput
    #expect(paths.split(separator: "\n").sorted() == ["Shortcuts.swift", "Sources"])
    #expect(Self.bashComplete(["appintents", "extract", "--output", "S"], in: directory).standardOutput == "Sources\n")
  }

  @Test func generatedScriptsAreValidSyntax() throws {
    for (shell, file, flag) in [
      ("bash", "appintents.bash", "-n"), ("zsh", "_appintents", "-n"), ("fish", "appintents.fish", "--no-execute"),
    ] {
      guard let executable = Subprocess.find(shell) else {
        print("skipped: \(shell) syntax check: \(shell) is not installed")
        continue
      }
      let outcome = Subprocess.run(executable, [flag, Self.docs.appendingPathComponent("completions/\(file)").path])
      #expect(outcome.status == 0, "\(shell): \(outcome.combined)")
    }
  }

  @Test func manPageRendersWithoutWarnings() throws {
    guard let groff = Subprocess.find("groff") else {
      print("skipped: man page rendering: groff is not installed")
      return
    }
    let outcome = Subprocess.run(
      groff, ["-man", "-Tutf8", "-P-cbou", "-ww", Self.docs.appendingPathComponent("appintents.1").path],
      environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"])
    #expect(outcome.status == 0)
    #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
    #expect(outcome.standardOutput.contains("EXIT STATUS"))
    #expect(outcome.standardOutput.contains("SCRIPT_INPUT_FILE_LIST_COUNT"))
    #expect(outcome.standardOutput.contains("appintents completions SHELL"))
  }
}
