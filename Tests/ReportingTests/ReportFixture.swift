import Diagnostics
import Foundation
import Reporting
import Source
import TestSupport

/// The one fixed diagnostic list every reporter's golden file is made from.
///
/// Two in-memory files: one given by an absolute path under the working directory (with
/// multi-byte text before a finding's column), one by a relative path containing a space and a
/// comma. The findings cover all three severities, a note, a fix-it, a multi-line range, an id
/// that is not in the rule catalogue, two findings on identical lines (occurrence index), and a
/// message with a comma, a colon, a percent sign and a newline.
enum ReportFixture {
  /// The working directory: the package root, which differs per machine (hence a placeholder).
  static let workingDirectory = ReportContext.normalize(FixturePaths.packageRoot.path)
  /// A version that cannot occur in the fixture's text, replaced by a placeholder.
  static let toolVersion = "9.8.7-golden"
  /// The tool's home page used in the fixture.
  static let informationURI = "https://example.com/appintents"

  /// The intent file, reported under an absolute path.
  static let intentFile = SourceFile(
    path: workingDirectory + "/Sources/App/OrderIntent.swift",
    text: """
      import AppIntents

      struct OrderIntent: AppIntent {
        static var title: LocalizedStringResource = "Café 🍕 \\(name)"
        @Parameter(title: "Größe") var size: String
        func perform() async throws -> some IntentResult { .result() }
      }

      """)

  /// The provider file, reported under a relative path with a space and a comma.
  static let shortcutsFile = SourceFile(
    path: "Sources/My Intents, Old/Shortcuts.swift",
    text: """
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(
            intent: OrderIntent(),
            phrases: [
              "Order 100% pizza",
              "Order 100% pizza",
              "Order with \\(.applicationName)",
            ],
            shortTitle: "Order",
            systemImageName: "cart"
          )
        }
      }

      """)

  /// The rule catalogue; `too-many-shortcuts` has no finding, `intent-missing-description` is
  /// reported but deliberately missing.
  static let rules: [RuleDescriptor] = [
    rule("phrase-missing-app-name", "Every App Shortcut phrase names the app", .error),
    rule("duplicate-phrase", "Phrases of one App Shortcut are distinct", .warning),
    rule("title-not-literal", "Intent titles are literals", .warning),
    rule("shortcut-count", "How many of the 10 App Shortcuts are used", .info),
    rule("too-many-shortcuts", "At most 10 App Shortcuts", .error),
  ]

  /// The diagnostics, deliberately not in report order.
  static let diagnostics: [Diagnostic] = {
    let shortcuts = shortcutsFile
    let intent = intentFile
    let firstPhrase = range(of: "\"Order 100% pizza\"", in: shortcuts, occurrence: 0)
    let secondPhrase = range(of: "\"Order 100% pizza\"", in: shortcuts, occurrence: 1)
    let shortcut = range(of: "AppShortcut(", in: shortcuts, occurrence: 0)
    let missingAppName =
      "Phrase \"Order 100% pizza\" has no app name: add \\(.applicationName), as in\n"
      + "\"Order 100% pizza with \\(.applicationName)\""
    return [
      Diagnostic(
        id: "title-not-literal", severity: .warning,
        message: "'title' must be a literal; the interpolation '\\(name)' is evaluated at run time",
        path: intent.path, range: range(of: "\\(name)", in: intent, occurrence: 0),
        fixIts: [
          Diagnostic.FixIt(
            message: "use a literal title", range: range(of: "\"Café 🍕 \\(name)\"", in: intent, occurrence: 0),
            replacement: "\"Order pizza\"")
        ]),
      Diagnostic(
        id: "duplicate-phrase", severity: .warning, message: "duplicate phrase \"Order 100% pizza\"",
        path: shortcuts.path, range: secondPhrase,
        notes: [Diagnostic.Note(message: "first used here", path: shortcuts.path, range: firstPhrase)]),
      Diagnostic(
        id: "phrase-missing-app-name", severity: .error, message: missingAppName, path: shortcuts.path,
        range: secondPhrase),
      Diagnostic(
        id: "phrase-missing-app-name", severity: .error, message: missingAppName, path: shortcuts.path,
        range: firstPhrase,
        notes: [Diagnostic.Note(message: "in this App Shortcut, 1 of 10", path: shortcuts.path, range: shortcut)]),
      Diagnostic(
        id: "shortcut-count", severity: .info, message: "1 of 10 App Shortcuts used", path: shortcuts.path,
        range: range(of: "static var appShortcuts", in: shortcuts, occurrence: 0)),
      Diagnostic(
        id: "intent-missing-description", severity: .info,
        message: "OrderIntent has no 'description'; Shortcuts shows no subtitle", path: intent.path,
        range: ByteRange(
          start: range(of: "struct OrderIntent", in: intent, occurrence: 0).start,
          end: range(of: "}\n", in: intent, occurrence: 1).end - 1)),
    ]
  }()

  /// The diagnostics resolved against the two files.
  static var resolved: [ResolvedDiagnostic] {
    DiagnosticResolver(files: [intentFile, shortcutsFile]).resolve(diagnostics)
  }

  /// The context every golden file is rendered with (absolute paths, no color).
  static func context(pathStyle: ReportContext.PathStyle = .absolute, usesColor: Bool = false) -> ReportContext {
    ReportContext(
      toolName: "appintents", toolVersion: toolVersion, informationURI: informationURI,
      workingDirectory: workingDirectory, pathStyle: pathStyle, rules: rules, usesColor: usesColor)
  }

  /// `output` with the machine-specific working directory and the version replaced by
  /// `{{WORKDIR}}` and `{{VERSION}}`.
  static func withPlaceholders(_ output: String) -> String {
    output.replacingOccurrences(of: workingDirectory, with: "{{WORKDIR}}")
      .replacingOccurrences(of: toolVersion, with: "{{VERSION}}")
  }

  /// The byte range of the `occurrence`-th (0-based) match of `needle` in `file`; an empty
  /// range at 0 when there is no such match, which the goldens would show at once.
  static func range(of needle: String, in file: SourceFile, occurrence: Int) -> ByteRange {
    let pattern = Array(needle.utf8)
    var found = 0
    var index = 0
    while index + pattern.count <= file.bytes.count {
      if Array(file.bytes[index..<(index + pattern.count)]) == pattern {
        if found == occurrence { return ByteRange(start: index, length: pattern.count) }
        found += 1
      }
      index += 1
    }
    return .empty(at: 0)
  }

  private static func rule(_ id: String, _ summary: String, _ severity: Severity) -> RuleDescriptor {
    RuleDescriptor(
      id: DiagnosticID(rawValue: id), shortDescription: summary,
      fullDescription: "\(summary). See the documentation page for examples.",
      helpURI: RuleDescriptor.documentationURI(for: DiagnosticID(rawValue: id), repositoryURI: informationURI),
      defaultSeverity: severity)
  }
}
