import BundleMapping
import Diagnostics
import Foundation
import Metadata
import Model
import Syntax

/// A check run on the module once its model is built and mapped: it receives the diagnostics so
/// far (parse and mapping diagnostics and earlier checks') and returns the diagnostics after it, adding its own or
/// removing suppressed ones (the lint rules and suppression comments plug in here). Checks
/// must be pure: the same inputs give the same diagnostics.
public typealias ModuleCheck = @Sendable (ModuleIndex, AppIntentsModel, [Diagnostic]) -> [Diagnostic]

/// What `appintents extract` is asked to do.
public struct ExtractRequest: Sendable {
  /// Swift files or directories of the module.
  public var paths: [String]
  /// The module name; `nil` for the default (the first directory's name).
  public var moduleName: String?
  /// The `#if` configuration (platform and `-D` names).
  public var configuration: BuildConfiguration
  /// Target options for the bundle.
  public var mapping: MappingOptions
  /// The folder that receives `Metadata.appintents/`; `nil` to extract without writing.
  public var outputDirectory: String?
  /// Write what could be extracted even when there are errors.
  public var forceMetadataOutput: Bool
  /// `.canonical` (Xcode's bytes) or `.pretty`.
  public var style: MetadataEncoding.Style
  /// The number of threads that parse files (the output does not depend on it).
  public var jobs: Int
  /// Per-file facts written by `appintents facts` to merge instead of skimming `paths`; the
  /// files they name are read from their recorded paths.
  public var facts: [FileFacts]?

  /// A request with defaults: iOS, no defines, canonical output, one parsing thread per core.
  public init(
    paths: [String], moduleName: String? = nil, configuration: BuildConfiguration = BuildConfiguration(),
    mapping: MappingOptions = MappingOptions(), outputDirectory: String? = nil, forceMetadataOutput: Bool = false,
    style: MetadataEncoding.Style = .canonical, jobs: Int = ModuleLoader.defaultJobs
  ) {
    self.paths = paths
    self.moduleName = moduleName
    self.configuration = configuration
    self.mapping = mapping
    self.outputDirectory = outputDirectory
    self.forceMetadataOutput = forceMetadataOutput
    self.style = style
    self.jobs = jobs
  }
}

/// The outcome of one extraction.
public struct ExtractResult: Sendable {
  /// What happened to the bundle.
  public enum Output: Sendable, Equatable {
    /// Written to this `Metadata.appintents` folder.
    case written(String)
    /// Not written because of error-level diagnostics.
    case withheld
    /// Not written because the module declares no App Intents types, as Xcode does ("Extracted
    /// no relevant App Intents symbols, skipping writing output").
    case nothingToWrite
    /// No output folder was given.
    case notRequested
    /// Writing failed; the previous bundle is unchanged.
    case failed(BundleWriteError)
  }

  /// Paths that do not exist or cannot be listed (nothing else was done).
  public var discoveryErrors: [DiscoveryError]
  /// The module name used.
  public var moduleName: String
  /// The parsed files, sorted by path.
  public var files: [ParsedFile]
  /// The model; `nil` when discovery failed.
  public var model: AppIntentsModel?
  /// The bundle as mapped (what is or would be written).
  public var bundle: MetadataBundle
  /// Every diagnostic (read errors, parse, checks, mapping), in report order.
  public var diagnostics: [Diagnostic]
  /// Whether some source file could not be read.
  public var hasUnreadableFiles: Bool
  /// What happened to the bundle.
  public var output: Output

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The counts the summary line reports.
  public var summary: ExtractSummary { ExtractSummary(bundle: bundle.metadata, diagnostics: diagnostics) }
}

/// The counts of one run: what the bundle holds and how many errors and warnings were found.
public struct ExtractSummary: Sendable, Hashable {
  /// Actions.
  public var intents: Int
  /// Entities.
  public var entities: Int
  /// Queries.
  public var queries: Int
  /// Enums.
  public var enums: Int
  /// App Shortcuts.
  public var shortcuts: Int
  /// Phrases across all App Shortcuts.
  public var phrases: Int
  /// Error-level diagnostics.
  public var errors: Int
  /// Warnings.
  public var warnings: Int

  /// The counts of `bundle` and `diagnostics`.
  public init(bundle: AppIntentsMetadata, diagnostics: [Diagnostic]) {
    intents = bundle.actions.count
    entities = bundle.entities.count
    queries = bundle.queries.count
    enums = bundle.enums.count
    shortcuts = bundle.autoShortcuts.count
    phrases = bundle.autoShortcuts.reduce(0) { $0 + $1.phraseTemplates.count }
    errors = diagnostics.filter { $0.severity == .error }.count
    warnings = diagnostics.filter { $0.severity == .warning }.count
  }

  /// `5 intents, 1 entity, 1 query, 2 enums, 4 shortcuts, 7 phrases, 0 errors, 1 warning`.
  public var text: String {
    [
      ExtractSummary.count(intents, "intent"), ExtractSummary.count(entities, "entity", "entities"),
      ExtractSummary.count(queries, "query", "queries"), ExtractSummary.count(enums, "enum"),
      ExtractSummary.count(shortcuts, "shortcut"), ExtractSummary.count(phrases, "phrase"),
      ExtractSummary.count(errors, "error"), ExtractSummary.count(warnings, "warning"),
    ].joined(separator: ", ")
  }

  private static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
  }
}

/// `appintents extract` as a library: discovery → load → model → mapping → checks → write.
///
/// The output is deterministic: files are sorted by path before anything else, parsing in
/// parallel fills each file's own slot, every stage is a pure function of the sorted files, and
/// diagnostics are sorted. The bundle is written only when there are no error-level diagnostics
/// (or when forced), atomically (`BundleWriter`).
public struct ExtractPipeline: Sendable {
  /// Checks that add diagnostics after the model is built (the lint rules).
  public var checks: [ModuleCheck]
  /// The writer (replaceable in tests).
  public var writer: BundleWriter

  /// A pipeline running `checks`.
  public init(checks: [ModuleCheck] = [], writer: BundleWriter = BundleWriter()) {
    self.checks = checks
    self.writer = writer
  }

  /// Runs the whole extraction.
  public func run(_ request: ExtractRequest) -> ExtractResult {
    let moduleName =
      request.moduleName ?? SourceDiscovery.defaultModuleName(for: request.paths.isEmpty ? ["."] : request.paths)
    let loaded: SkimLoader.Loaded
    if let facts = request.facts {
      loaded = SkimLoader(jobs: request.jobs).load(
        facts: facts.sorted { $0.path < $1.path }, moduleName: moduleName, configuration: request.configuration)
    } else {
      let discovery = SourceDiscovery().discover(request.paths)
      guard discovery.errors.isEmpty else {
        return ExtractResult(
          discoveryErrors: discovery.errors, moduleName: moduleName, files: [], model: nil,
          bundle: MetadataBundle(
            metadata: AppIntentsMetadata(generator: .init(version: request.mapping.xcodeVersion))),
          diagnostics: [], hasUnreadableFiles: false, output: .notRequested)
      }
      // The facts are not needed after the selection: let go before the parse, never hashed.
      loaded = SkimLoader(jobs: request.jobs).load(
        discovery.files, moduleName: moduleName, configuration: request.configuration, keepingFacts: false)
    }
    let extraction = extract(
      files: loaded.files, moduleName: moduleName, configuration: request.configuration, mapping: request.mapping,
      jobs: request.jobs, unparsedMentions: loaded.unparsedMentions)
    let diagnostics = (loaded.readErrors + extraction.diagnostics).sorted(by: Diagnostic.reportOrder)
    var result = ExtractResult(
      discoveryErrors: [], moduleName: moduleName, files: extraction.files, model: extraction.model,
      bundle: extraction.bundle, diagnostics: diagnostics, hasUnreadableFiles: !loaded.readErrors.isEmpty,
      output: .notRequested)
    guard let directory = request.outputDirectory else { return result }
    if result.hasErrors && !request.forceMetadataOutput {
      result.output = .withheld
      return result
    }
    if ExtractPipeline.isEmpty(extraction.bundle.metadata) {
      result.output = .nothingToWrite
      return result
    }
    result.output = write(extraction.bundle, style: request.style, into: directory)
    return result
  }

  /// What `extract(files:…)` produces.
  public struct Extraction: Sendable {
    /// The files, sorted by path.
    public var files: [ParsedFile]
    /// The module index.
    public var index: ModuleIndex
    /// The model.
    public var model: AppIntentsModel
    /// The mapped bundle.
    public var bundle: MetadataBundle
    /// Parse, check and mapping diagnostics, in report order.
    public var diagnostics: [Diagnostic]
  }

  /// The in-memory stages on already parsed files, in any order; the model's types are
  /// extracted on `jobs` threads, and `unparsedMentions` answers for the module's other files.
  public func extract(
    files: [ParsedFile], moduleName: String, configuration: BuildConfiguration, mapping: MappingOptions,
    jobs: Int = 1, unparsedMentions: UnparsedMentions = .none
  ) -> Extraction {
    let sorted = files.sorted { $0.file.path < $1.file.path }
    let checks = checks
    return LargeStack.run {
      var diagnostics = sorted.flatMap { ParseDiagnostics.diagnose($0.tree) }
      let index = ModuleIndex(
        moduleName: moduleName, files: sorted, ifConfig: IfConfigEvaluator(configuration: configuration),
        unparsedMentions: unparsedMentions)
      let model = ModelExtractor(index: index).extract(jobs: jobs)
      let mapped = BundleMapper(index: index, options: mapping).map(model)
      diagnostics += mapped.diagnostics
      // The checks see the mapping's diagnostics too: the lint step applies suppression
      // comments to them and drops the ones its rules already report.
      for check in checks { diagnostics = check(index, model, diagnostics) }
      return Extraction(
        files: sorted, index: index, model: model, bundle: mapped.bundle,
        diagnostics: diagnostics.sorted(by: Diagnostic.reportOrder))
    }
  }

  /// Whether a bundle holds no record at all (no provider either).
  public static func isEmpty(_ metadata: AppIntentsMetadata) -> Bool {
    metadata.actions.isEmpty && metadata.entities.isEmpty && metadata.queries.isEmpty && metadata.enums.isEmpty
      && metadata.autoShortcuts.isEmpty && metadata.autoShortcutProviderMangledName == nil
  }

  /// The two files of `bundle` in `style`.
  public static func encode(
    _ bundle: MetadataBundle, style: MetadataEncoding.Style
  ) throws(MetadataError) -> [(
    name: String, bytes: [UInt8]
  )] {
    [
      (MetadataBundle.metadataFileName, [UInt8](try MetadataEncoding.encode(bundle.metadata, style: style))),
      (MetadataBundle.versionFileName, [UInt8](try MetadataEncoding.encode(bundle.version, style: style))),
    ]
  }

  private func write(
    _ bundle: MetadataBundle, style: MetadataEncoding.Style, into directory: String
  )
    -> ExtractResult.Output
  {
    let folder = (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/" + MetadataBundle.folderName
    do {
      let files = try ExtractPipeline.encode(bundle, style: style)
      try writer.write(files, into: folder)
      return .written(folder)
    } catch let error as BundleWriteError {
      return .failed(error)
    } catch {
      return .failed(BundleWriteError(path: folder + "/" + MetadataBundle.metadataFileName, reason: "\(error)"))
    }
  }
}
