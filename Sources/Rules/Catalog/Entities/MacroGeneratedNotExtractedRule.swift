import Diagnostics
import Model
import Source

/// A type whose App Intents members an App Intents schema macro generates.
///
/// `@AppIntent(schema:)`, `@AppEntity(schema:)`, `@AppEnum(schema:)` and the `@Assistant...`
/// macros generate members (titles, parameters, display representations) that only exist after
/// macro expansion. This tool reads the sources as written and never guesses them, so the type
/// is listed in the model as not extracted and the rules do not check it. The diagnostic, an
/// information, points at the macro attribute so the gap is visible.
struct MacroGeneratedNotExtractedRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .macroGeneratedNotExtracted, defaultSeverity: .info,
    summary: "A type whose App Intents members a macro generates, reported as not extracted.", origin: .xcode,
    explanation: """
      App Intents schema macros (`@AppIntent(schema:)`, `@AppEntity(schema:)`, `@AppEnum(schema:)`, \
      `@AssistantIntent(schema:)`, `@AssistantEntity(schema:)`, `@AssistantEnum(schema:)`) generate the \
      members Xcode reads (titles, parameters, display representations) during compilation. This tool reads \
      the sources as written and does not expand macros, so it reports such a type as not extracted instead \
      of guessing what the macro produces: the type has its role in the model, but its generated members are \
      missing and the other rules do not check them. Xcode itself has had trouble with macro-generated \
      intents ("Static extraction builder failure: The file \\"@__swiftmacro_...swift\\" couldn't be \
      opened"). Nothing needs fixing; disable the rule or suppress the line to acknowledge it.
      """,
    triggeringExample: """
      @available(iOS 18.0, *)
      @AppIntent(schema: .photos.openAsset)
      struct OpenAssetIntent: OpenIntent {
        var target: AssetEntity
        func perform() async throws -> some IntentResult { .result() }
      }
      """,
    fixedExample: """
      // Nothing to fix: the finding is information. To acknowledge it:
      // appintents:disable-next-line macro-generated-not-extracted - schema intent checked on device
      @AppIntent(schema: .photos.openAsset)
      struct OpenAssetIntent: OpenIntent { /* ... */ }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    context.model.notExtracted.map { item in
      let attribute = context.declaration(of: item.type)?.node.attributes.first { $0.attributeName == item.macro }
      let message = Self.message(type: item.type.name, macro: item.macro)
      guard let attribute else {
        return context.diagnostic(
          Self.descriptor.id, message, at: item.type.location, length: item.type.name.utf8.count)
      }
      return Diagnostic(
        id: Self.descriptor.id.diagnosticID, severity: Self.descriptor.defaultSeverity, message: message,
        path: item.type.location.file, range: attribute.trimmedRange)
    }
  }

  /// What is not extracted and why.
  static func message(type: String, macro: String) -> String {
    "'\(type)' uses the @\(macro)(schema:) macro: the members it generates are not extracted, "
      + "so its metadata is not checked"
  }
}
