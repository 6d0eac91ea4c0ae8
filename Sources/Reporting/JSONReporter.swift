import Diagnostics

/// The `json` format: one `JSONReport` document (schema version 1), pretty-printed with sorted
/// keys. See `JSONReport` and `docs/reporters.md` for the fields.
package enum JSONReporter {
  /// Renders the report document.
  package static func render(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> String {
    JSONOutput.encode(report(diagnostics, context: context))
  }

  /// Builds the report document (also used by tests to check the schema by decoding).
  package static func report(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> JSONReport {
    let sorted = ResolvedDiagnostic.sortedForReport(diagnostics)
    let fingerprints = Fingerprint.fingerprints(for: sorted, context: context)
    let findings = zip(sorted, fingerprints).map { resolved, fingerprint in
      finding(resolved, fingerprint: fingerprint, context: context)
    }
    let counts = SeverityCounts(sorted)
    return JSONReport(
      schemaVersion: JSONReport.currentSchemaVersion,
      tool: JSONReport.Tool(
        name: context.toolName, version: context.toolVersion, informationUri: context.informationURI),
      summary: JSONReport.Summary(
        errors: counts.errors, warnings: counts.warnings, infos: counts.infos, total: counts.total),
      diagnostics: findings)
  }

  private static func finding(
    _ resolved: ResolvedDiagnostic, fingerprint: String, context: ReportContext
  )
    -> JSONReport.Finding
  {
    let diagnostic = resolved.diagnostic
    return JSONReport.Finding(
      ruleId: diagnostic.id.rawValue,
      severity: diagnostic.severity.rawValue,
      message: diagnostic.message,
      path: context.relativePath(of: diagnostic.path),
      range: range(resolved.range),
      fingerprint: fingerprint,
      helpUri: context.rule(for: diagnostic.id)?.helpURI,
      notes: resolved.notes.map {
        JSONReport.Note(message: $0.note.message, path: context.relativePath(of: $0.note.path), range: range($0.range))
      },
      fixIts: resolved.fixIts.map {
        JSONReport.FixIt(message: $0.fixIt.message, range: range($0.range), replacement: $0.fixIt.replacement)
      })
  }

  private static func range(_ range: ResolvedRange) -> JSONReport.Range {
    JSONReport.Range(start: position(range.start), end: position(range.end))
  }

  private static func position(_ position: ResolvedPosition) -> JSONReport.Position {
    JSONReport.Position(
      line: position.line, column: position.column, utf16Column: position.utf16Column, offset: position.offset)
  }
}

/// How many findings of each severity a list holds.
struct SeverityCounts: Hashable, Sendable {
  /// Error-level findings.
  var errors = 0
  /// Warning-level findings.
  var warnings = 0
  /// Info-level findings.
  var infos = 0

  /// No findings.
  init() {}

  /// Counts `diagnostics`.
  init(_ diagnostics: [ResolvedDiagnostic]) {
    for resolved in diagnostics { add(resolved.diagnostic.severity) }
  }

  /// Counts one more finding of `severity`.
  mutating func add(_ severity: Severity) {
    switch severity {
    case .error: errors += 1
    case .warning: warnings += 1
    case .info: infos += 1
    }
  }

  /// All findings.
  var total: Int { errors + warnings + infos }
}
