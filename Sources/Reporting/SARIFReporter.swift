import Diagnostics

/// The `sarif` format: a SARIF 2.1.0 log with one run, for GitHub code scanning and other
/// SARIF consumers.
///
/// - `tool.driver.rules` is the whole catalogue plus a placeholder for any reported id missing
///   from it, sorted by id; each result's `ruleIndex` points into it.
/// - Paths are relative to the working directory, percent-encoded, with `uriBaseId` set to the
///   context's base (`%SRCROOT%` by default); a file outside the working directory gets an
///   absolute `file://` URI and no base.
/// - Columns are UTF-16 code units (`columnKind: utf16CodeUnits` on the run), converted from our
///   UTF-8 byte columns with the line's text (`ColumnConverter`); `endColumn` is exclusive.
/// - `partialFingerprints` holds `Fingerprint.sarifKey`, which ignores line numbers, so alerts
///   keep their identity when lines are inserted above them.
/// - Notes become `relatedLocations` with their messages.
package enum SARIFReporter {
  /// The `$schema` written into every log.
  package static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// Renders the SARIF log.
  package static func render(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> String {
    JSONOutput.encode(log(diagnostics, context: context))
  }

  /// Builds the SARIF log (also used by tests to decode and inspect).
  package static func log(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> SARIFLog {
    let sorted = ResolvedDiagnostic.sortedForReport(diagnostics)
    let descriptors = context.rulesCovering(sorted)
    var ruleIndex: [DiagnosticID: Int] = [:]
    for (index, descriptor) in descriptors.enumerated() { ruleIndex[descriptor.id] = index }
    let fingerprints = Fingerprint.fingerprints(for: sorted, context: context)
    let results = zip(sorted, fingerprints).map { resolved, fingerprint in
      result(resolved, ruleIndex: ruleIndex[resolved.diagnostic.id] ?? 0, fingerprint: fingerprint, context: context)
    }
    let driver = SARIFLog.Driver(
      name: context.toolName, version: context.toolVersion, informationUri: context.informationURI,
      rules: descriptors.map(rule))
    let run = SARIFLog.Run(tool: SARIFLog.Tool(driver: driver), columnKind: "utf16CodeUnits", results: results)
    return SARIFLog(schema: schemaURI, version: "2.1.0", runs: [run])
  }

  /// SARIF's word for a severity: `error`, `warning` or `note`.
  package static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .info: return "note"
    }
  }

  private static func rule(_ descriptor: RuleDescriptor) -> SARIFLog.Rule {
    SARIFLog.Rule(
      id: descriptor.id.rawValue,
      shortDescription: SARIFLog.Message(text: descriptor.shortDescription),
      fullDescription: SARIFLog.Message(text: descriptor.fullDescription),
      helpUri: descriptor.helpURI,
      defaultConfiguration: SARIFLog.Configuration(level: level(descriptor.defaultSeverity)))
  }

  private static func result(
    _ resolved: ResolvedDiagnostic, ruleIndex: Int, fingerprint: String, context: ReportContext
  ) -> SARIFLog.Result {
    let diagnostic = resolved.diagnostic
    let related = resolved.notes.enumerated().map { index, note in
      SARIFLog.Location(
        id: index, physicalLocation: physicalLocation(path: note.note.path, range: note.range, context: context),
        message: SARIFLog.Message(text: note.note.message))
    }
    return SARIFLog.Result(
      ruleId: diagnostic.id.rawValue,
      ruleIndex: ruleIndex,
      level: level(diagnostic.severity),
      message: SARIFLog.Message(text: diagnostic.message),
      locations: [
        SARIFLog.Location(
          id: nil, physicalLocation: physicalLocation(path: diagnostic.path, range: resolved.range, context: context),
          message: nil)
      ],
      relatedLocations: related.isEmpty ? nil : related,
      partialFingerprints: [Fingerprint.sarifKey: fingerprint])
  }

  private static func physicalLocation(
    path: String, range: ResolvedRange, context: ReportContext
  )
    -> SARIFLog.PhysicalLocation
  {
    let relative = context.relativePath(of: path)
    let isInside = !relative.hasPrefix("/")
    let artifact = SARIFLog.ArtifactLocation(
      uri: URIEncoding.uriReference(forPath: relative), uriBaseId: isInside ? context.sarifURIBaseID : nil)
    let region = SARIFLog.Region(
      startLine: range.start.line, startColumn: range.start.utf16Column,
      endLine: range.end.line, endColumn: range.end.utf16Column)
    return SARIFLog.PhysicalLocation(artifactLocation: artifact, region: region)
  }
}
