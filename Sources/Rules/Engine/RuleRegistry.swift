import Diagnostics
import Model

/// Every rule, in order of id. A test checks that the list is sorted, the ids unique, every
/// `RuleID` registered, and every rule documented in `docs/rules/<id>.md`.
public enum RuleRegistry {
  /// The rules, sorted by id.
  public static let rules: [any Rule.Type] = [
    AppEnumCasesNotVisibleRule.self,
    AppShortcutWithoutPhrasesRule.self,
    BackgroundIntentDispatchesToJavaScriptRule.self,
    BuilderInExtensionConformanceRule.self,
    CaseDisplayRepresentationsNotExhaustiveRule.self,
    ConfigurationParameterNotOptionalRule.self,
    DependencyNotRegisteredRule.self,
    DuplicatePhraseRule.self,
    DuplicateTypeIdentifierRule.self,
    EmptyShortTitleRule.self,
    EmptyShortcutsProviderRule.self,
    EmptySystemImageNameRule.self,
    EntityWithoutDefaultQueryRule.self,
    MacroGeneratedNotExtractedRule.self,
    MainActorOnIntentTypeRule.self,
    MissingAvailabilityAnnotationRule.self,
    MultipleShortcutsProvidersRule.self,
    NonConstantLocalizedStringRule.self,
    NonConstantPropertyRule.self,
    NonConstantTypeDisplayRepresentationRule.self,
    OpenAppWhenRunConflictsWithSupportedModesRule.self,
    OpenAppWhenRunDeprecatedRule.self,
    OpenIntentWithoutTargetRule.self,
    ParameterSummaryUnknownParameterRule.self,
    PhraseMissingApplicationNameRule.self,
    PhraseMultipleParametersRule.self,
    PhraseParameterNotEntityOrEnumRule.self,
    PhraseUnknownParameterRule.self,
    QueryEntityNotEntityRule.self,
    ResultMissingDialogOrValueRule.self,
    SchemaMacroAvailabilityRule.self,
    ShortcutIntentAvailabilityRule.self,
    ShortcutIntentNotFoundRule.self,
    StaticVarTitleRule.self,
    SupportedModesAvailabilityRule.self,
    TargetContentNotEntityOrEnumRule.self,
    TooManyAppShortcutsRule.self,
    TooManyPhrasesRule.self,
    UnreachableIntentRule.self,
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
