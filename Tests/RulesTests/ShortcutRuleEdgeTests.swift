import Rules
import Testing

/// Cases of the shortcut rules that one fixture module cannot hold: module-wide switches
/// (an `AppIntentsPackage`, no known deployment target) and branch shapes.
@Suite struct ShortcutRuleEdgeTests {
  static let intents = """
    import AppIntents
    struct OrderIntent: AppIntent {
      static let title: LocalizedStringResource = "Order"
      func perform() async throws -> some IntentResult { .result() }
    }
    @available(iOS 18.0, *)
    struct ReorderIntent: AppIntent {
      static let title: LocalizedStringResource = "Reorder"
      func perform() async throws -> some IntentResult { .result() }
    }
    struct LonelyIntent: AppIntent {
      static let title: LocalizedStringResource = "Lonely"
      func perform() async throws -> some IntentResult { .result() }
    }
    """

  static func shortcut(_ intent: String, _ phrase: String) -> String {
    """
    AppShortcut(intent: \(intent)(), phrases: ["\(phrase) \\(.applicationName)"], shortTitle: "T", systemImageName: "s")
    """
  }

  /// The findings of `rule` for a module of `intents` and a provider with `body`, as
  /// `line:column` pairs of the provider file.
  static func findings(
    _ rule: RuleID, body: String, extra: String = "", deploymentTarget: String? = nil
  ) -> [String] {
    let provider = """
      import AppIntents
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
      \(body)
        }
      }
      \(extra)
      """
    var options = RuleFixture.FixtureOptions()
    options.deploymentTarget = deploymentTarget
    let fixture = RuleFixture(
      rule: rule,
      files: [.init(name: "Intents.swift", text: intents), .init(name: "Shortcuts.swift", text: provider)],
      options: options)
    return RuleFixtureTests.ofRule(rule, fixture.lint()).map { line in
      line.split(separator: ":").dropFirst().prefix(2).joined(separator: ":")
    }
  }

  @Test func intentNotFoundIsSilentWhenTheModuleIncludesOtherPackages() {
    let body = Self.shortcut("SharedIntent", "Share with")
    #expect(Self.findings(.shortcutIntentNotFound, body: body) == ["4:21"])
    let package = """
      struct AppPackage: AppIntentsPackage {
        static var includedPackages: [any AppIntentsPackage.Type] { [SharedKitPackage.self] }
      }
      """
    #expect(Self.findings(.shortcutIntentNotFound, body: body, extra: package) == [])
  }

  @Test func unreachableIntentIsSilentInAModuleWithAPackage() {
    let body = Self.shortcut("OrderIntent", "Order with") + "\n" + Self.shortcut("ReorderIntent", "Reorder with")
    #expect(Self.findings(.unreachableIntent, body: body).count == 1)
    let package = "struct KitPackage: AppIntentsPackage {}"
    #expect(Self.findings(.unreachableIntent, body: body, extra: package) == [])
  }

  @Test func availabilityNeedsAKnownFloor() {
    let body = Self.shortcut("ReorderIntent", "Reorder with")
    #expect(Self.findings(.shortcutIntentAvailability, body: body) == [])
    #expect(Self.findings(.shortcutIntentAvailability, body: body, deploymentTarget: "17") == ["4:21"])
    #expect(Self.findings(.shortcutIntentAvailability, body: body, deploymentTarget: "18.0") == [])
  }

  @Test func duplicatePhrasesInExclusiveBranchesOfElseIfChainsAreAlternatives() {
    let chain = """
      if #available(iOS 18.0, *) {
        \(Self.shortcut("ReorderIntent", "Again with"))
      } else if Bool.random() {
        \(Self.shortcut("OrderIntent", "Again with"))
      } else {
        \(Self.shortcut("LonelyIntent", "Again with"))
      }
      """
    #expect(Self.findings(.duplicatePhrase, body: chain) == [])
    let optional = """
      if Bool.random() {
        \(Self.shortcut("OrderIntent", "Again with"))
      }
      \(Self.shortcut("LonelyIntent", "Again with"))
      """
    #expect(Self.findings(.duplicatePhrase, body: optional) == ["7:47"])
  }
}
