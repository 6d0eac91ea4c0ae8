import Diagnostics

/// What a report says about one rule: the entry of the rule catalogue that SARIF's
/// `tool.driver.rules` and the documentation links are made from.
///
/// The Rules layer owns the catalogue; reporters receive it through `ReportContext` so that this
/// layer never imports the rules themselves.
package struct RuleDescriptor: Hashable, Sendable {
  /// The stable kebab-case id, e.g. `phrase-missing-app-name`.
  package var id: DiagnosticID
  /// One sentence, shown as a title, e.g. "Every App Shortcut phrase names the app".
  package var shortDescription: String
  /// A paragraph: what the rule checks and why.
  package var fullDescription: String
  /// The rule's documentation page, `docs/rules/<id>.md` in the repository; `nil` when unknown.
  package var helpURI: String?
  /// The severity the rule reports with when the configuration does not change it.
  package var defaultSeverity: Severity

  /// Creates a descriptor.
  package init(
    id: DiagnosticID, shortDescription: String, fullDescription: String, helpURI: String?,
    defaultSeverity: Severity
  ) {
    self.id = id
    self.shortDescription = shortDescription
    self.fullDescription = fullDescription
    self.helpURI = helpURI
    self.defaultSeverity = defaultSeverity
  }

  /// The documentation page of `id` under a repository's web address:
  /// `<repositoryURI>/blob/main/docs/rules/<id>.md`.
  ///
  /// A trailing slash on `repositoryURI` is ignored; the id is percent-encoded like a path
  /// segment (ids are kebab-case, so in practice it is used as is).
  package static func documentationURI(for id: DiagnosticID, repositoryURI: String) -> String {
    var base = repositoryURI
    while base.hasSuffix("/") { base.removeLast() }
    return "\(base)/blob/main/docs/rules/\(URIEncoding.pathSegment(id.rawValue)).md"
  }

  /// The descriptor reporters use for an id missing from the catalogue (for example a parser
  /// diagnostic): the id as its own description, no help page, and `severity` as the default.
  package static func placeholder(for id: DiagnosticID, severity: Severity) -> RuleDescriptor {
    RuleDescriptor(
      id: id, shortDescription: id.rawValue, fullDescription: id.rawValue, helpURI: nil, defaultSeverity: severity)
  }
}
