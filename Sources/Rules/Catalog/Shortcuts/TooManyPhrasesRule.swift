import Diagnostics
import Model

/// An app may have at most 1,000 App Shortcut phrases once parameter values are expanded.
///
/// The system expands each phrase that names an `AppEnum` parameter into one phrase per case
/// (WWDC23 "Spotlight your app with App Shortcuts": the 1,000 limit counts every expansion).
/// The count here is a lower bound: each readable phrase counts once per case of the App Enum
/// it interpolates (times the cases of each enum, if several), entity parameters and app-name
/// synonyms count once, negative phrases are not counted, and of the two branches of an
/// `if`/`else` or `if #available` only the larger counts.
struct TooManyPhrasesRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .tooManyPhrases, defaultSeverity: .warning,
    summary: "More than 1,000 phrases after expanding enum parameters.", origin: .beyondXcode,
    explanation: """
      Apple limits an app to 1,000 App Shortcut phrases, counting every expansion of a phrase's parameter \
      (WWDC23, "Spotlight your app with App Shortcuts"): a phrase that names an `AppEnum` parameter with \
      40 cases counts as 40. Phrases beyond the limit are not matched, and Xcode does not warn. The count \
      made here is a lower bound: each phrase counts once per case of the enum it interpolates, entity \
      parameters and app-name synonyms count once, negative phrases are left out, and of an `if #available` \
      (or `if`/`else`) only the larger branch counts. Keep enum parameters in few phrases, or use an \
      entity for large sets of values.
      """,
    triggeringExample: """
      enum Station: String, AppEnum { case s001, s002, /* ... */ s300 }
      AppShortcut(intent: PlayStationIntent(), phrases: [
        "Play \\(\\.$station) on \\(.applicationName)", "Listen to \\(\\.$station) on \\(.applicationName)",
        "Tune \\(.applicationName) to \\(\\.$station)", "Start \\(\\.$station) in \\(.applicationName)",
      ], shortTitle: "Play", systemImageName: "radio")
      """,
    fixedExample: """
      AppShortcut(intent: PlayStationIntent(), phrases: [
        "Play \\(\\.$station) on \\(.applicationName)", "Play the radio on \\(.applicationName)",
      ], shortTitle: "Play", systemImageName: "radio")
      """)

  /// The most phrases an app may have.
  static let limit = 1000

  /// The largest count one phrase contributes, so that sums cannot overflow.
  static let cap = 1 << 40

  func check(_ context: RuleContext) -> [Diagnostic] {
    var largest: (count: Int, template: String, factor: String)?
    let total = ShortcutLayout(model: context.model).maximum { entry in
      let intent = context.intent(of: entry.shortcut)
      var sum = 0
      for phrase in entry.shortcut.phrases where phrase.isStringLiteral {
        var count = 1
        var factors: [String] = []
        for name in Set(phrase.parameters).sorted() {
          guard let intent, let parameter = intent.parameters.first(where: { $0.name == name }),
            let appEnum = context.appEnum(of: parameter, in: intent), !appEnum.cases.isEmpty
          else { continue }
          let product = count.multipliedReportingOverflow(by: appEnum.cases.count)
          count = product.overflow ? Self.cap : min(product.partialValue, Self.cap)
          factors.append("\(appEnum.cases.count) cases of '\(appEnum.type.name)'")
        }
        sum += count
        if count > (largest?.count ?? 1) {
          largest = (count, phrase.template, factors.joined(separator: " × "))
        }
      }
      return sum
    }
    guard total > Self.limit,
      let property = context.model.shortcutsProviders.compactMap(\.appShortcuts).first
    else { return [] }
    return [
      context.diagnostic(
        Self.descriptor.id, Self.message(total: total, largest: largest.map { "'\($0.template)' × \($0.factor)" }),
        at: property.location, length: property.name.utf8.count)
    ]
  }

  /// The message with the count, how it was made, and the largest contributor.
  static func message(total: Int, largest: String?) -> String {
    "The App Shortcuts have \(grouped(total)) phrases once enum parameters are expanded, more than the "
      + "\(grouped(limit)) an app may have (each phrase counts once per case of the AppEnum it interpolates; "
      + "entities count once)" + (largest.map { "; the largest contribution is \($0)" } ?? "")
  }

  /// `1234567` as `1,234,567`.
  static func grouped(_ number: Int) -> String {
    var digits = String(number)
    var result = ""
    while digits.count > 3 {
      result = "," + digits.suffix(3) + result
      digits.removeLast(3)
    }
    return digits + result
  }
}
