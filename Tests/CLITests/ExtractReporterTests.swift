import Foundation
import TestSupport
import Testing

@testable import CLI

/// `extract --reporter`, `--relative-paths`, `--quiet` and `--strict`: the same reporters as
/// `lint`; the default `xcode` report on standard error with absolute paths, any other on
/// standard output with the summary line moved to standard error.
@Suite struct ExtractReporterTests {
  static let triggers = FixturePaths.url("Rules/phrase-missing-application-name/triggers")

  static func extract(_ arguments: [String]) throws -> (ExitCode, CapturedConsole) {
    let output = try ExtractCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    return ExtractCommandTests.run(arguments + ["--output", output.path])
  }

  @Test func xcodeReportIsOnStandardErrorWithAbsolutePaths() throws {
    let (code, capture) = try Self.extract([Self.triggers.path])
    #expect(code == .findings)
    let line = try #require(capture.standardError.split(separator: "\n").first { $0.hasSuffix("]") })
    #expect(line.hasPrefix(Self.triggers.standardizedFileURL.path + "/CoffeeShortcuts.swift:13:9: error: "))
    #expect(capture.standardOutput.hasSuffix("nothing written\n"))
  }

  @Test func relativePathsAreRelativeToTheWorkingDirectory() throws {
    let (_, capture) = try Self.extract([Self.triggers.path, "--relative-paths"])
    let line = try #require(capture.standardError.split(separator: "\n").first { $0.hasSuffix("]") })
    #expect(!line.hasPrefix("/"), "\(line)")
    #expect(line.contains("CoffeeShortcuts.swift:13:9: error: "))
  }

  @Test(arguments: ["json", "sarif", "codeclimate"])
  func documentReportersWriteParseableJSONToStandardOutput(_ reporter: String) throws {
    let (code, capture) = try Self.extract([Self.triggers.path, "--reporter", reporter])
    #expect(code == .findings)
    let document = try JSONSerialization.jsonObject(with: Data(capture.standardOutput.utf8))
    #expect(document is [String: Any] || document is [Any])
    #expect(capture.standardOutput.contains("phrase-missing-application-name"))
    #expect(capture.standardError.contains("; nothing written\n"))
    #expect(capture.standardError.contains("At least one halting error produced during export."))
    #expect(!capture.standardError.contains("[phrase-missing-application-name]"))
  }

  @Test func githubActionsCommandsAreOnStandardOutput() throws {
    let (_, capture) = try Self.extract([Self.triggers.path, "--reporter", "github-actions", "--relative-paths"])
    #expect(capture.standardOutput.hasPrefix("::error file="))
    #expect(capture.standardOutput.contains("title=phrase-missing-application-name::"))
  }

  @Test func quietHidesWarningsButTheSummaryCountsThem() throws {
    let sample = FixturePaths.url("SampleApp/Bookshelf").path
    let (loudCode, loud) = try Self.extract([sample])
    #expect(loudCode == .success)
    #expect(loud.standardError.contains(": warning: "))
    let (quietCode, quiet) = try Self.extract([sample, "--quiet"])
    #expect(quietCode == .success)
    #expect(!quiet.standardError.contains(": warning: "))
    #expect(quiet.standardOutput.contains("0 errors, 1 warning; wrote "))
  }

  @Test func strictMakesWarningsHaltTheExport() throws {
    let sample = FixturePaths.url("SampleApp/Bookshelf").path
    let (code, capture) = try Self.extract([sample, "--strict"])
    #expect(code == .findings)
    #expect(capture.standardError.contains(": error: "))
    #expect(capture.standardOutput.contains("1 error, 0 warnings; nothing written"))
  }

  @Test func unknownReporterIsAUsageError() throws {
    let (code, capture) = try Self.extract([Self.triggers.path, "--reporter", "yaml"])
    #expect(code == .usage)
    #expect(capture.standardError.contains("unknown reporter 'yaml'"))
    let (noLintCode, _) = try Self.extract([Self.triggers.path, "--reporter", "yaml", "--no-lint"])
    #expect(noLintCode == .usage)
  }
}
