import Diagnostics
import Model
import Syntax

/// `@MainActor` on an intent type (or on the extension that adds its `AppIntent` conformance).
///
/// The attribute isolates the members to the main actor, including the witnesses of
/// `AppIntent`'s nonisolated synchronous requirements (`title`, `parameterSummary`, `init()`);
/// Swift 6 then stops with "conformance of 'X' to protocol 'AppIntent' crosses into main
/// actor-isolated code" (checked with swiftc 6.3 against the App Intents stub). The rule fires
/// only when such a witness is isolated: `nonisolated` members, `nonisolated extension`s and an
/// extension holding only the asynchronous `perform()` are fine. The fix is to isolate only
/// `perform()`, as Apple's and Expo's templates do (`@MainActor func perform()`).
struct MainActorOnIntentTypeRule: IntentRule {
  static let descriptor = RuleDescriptor(
    id: .mainActorOnIntentType, defaultSeverity: .error,
    summary: "@MainActor on an intent type; put it on perform() instead.", origin: .beyondXcode,
    explanation: """
      `AppIntent`'s synchronous requirements (`title`, `description`, `parameterSummary`, `init()`) are \
      nonisolated and the protocol refines `Sendable`. `@MainActor` on the intent type isolates all of its \
      members to the main actor, even `static let title`, so the Swift 6 compiler stops with "conformance of \
      'X' to protocol 'AppIntent' crosses into main actor-isolated code and can cause data races" and the note \
      "main actor-isolated static property 'title' cannot satisfy nonisolated requirement". Code that needs \
      the main actor belongs in `perform()`, whose requirement is asynchronous: mark it \
      `@MainActor func perform()`, or hop with `await MainActor.run { ... }`. The same applies to a \
      `@MainActor` extension that adds the conformance and declares `title` or another synchronous \
      requirement; members marked `nonisolated` are fine and not reported.
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

  /// The synchronous requirements of `AppIntent` a type witnesses with its own members.
  static let synchronousRequirements: Set<String> = [
    "title", "description", "openAppWhenRun", "isDiscoverable", "authenticationPolicy", "supportedModes",
    "parameterSummary",
  ]

  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic] {
    guard let declaration = context.declaration(of: intent.type) else { return [] }
    let extensions = context.index.extensions(of: declaration.path)
    var findings: [Diagnostic] = []
    // On the type, every member (extensions included) is isolated unless marked `nonisolated`.
    if let attribute = declaration.node.attributes.first(where: Self.isMainActor),
      let witness = Self.isolatedWitness(in: [declaration] + extensions, index: context.index)
    {
      findings.append(diagnostic(intent, attribute, declaration, witness, onExtension: false, context))
    }
    // On an extension that adds the conformance, only that extension's members are isolated.
    let intentProtocols = AppIntentsRole.protocols[.intent] ?? []
    for owner in extensions {
      guard let attribute = owner.node.attributes.first(where: Self.isMainActor),
        owner.inherited.contains(where: { entry in
          TypeNames.protocolComponents(of: entry).contains {
            intentProtocols.contains(TypeNames.path(of: $0).last ?? $0)
          }
        }),
        let witness = Self.isolatedWitness(in: [owner], index: context.index)
      else { continue }
      findings.append(diagnostic(intent, attribute, owner, witness, onExtension: true, context))
    }
    return findings
  }

  private func diagnostic(
    _ intent: IntentModel, _ attribute: SyntaxNode, _ owner: TypeDeclaration, _ witness: String, onExtension: Bool,
    _ context: RuleContext
  ) -> Diagnostic {
    let range = attribute.trimmedRange
    return context.diagnostic(
      Self.descriptor.id, Self.message(intent: intent.type.name, witness: witness, onExtension: onExtension),
      at: context.index.file(of: owner).location(of: range.start), length: range.length)
  }

  /// The first member of `declarations` that witnesses a synchronous requirement and is not
  /// `nonisolated` (`'title'`, `'init()'`): the member the compiler names in its error. Members
  /// of a `nonisolated extension` are skipped.
  static func isolatedWitness(in declarations: [TypeDeclaration], index: ModuleIndex) -> String? {
    for declaration in declarations where !declaration.node.modifierWords.contains("nonisolated") {
      for member in index.activeItems(declaration.node.members) {
        guard !member.modifierWords.contains("nonisolated") else { continue }
        if member.kind == .variableDecl, member.modifierWords.contains("static"),
          let name = member.children(ofKind: .patternBinding).flatMap(MemberSyntax.boundNames(of:)).first(where: {
            synchronousRequirements.contains($0)
          })
        {
          return name
        }
        if member.kind == .initializerDecl,
          (member.child(.parameterClause)?.children(ofKind: .functionParameter) ?? []).isEmpty
        {
          return "init()"
        }
      }
    }
    return nil
  }

  /// Whether an attribute is `@MainActor` (or `@_Concurrency.MainActor`).
  static func isMainActor(_ attribute: SyntaxNode) -> Bool {
    guard let name = attribute.attributeName else { return false }
    return TypeNames.path(of: name).last == "MainActor"
  }

  /// What is wrong, as the compiler says it, and where the attribute belongs.
  static func message(intent: String, witness: String, onExtension: Bool) -> String {
    let place = onExtension ? "on the extension that adds the AppIntent conformance" : "on the intent type"
    return
      "'@MainActor' \(place) isolates '\(witness)' to the main actor, so it cannot satisfy AppIntent's "
      + "nonisolated requirement (Swift 6: \"conformance of '\(intent)' to protocol 'AppIntent' crosses into main "
      + "actor-isolated code\"); remove it and mark 'perform()' '@MainActor' instead"
  }
}
