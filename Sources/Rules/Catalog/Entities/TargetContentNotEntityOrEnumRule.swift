import Diagnostics
import Model

/// A `TargetContentProvidingIntent` or `OpenIntent` whose `target` is not an entity or enum.
///
/// These intents hand the system one item, their `target` parameter, which must be an
/// `AppEntity` or `AppEnum`. The rule reports a `target` whose type is a primitive (`String`,
/// `URL`, `Int`, ...) or a module type that is neither; a type from another module is not judged.
struct TargetContentNotEntityOrEnumRule: IntentRule {
  static let descriptor = RuleDescriptor(
    id: .targetContentNotEntityOrEnum, defaultSeverity: .error,
    summary: "A TargetContentProvidingIntent whose target is not an entity or enum.", origin: .beyondXcode,
    explanation: """
      `OpenIntent` and `TargetContentProvidingIntent` tell the system which item the app shows: their \
      `target` parameter is matched against entities from Spotlight, widgets, Siri and Apple Intelligence, \
      so it must be an `AppEntity` or an `AppEnum`. A `target` of a primitive type (an identifier string, a \
      URL) or of a plain model type gives the system nothing to match; Xcode does not report it. Wrap the \
      item in an `AppEntity` (or `AppEnum`) and use that as the parameter's type.
      """,
    triggeringExample: """
      struct ShowNoteIntent: TargetContentProvidingIntent {
        static let title: LocalizedStringResource = "Show Note"
        @Parameter(title: "Note") var target: String
      }
      """,
    fixedExample: """
      struct ShowNoteIntent: TargetContentProvidingIntent {
        static let title: LocalizedStringResource = "Show Note"
        @Parameter(title: "Note") var target: NoteEntity
      }
      """)

  /// The protocols whose `target` must be an entity or enum.
  static let protocols: Set<String> = ["TargetContentProvidingIntent", "OpenIntent"]

  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic] {
    let type = intent.type
    guard type.schema == nil, !Set(type.conformances).isDisjoint(with: Self.protocols),
      let target = intent.parameters.first(where: { $0.name == "target" }), isNeither(target, of: type, context)
    else { return [] }
    let kind =
      type.conformances.contains("TargetContentProvidingIntent") ? "TargetContentProvidingIntent" : "OpenIntent"
    return [
      context.diagnostic(
        Self.descriptor.id, Self.message(intent: type.name, kind: kind, type: target.typeText),
        at: target.location, length: target.name.utf8.count)
    ]
  }

  /// Whether the parameter's type is known to be neither an entity nor an enum.
  private func isNeither(_ parameter: ParameterModel, of intent: TypeIdentity, _ context: RuleContext) -> Bool {
    switch parameter.valueCategory {
    case .entity, .enum: return false
    case .primitive: return true
    case .unknown:
      let lookup = ModuleTypeLookup(index: context.index)
      guard let path = lookup.modulePath(ofQualified: intent.qualifiedName),
        let declaration = lookup.nominalType(parameter.baseType, from: path)
      else { return false }
      return declaration.kind != .class || declaration.inherited.isEmpty
    }
  }

  /// What is wrong and what to do.
  static func message(intent: String, kind: String, type: String) -> String {
    "The 'target' of the \(kind) '\(intent)' is '\(type)', which is not an AppEntity or AppEnum; "
      + "the system can only hand the intent an entity or an enum value, so use an AppEntity or AppEnum type"
  }
}
