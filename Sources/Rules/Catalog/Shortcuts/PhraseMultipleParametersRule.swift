import Diagnostics
import Evaluator
import Model

/// A phrase may interpolate at most one parameter.
///
/// Siri resolves one parameter value per spoken phrase; Xcode's metadata processor reports
/// "Multiple parameters detected in phrase. A single phrase can only use a single parameter."
/// (Apple's rule `invalidUtteranceMultipleParams`). The rule counts distinct parameter key
/// paths (`\(\.$a)`, `\(\.$b)`) in each phrase and points at the first one beyond the first.
struct PhraseMultipleParametersRule: AppShortcutRule {
  static let descriptor = RuleDescriptor(
    id: .phraseMultipleParameters, defaultSeverity: .error, summary: "A phrase interpolates more than one parameter.",
    origin: .xcode,
    explanation: """
      Siri can fill in one parameter from what the user says; the others it asks for once the shortcut \
      runs. Xcode's metadata processor rejects a phrase with two parameter interpolations: "Multiple \
      parameters detected in phrase. A single phrase can only use a single parameter." Keep one parameter \
      in the phrase (the one users name most often), and write another phrase for the other parameter if \
      it should be spoken too; Siri asks for the remaining values after the shortcut starts.
      """,
    triggeringExample: """
      AppShortcut(
        intent: OrderIntent(), phrases: ["Order a \\(\\.$size) \\(\\.$drink) with \\(.applicationName)"],
        shortTitle: "Order", systemImageName: "cup.and.saucer")
      """,
    fixedExample: """
      AppShortcut(
        intent: OrderIntent(),
        phrases: ["Order a \\(\\.$drink) with \\(.applicationName)", "Order a \\(\\.$size) coffee with \\(.applicationName)"],
        shortTitle: "Order", systemImageName: "cup.and.saucer")
      """)

  func check(
    _ shortcut: AppShortcutModel, of provider: ShortcutsProviderModel, in context: RuleContext
  )
    -> [Diagnostic]
  {
    shortcut.phrases.compactMap { phrase in
      var names: [String] = []
      var second: ConstantValue?
      for (name, value) in phrase.parameterInterpolations where !names.contains(name) {
        names.append(name)
        if names.count == 2 { second = value }
      }
      guard let second else { return nil }
      return context.diagnostic(
        Self.descriptor.id, Self.message(names: names), value: ModelValue(second), in: shortcut.location.file)
    }
  }

  /// Apple's message, naming the parameters found.
  static func message(names: [String]) -> String {
    let listed = names.map { "'\($0)'" }
    let joined = listed.dropLast().joined(separator: ", ") + " and " + (listed.last ?? "")
    return "Multiple parameters detected in phrase. A single phrase can only use a single parameter. "
      + "This one uses \(joined)."
  }
}
