import Diagnostics
import Model

/// An app may declare at most 10 App Shortcuts.
///
/// Xcode's metadata processor stops with "Found N App Shortcuts, but each app may have at most
/// 10"; WWDC22 ("Implement App Shortcuts with App Intents") states the limit. Every
/// `AppShortcut` counts, including those under `if #available`. The diagnostic points at the
/// eleventh shortcut.
struct TooManyAppShortcutsRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .tooManyAppShortcuts, defaultSeverity: .error, summary: "More than 10 App Shortcuts.", origin: .xcode,
    explanation: """
      An app may declare at most 10 App Shortcuts (WWDC22, "Implement App Shortcuts with App Intents"). \
      Xcode's metadata processor stops with "Found N App Shortcuts, but each app may have at most 10" and \
      exports no metadata. Shortcuts under `if #available` count too. Combine related actions into one \
      shortcut with a parameter, or move rarely used ones out of `appShortcuts` (they stay available in \
      the Shortcuts app as actions).
      """,
    triggeringExample: """
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: Intent1(), phrases: ["One \\(.applicationName)"], shortTitle: "1", systemImageName: "1.circle")
        // ... ten more AppShortcut(...) entries
      }
      """,
    fixedExample: """
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenItemIntent(), phrases: ["Open \\(\\.$item) in \\(.applicationName)"],
                    shortTitle: "Open", systemImageName: "doc")
        // ... at most ten AppShortcut(...) entries in all
      }
      """)

  /// The most App Shortcuts an app may have.
  static let limit = 10

  func check(_ context: RuleContext) -> [Diagnostic] {
    let shortcuts = context.model.shortcutsProviders.flatMap(\.shortcuts)
    guard shortcuts.count > Self.limit else { return [] }
    let eleventh = shortcuts[Self.limit]
    return [
      context.diagnostic(
        Self.descriptor.id, Self.message(count: shortcuts.count), at: eleventh.location,
        length: "AppShortcut".utf8.count)
    ]
  }

  /// Apple's message.
  static func message(count: Int) -> String {
    "Found \(count) App Shortcuts, but each app may have at most \(limit)"
  }
}
