import Reporting
import Testing

/// Color decisions and ANSI output in the `xcode` and `summary` formats.
@Suite struct ColorTests {
  @Test(
    arguments: [
      (true, [:], true),
      (false, [:], false),
      (true, ["NO_COLOR": "1"], false),
      (true, ["NO_COLOR": "anything"], false),
      (true, ["NO_COLOR": ""], true),  // an empty NO_COLOR does not count (no-color.org)
      (false, ["NO_COLOR": ""], false),
      (true, ["TERM": "dumb"], false),
      (true, ["TERM": "xterm-256color"], true),
    ] as [(Bool, [String: String], Bool)])
  func shouldUseColorHonoursTTYAndNoColor(_ isTTY: Bool, _ environment: [String: String], _ expected: Bool) {
    #expect(shouldUseColor(isTTY: isTTY, environment: environment) == expected)
  }

  @Test(arguments: ReporterKind.allCases)
  func colorIsOffUnlessAsked(_ kind: ReporterKind) {
    let output = kind.render(ReportFixture.resolved, context: ReportFixture.context())
    #expect(!output.contains("\u{1B}"))
  }

  @Test func xcodeColorsTheSeverityAndKeepsTheText() {
    let plain = XcodeReporter.render(ReportFixture.resolved, context: ReportFixture.context())
    let colored = XcodeReporter.render(ReportFixture.resolved, context: ReportFixture.context(usesColor: true))
    #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(colored.contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
    #expect(colored.contains("\u{1B}[1;90mnote:\u{1B}[0m"))
    #expect(stripANSI(colored) == plain)
  }

  @Test func summaryColorsKeepTheText() {
    let plain = SummaryReporter.render(ReportFixture.resolved, context: ReportFixture.context())
    let colored = SummaryReporter.render(ReportFixture.resolved, context: ReportFixture.context(usesColor: true))
    #expect(colored != plain)
    #expect(stripANSI(colored) == plain)
  }

  @Test(arguments: [ReporterKind.json, .sarif, .githubActions, .checkstyle, .junit, .codeclimate])
  func machineFormatsIgnoreTheColorOption(_ kind: ReporterKind) {
    #expect(
      kind.render(ReportFixture.resolved, context: ReportFixture.context(usesColor: true))
        == kind.render(ReportFixture.resolved, context: ReportFixture.context()))
  }

  /// `text` without `ESC [ ... m` sequences.
  private func stripANSI(_ text: String) -> String {
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        while let next = scalars.next(), next != "m" {}
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
