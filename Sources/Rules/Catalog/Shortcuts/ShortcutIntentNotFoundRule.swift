import Diagnostics
import Model

/// `AppShortcut(intent: X())` must name an intent declared in the scanned sources.
///
/// A misspelled, renamed or deleted intent type fails the build only once Swift type-checks the
/// provider on a Mac. The rule fires when the `intent:` argument is an initializer call of a
/// type the module does not declare. It stays silent when the intent is not an initializer
/// call, when the type is qualified by an imported module (`Kit.OrderIntent()`), and when the
/// module includes other App Intents packages, whose intents may back its shortcuts.
struct ShortcutIntentNotFoundRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .shortcutIntentNotFound, defaultSeverity: .error,
    summary: "An AppShortcut's intent type is not in the scanned sources.", origin: .beyondXcode,
    explanation: """
      Each `AppShortcut(intent: X(), ...)` runs the App Intent `X`, which Xcode's metadata processor looks \
      up in the module being built. A type that is misspelled, renamed or was deleted (or whose file is not \
      part of the target) breaks the provider. This rule reports it from the sources alone. It does not \
      fire for a type qualified by an imported module or when the module includes other \
      `AppIntentsPackage`s, since those intents are declared elsewhere; scan every source folder of the \
      target so that its intents are found.
      """,
    triggeringExample: """
      AppShortcut(intent: OrderCofeeIntent(), phrases: ["Order with \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
      """,
    fixedExample: """
      AppShortcut(intent: OrderCoffeeIntent(), phrases: ["Order with \\(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    let includesPackages = context.model.packages.contains {
      $0.includedPackages != nil || !$0.includedPackageTypes.isEmpty
    }
    guard !includesPackages else { return [] }
    let imported = Set(context.index.imports.map(\.module))
    // Taken once: each shortcut's suggestion compares its name with every intent's.
    let intents = context.model.intents.map { (name: $0.type.name, qualifiedName: $0.type.qualifiedName) }
    return ShortcutLayout(model: context.model).entries.compactMap { entry in
      guard entry.shortcut.qualifiedIntentType == nil, let intent = entry.argument("intent"),
        case .initCall(let type, _) = intent.kind
      else { return nil }
      let path = TypeNames.path(of: type)
      guard let name = path.last, name.first?.isUppercase == true else { return nil }
      if path.count > 1, imported.contains(path[0]) || path[0] == "AppIntents" { return nil }
      return context.diagnostic(
        Self.descriptor.id,
        Self.message(path.joined(separator: "."), suggestion: Self.suggestion(for: name, among: intents)),
        value: ModelValue(intent), in: entry.shortcut.location.file)
    }
  }

  /// The intent the user probably meant: one with the same short name (nested in another
  /// type), else the closest name within two edits (a swap of neighbours
  /// counts as one; `Suggestion.editDistance`). `intents` are the model's intents' names.
  static func suggestion(for name: String, among intents: [(name: String, qualifiedName: String)]) -> String? {
    if let nested = intents.first(where: { $0.name == name }) {
      return TypeNames.path(of: nested.qualifiedName).dropFirst().joined(separator: ".")
    }
    var best: (name: String, distance: Int)?
    for intent in intents {
      let distance = Suggestion.editDistance(intent.name, name, limit: 2)
      guard distance <= 2 else { continue }
      if let known = best, (known.distance, known.name) <= (distance, intent.name) { continue }
      best = (intent.name, distance)
    }
    return best?.name
  }

  /// The message, naming the type and the likely intended one.
  static func message(_ type: String, suggestion: String?) -> String {
    let hint = suggestion.map { "did you mean '\($0)'?" } ?? "check the spelling, or scan the file that declares it"
    return "No type named '\(type)' is declared in the scanned sources, so this App Shortcut runs no intent; \(hint)"
  }
}
