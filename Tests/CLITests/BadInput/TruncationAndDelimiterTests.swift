import CLI
import Foundation
import Syntax
import TestSupport
import Testing

/// Truncated files and unbalanced delimiters, made from a real fixture, through the real
/// executable. Each run must agree exactly with the same command run in-process (exit code,
/// standard output and standard error), so the process adds no failure mode of its own.
@Suite(.enabled(if: AppIntentsExecutable.isAvailable, "appintents is not next to the test bundle; run 'swift build'"))
struct TruncationAndDelimiterTests {
  static let fixture = FixturePaths.url("Parser/ok/AppIntentsShowcase.swift")

  /// Runs `bytes` through the executable and in-process and compares; returns the exit code.
  static func runBoth(_ bytes: [UInt8], name: String, in directory: URL) throws -> ExitCode? {
    let file = "\(name).swift"
    try Data(bytes).write(to: directory.appendingPathComponent(file))
    let outcome = AppIntentsExecutable.run(["dump", "syntax", file], in: directory, timeout: 60)
    let absolute = directory.appendingPathComponent(file).path
    let capture = CapturedConsole()
    let expected = CommandLineTool.run(["dump", "syntax", absolute], console: capture.console)
    ExitContract.expect(outcome, exitCode: expected, path: file, label: name)
    #expect(
      outcome.standardError == capture.standardError.replacingOccurrences(of: absolute, with: file)
        && outcome.standardOutput == capture.standardOutput.replacingOccurrences(of: absolute, with: file),
      "\(name): the executable and the library disagree")
    return ExitCode(rawValue: outcome.status)
  }

  @Test func sampledPrefixesOfARealFixture() throws {
    let bytes = try [UInt8](Data(contentsOf: Self.fixture))
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    var codes: [ExitCode: Int] = [:]
    for length in stride(from: 0, through: bytes.count, by: 61) + [bytes.count] {
      let code = try Self.runBoth(Array(bytes[0..<length]), name: "prefix-\(length)", in: scratch.url)
      if let code { codes[code, default: 0] += 1 }
    }
    #expect(codes[.findings, default: 0] > 0 && codes[.success, default: 0] > 0, "\(codes)")
    #expect(codes.keys.allSatisfy { $0 == .success || $0 == .findings }, "\(codes)")
  }

  @Test func deletedAndDuplicatedDelimiters() throws {
    let bytes = try [UInt8](Data(contentsOf: Self.fixture))
    let delimiters: Set<TokenKind> = [.leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare]
    let tokens = Lexer.tokenize(bytes, includeTrivia: false).tokens.filter { delimiters.contains($0.kind) }
    #expect(tokens.count > 40)
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    for (index, token) in tokens.enumerated() where index % 5 == 0 {
      let start = Int(token.start)
      let deleted = Array(bytes[..<start] + bytes[(start + 1)...])
      let duplicated = Array(bytes[...start] + bytes[start...])
      for (what, mutant) in [("deleted", deleted), ("duplicated", duplicated)] {
        let code = try Self.runBoth(mutant, name: "\(what)-\(token.kind)-at-\(start)", in: scratch.url)
        #expect(code == .findings, "\(what) \(token.kind) at \(start) is still accepted")
      }
    }
  }
}
