import Diagnostics
import FindingFilters
import Model
import Rules
import Source
import Syntax

/// The lint stage as one call: model, parse diagnostics, rules, then suppression comments.
public enum LintPipeline {
  /// What to lint and how.
  public struct Request: Sendable {
    /// The parsed files of the module.
    public var files: [ParsedFile]
    /// The module's name.
    public var moduleName: String
    /// The build configuration for `#if`.
    public var configuration: BuildConfiguration
    /// Options rules read.
    public var options: LintOptions
    /// The rules to run (`nil`: all).
    public var enabledRules: Set<RuleID>?
    /// Rules run at once (`nil`: one per core).
    public var jobs: Int?
    /// The names the module's files that were not parsed mention (`SkimLoader.Loaded`).
    public var unparsedMentions: UnparsedMentions

    /// Creates a request.
    public init(
      files: [ParsedFile], moduleName: String, configuration: BuildConfiguration, options: LintOptions,
      enabledRules: Set<RuleID>? = nil, jobs: Int? = nil, unparsedMentions: UnparsedMentions = .none
    ) {
      self.unparsedMentions = unparsedMentions
      self.files = files
      self.moduleName = moduleName
      self.configuration = configuration
      self.options = options
      self.enabledRules = enabledRules
      self.jobs = jobs
    }
  }

  /// What linting found.
  public struct Result: Sendable {
    /// The model the rules checked.
    public var model: AppIntentsModel
    /// Every diagnostic that remains after suppression comments, sorted.
    public var diagnostics: [Diagnostic]
    /// How many diagnostics suppression comments removed.
    public var suppressedCount: Int
  }

  /// Every diagnostic id a suppression comment may name: the rules plus the lexer's and
  /// parser's.
  public static let knownDiagnosticIDs: Set<DiagnosticID> = {
    var ids = Set(RuleID.allCases.map(\.diagnosticID))
    ids.formUnion(LexerIssueKind.allCases.map(\.id))
    ids.formUnion([
      ParseDiagnostics.ID.expectedToken, ParseDiagnostics.ID.expectedExpression, ParseDiagnostics.ID.expectedType,
      ParseDiagnostics.ID.expectedPattern, ParseDiagnostics.ID.expectedDeclaration, ParseDiagnostics.ID.unexpectedCode,
      ParseDiagnostics.ID.nestingTooDeep,
    ])
    return ids
  }()

  /// Lints a module (on a large-stack thread).
  public static func run(_ request: Request) -> Result {
    LargeStack.run {
      let jobs = request.jobs ?? ModuleLoader.defaultJobs
      let index = ModuleIndex(
        moduleName: request.moduleName, files: request.files,
        ifConfig: IfConfigEvaluator(configuration: request.configuration), unparsedMentions: request.unparsedMentions,
        jobs: jobs)
      StageTimings.process.mark("module index")
      let model = ModelExtractor(index: index).extract(jobs: jobs)
      StageTimings.process.mark("model")
      let diagnose: @Sendable (ParsedFile) -> [Diagnostic] = { ParseDiagnostics.diagnose($0.tree) }
      let parse =
        jobs > 1
        ? Array(LargeStack.parallelMap(request.files, jobs: jobs, diagnose).joined())
        : request.files.flatMap(diagnose)
      let checked = check(
        index: index, model: model, options: request.options, enabledRules: request.enabledRules, adding: parse,
        jobs: request.jobs)
      StageTimings.process.mark("rules")
      return Result(model: model, diagnostics: checked.diagnostics, suppressedCount: checked.suppressedCount)
    }
  }

  /// The enabled rules run on a built model, then suppression comments applied to their
  /// findings and to `extra` (parse diagnostics, say): the diagnostics that remain, sorted, and
  /// how many comments removed. A mapping diagnostic in `extra` that a kept rule finding covers
  /// is dropped (`CoveredMappingFindings`). Call it on a large-stack thread.
  public static func check(
    index: ModuleIndex, model: AppIntentsModel, options: LintOptions, enabledRules: Set<RuleID>?,
    adding extra: [Diagnostic] = [], jobs: Int? = nil
  ) -> (diagnostics: [Diagnostic], suppressedCount: Int) {
    let findings =
      extra
      + runRules(RuleContext(model: model, index: index, options: options), enabled: enabledRules, jobs: jobs)
    let ran = Set((enabledRules ?? Set(RuleID.allCases)).map(\.diagnosticID))
    let filter = SuppressionFilter(knownRuleIDs: knownDiagnosticIDs, ruleIDsThatRan: ran)
    var kept: [Diagnostic] = []
    var suppressed = 0
    let byFile = Dictionary(grouping: findings, by: \.path)
    for file in index.files {
      let outcome = filter.apply(byFile[file.file.path] ?? [], in: file.file, lineTable: file.lineTable)
      kept += outcome.kept + outcome.warnings
      suppressed += outcome.suppressed.count
    }
    let paths = Set(index.files.map(\.file.path))
    kept += findings.filter { !paths.contains($0.path) }
    kept = CoveredMappingFindings.removingCovered(from: kept, files: index.files)
    return (kept.sorted(by: Diagnostic.reportOrder), suppressed)
  }
}

extension LintPipeline {
  /// The rules that take longest on a module with App Intents code, longest first: they read
  /// every token of every parsed file, or every function body (synthetic 20 MB corpus: 10 M
  /// instructions down to 3 M, against under 1 M for most others).
  static let longestRules: [RuleID] = [
    .unreachableIntent, .dependencyNotRegistered, .staticVarTitle, .backgroundIntentDispatchesToJavaScript,
    .shortcutIntentNotFound, .duplicatePhrase, .resultMissingDialogOrValue, .nonConstantProperty,
  ]

  /// `RuleRegistry.run` on `jobs` large-stack threads: the rules are independent reads of one
  /// immutable context, so each runs on whichever thread is free (the longest first), and their
  /// findings are joined in registry order and sorted as `RuleRegistry.run` sorts them, which
  /// gives exactly its result whatever the thread count.
  static func runRules(_ context: RuleContext, enabled: Set<RuleID>?, jobs: Int?) -> [Diagnostic] {
    let jobs = jobs ?? ModuleLoader.defaultJobs
    guard jobs > 1 else { return RuleRegistry.run(context, enabled: enabled) }
    let selected = RuleRegistry.rules.indices.filter { enabled?.contains(RuleRegistry.rules[$0].descriptor.id) ?? true }
    // The longest rules start first, so that no thread is left with one of them while the
    // others have finished (the last rule by id was the longest).
    // Each rule's rank is looked up once, not in every comparison of the sort (0.2 M
    // instructions of every run, however small).
    let rank = Dictionary(uniqueKeysWithValues: longestRules.enumerated().map { ($1, $0) })
    let ordered = selected.map { (rank: rank[RuleRegistry.rules[$0].descriptor.id] ?? longestRules.count, index: $0) }
      .sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.index)
    let findings = LargeStack.parallelMap(ordered, jobs: jobs) { RuleRegistry.rules[$0].init().check(context) }
    let byRule = Dictionary(uniqueKeysWithValues: zip(ordered, findings))
    return selected.flatMap { byRule[$0] ?? [] }.sorted(by: Diagnostic.reportOrder)
  }

  /// The lint stage as an extraction check: the enabled rules, then suppression comments over
  /// every diagnostic so far, so `extract` reports and halts on what `lint` reports.
  public static func moduleCheck(options: LintOptions, enabledRules: Set<RuleID>?) -> ModuleCheck {
    { index, model, diagnostics in
      check(index: index, model: model, options: options, enabledRules: enabledRules, adding: diagnostics).diagnostics
    }
  }
}
