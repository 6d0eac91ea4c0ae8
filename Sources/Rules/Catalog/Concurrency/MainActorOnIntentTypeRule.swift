import Diagnostics
import Model
import Syntax

/// `@MainActor` on an intent type (or on the extension that adds its `AppIntent` conformance).
///
/// The attribute isolates every member to the main actor, including the witnesses of
/// `AppIntent`'s nonisolated requirements (`title`, `parameterSummary`, `init()`); Swift 6 then
/// reports a conformance isolation error, or an isolated conformance that cannot be used where
/// App Intents needs a `Sendable` intent. The fix is to isolate only `perform()`, as Apple's and
/// Expo's templates do (`@MainActor func perform()`).
struct MainActorOnIntentTypeRule: IntentRule {
  static let descriptor = RuleDescriptor(
    id: .mainActorOnIntentType, defaultSeverity: .error,
    summary: "@MainActor on an intent type; put it on perform() instead.", origin: .beyondXcode,
    explanation: """
      `AppIntent`'s requirements (`title`, `description`, `parameterSummary`, `init()`) are nonisolated and the \
      protocol refines `Sendable`. `@MainActor` on the intent type isolates all of its members to the main \
      actor, so under Swift 6 the conformance fails to compile ("main actor-isolated static property 'title' \
      cannot be used to satisfy nonisolated requirement", or a main actor-isolated conformance that cannot \
      satisfy a `Sendable` requirement). Code that needs the main actor belongs in `perform()`: mark it \
      `@MainActor func perform()`, or hop with `await MainActor.run { ... }`. The same applies to a \
      `@MainActor` extension that adds the conformance.
      """,
    triggeringExample: """
      @MainActor
      struct ShowTimerIntent: AppIntent {
        static let title: LocalizedStringResource = "Show Timer"
        func perform() async throws -> some IntentResult { .result() }
      }
      """,
    fixedExample: """
      struct ShowTimerIntent: AppIntent {
        static let title: LocalizedStringResource = "Show Timer"
        @MainActor
        func perform() async throws -> some IntentResult { .result() }
      }
      """)

  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic] {
    guard let declaration = context.declaration(of: intent.type) else { return [] }
    let intentProtocols = AppIntentsRole.protocols[.intent] ?? []
    var declarations = [declaration]
    declarations += context.index.extensions(of: declaration.path).filter { extensionDeclaration in
      extensionDeclaration.inherited.contains { entry in
        TypeNames.protocolComponents(of: entry).contains { intentProtocols.contains(TypeNames.path(of: $0).last ?? $0) }
      }
    }
    return declarations.compactMap { owner -> Diagnostic? in
      guard let attribute = owner.node.attributes.first(where: Self.isMainActor) else { return nil }
      let file = context.index.file(of: owner)
      let range = attribute.trimmedRange
      return context.diagnostic(
        Self.descriptor.id, Self.message(intent: intent.type.name, onExtension: owner.kind == .extension),
        at: file.location(of: range.start), length: range.length)
    }
  }

  /// Whether an attribute is `@MainActor` (or `@_Concurrency.MainActor`).
  static func isMainActor(_ attribute: SyntaxNode) -> Bool {
    guard let name = attribute.attributeName else { return false }
    return TypeNames.path(of: name).last == "MainActor"
  }

  /// What is wrong and where the attribute belongs.
  static func message(intent: String, onExtension: Bool) -> String {
    let place = onExtension ? "on the extension of '\(intent)' that adds its AppIntent conformance" : "on '\(intent)'"
    return
      "'@MainActor' \(place) isolates the intent's members to the main actor, so they cannot satisfy "
      + "AppIntent's nonisolated requirements (a Swift 6 conformance isolation error); remove it and mark "
      + "'perform()' '@MainActor' instead"
  }
}
