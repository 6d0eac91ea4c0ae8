import Foundation
import Reporting
import Testing

/// Reads each format back with a real parser and checks what the goldens cannot show at a
/// glance: schema fields, indices, counts and escaping round trips.
@Suite struct FormatStructureTests {
  private let context = ReportFixture.context()
  private var sorted: [ResolvedDiagnostic] { ResolvedDiagnostic.sortedForReport(ReportFixture.resolved) }

  @Test func jsonDecodesIntoTheVersionedSchema() throws {
    let output = JSONReporter.render(ReportFixture.resolved, context: context)
    let report = try JSONDecoder().decode(JSONReport.self, from: Data(output.utf8))
    #expect(report == JSONReporter.report(ReportFixture.resolved, context: context))
    #expect(report.schemaVersion == 1)
    #expect(report.summary.errors == 2 && report.summary.warnings == 2 && report.summary.infos == 2)
    #expect(report.summary.total == report.diagnostics.count)
    #expect(report.diagnostics.map(\.path).allSatisfy { !$0.hasPrefix("/") })
    #expect(report.diagnostics.map(\.message) == sorted.map(\.diagnostic.message))
    let title = try #require(report.diagnostics.first { $0.ruleId == "title-not-literal" })
    #expect(title.range.start.column - title.range.start.utf16Column == 3)  // "é": 2 bytes, 1 unit; "🍕": 4, 2
    #expect(title.fixIts.map(\.replacement) == ["\"Order pizza\""])
    #expect(report.diagnostics.first { $0.ruleId == "intent-missing-description" }?.helpUri == nil)
  }

  @Test func sarifResultsPointAtTheirRules() throws {
    let output = SARIFReporter.render(ReportFixture.resolved, context: context)
    let log = try JSONDecoder().decode(SARIFLog.self, from: Data(output.utf8))
    #expect(output.contains("\"$schema\" : \"https://docs.oasis-open.org/sarif/"))
    #expect(log.version == "2.1.0")
    let run = try #require(log.runs.first)
    #expect(log.runs.count == 1)
    #expect(run.columnKind == "utf16CodeUnits")
    let rules = run.tool.driver.rules
    #expect(rules.map(\.id) == rules.map(\.id).sorted())
    #expect(rules.count == ReportFixture.rules.count + 1)  // plus the placeholder for the unknown id
    for result in run.results {
      #expect(rules.indices.contains(result.ruleIndex))
      #expect(rules[result.ruleIndex].id == result.ruleId)
      #expect(result.locations.count == 1)
      let location = try #require(result.locations.first?.physicalLocation)
      #expect(location.artifactLocation.uriBaseId == "%SRCROOT%")
      #expect(!location.artifactLocation.uri.contains(" ") && !location.artifactLocation.uri.contains(","))
      #expect(location.region.startLine >= 1 && location.region.startColumn >= 1)
      #expect(result.partialFingerprints.keys.sorted() == ["appintentsLineHash/v1"])
    }
    #expect(
      run.results.flatMap(\.locations).map(\.physicalLocation.artifactLocation.uri).contains(
        "Sources/My%20Intents%2C%20Old/Shortcuts.swift"))
    #expect(run.results.compactMap(\.relatedLocations).flatMap { $0 }.count == 2)
    let known = try #require(rules.first { $0.id == "phrase-missing-app-name" })
    #expect(known.helpUri == "https://example.com/appintents/blob/main/docs/rules/phrase-missing-app-name.md")
    #expect(known.defaultConfiguration.level == "error")
  }

  @Test func sarifWritesAbsoluteURIsForFilesOutsideTheWorkingDirectory() throws {
    let outside = ReportContext(
      toolName: "t", toolVersion: "1", informationURI: "u", workingDirectory: "/somewhere/else")
    let log = SARIFReporter.log(ReportFixture.resolved, context: outside)
    let locations = try #require(log.runs.first).results.map { $0.locations[0].physicalLocation.artifactLocation }
    let absolute = locations.filter { $0.uri.hasPrefix("file:///") }
    #expect(!absolute.isEmpty)
    #expect(absolute.allSatisfy { $0.uriBaseId == nil })
  }

  @Test func codeClimateIssuesAreUniqueAndMapped() throws {
    let output = CodeClimateReporter.render(ReportFixture.resolved, context: context)
    let issues = try JSONDecoder().decode([CodeClimateIssue].self, from: Data(output.utf8))
    #expect(issues.count == sorted.count)
    #expect(Set(issues.map(\.fingerprint)).count == issues.count)
    #expect(Set(issues.map(\.severity)) == ["major", "minor", "info"])
    #expect(output.contains("\"check_name\"") && output.contains("\"engine_name\""))
    let multiLine = try #require(issues.first { $0.checkName == "intent-missing-description" })
    #expect(multiLine.location.lines.begin == 3 && multiLine.location.lines.end == 7)
  }

  @Test func gitHubCommandsParseBackToTheMessage() throws {
    let lines = GitHubActionsReporter.render(ReportFixture.resolved, context: context)
      .split(separator: "\n").map(String.init)
    #expect(lines.count == sorted.count)
    for (line, resolved) in zip(lines, sorted) {
      let parts = line.components(separatedBy: "::")
      try #require(parts.count == 3, "\(line)")
      let properties = Dictionary(
        uniqueKeysWithValues: parts[1].split(separator: " ", maxSplits: 1)[1].split(separator: ",").map {
          let pair = $0.split(separator: "=", maxSplits: 1)
          return (String(pair[0]), String(pair[1]).removingPercentEncoding ?? "")
        })
      #expect(properties["file"] == context.relativePath(of: resolved.diagnostic.path))
      #expect(properties["title"] == resolved.diagnostic.id.rawValue)
      #expect(properties["line"] == String(resolved.start.line))
      #expect((properties["col"] == nil) == (resolved.start.line != resolved.end.line))
      let message = try #require(parts[2].removingPercentEncoding)
      #expect(message.hasPrefix(resolved.diagnostic.message))
    }
  }

  @Test(arguments: [ReporterKind.checkstyle, .junit])
  func xmlParsesAndCarriesEveryMessage(_ kind: ReporterKind) {
    let output = kind.render(ReportFixture.resolved, context: context)
    let reader = XMLReader(Data(output.utf8))
    #expect(reader.parsed)
    switch kind {
    case .checkstyle:
      #expect(reader.elements.filter { $0 == "error" }.count == sorted.count)
      #expect(reader.elements.filter { $0 == "file" }.count == 2)
    default:
      #expect(reader.elements.filter { $0 == "testcase" }.count == sorted.count)
      #expect(reader.elements.filter { $0 == "failure" }.count == 4)
      #expect(reader.attributes["tests"] == "6" && reader.attributes["failures"] == "4")
      #expect(reader.text.contains("has no app name: add \\(.applicationName), as in\n\"Order"))
    }
  }

  @Test func summaryCountsByRuleAndFile() {
    let output = SummaryReporter.render(ReportFixture.resolved, context: ReportFixture.context(pathStyle: .relative))
    #expect(output.hasPrefix("appintents \(ReportFixture.toolVersion): 6 findings in 2 files (2 errors, 2 warnings"))
    #expect(output.contains("      2       2         0      0  phrase-missing-app-name\n"))
    #expect(output.contains("      4       2         1      1  Sources/My Intents, Old/Shortcuts.swift\n"))
  }
}
