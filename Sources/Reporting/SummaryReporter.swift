/// The `summary` format: counts for people, by rule and by file.
///
///     appintents 0.1.0: 6 findings in 2 files (2 errors, 3 warnings, 1 info)
///
///     By rule:
///       total  errors  warnings  infos  rule
///           3       1         2      0  phrase-missing-app-name
///
///     By file:
///       total  errors  warnings  infos  file
///           4       1         2      1  /abs/App/Intent.swift
///
/// Rows are sorted by total (largest first), then by name. Files are printed as the context's
/// path style asks. With color, headings are bold and non-zero error and warning counts are
/// colored. An empty report is a single line saying so.
package enum SummaryReporter {
  /// Renders the summary.
  package static func render(_ diagnostics: [ResolvedDiagnostic], context: ReportContext) -> String {
    let style = TerminalStyle(enabled: context.usesColor)
    let sorted = ResolvedDiagnostic.sortedForReport(diagnostics)
    let heading = "\(context.toolName) \(context.toolVersion):"
    guard !sorted.isEmpty else { return style.bold(heading) + " no findings\n" }

    var byRule: [String: SeverityCounts] = [:]
    var byFile: [String: SeverityCounts] = [:]
    for resolved in sorted {
      byRule[resolved.diagnostic.id.rawValue, default: SeverityCounts()].add(resolved.diagnostic.severity)
      byFile[context.displayPath(of: resolved.diagnostic.path), default: SeverityCounts()]
        .add(resolved.diagnostic.severity)
    }
    let total = SeverityCounts(sorted)
    var output = style.bold(heading) + " \(plural(total.total, "finding")) in \(plural(byFile.count, "file"))"
    output += " (\(plural(total.errors, "error")), \(plural(total.warnings, "warning")), \(total.infos) info)\n"
    output += table(title: "By rule:", nameHeader: "rule", rows: byRule, style: style)
    output += table(title: "By file:", nameHeader: "file", rows: byFile, style: style)
    return output
  }

  private static func table(
    title: String, nameHeader: String, rows: [String: SeverityCounts], style: TerminalStyle
  )
    -> String
  {
    let ordered = rows.sorted { lhs, rhs in
      lhs.value.total != rhs.value.total ? lhs.value.total > rhs.value.total : lhs.key < rhs.key
    }
    var text = "\n" + style.bold(title) + "\n"
    text += style.bold("  total  errors  warnings  infos  \(nameHeader)") + "\n"
    for (name, counts) in ordered {
      let errors = pad(counts.errors, 6)
      let warnings = pad(counts.warnings, 8)
      text += "  \(pad(counts.total, 5))  "
      text += (counts.errors > 0 ? style.severity(errors, .error) : errors) + "  "
      text += (counts.warnings > 0 ? style.severity(warnings, .warning) : warnings) + "  "
      text += "\(pad(counts.infos, 5))  \(name)\n"
    }
    return text
  }

  /// `value` right-aligned in `width` characters.
  private static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// `1 error`, `2 errors`.
  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
