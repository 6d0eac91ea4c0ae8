import Foundation
import Reporting
import TestSupport
import Testing

/// One golden file per reporter, all rendered from `ReportFixture`'s single diagnostic list.
@Suite struct ReporterGoldenTests {
  /// The golden file of each reporter under `Fixtures/Reporting/`.
  static func goldenURL(_ kind: ReporterKind) -> URL {
    let fileExtension: String
    switch kind {
    case .xcode, .githubActions, .summary: fileExtension = "txt"
    case .json, .codeclimate: fileExtension = "json"
    case .sarif: fileExtension = "sarif"
    case .checkstyle, .junit: fileExtension = "xml"
    }
    return FixturePaths.url("Reporting/\(kind.rawValue).\(fileExtension)")
  }

  @Test(arguments: ReporterKind.allCases)
  func matchesGolden(_ kind: ReporterKind) {
    let output = kind.render(ReportFixture.resolved, context: ReportFixture.context())
    Golden.assertMatches(ReportFixture.withPlaceholders(output), golden: Self.goldenURL(kind))
  }

  @Test(arguments: ReporterKind.allCases)
  func outputDoesNotDependOnInputOrder(_ kind: ReporterKind) {
    let context = ReportFixture.context()
    let forward = kind.render(ReportFixture.resolved, context: context)
    #expect(kind.render(ReportFixture.resolved.reversed(), context: context) == forward)
    #expect(kind.render(ReportFixture.resolved.shuffledDeterministically(), context: context) == forward)
  }

  @Test(arguments: ReporterKind.allCases)
  func emptyReportIsWellFormed(_ kind: ReporterKind) {
    let output = kind.render([], context: ReportFixture.context())
    switch kind {
    case .xcode, .githubActions: #expect(output.isEmpty)
    case .json, .sarif, .codeclimate: #expect((try? JSONSerialization.jsonObject(with: Data(output.utf8))) != nil)
    case .checkstyle, .junit: #expect(XMLReader(Data(output.utf8)).parsed)
    case .summary: #expect(output == "appintents \(ReportFixture.toolVersion): no findings\n")
    }
  }

  /// The commands give a format the rule catalogue only when it reads it
  /// (`ReporterKind.readsRuleCatalogue`): without it, every other format renders the same.
  @Test(arguments: ReporterKind.allCases)
  func onlyTheFormatsThatReadTheCatalogueNeedIt(_ kind: ReporterKind) {
    let full = kind.render(ReportFixture.resolved, context: ReportFixture.context())
    let bare = ReportContext(
      toolName: "appintents", toolVersion: ReportFixture.toolVersion, informationURI: ReportFixture.informationURI,
      workingDirectory: ReportFixture.workingDirectory, rules: [])
    let withoutCatalogue = kind.render(ReportFixture.resolved, context: bare)
    #expect((withoutCatalogue == full) == !kind.readsRuleCatalogue, "\(kind)")
  }

  @Test func relativePathsInTheXcodeFormat() {
    let output = XcodeReporter.render(ReportFixture.resolved, context: ReportFixture.context(pathStyle: .relative))
    #expect(!output.contains(ReportFixture.workingDirectory))
    #expect(output.hasPrefix("Sources/App/OrderIntent.swift:3:1: note: "))
    #expect(output.contains("\nSources/My Intents, Old/Shortcuts.swift:6:9: error: Phrase "))
  }
}

extension Array {
  /// A fixed permutation (odd indices, then even ones, reversed), to show that order is not
  /// taken from the input.
  fileprivate func shuffledDeterministically() -> [Element] {
    let odd = indices.filter { $0 % 2 == 1 }.map { self[$0] }
    let even = indices.filter { $0 % 2 == 0 }.map { self[$0] }
    return odd + even.reversed()
  }
}
