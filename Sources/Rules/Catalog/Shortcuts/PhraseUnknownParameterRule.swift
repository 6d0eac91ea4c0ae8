import Diagnostics
import Model

/// A phrase may interpolate only a parameter its intent declares.
///
/// `\(\.$name)` in a phrase refers to the intent's `@Parameter var name`; when the intent has
/// no such parameter, the phrase can never be filled in (the Swift compiler rejects the key
/// path only once it type-checks the file on a Mac). The rule needs the intent in the scanned
/// sources; a class intent whose superclass is a module type is skipped, since it may inherit
/// the parameter.
struct PhraseUnknownParameterRule: AppShortcutRule {
  static let descriptor = RuleDescriptor(
    id: .phraseUnknownParameter, defaultSeverity: .error,
    summary: "A phrase interpolates a parameter the intent does not declare.", origin: .beyondXcode,
    explanation: """
      A phrase names a parameter with a key path (`\\(\\.$drink)`), which must be an `@Parameter` of the \
      App Shortcut's intent. A misspelled or since-renamed parameter leaves a phrase that can never be \
      matched, and the build fails once the compiler type-checks the key path. This rule reports it from \
      the sources alone, names the parameters the intent does have, and works on machines without Xcode.
      """,
    triggeringExample: """
      struct OrderIntent: AppIntent {
        @Parameter(title: "Drink") var drink: Drink
        // ...
      }
      AppShortcut(intent: OrderIntent(), phrases: ["Order \\(\\.$beverage) with \\(.applicationName)"], ...)
      """,
    fixedExample: """
      AppShortcut(intent: OrderIntent(), phrases: ["Order \\(\\.$drink) with \\(.applicationName)"], ...)
      """)

  func check(
    _ shortcut: AppShortcutModel, of provider: ShortcutsProviderModel, in context: RuleContext
  )
    -> [Diagnostic]
  {
    guard let intent = context.intent(of: shortcut), !Self.mayInheritParameters(intent, in: context) else {
      return []
    }
    let declared = intent.parameters.map(\.name)
    var findings: [Diagnostic] = []
    for phrase in shortcut.phrases {
      for (name, value) in phrase.parameterInterpolations where !declared.contains(name) {
        findings.append(
          context.diagnostic(
            Self.descriptor.id, Self.message(name: name, intent: intent.type.name, declared: declared),
            value: ModelValue(value), in: shortcut.location.file))
      }
    }
    return findings
  }

  /// Whether the intent is a class with a superclass in the module, whose parameters it inherits.
  static func mayInheritParameters(_ intent: IntentModel, in context: RuleContext) -> Bool {
    guard intent.type.kind == .class, let declaration = context.declaration(of: intent.type) else { return false }
    return declaration.inherited.contains { entry in
      guard
        let path = context.index.resolveTypePath(TypeNames.path(of: entry), from: Array(declaration.path.dropLast()))
      else {
        return false
      }
      return context.index.type(path)?.kind == .class
    }
  }

  /// The message, listing the parameters the intent declares.
  static func message(name: String, intent: String, declared: [String]) -> String {
    let known =
      declared.isEmpty
      ? "it declares no parameters" : "its parameters: " + declared.map { "'\($0)'" }.joined(separator: ", ")
    return "The phrase interpolates '\\.$\(name)', but '\(intent)' has no parameter '\(name)' (\(known))"
  }
}
