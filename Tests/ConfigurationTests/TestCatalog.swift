import Configuration
import Diagnostics

/// A small made-up rule catalogue (the real one lives in a higher layer).
enum TestCatalog {
  static let catalog = RuleCatalog([
    .init(id: "phrase-missing-app-name", defaultSeverity: .error),
    .init(id: "non-literal-title", defaultSeverity: .warning),
    .init(id: "too-many-shortcuts", defaultSeverity: .error),
    .init(id: "missing-description", defaultSeverity: .info, isEnabledByDefault: false),
  ])

  static let reporters = ["xcode", "json", "sarif", "github-actions", "checkstyle", "junit", "codeclimate", "summary"]

  static let knownIDs: Set<DiagnosticID> = Set(catalog.ids)

  static var loader: ConfigurationLoader {
    ConfigurationLoader(catalog: catalog, reporterNames: reporters, workingDirectory: "/project")
  }

  static var merger: ConfigurationMerger {
    ConfigurationMerger(catalog: catalog, reporterNames: reporters, defaultReporter: "xcode", workingDirectory: "/work")
  }

  /// Decodes `text` as `/project/.appintents.json`.
  static func decode(_ text: String) throws(ConfigurationError) -> ConfigurationFile {
    try loader.decode(Array(text.utf8), path: ".appintents.json", absolutePath: "/project/.appintents.json")
  }

  /// The issues of decoding `text`, as `line:column: message` strings; empty when it is valid.
  static func issues(_ text: String) -> [String] {
    do throws(ConfigurationError) {
      _ = try decode(text)
      return []
    } catch {
      return error.issues.map { issue in
        let position = issue.location.map { "\($0.line):\($0.column)" } ?? "-"
        return "\(position): \(issue.message)"
      }
    }
  }
}
