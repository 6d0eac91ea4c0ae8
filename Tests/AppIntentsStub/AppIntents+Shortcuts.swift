// App Shortcuts: `AppShortcutsProvider`, `AppShortcut`, phrases with `\(.applicationName)` and
// `\(\.$parameter)` placeholders, the `AppShortcutsBuilder` (if, if #available, arrays, loops),
// negative phrases, parameter presentations and the tile color.

/// The app's App Shortcuts: at most one provider per app.
public protocol AppShortcutsProvider {
  /// The shortcuts, written with the `AppShortcutsBuilder`.
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  /// The color of the app's tiles in Shortcuts.
  static var shortcutTileColor: ShortcutTileColor { get }
  /// Phrases that must not run the app's shortcuts (iOS 17).
  @NegativeAppShortcutPhrasesBuilder static var negativePhrases: NegativeAppShortcutPhrases { get }
}

extension AppShortcutsProvider {
  /// The default tile color.
  public static var shortcutTileColor: ShortcutTileColor { .navy }
  /// No negative phrases.
  public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases() }
  /// Asks the system to refresh parameterized phrases.
  public static func updateAppShortcutParameters() {}
}

/// The colors of shortcut tiles in the Shortcuts app.
public enum ShortcutTileColor: Sendable {
  /// Red.
  case red
  /// Tangerine.
  case tangerine
  /// Orange.
  case orange
  /// Yellow.
  case yellow
  /// Lime.
  case lime
  /// Grayish green.
  case grayGreen
  /// Teal.
  case teal
  /// Light blue.
  case lightBlue
  /// Blue.
  case blue
  /// Navy.
  case navy
  /// Grayish blue.
  case grayBlue
  /// Grape.
  case grape
  /// Purple.
  case purple
  /// Pink.
  case pink
  /// Grayish brown.
  case grayBrown
}

/// A preconfigured shortcut for an intent, with the phrases that run it.
public struct AppShortcut: Sendable {
  /// A shortcut with phrases, a short title and an SF Symbol (iOS 17).
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String
  ) {}

  /// A shortcut with phrases, a short title, an SF Symbol and a parameter presentation (iOS 17).
  public init<Intent: AppIntent, Value: _IntentValue>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String, parameterPresentation: AppShortcutParameterPresentation<Intent, Value>
  ) {}

  /// A shortcut with phrases only (iOS 16).
  public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {}

  /// A shortcut with phrases and an SF Symbol (iOS 16.4).
  public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String) {}
}

/// The placeholder for the app's name (or one of its synonyms) in a phrase.
public enum AppShortcutPhraseToken: Sendable {
  /// `\(.applicationName)`.
  case applicationName
}

/// A spoken phrase that runs an App Shortcut.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  /// Builds a phrase with app-name and parameter placeholders.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// Starts an empty phrase.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Appends literal words.
    public mutating func appendLiteral(_ literal: String) {}
    /// Appends `${applicationName}`.
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
    /// Appends a parameter placeholder; the parameter must be an entity or enum.
    public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
  }

  /// A phrase from a string key.
  public init(_ value: String) {}
  /// A phrase without placeholders.
  public init(stringLiteral value: String) {}
  /// A phrase with placeholders.
  public init(stringInterpolation: StringInterpolation) {}
}

/// Builds `appShortcuts`: single shortcuts, arrays, `if`, `if #available` and `for` loops.
@resultBuilder public enum AppShortcutsBuilder {
  /// One shortcut.
  public static func buildExpression(_ expression: AppShortcut) -> [AppShortcut] { [expression] }
  /// An array of shortcuts.
  public static func buildExpression(_ expression: [AppShortcut]) -> [AppShortcut] { expression }
  /// The whole body.
  public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
  /// The `if` branch.
  public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
  /// The `else` branch.
  public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
  /// A `for` loop.
  public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] { components.flatMap { $0 } }
}

/// A phrase that must not trigger the app's shortcuts (iOS 17).
public struct NegativeAppShortcutPhrase: ExpressibleByStringInterpolation, Sendable {
  /// Builds a phrase with the app-name placeholder.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// Starts an empty phrase.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Appends literal words.
    public mutating func appendLiteral(_ literal: String) {}
    /// Appends `${applicationName}`.
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
  }

  /// A phrase from a string key.
  public init(_ phraseKey: String) {}
  /// A phrase without placeholders.
  public init(stringLiteral value: String) {}
  /// A phrase with placeholders.
  public init(stringInterpolation: StringInterpolation) {}
}

/// The negative phrases of a provider.
public struct NegativeAppShortcutPhrases: Sendable {
  /// No phrases.
  public init() {}
}

/// Builds `negativePhrases`.
@resultBuilder public enum NegativeAppShortcutPhrasesBuilder {
  /// One phrase.
  public static func buildExpression(_ expression: NegativeAppShortcutPhrase) -> [NegativeAppShortcutPhrase] {
    [expression]
  }
  /// The whole body.
  public static func buildBlock(_ components: [NegativeAppShortcutPhrase]...) -> [NegativeAppShortcutPhrase] {
    components.flatMap { $0 }
  }
  /// The final value.
  public static func buildFinalResult(_ component: [NegativeAppShortcutPhrase]) -> NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases()
  }
}

/// How an App Shortcut presents one parameter's values as separate shortcuts (iOS 17).
public struct AppShortcutParameterPresentation<Intent: AppIntent, Value: _IntentValue>: Sendable {
  /// Presents a parameter with a summary and option collections.
  public init(
    for parameter: KeyPath<Intent, IntentParameter<Value>>, summary: AppShortcutPhrase<Intent>,
    @AppShortcutOptionsCollectionBuilder optionsCollections: () -> [AppShortcutOptionsCollectionDescriptor]
  ) {}

  /// Presents a parameter with a summary.
  public init(for parameter: KeyPath<Intent, IntentParameter<Value>>, summary: AppShortcutPhrase<Intent>) {}
}

/// A group of options for a parameter presentation.
public struct AppShortcutOptionsCollection<Provider: DynamicOptionsProvider>: Sendable {
  /// A group of options from a provider.
  public init(_ dynamicOptionsProvider: Provider, title: LocalizedStringResource, systemImageName: String? = nil) {}
}

/// One options collection, type-erased.
public struct AppShortcutOptionsCollectionDescriptor: Sendable {
  /// Creates a descriptor.
  public init() {}
}

/// Collects the options collections of a parameter presentation.
@resultBuilder public enum AppShortcutOptionsCollectionBuilder {
  /// One collection.
  public static func buildExpression<Provider>(
    _ collection: AppShortcutOptionsCollection<Provider>
  ) -> [AppShortcutOptionsCollectionDescriptor] {
    [AppShortcutOptionsCollectionDescriptor()]
  }
  /// All collections.
  public static func buildBlock(
    _ components: [AppShortcutOptionsCollectionDescriptor]...
  ) -> [AppShortcutOptionsCollectionDescriptor] {
    components.flatMap { $0 }
  }
}
