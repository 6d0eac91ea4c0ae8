import Diagnostics
import Model

/// A lint rule: one type per rule, in its own file, with a descriptor, a check and its message
/// factories.
///
/// Rules are pure: they read the model and the index through a `RuleContext` and return
/// diagnostics; severity overrides, suppressions and baselines are applied by the engine.
public protocol Rule: Sendable {
  /// What the rule is: id, default severity, summary.
  static var descriptor: RuleDescriptor { get }
  /// Creates the rule.
  init()
  /// The rule's findings in the module.
  func check(_ context: RuleContext) -> [Diagnostic]
}

/// Where a rule comes from.
public enum RuleOrigin: String, Sendable, Codable {
  /// It mirrors a check Xcode's metadata processor makes (with Apple's wording where Apple
  /// has one).
  case xcode
  /// It catches something Xcode does not check at build time.
  case beyondXcode
}

/// The fixed facts about a rule.
public struct RuleDescriptor: Sendable, Hashable {
  /// The rule's id.
  public var id: RuleID
  /// The severity unless configured otherwise.
  public var defaultSeverity: Severity
  /// One line for `appintents rules`.
  public var summary: String
  /// Whether the rule mirrors Xcode or goes beyond it.
  public var origin: RuleOrigin
  /// What the rule checks and why it matters (a paragraph of Markdown).
  public var explanation: String
  /// Swift code that triggers the rule.
  public var triggeringExample: String
  /// The same code, fixed.
  public var fixedExample: String

  /// Creates a descriptor.
  public init(
    id: RuleID, defaultSeverity: Severity, summary: String, origin: RuleOrigin, explanation: String = "",
    triggeringExample: String = "", fixedExample: String = ""
  ) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.origin = origin
    self.explanation = explanation
    self.triggeringExample = triggeringExample
    self.fixedExample = fixedExample
  }
}

/// A rule that checks each intent on its own.
public protocol IntentRule: Rule {
  /// The findings about one intent.
  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic]
}

extension IntentRule {
  public func check(_ context: RuleContext) -> [Diagnostic] {
    context.model.intents.flatMap { check($0, in: context) }
  }
}

/// A rule that checks each App Shortcut of each provider on its own.
public protocol AppShortcutRule: Rule {
  /// The findings about one App Shortcut.
  func check(
    _ shortcut: AppShortcutModel, of provider: ShortcutsProviderModel, in context: RuleContext
  )
    -> [Diagnostic]
}

extension AppShortcutRule {
  public func check(_ context: RuleContext) -> [Diagnostic] {
    context.model.shortcutsProviders.flatMap { provider in
      provider.shortcuts.flatMap { check($0, of: provider, in: context) }
    }
  }
}

/// A rule that checks each App Enum on its own.
public protocol EnumRule: Rule {
  /// The findings about one enum.
  func check(_ appEnum: EnumModel, in context: RuleContext) -> [Diagnostic]
}

extension EnumRule {
  public func check(_ context: RuleContext) -> [Diagnostic] {
    context.model.enums.flatMap { check($0, in: context) }
  }
}
