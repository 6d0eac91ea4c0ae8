import Diagnostics
import Model

/// A phrase must contain `\(.applicationName)` exactly once.
///
/// Siri and Spotlight only match App Shortcut phrases that name the app; Xcode's metadata
/// processor rejects a phrase without `${applicationName}` and stops exporting metadata (a
/// halting error). Apple's wording says every phrase "should have one"; a phrase with two is
/// reported too. Phrases the extraction cannot read (a non-constant value) are left to
/// `app-shortcut-without-phrases`.
struct PhraseMissingApplicationNameRule: AppShortcutRule {
  static let descriptor = RuleDescriptor(
    id: .phraseMissingApplicationName, defaultSeverity: .error,
    summary: "A phrase without exactly one \\(.applicationName).", origin: .xcode,
    explanation: """
      Siri, Spotlight and the Shortcuts app match App Shortcut phrases only when they name the app, so \
      every phrase needs exactly one `\\(.applicationName)`. Xcode's metadata processor rejects a phrase \
      without it ("Invalid Utterance...") and then exports no App Intents metadata at all for the target. \
      A phrase that names the app twice is reported too: Apple's rule says "one".
      """,
    triggeringExample: """
      AppShortcut(intent: OrderIntent(), phrases: ["Order coffee"], shortTitle: "Order", systemImageName: "cup.and.saucer")
      """,
    fixedExample: """
      AppShortcut(
        intent: OrderIntent(), phrases: ["Order coffee with \\(.applicationName)"], shortTitle: "Order",
        systemImageName: "cup.and.saucer")
      """)

  func check(
    _ shortcut: AppShortcutModel, of provider: ShortcutsProviderModel, in context: RuleContext
  )
    -> [Diagnostic]
  {
    shortcut.phrases.compactMap { phrase in
      guard phrase.value.constant.isConstant, phrase.applicationNameCount != 1 else { return nil }
      return context.diagnostic(
        Self.descriptor.id, Self.message(count: phrase.applicationNameCount), value: phrase.value,
        in: shortcut.location.file)
    }
  }

  /// Apple's message, with the count when the phrase names the app more than once.
  static func message(count: Int) -> String {
    let apple = "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."
    return count == 0 ? apple : "\(apple) This one has \(count)."
  }
}
