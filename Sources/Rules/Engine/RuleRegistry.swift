import Diagnostics
import Model

/// Every rule, in order of id. A test checks that the list is sorted, the ids unique, every
/// `RuleID` registered, and every rule documented in `docs/rules/<id>.md`.
public enum RuleRegistry {
  /// The rules, sorted by id.
  public static let rules: [any Rule.Type] = [
    AppEnumCasesNotVisibleRule.self,
    CaseDisplayRepresentationsNotExhaustiveRule.self,
    ConfigurationParameterNotOptionalRule.self,
    DuplicateTypeIdentifierRule.self,
    EntityWithoutDefaultQueryRule.self,
    MacroGeneratedNotExtractedRule.self,
    NonConstantLocalizedStringRule.self,
    NonConstantPropertyRule.self,
    NonConstantTypeDisplayRepresentationRule.self,
    OpenIntentWithoutTargetRule.self,
    ParameterSummaryUnknownParameterRule.self,
    PhraseMissingApplicationNameRule.self,
    QueryEntityNotEntityRule.self,
    TargetContentNotEntityOrEnumRule.self,
    TooManyAppShortcutsRule.self,
  ]

  /// The descriptor of `id`'s rule.
  public static func descriptor(of id: RuleID) -> RuleDescriptor {
    descriptors[id] ?? RuleDescriptor(id: id, defaultSeverity: .warning, summary: "", origin: .beyondXcode)
  }

  private static let descriptors: [RuleID: RuleDescriptor] = Dictionary(
    uniqueKeysWithValues: rules.map { ($0.descriptor.id, $0.descriptor) })

  /// Runs every rule in `enabled` (all when `nil`) and returns their findings, sorted.
  public static func run(_ context: RuleContext, enabled: Set<RuleID>? = nil) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for rule in rules where enabled?.contains(rule.descriptor.id) ?? true {
      findings += rule.init().check(context)
    }
    return findings.sorted(by: Diagnostic.reportOrder)
  }
}
