import Foundation
import Syntax
import TestSupport
import Testing

/// `docs/tokens.md` documents every token kind and every lexer diagnostic; these tests fail as
/// soon as a case is added, renamed or reworded without updating the page.
@Suite struct TokenDocsTests {
  /// The table rows of `docs/tokens.md` (lines starting with `|`), cells trimmed.
  static let rows: [[String]] = {
    let url = FixturePaths.packageRoot.appendingPathComponent("docs/tokens.md")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").filter { $0.hasPrefix("|") }.map(cells)
  }()

  /// The trimmed cells of one table row.
  static func cells(_ line: Substring) -> [String] {
    let parts = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func pageExists() {
    #expect(Self.rows.count > TokenKind.allCases.count)
  }

  @Test(arguments: TokenKind.allCases)
  func tokenKindIsDocumented(_ kind: TokenKind) {
    let matching = Self.rows.filter { $0.count == 4 && $0[0] == "`\(kind.dumpName)`" }
    #expect(matching.count == 1, "docs/tokens.md needs exactly one row for `\(kind.dumpName)`")
    guard let row = matching.first else { return }
    #expect(row[1] == "`\(kind)`", "row for `\(kind.dumpName)` names the case \(row[1]), not `\(kind)`")
    #expect(!row[2].isEmpty, "row for `\(kind.dumpName)` says what the kind covers")
  }

  @Test(arguments: LexerIssueKind.allCases)
  func lexerIssueIsDocumented(_ kind: LexerIssueKind) {
    let matching = Self.rows.filter { $0.count == 4 && $0[0] == "`\(kind.rawValue)`" }
    #expect(matching.count == 1, "docs/tokens.md needs exactly one row for `\(kind.rawValue)`")
    guard let row = matching.first else { return }
    #expect(row[1] == "`\(kind)`", "row for `\(kind.rawValue)` names the case \(row[1]), not `\(kind)`")
    #expect(row[2] == kind.severity.compilerWord, "row for `\(kind.rawValue)` gives severity \(row[2])")
    let message = kind.message(detail: "")
    if kind != .invalidNumber {
      #expect(row[3].hasPrefix(message), "row for `\(kind.rawValue)` does not start with the message '\(message)'")
    }
  }
}
