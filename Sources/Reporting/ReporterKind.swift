/// The output formats `--reporter` accepts; the raw values are the option's spellings.
///
/// Every format is a pure function of `([ResolvedDiagnostic], ReportContext)` that cannot fail
/// (`render(_:context:)`); `docs/reporters.md` shows each one.
package enum ReporterKind: String, Sendable, CaseIterable {
  /// `path:line:column: error: message [rule-id]`, the format Xcode and editors link (default).
  case xcode
  /// A versioned JSON document (`JSONReport`, schema version 1).
  case json
  /// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
  case sarif
  /// `::error file=...,line=...::message` workflow commands for GitHub Actions annotations.
  case githubActions = "github-actions"
  /// Checkstyle 4.3 XML, for Jenkins, SonarQube and reviewdog.
  case checkstyle
  /// JUnit XML, for CI test-report views.
  case junit
  /// Code Climate JSON, which GitLab's Code Quality widget reads.
  case codeclimate
  /// Counts by rule and by file, for people.
  case summary

  /// The format used when `--reporter` is not given.
  package static let `default` = ReporterKind.xcode

  /// Whether the format reads the rule catalogue (`ReportContext.rules`): SARIF lists it, JSON
  /// links each finding's rule; the others never do. Building the catalogue (every rule's
  /// documentation link, escaped) was a sixth of a warm run's instructions, so the commands
  /// build it only for these.
  package var readsRuleCatalogue: Bool { self == .sarif || self == .json }

  /// Every valid spelling, in declaration order, for help and error messages.
  package static var names: [String] { allCases.map(\.rawValue) }

  /// Parses a `--reporter` value; the match is exact (names are lowercase).
  package static func parse(_ name: String) throws(UnknownReporterError) -> ReporterKind {
    guard let kind = ReporterKind(rawValue: name) else { throw UnknownReporterError(name: name, validNames: names) }
    return kind
  }

  /// Renders `diagnostics` in this format.
  package func render(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> String {
    switch self {
    case .xcode: return XcodeReporter.render(diagnostics, context: context)
    case .json: return JSONReporter.render(diagnostics, context: context)
    case .sarif: return SARIFReporter.render(diagnostics, context: context)
    case .githubActions: return GitHubActionsReporter.render(diagnostics, context: context)
    case .checkstyle: return CheckstyleReporter.render(diagnostics, context: context)
    case .junit: return JUnitReporter.render(diagnostics, context: context)
    case .codeclimate: return CodeClimateReporter.render(diagnostics, context: context)
    case .summary: return SummaryReporter.render(diagnostics, context: context)
    }
  }
}

/// A `--reporter` value that names no format: a usage error (exit code 2) whose message lists
/// the valid names.
package struct UnknownReporterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The value the user gave.
  package var name: String
  /// The valid names, as `ReporterKind.names` lists them.
  package var validNames: [String]

  /// Creates the error.
  package init(name: String, validNames: [String]) {
    self.name = name
    self.validNames = validNames
  }

  /// E.g. `unknown reporter 'html'; valid reporters: xcode, json, sarif, ...`.
  package var description: String {
    "unknown reporter '\(name)'; valid reporters: \(validNames.joined(separator: ", "))"
  }
}
