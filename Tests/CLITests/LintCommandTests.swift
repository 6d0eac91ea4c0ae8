import Foundation
import TestSupport
import Testing

@testable import CLI

/// `appintents lint` end to end, in-process: exit codes, configuration errors with positions,
/// severities from the configuration, baselines that survive edits, reporters, `--quiet`.
@Suite struct LintCommandTests {
  static let triggers = FixturePaths.url("Rules/too-many-app-shortcuts/triggers").path
  static let passes = FixturePaths.url("Rules/too-many-app-shortcuts/passes").path

  static func run(_ arguments: [String]) -> (ExitCode, String, String) {
    let capture = CapturedConsole()
    let code = CommandLineTool.run(arguments, console: capture.console)
    return (code, capture.standardOutput, capture.standardError)
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func findingsGiveExitOneAndCleanCodeExitZero() {
    let (code, output, _) = Self.run(["lint", Self.triggers])
    #expect(code == .findings)
    #expect(output.contains("error: Found 11 App Shortcuts, but each app may have at most 10 [too-many-app-shortcuts]"))
    #expect(Self.run(["lint", Self.passes]).0 == .success)
  }

  @Test func configurationErrorsNameTheKeyAndItsPosition() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let config = directory.appendingPathComponent("bad.json")
    try Data("{\n  \"rulez\": {}\n}\n".utf8).write(to: config)
    let (code, _, errors) = Self.run(["lint", "--config", config.path, Self.passes])
    #expect(code == .usage)
    #expect(errors.contains("bad.json:2:3: error: unknown key 'rulez' (did you mean 'rules'?)"))
    try Data("{\n  \"strict\": \"yes\"\n}\n".utf8).write(to: config)
    #expect(Self.run(["lint", "--config", config.path, Self.passes]).0 == .usage)
    try Data("{ not json".utf8).write(to: config)
    #expect(Self.run(["lint", "--config", config.path, Self.passes]).0 == .usage)
    #expect(
      Self.run(["lint", "--config", directory.appendingPathComponent("missing.json").path, Self.passes]).0 == .ioError)
  }

  @Test func configuredSeverityAndDisabledRulesApply() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let config = directory.appendingPathComponent("config.json")
    try Data(#"{"rules": {"too-many-app-shortcuts": "warning"}}"#.utf8).write(to: config)
    let (code, output, _) = Self.run(["lint", "--config", config.path, Self.triggers])
    #expect(code == .success)
    #expect(output.contains("warning: Found 11 App Shortcuts"))
    #expect(Self.run(["lint", "--config", config.path, "--strict", Self.triggers]).0 == .findings)
    #expect(Self.run(["lint", "--config", config.path, "--quiet", Self.triggers]).1.isEmpty)
    try Data(#"{"rules": {"too-many-app-shortcuts": "off"}}"#.utf8).write(to: config)
    #expect(Self.run(["lint", "--config", config.path, Self.triggers]) == (.success, "", ""))
  }

  @Test func baselineHidesKnownFindingsEvenAfterLinesAreInserted() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("ManyShortcuts.swift")
    let original = try String(contentsOf: URL(fileURLWithPath: Self.triggers + "/ManyShortcuts.swift"), encoding: .utf8)
    try Data(original.utf8).write(to: source)
    let baseline = directory.appendingPathComponent("baseline.json")
    #expect(Self.run(["lint", "--write-baseline", baseline.path, directory.path]).0 == .success)
    #expect(Self.run(["lint", "--baseline", baseline.path, directory.path]).0 == .success)
    try Data((String(repeating: "// inserted\n", count: 10) + original).utf8).write(to: source)
    #expect(Self.run(["lint", "--baseline", baseline.path, directory.path]).0 == .success)
    let (_, _, stale) = Self.run(["lint", "--baseline", baseline.path, "--report-stale-baseline", Self.passes])
    #expect(stale.contains("stale baseline entry: too-many-app-shortcuts"))
  }

  @Test func reportersAndUsageErrors() {
    #expect(Self.run(["lint", "--reporter", "sarif", Self.triggers]).1.contains("\"version\" : \"2.1.0\""))
    #expect(Self.run(["lint", "--reporter", "github-actions", Self.triggers]).1.hasPrefix("::error file="))
    let (code, _, errors) = Self.run(["lint", "--reporter", "html", Self.triggers])
    #expect(code == .usage && errors.contains("unknown reporter 'html'"))
    #expect(Self.run(["lint"]).0 == .usage)
    #expect(Self.run(["lint", "/nonexistent/folder"]).0 == .ioError)
    #expect(Self.run(["lint", "--platform", "android", Self.passes]).0 == .usage)
  }

  @Test func rulesCommandListsAndDocumentsRules() {
    let (code, output, _) = Self.run(["rules"])
    #expect(code == .success && output.contains("too-many-app-shortcuts"))
    #expect(Self.run(["rules", "too-many-app-shortcuts"]).1.hasPrefix("# `too-many-app-shortcuts`"))
    #expect(Self.run(["rules", "no-such-rule"]).0 == .usage)
  }
}
