import Diagnostics
import Model

/// An App Shortcut's `shortTitle` must not be empty.
///
/// The short title is the name the Shortcuts app, Spotlight and the Action button show for the
/// App Shortcut. `shortTitle: ""` (or only spaces) compiles, and Xcode exports it, but the
/// shortcut then appears without a name. Only string literals are checked.
struct EmptyShortTitleRule: AppShortcutRule {
  static let descriptor = RuleDescriptor(
    id: .emptyShortTitle, defaultSeverity: .warning, summary: "An App Shortcut whose shortTitle is empty.",
    origin: .beyondXcode,
    explanation: """
      Since iOS 17 every App Shortcut has a `shortTitle`, the label the Shortcuts app, Spotlight and the \
      Action button show for it. An empty or blank title compiles and passes Xcode's metadata processor, \
      but the shortcut then shows up as an unlabeled tile. Write a short, specific title of a few words.
      """,
    triggeringExample: """
      AppShortcut(intent: OrderIntent(), phrases: ["Order with \\(.applicationName)"], shortTitle: "", systemImageName: "cup.and.saucer")
      """,
    fixedExample: """
      AppShortcut(
        intent: OrderIntent(), phrases: ["Order with \\(.applicationName)"], shortTitle: "Order Coffee",
        systemImageName: "cup.and.saucer")
      """)

  func check(
    _ shortcut: AppShortcutModel, of provider: ShortcutsProviderModel, in context: RuleContext
  )
    -> [Diagnostic]
  {
    guard let value = shortcut.shortTitle, let text = value.string,
      text.allSatisfy({ $0.isWhitespace })
    else { return [] }
    return [
      context.diagnostic(
        Self.descriptor.id, Self.message(isBlank: !text.isEmpty), value: value, in: shortcut.location.file)
    ]
  }

  /// The message; `isBlank` when the title holds only whitespace.
  static func message(isBlank: Bool) -> String {
    "'shortTitle' is \(isBlank ? "only whitespace" : "empty"): Shortcuts and Spotlight show the App Shortcut "
      + "under this title; write a few words such as 'Order Coffee'"
  }
}
