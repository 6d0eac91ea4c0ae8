import Diagnostics

/// Whether to color terminal output: only on a terminal, and never when the user opted out.
///
/// Follows the `NO_COLOR` convention: a `NO_COLOR` variable with a non-empty value turns color
/// off whatever else is set. `TERM=dumb` turns it off too. The CLI calls this with the TTY state
/// of the stream it writes to and passes the answer as `ReportContext.usesColor`.
package func shouldUseColor(isTTY: Bool, environment: [String: String]) -> Bool {
  if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
  if environment["TERM"] == "dumb" { return false }
  return isTTY
}

/// ANSI SGR styling used by the `xcode` and `summary` reporters; every function returns its
/// input unchanged when `enabled` is false, so uncolored output has no escape bytes at all.
package struct TerminalStyle: Sendable {
  /// Whether escape sequences are written.
  package let enabled: Bool

  /// Creates a style that writes escape sequences only when `enabled`.
  package init(enabled: Bool) { self.enabled = enabled }

  /// `text` in bold.
  package func bold(_ text: String) -> String { wrap(text, "1") }

  /// `text` in the color compilers use for `severity`: red errors, magenta warnings, and
  /// bold dark gray notes.
  package func severity(_ text: String, _ severity: Severity) -> String {
    switch severity {
    case .error: return wrap(text, "1;31")
    case .warning: return wrap(text, "1;35")
    case .info: return wrap(text, "1;90")
    }
  }

  /// `text` in bold dark gray, for notes attached to a diagnostic.
  package func note(_ text: String) -> String { wrap(text, "1;90") }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
