import Diagnostics
import Model
import Syntax

/// `openAppWhenRun` in an app whose deployment target is iOS 26 or later, where it is deprecated
/// in favour of `supportedModes`.
///
/// Apple deprecated `AppIntent.openAppWhenRun` in iOS 26.0 (every platform's 26.0): "This
/// property is deprecated. Use `supportedModes` instead." Below a 26 deployment target keeping it
/// is right (older systems read only it), so the rule fires only when `--deployment-target` is
/// given and at least 26. The message names the `supportedModes` value that matches a literal.
struct OpenAppWhenRunDeprecatedRule: IntentRule {
  static let descriptor = RuleDescriptor(
    id: .openAppWhenRunDeprecated, defaultSeverity: .warning,
    summary: "openAppWhenRun with a deployment target of iOS 26 or later (use supportedModes).",
    origin: .beyondXcode,
    explanation: """
      `openAppWhenRun` is deprecated from iOS 26.0 (macOS, watchOS and tvOS 26.0); Apple's documentation says \
      "This property is deprecated. Use `supportedModes` instead." `supportedModes` says more: run in the \
      background, come to the foreground immediately, or decide at run time (`.foreground(.dynamic)`). When \
      every supported system is 26 or later, replace `openAppWhenRun = true` with \
      `supportedModes = .foreground` and `false` with `.background`. Below a 26 deployment target keep it: \
      older systems read only `openAppWhenRun`. The rule runs only when `--deployment-target` is given.
      """,
    triggeringExample: """
      // appintents lint --deployment-target 26.0
      struct OpenInboxIntent: AppIntent {
        static let title: LocalizedStringResource = "Open Inbox"
        static let openAppWhenRun: Bool = true
        func perform() async throws -> some IntentResult { .result() }
      }
      """,
    fixedExample: """
      struct OpenInboxIntent: AppIntent {
        static let title: LocalizedStringResource = "Open Inbox"
        static let supportedModes: IntentModes = .foreground
        func perform() async throws -> some IntentResult { .result() }
      }
      """)

  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic] {
    guard let property = MemberSyntax.staticProperty(intent.openAppWhenRun, of: intent.type, in: context),
      let deprecated = PlatformVersions.intentModes.version(on: context.options.platform),
      let target = context.options.deploymentTarget, LintOptions.compare(target, deprecated) >= 0
    else { return [] }
    return [
      context.diagnostic(
        Self.descriptor.id,
        Self.message(
          platform: context.options.platform, target: target, value: IntentLaunchModes(intent, in: context).openApp,
          alsoHasSupportedModes: MemberSyntax.staticProperty(intent.supportedModes, of: intent.type, in: context) != nil
        ),
        at: property.location, length: property.name.utf8.count)
    ]
  }

  /// The deprecation and the replacement.
  static func message(
    platform: BuildConfiguration.Platform, target: [Int], value: IntentLaunchModes.OpenApp,
    alsoHasSupportedModes: Bool
  ) -> String {
    let name = DeclarationAvailability.platformName(platform)
    let deprecation =
      "'openAppWhenRun' is deprecated in \(name) 26.0 and the deployment target is \(name) "
      + DeclarationAvailability.versionText(target)
    if alsoHasSupportedModes { return deprecation + "; remove it, 'supportedModes' already says how the intent runs" }
    switch value {
    case .literal(true):
      return deprecation + "; write 'static let supportedModes: IntentModes = .foreground' instead"
    case .literal(false):
      return deprecation + "; write 'static let supportedModes: IntentModes = .background' instead"
    case .notSet, .unknown:
      return deprecation + "; declare 'supportedModes' ('.foreground' or '.background') instead"
    }
  }
}
