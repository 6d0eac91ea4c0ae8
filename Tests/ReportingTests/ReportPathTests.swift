import Diagnostics
import Reporting
import Testing

/// Lexical path handling in `ReportContext` and rule documentation links.
@Suite struct ReportPathTests {
  private func context(_ workingDirectory: String, _ style: ReportContext.PathStyle = .absolute) -> ReportContext {
    ReportContext(
      toolName: "t", toolVersion: "1", informationURI: "https://example.com", workingDirectory: workingDirectory,
      pathStyle: style)
  }

  @Test(arguments: [
    ("/repo", "Sources/A.swift", "/repo/Sources/A.swift", "Sources/A.swift"),
    ("/repo", "./Sources/./A.swift", "/repo/Sources/A.swift", "Sources/A.swift"),
    ("/repo/", "/repo/Sources//A.swift", "/repo/Sources/A.swift", "Sources/A.swift"),
    ("/repo", "/elsewhere/A.swift", "/elsewhere/A.swift", "/elsewhere/A.swift"),
    ("/repo", "../other/A.swift", "/other/A.swift", "/other/A.swift"),
    ("/repo", "/repository/A.swift", "/repository/A.swift", "/repository/A.swift"),
    ("/repo", "/repo", "/repo", "."),
    ("/", "/a/b.swift", "/a/b.swift", "a/b.swift"),
    ("/repo/sub", "../A.swift", "/repo/A.swift", "/repo/A.swift"),
  ])
  func absoluteAndRelative(_ workingDirectory: String, _ path: String, _ absolute: String, _ relative: String) {
    let context = context(workingDirectory)
    #expect(context.absolutePath(of: path) == absolute)
    #expect(context.relativePath(of: path) == relative)
    #expect(context.displayPath(of: path) == absolute)
    #expect(self.context(workingDirectory, .relative).displayPath(of: path) == relative)
  }

  @Test(arguments: [
    ("a/../../b", "../b"),
    ("/../a", "/a"),
    ("", "."),
    ("./", "."),
    ("/", "/"),
    ("a/b/..", "a"),
  ])
  func normalize(_ path: String, _ expected: String) {
    #expect(ReportContext.normalize(path) == expected)
  }

  @Test func theNormalPathShortcutAgreesWithSplitting() {
    // Every path of up to six characters from `/`, `.` and `a`.
    var paths = [""]
    var count = 0
    for _ in 0..<6 {
      paths = paths.flatMap { [$0 + "/", $0 + ".", $0 + "a"] }
      for path in paths + [""] {
        // The check may send a normal path to splitting (`..` leading a relative path), never
        // the other way.
        if ReportContext.isNormal(path) { #expect(ReportContext.normalizedBySplitting(path) == path, "\(path)") }
        #expect(ReportContext.normalize(path) == ReportContext.normalizedBySplitting(path), "\(path)")
        count += 1
      }
    }
    #expect(count > 1000)
  }

  @Test func documentationURIPointsAtTheRulePage() {
    #expect(
      RuleDescriptor.documentationURI(for: "phrase-missing-app-name", repositoryURI: "https://example.com/appintents/")
        == "https://example.com/appintents/blob/main/docs/rules/phrase-missing-app-name.md")
  }

  @Test func catalogueLookupAndPlaceholders() {
    let known = RuleDescriptor(
      id: "known", shortDescription: "Known", fullDescription: "Known rule.", helpURI: nil, defaultSeverity: .warning)
    let context = ReportContext(
      toolName: "t", toolVersion: "1", informationURI: "u", workingDirectory: "/", rules: [known, known])
    #expect(context.rule(for: "known") == known)
    #expect(context.rule(for: "unknown") == nil)
    let covering = context.rulesCovering(ReportFixture.resolved)
    #expect(covering.map(\.id.rawValue) == covering.map(\.id.rawValue).sorted())
    #expect(covering.filter { $0.id == "known" }.count == 1)
    #expect(covering.first { $0.id == "intent-missing-description" }?.defaultSeverity == .info)
  }
}
