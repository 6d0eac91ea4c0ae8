import CLI
import Foundation
import Invariants
import TestSupport
import Testing

/// The bad-input corpus through the real `appintents` executable: every case ends in time with
/// the exit code the contract demands and well-formed standard error; the observed messages of
/// the small cases are kept in `Fixtures/BadInput/outcomes.md`, which `docs/reliability.md`
/// quotes verbatim.
@Suite(.enabled(if: AppIntentsExecutable.isAvailable, "appintents is not next to the test bundle; run 'swift build'"))
struct BadInputCorpusTests {
  static let golden = FixturePaths.url("BadInput/outcomes.md")

  @Test func smallInputsKeepTheContractAndMatchTheGolden() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    var table = OutcomeTable()
    for input in BadInputCorpus.small {
      let outcome = try input.run(in: scratch.url, timeout: 60)
      ExitContract.expect(
        outcome, exitCode: input.exitCode, path: input.fileName, label: input.name, knownIssue: input.knownIssue)
      table.add(input, outcome)
    }
    Golden.assertMatches(table.markdown, golden: Self.golden)
  }

  @Test func theDocumentationQuotesTheGoldenTable() throws {
    let golden = try String(contentsOf: Self.golden, encoding: .utf8)
    let docs = try String(
      contentsOf: FixturePaths.packageRoot.appendingPathComponent("docs/reliability.md"), encoding: .utf8)
    #expect(docs.contains(golden), "docs/reliability.md must contain Fixtures/BadInput/outcomes.md verbatim")
  }

  @Test(arguments: BadInputCorpus.deep)
  func hugeInputs(_ input: BadInput) throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let outcome = try input.run(in: scratch.url)
    ExitContract.expect(outcome, exitCode: input.exitCode, path: input.fileName, label: input.name, checksOutput: false)
    if input.exitCode == .findings {
      #expect(outcome.standardErrorLines.count == 1, "\(input.name): \(outcome.standardError.prefix(500))")
      #expect(outcome.standardError.contains(": error: nesting too deep [nesting-too-deep]"))
    } else {
      #expect(outcome.standardError.isEmpty, "\(input.name): \(outcome.standardError.prefix(500))")
    }
  }
}

/// Huge values through `extract`: each ends in time with exit 1, keeps the `extract` output
/// contract, and writes no bundle.
@Suite(.enabled(if: AppIntentsExecutable.isAvailable, "appintents is not next to the test bundle; run 'swift build'"))
struct DeepValueTests {
  @Test(arguments: BadInputCorpus.deepValues)
  func hugeValuesThroughExtract(_ input: BadInput) throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let outcome = try input.run(in: scratch.url)
    let written = PipelineInvariants.files(under: scratch.url.appendingPathComponent("out").path)
    ExitContract.expect(
      outcome, exitCode: input.exitCode, path: input.fileName, label: input.name, kind: .extract,
      writtenFiles: written)
    #expect(written.isEmpty, "\(input.name): a bundle was written")
  }
}

/// The observed outcomes as a Markdown table: input, the exit code the contract demands, the
/// observed one (marked when a known issue explains the difference), and standard error (at
/// most three lines, then a count of the rest).
struct OutcomeTable {
  private(set) var markdown = "| input | contract | observed | standard error |\n|---|---|---|---|\n"

  mutating func add(_ input: BadInput, _ outcome: AppIntentsExecutable.Outcome) {
    let lines = outcome.standardErrorLines
    var cells = lines.prefix(3).map { Self.escape(String($0.prefix(200))) }
    if lines.count > 3 { cells.append("(\(lines.count - 3) more)") }
    var status = outcome.timedOut ? "timeout" : "\(outcome.status)"
    if let knownIssue = input.knownIssue { status += " (known issue: \(Self.escape(knownIssue)))" }
    markdown +=
      "| \(Self.escape(input.name)) | \(input.exitCode.rawValue) | \(status) | \(cells.joined(separator: "<br>")) |\n"
  }

  /// Escapes what Markdown would otherwise interpret inside a table cell.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\", "|", "`", "*", "_", "[", "]": result += "\\\(character)"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }
}
