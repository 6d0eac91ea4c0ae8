import Diagnostics
import Model
import Syntax

/// With a deployment target below the first App Intents release, every App Intents type needs
/// `@available(iOS 16.0, *)` (or a higher introduction) on itself or an enclosing type.
///
/// App Intents exists from iOS 16.0 (macOS 13.0, watchOS 9.0, tvOS 16.0). An app that still runs
/// on iOS 15 may declare intents, entities, queries, enums and providers only behind an
/// availability annotation; without one the compiler stops with "'AppIntent' is only available
/// in iOS 16.0 or newer". The rule fires only when `--deployment-target` is given and lower; a
/// conformance added in an extension that carries the annotation counts as annotated.
struct MissingAvailabilityAnnotationRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .missingAvailabilityAnnotation, defaultSeverity: .error,
    summary: "An App Intents type without @available(iOS 16.0, *) while the deployment target is lower.",
    origin: .beyondXcode,
    explanation: """
      App Intents exists from iOS 16.0 (macOS 13.0, watchOS 9.0, tvOS 16.0). When the deployment target is \
      lower, every intent, entity, query, enum, options provider, package and App Shortcuts provider must be \
      marked `@available(iOS 16.0, *)` (or a later version), on the type itself or on a type or extension \
      that encloses it; otherwise the compiler reports that the protocol "is only available in iOS 16.0 or \
      newer". The rule runs only when `--deployment-target` is given, and accepts an annotated extension that \
      adds the conformance. It reports the type's name, so the whole list of missing annotations shows up in \
      one run instead of one compiler error at a time.
      """,
    triggeringExample: """
      // appintents lint --deployment-target 15.0
      struct OrderCoffeeIntent: AppIntent {
        static let title: LocalizedStringResource = "Order Coffee"
        func perform() async throws -> some IntentResult { .result() }
      }
      """,
    fixedExample: """
      @available(iOS 16.0, *)
      struct OrderCoffeeIntent: AppIntent {
        static let title: LocalizedStringResource = "Order Coffee"
        func perform() async throws -> some IntentResult { .result() }
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    let platform = context.options.platform
    guard let required = PlatformVersions.appIntents.version(on: platform),
      let target = context.options.deploymentTarget, context.options.deploymentTargetIsBelow(required)
    else { return [] }
    var seen: Set<String> = []
    var findings: [Diagnostic] = []
    for type in Self.appIntentsTypes(of: context.model) where seen.insert(type.qualifiedName).inserted {
      guard let declaration = context.declaration(of: type) else { continue }
      let availability = DeclarationAvailability(of: declaration.node, on: platform)
      if availability.covers(required) || conformanceExtensionCovers(type, required, context) { continue }
      let conformance = Self.conformance(of: type)
      let message = Self.message(
        type: declaration.dottedPath, conformance: conformance, platform: platform, required: required,
        target: target, annotated: availability.introduced,
        inExtension: type.schema == nil && !type.conformancesOnDeclaration.contains(conformance))
      findings.append(context.diagnostic(Self.descriptor.id, message, at: type.location, length: type.name.utf8.count))
    }
    return findings
  }

  /// Whether an extension of `type` that adds conformances is annotated well enough (the
  /// conformance may live there while the type predates App Intents).
  private func conformanceExtensionCovers(_ type: TypeIdentity, _ required: [Int], _ context: RuleContext) -> Bool {
    guard let declaration = context.declaration(of: type) else { return false }
    return context.index.extensions(of: declaration.path).contains { extensionDeclaration in
      !extensionDeclaration.inherited.isEmpty
        && DeclarationAvailability(of: extensionDeclaration.node, on: context.options.platform).covers(required)
    }
  }

  /// Every App Intents type of the model, in model order (a type with several roles repeats).
  static func appIntentsTypes(of model: AppIntentsModel) -> [TypeIdentity] {
    model.intents.map(\.type) + model.entities.map(\.type) + model.queries.map(\.type) + model.enums.map(\.type)
      + model.shortcutsProviders.map(\.type) + model.packages.map(\.type) + model.optionsProviders
      + model.notExtracted.map(\.type)
  }

  /// The App Intents protocol (or schema macro) that makes `type` an App Intents type.
  static func conformance(of type: TypeIdentity) -> String {
    for role in type.roles {
      let protocols = AppIntentsRole.protocols[role] ?? []
      if let name = type.conformances.first(where: { protocols.contains($0) }) { return name }
    }
    return type.schema.map { _ in "an App Intents schema macro" } ?? "App Intents"
  }

  /// What is missing and what to write.
  static func message(
    type: String, conformance: String, platform: BuildConfiguration.Platform, required: [Int], target: [Int],
    annotated: [Int]?, inExtension: Bool
  ) -> String {
    let name = DeclarationAvailability.platformName(platform)
    let requiredText = DeclarationAvailability.versionText(required)
    let found =
      annotated.map { "its '@available' annotations only require \(name) \(DeclarationAvailability.versionText($0))" }
      ?? "neither '\(type)' nor an enclosing type is marked available for \(name)"
    let place =
      inExtension ? "the extension that adds the conformance (or to '\(type)')" : "'\(type)' or an enclosing type"
    return
      "'\(type)' uses \(conformance), which needs \(name) \(requiredText), but the deployment target is \(name) "
      + "\(DeclarationAvailability.versionText(target)) and \(found); add '@available(\(name) \(requiredText), *)' "
      + "to \(place)"
  }
}
