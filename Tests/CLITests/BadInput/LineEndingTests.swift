import Foundation
import TestSupport
import Testing

/// CRLF and CR-only versions of every fixture give exactly the diagnostics of the LF version:
/// same exit code, same lines, same columns, same messages.
///
/// The decision behind it: `\r\n`, `\r` and `\n` each end one line (`LineTable`), and a column
/// counts bytes from the start of its line, so a `\r` before `\n` never shifts a column of any
/// character a diagnostic can point at. Standard output differs (token texts keep the `\r`).
@Suite(.enabled(if: AppIntentsExecutable.isAvailable, "appintents is not next to the test bundle; run 'swift build'"))
struct LineEndingTests {
  static let fixtures = ["Parser/err", "Lexer/err", "Parser/ok", "Lexer/ok"].flatMap { FixturePaths.files(in: $0) }

  /// `bytes` with every line break (`\r\n`, `\r`, `\n`) replaced by `lineBreak`.
  static func converted(_ bytes: [UInt8], to lineBreak: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + bytes.count / 16)
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case 0x0D:
        result += lineBreak
        if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
      case 0x0A: result += lineBreak
      default: result.append(bytes[index])
      }
      index += 1
    }
    return result
  }

  @Test(arguments: fixtures)
  func sameDiagnosticsForEveryLineEnding(_ fixture: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: fixture))
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    var results: [(name: String, outcome: AppIntentsExecutable.Outcome)] = []
    for (name, lineBreak) in [("LF", [UInt8(0x0A)]), ("CRLF", [0x0D, 0x0A]), ("CR", [0x0D])] {
      // The same file name in separate folders, so that the messages are comparable verbatim.
      let folder = scratch.url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(Self.converted(bytes, to: lineBreak)).write(to: folder.appendingPathComponent("Input.swift"))
      let outcome = AppIntentsExecutable.run(["dump", "syntax", "Input.swift"], in: folder, timeout: 60)
      ExitContract.expect(
        outcome, exitCode: outcome.status == 0 ? .success : .findings, path: "Input.swift", label: name)
      results.append((name, outcome))
    }
    let label = FixturePaths.relativePath(fixture)
    for (name, outcome) in results.dropFirst() {
      #expect(outcome.status == results[0].outcome.status, "\(label) [\(name)]: exit code differs from LF")
      #expect(
        outcome.standardError == results[0].outcome.standardError,
        "\(label) [\(name)] differs from LF:\n\(LineDiff.render(expected: results[0].outcome.standardError, actual: outcome.standardError))"
      )
    }
  }
}
