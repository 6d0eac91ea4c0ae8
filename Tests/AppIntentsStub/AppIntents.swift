// A stub of Apple's App Intents framework, compiled on Linux as a module named `AppIntents` so that
// the extraction fixtures type-check and the Swift compiler's const-value extraction can run on them.
//
// Only type-checking matters: every body is `fatalError()` or a trivial value. Names, generic shapes
// and argument labels follow Apple's public interface closely enough that realistic App Intents code
// compiles unchanged; where Apple's types are more elaborate, the stub keeps the spelling that source
// code uses and simplifies the rest. The files of this folder form the module:
//
// - AppIntents.swift: the intent protocols and their refinements (this file).
// - AppIntents+Strings.swift: `LocalizedStringResource`, `IntentDescription`, `IntentDialog`, display
//   representations.
// - AppIntents+Parameters.swift: `@Parameter` (`IntentParameter`) and its options.
// - AppIntents+Results.swift: `IntentResult`, its traits and the `.result(...)` overloads.
// - AppIntents+Summary.swift: `ParameterSummary`, `Summary`, `When`, `Switch`, `Case`, `DefaultCase`.
// - AppIntents+Entities.swift: `AppEntity` and friends, `@Property`, `@Dependency`.
// - AppIntents+Queries.swift: the entity query protocols and property-query building blocks.
// - AppIntents+Enums.swift: `AppEnum`.
// - AppIntents+Shortcuts.swift: `AppShortcutsProvider`, `AppShortcut`, phrases and builders.
// - AppIntents+Packages.swift: `AppIntentsPackage`, `DynamicOptionsProvider`, `AppDependencyManager`.
// - AppIntents+Macros.swift: the schema and entity-property macros (expanded to nothing by the
//   no-op plugin in `MacroPlugin/`).
// - AppIntents+Values.swift: `_IntentValue` and the value types parameters accept.
//
// The sibling folders `SwiftUI/` and `UniformTypeIdentifiers/` are separate small stub modules.

@_exported import Foundation

/// A type with a stable identifier that survives app updates.
public protocol PersistentlyIdentifiable {
  /// The identifier; the type name by default.
  static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
  /// The type name.
  public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// An action the system can run: the root of every intent protocol.
public protocol AppIntent: PersistentlyIdentifiable, _SupportsAppDependencies, Sendable {
  /// What `perform()` returns; its traits (dialog, value, snippet...) describe the result.
  associatedtype PerformResult: IntentResult
  /// The type of the parameter summary.
  associatedtype SummaryContent: ParameterSummary

  /// The name of the intent as people see it.
  static var title: LocalizedStringResource { get }
  /// What the intent does, its category and search keywords.
  static var description: IntentDescription? { get }
  /// Whether running the intent brings the app to the foreground.
  static var openAppWhenRun: Bool { get }
  /// Whether the intent shows up in Shortcuts and Spotlight.
  static var isDiscoverable: Bool { get }
  /// When the device must be unlocked to run the intent.
  static var authenticationPolicy: IntentAuthenticationPolicy { get }
  /// Where the intent may run (iOS 26).
  static var supportedModes: IntentModes { get }
  /// The sentence that summarizes the intent and its parameters in Shortcuts.
  @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

  /// Creates the intent; the system sets parameters afterwards.
  init()
  /// Runs the intent.
  func perform() async throws -> PerformResult
}

extension AppIntent {
  /// No description.
  public static var description: IntentDescription? { nil }
  /// Runs in the background.
  public static var openAppWhenRun: Bool { false }
  /// Discoverable.
  public static var isDiscoverable: Bool { true }
  /// Runs while locked.
  public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
  /// Background only.
  public static var supportedModes: IntentModes { .background }
  /// No summary.
  public static var parameterSummary: EmptyParameterSummary { EmptyParameterSummary() }

  /// Asks the person to confirm before continuing.
  public func requestConfirmation(dialog: IntentDialog? = nil) async throws { fatalError("stub") }

  /// Asks the person to confirm a result before continuing.
  public func requestConfirmation<Result: IntentResult>(
    result: Result, confirmationActionName: ConfirmationActionName = .run, showPrompt: Bool = true
  ) async throws {
    fatalError("stub")
  }
}

/// When an intent requires the device to be unlocked.
public enum IntentAuthenticationPolicy: Sendable {
  /// The intent runs on a locked device.
  case alwaysAllowed
  /// The device must be unlocked.
  case requiresAuthentication
  /// The device must be unlocked on this device itself.
  case requiresLocalDeviceAuthentication
}

/// Where an intent may run: in the background, in the foreground, or both (iOS 26).
public struct IntentModes: OptionSet, Sendable {
  /// How the app comes to the foreground.
  public enum ForegroundMode: Sendable {
    /// Before the intent runs.
    case immediate
    /// When the intent asks for it.
    case dynamic
    /// After the intent ran.
    case deferred
  }

  /// The raw bits.
  public let rawValue: Int
  /// Creates modes from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The intent runs without the app's UI.
  public static let background = IntentModes(rawValue: 1)
  /// The intent brings the app to the foreground.
  public static let foreground = IntentModes(rawValue: 2)
  /// The intent brings the app to the foreground in the given way.
  public static func foreground(_ mode: ForegroundMode) -> IntentModes { .foreground }
}

/// The verb on a confirmation button.
public struct ConfirmationActionName: Sendable {
  /// "Run".
  public static let run = ConfirmationActionName()
  /// "Add".
  public static let add = ConfirmationActionName()
  /// "Send".
  public static let send = ConfirmationActionName()
  /// A custom verb.
  public static func custom(
    acceptLabel: LocalizedStringResource, denyLabel: LocalizedStringResource
  )
    -> ConfirmationActionName
  {
    ConfirmationActionName()
  }
}

// MARK: - Refinements of AppIntent

/// An intent the system itself defines the meaning of; the base of several system protocols.
public protocol SystemIntent: AppIntent {}

/// An intent that opens an entity or enum value in the app.
public protocol OpenIntent: SystemIntent {
  /// The type of the thing opened.
  associatedtype Value: _IntentValue
  /// The thing to open, usually an `@Parameter`.
  var target: Value { get set }
}

/// An intent that deletes entities.
public protocol DeleteIntent: SystemIntent {
  /// The entity type.
  associatedtype Entity: AppEntity
  /// The entities to delete.
  var entities: [Entity] { get set }
}

/// An intent the system can express as a universal link.
public protocol URLRepresentableIntent: AppIntent {
  /// The URL template, with `\(\.$parameter)` placeholders.
  static var urlRepresentation: IntentURLRepresentation<Self> { get }
}

extension URLRepresentableIntent {
  /// The URL template type of this intent.
  public typealias URLRepresentation = IntentURLRepresentation<Self>
}

/// The URL template of a `URLRepresentableIntent`: literal text with parameter placeholders.
public struct IntentURLRepresentation<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  /// Builds the template.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// Starts an empty template.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {}
    /// Appends a parameter placeholder.
    public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
  }

  /// A template without placeholders.
  public init(stringLiteral value: String) {}
  /// A template with placeholders.
  public init(stringInterpolation: StringInterpolation) {}
}

/// An intent that can ask to continue in the foreground.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
  /// Asks the person to continue in the app.
  public func requestToContinueInForeground(_ dialog: IntentDialog? = nil) async throws {
    fatalError("stub")
  }
}

/// An intent that plays audio.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that records audio.
public protocol AudioRecordingIntent: SystemIntent {}

/// An intent that starts or updates a Live Activity.
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that sets a value, as controls and toggles do.
public protocol SetValueIntent: SystemIntent {
  /// The type of the value.
  associatedtype ValueType: _IntentValue
  /// The value to set.
  var value: ValueType { get set }
}

/// An intent whose result is an interactive snippet (iOS 26).
public protocol SnippetIntent: AppIntent {}

/// An intent that configures a widget.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent that configures a control (iOS 18).
public protocol ControlConfigurationIntent: AppIntent {}

/// An intent that configures a Focus filter.
public protocol SetFocusFilterIntent: AppIntent {
  /// How the filter describes itself in Settings.
  var displayRepresentation: DisplayRepresentation { get }
}

/// An intent that shows in-app search results for a string.
public protocol ShowInAppSearchResultsIntent: AppIntent {
  /// Where the search applies.
  static var searchScopes: [StringSearchScope] { get }
  /// The search string.
  var criteria: StringSearchCriteria { get set }
}

/// The scope of an in-app search.
public struct StringSearchScope: Sendable {
  /// General search.
  public static let general = StringSearchScope()
}

/// The string a search intent receives.
public struct StringSearchCriteria: _IntentValue, Sendable {
  /// The search term.
  public var term: String
  /// Creates criteria for a term.
  public init(term: String) { self.term = term }
}

/// An intent that provides content for a target, such as the app's current view (iOS 26).
public protocol TargetContentProvidingIntent: AppIntent {}

/// An intent that reports its progress while it runs.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
  /// The progress the intent reports.
  public var progress: Progress { fatalError("stub") }
}

/// An intent that can be undone.
public protocol UndoableIntent: AppIntent {}

/// An intent that opens the camera to capture content.
public protocol CameraCaptureIntent: SystemIntent {
  /// The app-defined context passed to the capture extension.
  associatedtype AppContext: Codable & Sendable
}
