import Diagnostics

/// Everything a reporter needs besides the diagnostics, fixed before reporting starts.
///
/// Reporters are pure functions of `([ResolvedDiagnostic], ReportContext)`: they never read
/// files, the clock or the environment, so the same input always gives the same bytes. The CLI
/// fills this value from its options, the configuration and the rule registry.
package struct ReportContext: Sendable {
  /// How the human-facing formats (`xcode`, `summary`, `checkstyle`, `junit`) print paths.
  /// The machine formats consumed against a repository (`json`, `sarif`, `github-actions`,
  /// `codeclimate`) always print paths relative to `workingDirectory`.
  package enum PathStyle: String, Sendable, CaseIterable {
    /// Absolute paths, so that Xcode and editors can open them (the default).
    case absolute
    /// Paths relative to `workingDirectory`, for logs (`--relative-paths`).
    case relative
  }

  // Identity of the tool, written into SARIF, JSON and the summary.
  /// The tool's name, e.g. `appintents`.
  package let toolName: String
  /// The tool's version, e.g. `0.1.0`.
  package let toolVersion: String
  /// The tool's home page, SARIF's `tool.driver.informationUri`.
  package let informationURI: String

  // Paths.
  /// The absolute directory that relative paths are relative to: the repository root in CI.
  package let workingDirectory: String
  /// Whether the human-facing formats print absolute or relative paths.
  package let pathStyle: PathStyle
  /// The SARIF `uriBaseId` that relative artifact URIs are resolved against.
  package let sarifURIBaseID: String

  // Rules and presentation.
  /// The rule catalogue, in any order; reporters sort it.
  package let rules: [RuleDescriptor]
  /// Whether `xcode` and `summary` may use ANSI color; see `shouldUseColor(isTTY:environment:)`.
  package let usesColor: Bool

  /// The catalogue by id; the first descriptor wins when an id is listed twice.
  private let rulesByID: [DiagnosticID: RuleDescriptor]

  /// Creates a context; only the tool's identity and the working directory have no default.
  package init(
    toolName: String, toolVersion: String, informationURI: String, workingDirectory: String,
    pathStyle: PathStyle = .absolute, sarifURIBaseID: String = "%SRCROOT%", rules: [RuleDescriptor] = [],
    usesColor: Bool = false
  ) {
    self.toolName = toolName
    self.toolVersion = toolVersion
    self.informationURI = informationURI
    self.workingDirectory = workingDirectory
    self.pathStyle = pathStyle
    self.sarifURIBaseID = sarifURIBaseID
    self.rules = rules
    self.usesColor = usesColor
    var byID: [DiagnosticID: RuleDescriptor] = [:]
    for rule in rules where byID[rule.id] == nil { byID[rule.id] = rule }
    self.rulesByID = byID
  }

  /// The catalogue entry for `id`, or `nil` when the id is not a rule (e.g. a parser error).
  package func rule(for id: DiagnosticID) -> RuleDescriptor? { rulesByID[id] }

  /// The catalogue plus a placeholder descriptor for every id in `diagnostics` that is not in
  /// it, sorted by id, without duplicates. SARIF needs an entry for every `ruleId` it reports.
  package func rulesCovering(_ diagnostics: [ResolvedDiagnostic]) -> [RuleDescriptor] {
    var byID = rulesByID
    for resolved in diagnostics where byID[resolved.diagnostic.id] == nil {
      byID[resolved.diagnostic.id] = .placeholder(for: resolved.diagnostic.id, severity: resolved.diagnostic.severity)
    }
    return byID.values.sorted { $0.id < $1.id }
  }
}
