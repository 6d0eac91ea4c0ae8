import Foundation
import TestSupport
import Testing

@testable import CLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `appintents extract`: what it writes, what it prints, and its exit codes.
@Suite struct ExtractCommandTests {
  static let sampleApp = FixturePaths.url("SampleApp/Bookshelf").path

  /// A fresh temporary folder, removed by `body`'s caller.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-extract-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func run(_ arguments: [String]) -> (ExitCode, CapturedConsole) {
    let capture = CapturedConsole()
    return (CommandLineTool.run(["extract"] + arguments, console: capture.console), capture)
  }

  /// Every entry of the bundle folder, hidden ones included, with its bytes.
  static func bundleContents(_ output: URL) throws -> [String: Data] {
    let folder = output.appendingPathComponent("Metadata.appintents")
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return result
  }

  @Test func sampleAppWritesTheGoldenBundle() throws {
    let output = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let (code, capture) = Self.run([Self.sampleApp, "--output", output.path])
    #expect(code == .success, "stderr: \(capture.standardError)")
    let golden = FixturePaths.url("SampleApp/bundle")
    #expect(
      try Self.bundleContents(output) == [
        "extract.actionsdata": try Data(contentsOf: golden.appendingPathComponent("extract.actionsdata")),
        "version.json": try Data(contentsOf: golden.appendingPathComponent("version.json")),
      ])
    #expect(
      capture.standardOutput
        == "Bookshelf: 5 intents, 1 entity, 1 query, 2 enums, 4 shortcuts, 7 phrases, 0 errors, 1 warning; "
        + "wrote \(output.path)/Metadata.appintents\n")
    #expect(capture.standardError.contains("warning: 'shortcutTileColor' of 'BookshelfShortcuts'"))
  }

  @Test func prettyAndOptions() throws {
    let output = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let (code, _) = Self.run([
      Self.sampleApp, "-o", output.path, "--pretty", "--xcode-version", "27A266a", "--module-name", "Shelf",
      "--platform", "macOS", "--deployment-target", "15.0", "--bundle-identifier", "com.example.shelf", "-D", "DEBUG",
    ])
    #expect(code == .success)
    let contents = try Self.bundleContents(output)
    let metadata = String(decoding: contents["extract.actionsdata"] ?? Data(), as: UTF8.self)
    #expect(metadata.hasPrefix("{\n  \"actions\": {\n"))
    #expect(metadata.contains(#""fullyQualifiedTypeName": "Shelf.AddBookIntent""#))
    #expect(metadata.contains(#""entitySyncMetadata": {"#))
    #expect(
      String(decoding: contents["version.json"] ?? Data(), as: UTF8.self)
        == "{\n  \"toolsVersion\": \"27A266a\",\n  \"version\": \"3.0\"\n}\n")
  }

  /// A module with a halting error: Apple's summary line, exit 1, and the previous bundle (from the
  /// sample app) stays byte-identical with no temporary file left.
  @Test func errorsWithholdTheBundleAndKeepThePreviousOne() throws {
    let output = try Self.temporaryFolder()
    let sources = try Self.temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: sources)
    }
    try Data(
      """
      import AppIntents
      func makeTitle() -> LocalizedStringResource { "X" }
      struct Broken: AppIntent { static let title = makeTitle() }
      """.utf8
    ).write(to: sources.appendingPathComponent("Broken.swift"))
    #expect(Self.run([Self.sampleApp, "--output", output.path]).0 == .success)
    let before = try Self.bundleContents(output)
    let (code, capture) = Self.run([sources.path, "--output", output.path])
    #expect(code == .findings)
    #expect(capture.standardError.contains("Broken.swift:3:47: error: 'LocalizedStringResource' must be initialized"))
    #expect(
      capture.standardError.contains(
        "appintents: error: At least one halting error produced during export. No AppIntents metadata have been "
          + "exported and this target is not usable with AppIntents until errors are resolved.\n"))
    #expect(
      capture.standardOutput.hasSuffix(
        "1 intent, 0 entities, 0 queries, 0 enums, 0 shortcuts, 0 phrases, 1 error, 0 warnings; nothing written\n"))
    #expect(try Self.bundleContents(output) == before)

    let (forced, forcedCapture) = Self.run([sources.path, "--output", output.path, "--force-metadata-output"])
    #expect(forced == .findings)
    #expect(!forcedCapture.standardError.contains("halting error"))
    #expect(forcedCapture.standardOutput.contains("despite errors"))
    #expect(try Self.bundleContents(output).keys.sorted() == ["extract.actionsdata", "version.json"])
    #expect(try Self.bundleContents(output) != before)
  }

  /// A module without App Intents types writes nothing, as Xcode does, and succeeds.
  @Test func moduleWithoutAppIntentsWritesNothing() throws {
    let output = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let (code, capture) = Self.run([FixturePaths.url("SampleApp/Bookshelf/Model").path, "--output", output.path])
    #expect(code == .success)
    #expect(
      capture.standardError == "appintents: note: Extracted no relevant App Intents symbols, skipping writing output\n")
    #expect(capture.standardOutput.hasPrefix("Model: 0 intents, 0 entities"))
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Metadata.appintents").path))
  }

  @Test func unwritableOutputIsAnIOError() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent("file")
    try Data().write(to: blocker)
    let (code, capture) = Self.run([Self.sampleApp, "--output", blocker.appendingPathComponent("out").path])
    #expect(code == .ioError)
    #expect(capture.standardError.contains("appintents: error: cannot write '\(blocker.path)': Not a directory\n"))
    #expect(capture.standardOutput.hasSuffix("; nothing written\n"))
  }

  /// A read-only output folder gives exit 3 and `cannot write '<path>': Permission denied`.
  /// Root ignores permissions, so this is skipped (with a printed line) when running as root.
  @Test func readOnlyOutputIsAnIOError() throws {
    guard geteuid() != 0 else {
      print("ExtractCommandTests.readOnlyOutputIsAnIOError: skipped, running as root (permissions are not enforced)")
      return
    }
    let root = try Self.temporaryFolder()
    defer {
      chmod(root.path, 0o755)
      try? FileManager.default.removeItem(at: root)
    }
    chmod(root.path, 0o555)
    let (code, capture) = Self.run([Self.sampleApp, "--output", root.path])
    #expect(code == .ioError)
    #expect(
      capture.standardError.contains(
        "appintents: error: cannot write '\(root.path)/Metadata.appintents': Permission denied"))
  }

  struct UsageCase: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(arguments: [sampleApp], message: "missing option '--output DIR'"),
    UsageCase(arguments: ["--output", "/tmp/x"], message: "missing argument PATHS"),
    UsageCase(arguments: [sampleApp, "--output"], message: "option '--output' needs a value"),
    UsageCase(arguments: [sampleApp, "-o", "/tmp/x", "--platform", "linux"], message: "unknown platform 'linux'"),
    UsageCase(
      arguments: [sampleApp, "-o", "/tmp/x", "--xcode-version", "26.0"], message: "invalid Xcode build '26.0'"),
    UsageCase(
      arguments: [sampleApp, "-o", "/tmp/x", "--deployment-target", "eighteen"],
      message: "invalid deployment target 'eighteen'"),
    UsageCase(arguments: [sampleApp, "-o", "/tmp/x", "--frobnicate"], message: "unknown option '--frobnicate'"),
  ]

  @Test(arguments: usageCases)
  func usageErrors(_ testCase: UsageCase) {
    let (code, capture) = Self.run(testCase.arguments)
    #expect(code == .usage)
    #expect(capture.standardError.contains("appintents: error: \(testCase.message)"), "\(capture.standardError)")
    #expect(capture.standardError.contains("usage: appintents extract"))
  }

  @Test func missingInputIsAnIOError() throws {
    let (code, capture) = Self.run(["/nonexistent/Sources", "--output", "/tmp/unused"])
    #expect(code == .ioError)
    #expect(capture.standardError.contains("cannot read '/nonexistent/Sources': No such file or directory"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/unused/Metadata.appintents"))
  }

  @Test func helpListsEveryOption() {
    let (code, capture) = Self.run(["--help"])
    #expect(code == .success)
    for option in [
      "--output DIR", "--module-name", "--bundle-identifier", "--platform", "--deployment-target", "--xcode-version",
      "--force-metadata-output", "--pretty", "-D, --define NAME",
    ] {
      #expect(capture.standardOutput.contains(option), "missing \(option)")
    }
  }
}

/// `extract` runs the lint rules and suppression comments: a rule error withholds the bundle as
/// Xcode's failed build would, `--no-lint` skips the rules, and the configuration file's
/// severities apply.
@Suite struct ExtractLintTests {
  static let triggers = FixturePaths.url("Rules/phrase-missing-application-name/triggers").path

  @Test func ruleErrorsWithholdTheBundle() throws {
    let output = try ExtractCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let (code, capture) = ExtractCommandTests.run([Self.triggers, "--output", output.path])
    #expect(code == .findings)
    #expect(capture.standardError.contains("[phrase-missing-application-name]"))
    #expect(capture.standardOutput.hasSuffix("nothing written\n"))
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Metadata.appintents").path))
  }

  @Test func noLintSkipsTheRules() throws {
    let output = try ExtractCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let (_, capture) = ExtractCommandTests.run([Self.triggers, "--output", output.path, "--no-lint"])
    #expect(!capture.standardError.contains("[phrase-missing-application-name]"))
  }

  @Test func configurationSeveritiesApply() throws {
    let output = try ExtractCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let config = output.appendingPathComponent("config.json")
    try Data(#"{"rules": {"phrase-missing-application-name": "off"}}"#.utf8).write(to: config)
    let (_, capture) = ExtractCommandTests.run([
      Self.triggers, "--output", output.path, "--config", config.path,
    ])
    #expect(!capture.standardError.contains("[phrase-missing-application-name]"))
    let (badCode, _) = ExtractCommandTests.run([
      Self.triggers, "--output", output.path, "--config", "/nonexistent.json",
    ])
    #expect(badCode == .ioError)
  }
}
