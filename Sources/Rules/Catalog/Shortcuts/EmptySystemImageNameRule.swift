import Diagnostics
import Model

/// An App Shortcut's `systemImageName` must not be empty.
///
/// `systemImageName` names the SF Symbol the Shortcuts app and Spotlight draw on the App
/// Shortcut's tile. `systemImageName: ""` (or only spaces) compiles, and Xcode exports it, but
/// the tile then has no symbol. Only string literals are checked; whether a non-empty name is a
/// real SF Symbol is not.
struct EmptySystemImageNameRule: AppShortcutRule {
  static let descriptor = RuleDescriptor(
    id: .emptySystemImageName, defaultSeverity: .warning, summary: "An App Shortcut whose systemImageName is empty.",
    origin: .beyondXcode,
    explanation: """
      Since iOS 17 every App Shortcut names an SF Symbol in `systemImageName`, which the Shortcuts app and \
      Spotlight draw on its tile. An empty or blank name compiles and passes Xcode's metadata processor, \
      but the tile is then drawn without a symbol. Name a symbol from the SF Symbols app, such as \
      `cup.and.saucer`.
      """,
    triggeringExample: """
      AppShortcut(intent: OrderIntent(), phrases: ["Order with \\(.applicationName)"], shortTitle: "Order", systemImageName: "")
      """,
    fixedExample: """
      AppShortcut(
        intent: OrderIntent(), phrases: ["Order with \\(.applicationName)"], shortTitle: "Order",
        systemImageName: "cup.and.saucer")
      """)

  func check(
    _ shortcut: AppShortcutModel, of provider: ShortcutsProviderModel, in context: RuleContext
  )
    -> [Diagnostic]
  {
    guard let value = shortcut.systemImageName, let text = value.string,
      text.allSatisfy({ $0.isWhitespace })
    else { return [] }
    return [
      context.diagnostic(
        Self.descriptor.id, Self.message(isBlank: !text.isEmpty), value: value, in: shortcut.location.file)
    ]
  }

  /// The message; `isBlank` when the name holds only whitespace.
  static func message(isBlank: Bool) -> String {
    "'systemImageName' is \(isBlank ? "only whitespace" : "empty"): the App Shortcut's tile shows no symbol; "
      + "name an SF Symbol such as 'cup.and.saucer'"
  }
}
