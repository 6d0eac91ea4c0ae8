import Reporting
import Testing

/// `--reporter` names and their parser.
@Suite struct ReporterKindTests {
  @Test(arguments: [
    ("xcode", ReporterKind.xcode),
    ("json", .json),
    ("sarif", .sarif),
    ("github-actions", .githubActions),
    ("checkstyle", .checkstyle),
    ("junit", .junit),
    ("codeclimate", .codeclimate),
    ("summary", .summary),
  ])
  func parsesEveryName(_ name: String, _ kind: ReporterKind) throws {
    #expect(try ReporterKind.parse(name) == kind)
    #expect(kind.rawValue == name)
  }

  @Test func everyCaseIsCoveredByTheNameTable() {
    #expect(
      ReporterKind.names == [
        "xcode", "json", "sarif", "github-actions", "checkstyle", "junit", "codeclimate", "summary",
      ])
    #expect(ReporterKind.default == .xcode)
  }

  @Test(arguments: ["", "html", "XCODE", "github", "github_actions", " json", "sarif "])
  func rejectsUnknownNamesWithTheValidList(_ name: String) {
    #expect(throws: UnknownReporterError(name: name, validNames: ReporterKind.names)) {
      try ReporterKind.parse(name)
    }
    do {
      _ = try ReporterKind.parse(name)
    } catch {
      #expect(
        error.description
          == "unknown reporter '\(name)'; valid reporters: "
          + "xcode, json, sarif, github-actions, checkstyle, junit, codeclimate, summary")
    }
  }
}
