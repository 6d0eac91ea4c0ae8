import Diagnostics
import Model

/// Each phrase should be used once across all App Shortcuts.
///
/// Two App Shortcuts with the same phrase leave Siri and Spotlight to pick one of them; the
/// same phrase twice in one shortcut is dead weight that counts against the phrase budget.
/// Phrases are compared by Apple's template (`Order ${drink} with ${applicationName}`), ignoring
/// case and runs of whitespace, since spoken phrases have neither. Phrases in the two branches
/// of one `if`/`else` or `if #available` never run together and are not compared; phrases
/// with interpolations other than parameters and the app name are skipped (their text is not
/// known).
struct DuplicatePhraseRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .duplicatePhrase, defaultSeverity: .warning, summary: "The same phrase is used more than once.",
    origin: .beyondXcode,
    explanation: """
      When two App Shortcuts share a phrase, Siri and Spotlight cannot know which one the user means and \
      run one of them, not necessarily the intended one; a phrase repeated within one shortcut only uses up \
      the app's phrase budget. Xcode does not check this. Phrases are compared in Apple's template form \
      (`\\(.applicationName)` as `${applicationName}`, `\\(\\.$drink)` as `${drink}`), ignoring case and \
      extra spaces. Shortcuts in the two branches of one `if #available` (or `if`/`else`) are alternatives, \
      so they may share phrases. Reword or remove one of the two.
      """,
    triggeringExample: """
      AppShortcut(intent: OrderIntent(), phrases: ["Get coffee with \\(.applicationName)"], ...)
      AppShortcut(intent: ReorderIntent(), phrases: ["Get coffee with \\(.applicationName)"], ...)
      """,
    fixedExample: """
      AppShortcut(intent: OrderIntent(), phrases: ["Order a coffee with \\(.applicationName)"], ...)
      AppShortcut(intent: ReorderIntent(), phrases: ["Reorder my coffee with \\(.applicationName)"], ...)
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    var seen: [String: [(entry: ShortcutLayout.Entry, phrase: PhraseModel)]] = [:]
    var findings: [Diagnostic] = []
    for entry in ShortcutLayout(model: context.model).entries {
      for phrase in entry.shortcut.phrases where phrase.isStringLiteral && phrase.otherInterpolations == 0 {
        let key = Self.normalized(phrase.template)
        let earlier = seen[key, default: []]
        if let first = earlier.first(where: { !ShortcutLayout.areAlternatives($0.entry, entry) }) {
          let sameShortcut = first.entry.shortcut.location == entry.shortcut.location
          let note = Diagnostic.Note(
            message: Self.firstNote, path: first.phrase.location.file, range: first.phrase.value.constant.range)
          findings.append(
            context.diagnostic(
              Self.descriptor.id,
              Self.message(
                template: phrase.template,
                user: sameShortcut ? nil : context.shortName(of: first.entry.shortcut) ?? "another intent"),
              at: phrase.location, length: phrase.value.constant.range.length, notes: [note]))
        }
        seen[key, default: []].append((entry, phrase))
      }
    }
    return findings
  }

  /// The template lowercased, with runs of whitespace collapsed and the ends trimmed.
  static func normalized(_ template: String) -> String {
    template.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The message; `user` names the intent of the other App Shortcut, `nil` for the same one.
  static func message(template: String, user: String?) -> String {
    guard let user else {
      return "Duplicate phrase '\(template)': this App Shortcut already lists it; remove one"
    }
    return "Duplicate phrase '\(template)': the App Shortcut for '\(user)' already uses it, so Siri cannot tell "
      + "which one to run; reword or remove one"
  }

  /// The note at the first use.
  static let firstNote = "first used here"
}
