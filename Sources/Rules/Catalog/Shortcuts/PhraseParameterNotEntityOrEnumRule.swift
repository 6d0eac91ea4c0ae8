import Diagnostics
import Model

/// A phrase may interpolate only a parameter whose type is an `AppEntity` or an `AppEnum`.
///
/// Siri fills a phrase parameter from a finite, known set of values (the enum's cases or the
/// entities its query suggests), so a `String`, `Int` or other plain type cannot be spoken.
/// Xcode's metadata processor stops with "Invalid parameter type. AppEntity and AppEnum are the
/// only allowed types for <name>". The rule fires for primitive types and for module types that
/// are certainly neither (a struct of the module without either conformance); a type it cannot
/// classify (declared in another module) is left alone.
struct PhraseParameterNotEntityOrEnumRule: AppShortcutRule {
  static let descriptor = RuleDescriptor(
    id: .phraseParameterNotEntityOrEnum, defaultSeverity: .error,
    summary: "A phrase interpolates a parameter that is not an AppEntity or AppEnum.", origin: .xcode,
    explanation: """
      A phrase can name a parameter (`\\(\\.$drink)`) only when Siri knows the values it may take: the cases \
      of an `AppEnum` or the suggested entities of an `AppEntity`. Xcode's metadata processor rejects any \
      other type with "Invalid parameter type. AppEntity and AppEnum are the only allowed types for \
      <name>" and exports no App Intents metadata for the target (Apple Developer Forums thread 770037). \
      Make the parameter an `AppEnum` (for a fixed list) or an `AppEntity` (for app data), or drop it from \
      the phrase and let Siri ask for it after the shortcut starts. Types declared in another module are \
      not checked, since their conformances cannot be seen.
      """,
    triggeringExample: """
      struct OrderIntent: AppIntent {
        @Parameter(title: "Drink") var drink: String
        // ...
      }
      AppShortcut(intent: OrderIntent(), phrases: ["Order \\(\\.$drink) with \\(.applicationName)"], ...)
      """,
    fixedExample: """
      enum Drink: String, AppEnum { case latte, mocha /* ... */ }
      struct OrderIntent: AppIntent {
        @Parameter(title: "Drink") var drink: Drink
        // ...
      }
      AppShortcut(intent: OrderIntent(), phrases: ["Order \\(\\.$drink) with \\(.applicationName)"], ...)
      """)

  func check(
    _ shortcut: AppShortcutModel, of provider: ShortcutsProviderModel, in context: RuleContext
  )
    -> [Diagnostic]
  {
    guard let intent = context.intent(of: shortcut) else { return [] }
    var findings: [Diagnostic] = []
    for phrase in shortcut.phrases {
      for (name, value) in phrase.parameterInterpolations {
        guard let parameter = intent.parameters.first(where: { $0.name == name }),
          Self.isCertainlyNotEntityOrEnum(parameter, of: intent, in: context)
        else { continue }
        findings.append(
          context.diagnostic(
            Self.descriptor.id, Self.message(parameter: parameter), value: ModelValue(value),
            in: shortcut.location.file))
      }
    }
    return findings
  }

  /// Whether the parameter's type is known to be neither an entity nor an enum: a primitive, or
  /// a module type without either conformance (a class with a module superclass may inherit
  /// one, so it is not certain).
  static func isCertainlyNotEntityOrEnum(
    _ parameter: ParameterModel, of intent: IntentModel, in context: RuleContext
  ) -> Bool {
    switch parameter.valueCategory {
    case .entity, .enum: return false
    case .primitive: return true
    case .unknown:
      guard let type = context.moduleType(of: parameter, in: intent), type.kind != .protocol else { return false }
      guard type.kind == .class else { return true }
      return !type.inherited.contains { entry in
        context.index.resolveTypePath(TypeNames.path(of: entry), from: Array(type.path.dropLast())) != nil
      }
    }
  }

  /// Apple's message, with the declared type and the fix.
  static func message(parameter: ParameterModel) -> String {
    "Invalid parameter type. AppEntity and AppEnum are the only allowed types for \(parameter.name) "
      + "('\(parameter.name)' is declared as '\(parameter.typeText)'; make it an AppEnum or AppEntity, or remove it from the "
      + "phrase)"
  }
}
