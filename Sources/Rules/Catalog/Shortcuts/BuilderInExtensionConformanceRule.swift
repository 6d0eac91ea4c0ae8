import Diagnostics
import Evaluator
import Model
import Syntax

/// A result-builder body Xcode cannot read because the conformance is declared in an extension.
///
/// `appShortcuts`, `negativePhrases` and `parameterSummary` are result-builder bodies only
/// through the protocol requirement's builder attribute. The compiler's const-value extraction
/// finds that builder only when the conformance is on the type's own declaration; for
/// `extension GardenShortcuts: AppShortcutsProvider` it records no value (docs/const-values.md
/// §9), and Xcode exports no shortcuts, negative phrases or summary. The model marks such
/// bodies `RuntimeReason.builderNotVisible`; the note points at the extension's conformance.
struct BuilderInExtensionConformanceRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .builderInExtensionConformance, defaultSeverity: .error,
    summary: "A result-builder body Xcode cannot read because the conformance is declared in an extension.",
    origin: .beyondXcode,
    explanation: """
      `appShortcuts`, `negativePhrases` and `parameterSummary` are usually written as result-builder bodies \
      (several statements, `if #available` blocks) without naming the builder: the protocol requirement \
      supplies it. Swift applies that builder wherever the conformance is declared, but the compiler's \
      const-value extraction, which Xcode's metadata processor reads, sees it only when the conformance is \
      written on the type's own declaration. With `extension GardenShortcuts: AppShortcutsProvider { ... }` \
      the body compiles and the extraction records no value, so the app ships without these App Shortcuts, \
      negative phrases or parameter summary. Declare the conformance on the type, or write the builder \
      attribute on the property explicitly.
      """,
    triggeringExample: """
      struct GardenShortcuts {}
      extension GardenShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: WaterIntent(), phrases: ["Water with \\(.applicationName)"], shortTitle: "Water", systemImageName: "drop")
          AppShortcut(intent: PlantIntent(), phrases: ["Plant with \\(.applicationName)"], shortTitle: "Plant", systemImageName: "leaf")
        }
      }
      """,
    fixedExample: """
      struct GardenShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: WaterIntent(), phrases: ["Water with \\(.applicationName)"], shortTitle: "Water", systemImageName: "drop")
          AppShortcut(intent: PlantIntent(), phrases: ["Plant with \\(.applicationName)"], shortTitle: "Plant", systemImageName: "leaf")
        }
      }
      """)

  /// The builder attribute users can write for each property.
  static let attributes = [
    "appShortcuts": "@AppShortcutsBuilder", "negativePhrases": "@NegativeAppShortcutPhrasesBuilder",
    "parameterSummary": "@ParameterSummaryBuilder<Self>",
  ]

  func check(_ context: RuleContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for provider in context.model.shortcutsProviders {
      for property in [provider.appShortcuts, provider.negativePhrases].compactMap({ $0 }) {
        findings += diagnostic(property, of: provider.type, protocols: ["AppShortcutsProvider"], in: context)
      }
    }
    for intent in context.model.intents {
      guard let property = intent.parameterSummary else { continue }
      findings += diagnostic(
        property, of: intent.type, protocols: AppIntentsRole.protocols[.intent] ?? [], in: context)
    }
    return findings
  }

  private func diagnostic(
    _ property: PropertyModel, of type: TypeIdentity, protocols: Set<String>, in context: RuleContext
  ) -> [Diagnostic] {
    guard case .runtime(.builderNotVisible) = property.value.constant.kind else { return [] }
    let written = Self.conformanceInExtension(of: type, protocols: protocols, in: context)
    let conformance = written?.text ?? protocols.sorted().first ?? "the protocol"
    let notes = written.map { node in
      [
        Diagnostic.Note(
          message: Self.extensionNote(conformance), path: node.tree.file.path, range: node.trimmedRange)
      ]
    }
    return [
      context.diagnostic(
        Self.descriptor.id,
        Self.message(
          property: property.name, type: type.name, kind: type.kind.rawValue, conformance: conformance,
          attribute: Self.attributes[property.name] ?? "the builder attribute"),
        at: property.location, length: property.name.utf8.count, notes: notes ?? [])
    ]
  }

  /// The inherited-type entry of an extension of `type` that names one of `protocols`.
  static func conformanceInExtension(
    of type: TypeIdentity, protocols: Set<String>, in context: RuleContext
  ) -> SyntaxNode? {
    guard let declaration = context.declaration(of: type) else { return nil }
    for declared in context.index.extensions(of: declaration.path) {
      for entry in declared.node.inheritedTypes {
        let names = TypeNames.protocolComponents(of: entry.text).compactMap { TypeNames.path(of: $0).last }
        if names.contains(where: protocols.contains) { return entry }
      }
    }
    return nil
  }

  /// The message, with both fixes.
  static func message(
    property: String, type: String, kind: String, conformance: String, attribute: String
  ) -> String {
    "Xcode cannot read '\(property)': it is a result-builder body, but '\(type)' declares its "
      + "'\(conformance)' conformance in an extension, where the extraction does not see the builder and "
      + "records no value; declare the conformance on the type ('\(kind) \(type): \(conformance)') or write "
      + "'\(attribute)' on the property"
  }

  /// The note at the extension's conformance.
  static func extensionNote(_ conformance: String) -> String {
    "'\(conformance)' is declared in this extension"
  }
}
