// A Linux stand-in for the few App Intents declarations the sample uses; on Apple platforms
// the real framework provides them.

/// An action the system can run.
public protocol AppIntent: Sendable {
  /// What `perform()` returns.
  associatedtype PerformResult: IntentResult
  /// The name of the intent as people see it.
  static var title: LocalizedStringResource { get }
  /// Creates the intent.
  init()
  /// Runs the intent.
  func perform() async throws -> PerformResult
}

/// The result of an intent.
public protocol IntentResult: Sendable {}

/// A result without a value or dialog.
public struct EmptyIntentResult: IntentResult {}

extension IntentResult where Self == EmptyIntentResult {
  /// A result without a value or dialog.
  public static func result() -> Self { EmptyIntentResult() }
}

/// A string looked up in the app's localizations.
public struct LocalizedStringResource: ExpressibleByStringLiteral, Sendable {
  /// The key, which is also the English text.
  public let key: String
  /// Creates a resource from a literal.
  public init(stringLiteral value: String) { key = value }
}

/// The placeholders a phrase may use.
public enum AppShortcutPhraseToken: Sendable {
  /// The app's name or one of its synonyms.
  case applicationName
}

/// A phrase that runs an App Shortcut.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  /// The pieces of a phrase.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// Creates an empty phrase.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {}
    /// Appends a placeholder.
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
  }

  /// Creates a phrase without placeholders.
  public init(stringLiteral value: String) {}
  /// Creates a phrase with placeholders.
  public init(stringInterpolation: StringInterpolation) {}
}

/// A preconfigured shortcut for an intent.
public struct AppShortcut: Sendable {
  /// A shortcut with phrases, a short title and an SF Symbol.
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String
  ) {}
}

/// Collects the shortcuts of a provider.
@resultBuilder
public enum AppShortcutsBuilder {
  /// One shortcut.
  public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
  /// The shortcuts of a body.
  public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
}

/// The app's App Shortcuts.
public protocol AppShortcutsProvider {
  /// The shortcuts.
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}
