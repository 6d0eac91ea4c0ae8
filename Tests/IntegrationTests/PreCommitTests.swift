import Foundation
import TestSupport
import Testing

/// The repository's `.pre-commit-hooks.yaml` with the real `pre-commit` from PyPI: the
/// manifest validates, and in a throwaway repository with a bad intent the
/// `appintents-lint-system` hook (the freshly built binary on `PATH`) fails and prints the
/// diagnostic; fixed, it passes.
///
/// Where `pre-commit` is not installed the tests print one `skipped:` line, unless
/// `APPINTENTS_REQUIRE_PRECOMMIT=1` (set by `.ci/run`), which makes that a failure.
@Suite(.serialized) struct PreCommitTests {
  static let root = FixturePaths.packageRoot

  /// How to run pre-commit: its script, or `python3 -m pre_commit` when the module is
  /// installed but its script is not on `PATH`.
  struct Runner {
    let executable: URL
    let prefix: [String]

    func run(_ arguments: [String], in directory: URL, environment: [String: String]) -> Subprocess.Outcome {
      Subprocess.run(executable, prefix + arguments, in: directory, environment: environment, timeout: 300)
    }
  }

  /// pre-commit, or `nil` after reporting why it is missing.
  static func preCommit(_ test: String) -> Runner? {
    if let found = Subprocess.find("pre-commit") { return Runner(executable: found, prefix: []) }
    if let python = Subprocess.find("python3"),
      Subprocess.run(python, ["-c", "import pre_commit"]).status == 0
    {
      return Runner(executable: python, prefix: ["-m", "pre_commit"])
    }
    if ProcessInfo.processInfo.environment["APPINTENTS_REQUIRE_PRECOMMIT"] == "1" {
      Issue.record("pre-commit is not installed but APPINTENTS_REQUIRE_PRECOMMIT=1 (python3 -m pip install pre-commit)")
    } else {
      print("skipped: \(test): pre-commit is not installed (python3 -m pip install pre-commit)")
    }
    return nil
  }

  /// The environment of a pre-commit run: the built tool first on `PATH`, a private cache, a
  /// git identity for the commit `try-repo` makes of uncommitted hook changes.
  static func environment(cache: URL) -> [String: String] {
    BuiltTool.environment([
      "PRE_COMMIT_HOME": cache.path, "GIT_AUTHOR_NAME": "appintents tests",
      "GIT_AUTHOR_EMAIL": "tests@example.com", "GIT_COMMITTER_NAME": "appintents tests",
      "GIT_COMMITTER_EMAIL": "tests@example.com", "PRE_COMMIT_COLOR": "never",
    ])
  }

  @Test func theHooksManifestIsValid() throws {
    guard let preCommit = Self.preCommit("pre-commit validate-manifest") else { return }
    let outcome = preCommit.run(
      ["validate-manifest", ".pre-commit-hooks.yaml"], in: Self.root, environment: BuiltTool.environment())
    #expect(outcome.status == 0, "\(outcome.combined)")
    let manifest = try String(contentsOf: Self.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
    #expect(manifest.contains("- id: appintents-lint\n"))
    #expect(manifest.contains("language: swift\n"))
    #expect(manifest.contains("- id: appintents-lint-system\n"))
    #expect(manifest.contains("language: system\n"))
  }

  @Test func theSystemHookFailsOnABadPhraseAndPassesOnceFixed() throws {
    guard let preCommit = Self.preCommit("pre-commit run") else { return }
    let git = try #require(Subprocess.find("git"), "git is not installed")
    let scratch = try Scratch.directory("pre-commit")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let repository = scratch.appendingPathComponent("app")
    try Scratch.copy(FixturePaths.url("CIRepository"), to: repository)
    let environment = Self.environment(cache: scratch.appendingPathComponent("cache"))
    #expect(Subprocess.run(git, ["init", "--quiet"], in: repository, environment: environment).status == 0)
    let shortcuts = repository.appendingPathComponent("Sources/App/CoffeeShortcuts.swift")
    let good = try String(contentsOf: shortcuts, encoding: .utf8)
    let bad = good.replacingOccurrences(of: "\"Order coffee with \\(.applicationName)\"", with: "\"Order coffee\"")
    try #require(bad != good)
    try Data(bad.utf8).write(to: shortcuts)
    #expect(Subprocess.run(git, ["add", "--all"], in: repository, environment: environment).status == 0)

    let arguments = ["try-repo", Self.root.path, "appintents-lint-system", "--all-files"]
    let failing = preCommit.run(arguments, in: repository, environment: environment)
    #expect(failing.status == 1, "\(failing.combined)")
    #expect(failing.combined.contains("App Intents lint (installed appintents)"), "\(failing.combined)")
    #expect(
      failing.combined.contains(
        "CoffeeShortcuts.swift:9:9: error: Invalid Utterance. Every App Shortcut utterance should have one "
          + "'${applicationName}' in it. [phrase-missing-application-name]"),
      "\(failing.combined)")

    try Data(good.utf8).write(to: shortcuts)
    #expect(Subprocess.run(git, ["add", "--all"], in: repository, environment: environment).status == 0)
    let passing = preCommit.run(arguments, in: repository, environment: environment)
    #expect(passing.status == 0, "\(passing.combined)")
    #expect(passing.combined.contains("Passed"), "\(passing.combined)")
  }
}
