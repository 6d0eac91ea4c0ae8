import Diagnostics
import Model
import Syntax

/// An `OpenIntent` without a `target` parameter.
///
/// An `OpenIntent` opens the app to the item in its `target` parameter, which the system fills
/// in (from Spotlight, a widget, Siri). The protocol's requirement is satisfied by any
/// `var target`, but only an `@Parameter var target` is exported and filled in. The rule reports
/// an `OpenIntent` (directly or through a module protocol) with no `@Parameter` named `target`,
/// pointing at a plain `target` property when there is one. Macro-generated intents are not
/// judged.
struct OpenIntentWithoutTargetRule: IntentRule {
  static let descriptor = RuleDescriptor(
    id: .openIntentWithoutTarget, defaultSeverity: .error,
    summary: "An OpenIntent without a target parameter.", origin: .beyondXcode,
    explanation: """
      `OpenIntent` is how Spotlight, widgets and Siri open the app to one item: the system puts the item in \
      the intent's `target` parameter and runs the intent. Swift accepts any `var target` as the protocol's \
      requirement, but only an `@Parameter var target` is exported in the App Intents metadata and filled in \
      by the system, so an intent without one opens the app to nothing. Declare \
      `@Parameter(title: "...") var target: SomeEntity` (an `AppEntity` or `AppEnum`).
      """,
    triggeringExample: """
      struct OpenAlbumIntent: OpenIntent {
        static let title: LocalizedStringResource = "Open Album"
        var target: AlbumEntity
        func perform() async throws -> some IntentResult { .result() }
      }
      """,
    fixedExample: """
      struct OpenAlbumIntent: OpenIntent {
        static let title: LocalizedStringResource = "Open Album"
        @Parameter(title: "Album") var target: AlbumEntity
        func perform() async throws -> some IntentResult { .result() }
      }
      """)

  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic] {
    let type = intent.type
    guard type.schema == nil, type.conformances.contains("OpenIntent"), type.kind != .class,
      !intent.parameters.contains(where: { $0.name == "target" })
    else { return [] }
    let plain = Self.plainTarget(of: type, context)
    return [
      context.diagnostic(
        Self.descriptor.id, Self.message(intent: type.name, hasPlainTarget: plain != nil),
        at: plain ?? type.location, length: plain != nil ? "target".utf8.count : type.name.utf8.count)
    ]
  }

  /// Where an instance property `target` without `@Parameter` is declared, if there is one.
  static func plainTarget(of type: TypeIdentity, _ context: RuleContext) -> ModelLocation? {
    guard let path = ModuleTypeLookup(index: context.index).modulePath(ofQualified: type.qualifiedName) else {
      return nil
    }
    for (member, owner) in context.index.members(of: path) where member.kind == .variableDecl {
      guard !member.modifierWords.contains("static") else { continue }
      let patterns = member.children(ofKind: .patternBinding).compactMap { $0.children.first }
      let name = patterns.first { $0.kind == .identifierPattern && SyntaxNode.unescaped($0.text) == "target" }
      if let name { return context.index.file(of: owner).location(of: name.trimmedRange.start) }
    }
    return nil
  }

  /// What is wrong and what to do.
  static func message(intent: String, hasPlainTarget: Bool) -> String {
    let found = hasPlainTarget ? "its 'target' is not an @Parameter" : "it declares no 'target' parameter"
    return "The OpenIntent '\(intent)' has nothing to open: \(found); declare "
      + "'@Parameter(title: \"...\") var target: SomeEntity' with an AppEntity or AppEnum type"
  }
}
