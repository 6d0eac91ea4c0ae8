import Diagnostics
import Evaluator
import Model

/// An App Shortcut needs at least one phrase Xcode can read.
///
/// Xcode's extraction reads `phrases:` only as an array of string literals written in the
/// `AppShortcut(...)` call. A reference to a constant (`phrases: myPhrases`), a call, or an
/// array whose elements are not string literals is invisible to it, and an empty array has
/// nothing to read: Xcode warns "App Shortcuts should have at least one phrase" and the
/// shortcut cannot be spoken. The message says what was found.
struct AppShortcutWithoutPhrasesRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .appShortcutWithoutPhrases, defaultSeverity: .warning,
    summary: "An App Shortcut with no phrase Xcode can read.", origin: .xcode,
    explanation: """
      An App Shortcut is started by speaking or typing one of its phrases, which Xcode reads at build time \
      from the `phrases:` argument. Its extraction understands only an array of string literals written in \
      the `AppShortcut(...)` call: a reference to a constant declared elsewhere (`phrases: myPhrases`), a \
      function call, or an array of non-literal elements yields no phrase, and Xcode warns "App Shortcuts \
      should have at least one phrase". The shortcut then exists without any way to invoke it by voice. \
      Write the phrases inline as string literals.
      """,
    triggeringExample: """
      static let orderPhrases: [AppShortcutPhrase<OrderIntent>] = ["Order with \\(.applicationName)"]
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderIntent(), phrases: orderPhrases, shortTitle: "Order", systemImageName: "cup.and.saucer")
      }
      """,
    fixedExample: """
      static var appShortcuts: [AppShortcut] {
        AppShortcut(
          intent: OrderIntent(), phrases: ["Order with \\(.applicationName)"], shortTitle: "Order",
          systemImageName: "cup.and.saucer")
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    ShortcutLayout(model: context.model).entries.compactMap { entry in
      let shortcut = entry.shortcut
      guard let phrases = entry.argument("phrases") else {
        return context.diagnostic(
          Self.descriptor.id, Self.message(Self.missingArgument), at: shortcut.location,
          length: "AppShortcut".utf8.count)
      }
      let reason: String
      if case .array(let elements) = phrases.kind {
        if elements.isEmpty {
          reason = Self.emptyArray
        } else if shortcut.phrases.contains(where: \.isStringLiteral) {
          return nil
        } else {
          reason = Self.noLiteralElement(found: ValueDescription.describe(elements[0]))
        }
      } else {
        reason = Self.unreadable(found: ValueDescription.describe(phrases))
      }
      return context.diagnostic(
        Self.descriptor.id, Self.message(reason), value: ModelValue(phrases), in: shortcut.location.file)
    }
  }

  /// Apple's message, followed by what was found.
  static func message(_ reason: String) -> String {
    "App Shortcuts should have at least one phrase: \(reason)"
  }

  /// The reason for a call without `phrases:`.
  static let missingArgument = "this AppShortcut(...) call has no 'phrases:' argument"

  /// The reason for `phrases: []`.
  static let emptyArray = "'phrases:' is an empty array; write at least one phrase"

  /// The reason for an array without string literals.
  static func noLiteralElement(found: String) -> String {
    "no element of 'phrases:' is a string literal (the first is \(found)), and Xcode reads only string literals; "
      + "write each phrase as a string literal in the array"
  }

  /// The reason for a `phrases:` value that is not an array literal.
  static func unreadable(found: String) -> String {
    "'phrases:' is \(found), which Xcode's extraction cannot see; write the phrases as an array of string "
      + "literals in this AppShortcut(...) call"
  }
}
