import Diagnostics
import Model
import Syntax

/// `supportedModes` (iOS 26) declared by an intent while the deployment target is lower and
/// nothing marks it `@available(iOS 26.0, *)`.
///
/// `AppIntent.supportedModes` and its type `IntentModes` exist from iOS 26.0 (every platform's
/// 26.0). An app that still supports earlier versions must put `@available(iOS 26.0, *)` on the
/// property (the usual choice, keeping `openAppWhenRun` for older systems), on the intent or on an
/// enclosing type or extension. Fires only when `--deployment-target` is given and below 26.
struct SupportedModesAvailabilityRule: IntentRule {
  static let descriptor = RuleDescriptor(
    id: .supportedModesAvailability, defaultSeverity: .error,
    summary: "supportedModes (iOS 26) used without @available(iOS 26.0, *) below a 26 deployment target.",
    origin: .beyondXcode,
    explanation: """
      `supportedModes` and its type `IntentModes` were introduced in iOS 26.0 (macOS, watchOS, tvOS and \
      visionOS 26.0 too; Apple's documentation of `AppIntent.supportedModes`). When the deployment target is \
      lower, the compiler rejects an unannotated `static let supportedModes: IntentModes` ("'IntentModes' is \
      only available in iOS 26.0 or newer"). Mark the property `@available(iOS 26.0, *)` and keep \
      `openAppWhenRun` for earlier systems: the default `supportedModes` follows `openAppWhenRun`, so both \
      together behave the same everywhere. The rule runs only when `--deployment-target` is given.
      """,
    triggeringExample: """
      // appintents lint --deployment-target 17.0
      struct OpenInboxIntent: AppIntent {
        static let title: LocalizedStringResource = "Open Inbox"
        static let supportedModes: IntentModes = .foreground
        func perform() async throws -> some IntentResult { .result() }
      }
      """,
    fixedExample: """
      struct OpenInboxIntent: AppIntent {
        static let title: LocalizedStringResource = "Open Inbox"
        static let openAppWhenRun: Bool = true
        @available(iOS 26.0, *)
        static let supportedModes: IntentModes = .foreground
        func perform() async throws -> some IntentResult { .result() }
      }
      """)

  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic] {
    let platform = context.options.platform
    guard let property = intent.supportedModes,
      let required = PlatformVersions.intentModes.version(on: platform),
      let target = context.options.deploymentTarget, context.options.deploymentTargetIsBelow(required),
      let member = MemberSyntax.property(property, of: intent.type, in: context), member.isStatic
    else { return [] }
    if DeclarationAvailability(of: member.declaration, on: platform).covers(required) { return [] }
    return [
      context.diagnostic(
        Self.descriptor.id,
        Self.message(intent: intent.type.name, platform: platform, required: required, target: target),
        at: property.location, length: property.name.utf8.count)
    ]
  }

  /// What is missing and what to write.
  static func message(intent: String, platform: BuildConfiguration.Platform, required: [Int], target: [Int]) -> String {
    let name = DeclarationAvailability.platformName(platform)
    let requiredText = DeclarationAvailability.versionText(required)
    return
      "'supportedModes' needs \(name) \(requiredText), but the deployment target is \(name) "
      + "\(DeclarationAvailability.versionText(target)) and neither the property nor '\(intent)' is marked "
      + "'@available(\(name) \(requiredText), *)'; add that annotation to the property and keep 'openAppWhenRun' "
      + "for earlier versions"
  }
}
