import Diagnostics
import Model
import Syntax

/// An App Intents schema macro (`@AppIntent(schema:)`, `@AppEntity(schema:)`, `@AppEnum(schema:)`
/// and the `@Assistant...` spellings) on a type that may run below iOS 18.
///
/// The schema macros and the assistant schemas they conform to exist from iOS 18.0 (macOS 15.0,
/// watchOS 11.0, tvOS 18.0, visionOS 2.0). Below that deployment target the type needs
/// `@available(iOS 18.0, *)` on itself or an enclosing type or extension. Fires only when
/// `--deployment-target` is given and lower.
struct SchemaMacroAvailabilityRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .schemaMacroAvailability, defaultSeverity: .error,
    summary: "A schema macro (@AppIntent(schema:), ...) without iOS 18 availability.", origin: .beyondXcode,
    explanation: """
      App Intents schemas (`@AppIntent(schema: .mail.createDraft)`, `@AppEntity(schema:)`, `@AppEnum(schema:)`, \
      and the earlier `@AssistantIntent`/`@AssistantEntity`/`@AssistantEnum` spellings) were introduced with \
      Apple Intelligence in iOS 18.0 (macOS 15.0, watchOS 11.0, tvOS 18.0, visionOS 2.0). With a lower \
      deployment target the type needs `@available(iOS 18.0, *)`, on itself or on an enclosing type or \
      extension, as Apple's and Expo's schema templates write it; otherwise the macro expansion does not \
      compile. The rule runs only when `--deployment-target` is given.
      """,
    triggeringExample: """
      // appintents lint --deployment-target 17.0
      @AppIntent(schema: .mail.createDraft)
      struct CreateDraftIntent {
        var target: MailDraftEntity
        func perform() async throws -> some IntentResult { .result() }
      }
      """,
    fixedExample: """
      @available(iOS 18.0, *)
      @AppIntent(schema: .mail.createDraft)
      struct CreateDraftIntent {
        var target: MailDraftEntity
        func perform() async throws -> some IntentResult { .result() }
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    let platform = context.options.platform
    guard let required = PlatformVersions.schemaMacros.version(on: platform),
      let target = context.options.deploymentTarget, context.options.deploymentTargetIsBelow(required)
    else { return [] }
    return context.model.notExtracted.compactMap { element -> Diagnostic? in
      guard let declaration = context.declaration(of: element.type),
        let attribute = declaration.node.attributes.first(where: {
          $0.attributeName == element.macro && $0.arguments.contains { $0.label == "schema" }
        }),
        !DeclarationAvailability(of: declaration.node, on: platform).covers(required)
      else { return nil }
      let file = context.index.file(of: declaration)
      let range = attribute.trimmedRange
      return context.diagnostic(
        Self.descriptor.id,
        Self.message(
          macro: element.macro, type: element.type.name, platform: platform, required: required, target: target),
        at: file.location(of: range.start), length: range.length)
    }
  }

  /// What is missing and what to write.
  static func message(
    macro: String, type: String, platform: BuildConfiguration.Platform, required: [Int], target: [Int]
  ) -> String {
    let name = DeclarationAvailability.platformName(platform)
    let requiredText = DeclarationAvailability.versionText(required)
    return
      "'@\(macro)(schema:)' needs \(name) \(requiredText), but the deployment target is \(name) "
      + "\(DeclarationAvailability.versionText(target)) and '\(type)' is not marked "
      + "'@available(\(name) \(requiredText), *)'; add that annotation to '\(type)' or an enclosing type"
  }
}
