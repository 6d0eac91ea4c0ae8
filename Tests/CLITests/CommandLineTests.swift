import Foundation
import TestSupport
import Testing

@testable import CLI

/// The command line's contract: help, version, usage errors (exit 2) and I/O errors (exit 3).
@Suite struct CommandLineTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let exitCode: ExitCode
    let stdoutContains: String
    let stderrContains: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let sample = FixturePaths.url("Lexer/ok/OrderFoodIntent.swift").path

  static let cases: [Case] = [
    Case(arguments: ["--help"], exitCode: .success, stdoutContains: "dump tokens", stderrContains: ""),
    Case(arguments: ["-h"], exitCode: .success, stdoutContains: "EXIT CODES", stderrContains: ""),
    Case(
      arguments: ["--version"], exitCode: .success, stdoutContains: "appintents \(ToolVersion.current)",
      stderrContains: ""),
    Case(arguments: [], exitCode: .usage, stdoutContains: "", stderrContains: "missing command"),
    Case(
      arguments: ["frobnicate"], exitCode: .usage, stdoutContains: "", stderrContains: "unknown command 'frobnicate'"),
    Case(
      arguments: ["--frobnicate"], exitCode: .usage, stdoutContains: "", stderrContains: "unknown option '--frobnicate'"
    ),
    Case(arguments: ["dump", "tokens"], exitCode: .usage, stdoutContains: "", stderrContains: "missing argument FILE"),
    Case(
      arguments: ["dump", "tokens", "--bogus", sample], exitCode: .usage, stdoutContains: "",
      stderrContains: "unknown option '--bogus'"),
    Case(
      arguments: ["dump", "tokens", sample, "extra"], exitCode: .usage, stdoutContains: "",
      stderrContains: "unexpected argument 'extra'"),
    Case(
      arguments: ["dump", "tokens", "--help"], exitCode: .success, stdoutContains: "USAGE: appintents dump tokens",
      stderrContains: ""),
    Case(
      arguments: ["dump", "tokens", "/nonexistent/File.swift"], exitCode: .ioError, stdoutContains: "",
      stderrContains: "cannot read '/nonexistent/File.swift': No such file or directory"),
    Case(
      arguments: ["dump", "tokens", FixturePaths.fixtures.path], exitCode: .ioError, stdoutContains: "",
      stderrContains: "is a directory"),
    Case(
      arguments: ["dump", "tokens", sample], exitCode: .success, stdoutContains: "\"kind\": \"keyword\"",
      stderrContains: ""),
    Case(
      arguments: ["dump", "tokens", FixturePaths.url("Lexer/err/UnterminatedString.swift").path], exitCode: .findings,
      stdoutContains: "\"tokens\"", stderrContains: "UnterminatedString.swift:2:47: error: unterminated string literal"),
  ]

  @Test(arguments: cases)
  func commandLine(_ testCase: Case) {
    let capture = CapturedConsole()
    let code = CommandLineTool.run(testCase.arguments, console: capture.console)
    #expect(code == testCase.exitCode, "stderr: \(capture.standardError)")
    if !testCase.stdoutContains.isEmpty { #expect(capture.standardOutput.contains(testCase.stdoutContains)) }
    if testCase.stderrContains.isEmpty {
      #expect(capture.standardError.isEmpty)
    } else {
      #expect(capture.standardError.contains(testCase.stderrContains), "stderr: \(capture.standardError)")
    }
    if testCase.exitCode == .usage {
      #expect(capture.standardError.contains("usage") || capture.standardError.contains("--help"))
    }
  }

  @Test func utf16FileIsAnIOErrorWithAClearMessage() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Wide.swift")
    try Data([0xFF, 0xFE] + Array("let a = 1".utf8).flatMap { [$0, 0] }).write(to: file)
    let capture = CapturedConsole()
    let code = CommandLineTool.run(["dump", "tokens", file.path], console: capture.console)
    #expect(code == .ioError)
    #expect(capture.standardError.contains("file is not UTF-8 (found a UTF-16 byte-order mark)"))
  }

  @Test func tokenDumpCoversEveryByte() throws {
    let capture = CapturedConsole()
    #expect(CommandLineTool.run(["dump", "tokens", Self.sample], console: capture.console) == .success)
    struct Dump: Decodable {
      struct Entry: Decodable {
        let kind: String
        let offset: Int
        let length: Int
      }
      let file: String
      let tokens: [Entry]
    }
    let dump = try JSONDecoder().decode(Dump.self, from: Data(capture.standardOutput.utf8))
    let size = try Data(contentsOf: URL(fileURLWithPath: Self.sample)).count
    var offset = 0
    for entry in dump.tokens {
      #expect(entry.offset == offset)
      offset += entry.length
    }
    #expect(offset == size)
    #expect(dump.file == Self.sample)
  }
}
