import Configuration
import Diagnostics
import Driver
import FindingFilters
import Foundation
import Model
import Reporting
import Rules
import Source
import Syntax

/// `appintents lint PATHS...`: runs every enabled rule on a module and reports the findings.
///
/// Settings come from `.appintents.json` (found from the working directory, or `--config`) with
/// command-line options on top; suppression comments, the baseline and `--quiet` then decide
/// what is reported.
enum LintCommand {
  static let spec = CommandSpec(
    path: ["lint"],
    summary: "Check App Intents code and report problems (without writing a bundle).",
    options: ModuleOptions.options + [
      OptionSpec(
        "reporter", arity: .single, valueName: "NAME",
        help: "Output format: \(ReporterKind.names.joinedSpecialized(separator: ", ")) (default: xcode)."),
      OptionSpec("relative-paths", help: "Print paths relative to the current directory."),
      OptionSpec("strict", help: "Treat warnings as errors."),
      OptionSpec("quiet", help: "Report errors only."),
      OptionSpec(
        "config", arity: .single, valueName: "FILE", help: "Use FILE instead of the nearest .appintents.json."),
      OptionSpec("baseline", arity: .single, valueName: "FILE", help: "Hide findings recorded in the baseline FILE."),
      OptionSpec("write-baseline", arity: .single, valueName: "FILE", help: "Record the current findings in FILE."),
      OptionSpec("report-stale-baseline", help: "List baseline entries that no longer match a finding."),
      OptionSpec(
        "stdin-path", arity: .single, valueName: "PATH",
        help: "Read the file PATH from standard input (for editors and pre-commit)."),
      OptionSpec(
        "facts", arity: .repeated, valueName: "DIR",
        help: "Merge per-file facts written by 'appintents facts' instead of skimming PATHS."),
      ScriptInputFiles.option,
      OptionSpec("timings", help: "Print how long each stage took (milliseconds) to standard error."),
    ] + CacheOptions.options,
    positionals: [
      PositionalSpec("PATHS", help: "Swift files or directories of the module.", isRepeated: true, isOptional: true)
    ])

  static func run(
    _ arguments: ParsedArguments, console: Console, environment: ProcessEnvironment = .current
  ) -> ExitCode {
    let timings = arguments.flag("timings")
    if timings { StageTimings.process.start() }
    var paths = arguments.positionals
    var scriptModuleName: String?
    if arguments.flag(ScriptInputFiles.option.name) {
      scriptModuleName = ScriptInputFiles.moduleName(in: environment)
      switch ScriptInputFiles.paths(in: environment) {
      case .success(let declared):
        // Xcode declared no Swift inputs: nothing to lint, which is not a mistake.
        if declared.isEmpty && paths.isEmpty { return .success }
        paths += declared
      case .failure(let failure):
        console.err("appintents: error: \(failure.message)\n")
        return failure.exitCode
      }
    }
    let effective: EffectiveConfiguration
    switch ModuleOptions.configuration(arguments, console: console) {
    case .success(let value): effective = value
    case .failure(let code): return code
    }
    let reporter: ReporterKind
    do {
      reporter = try ReporterKind.parse(effective.reporter)
    } catch {
      console.err("appintents: error: \(error.description)\n")
      return .usage
    }
    var contents: [String: [UInt8]] = [:]
    if let stdinPath = arguments.value("stdin-path") {
      contents[stdinPath] = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
      if paths.isEmpty { paths = [stdinPath] }
    }
    let (build, options) = ConfiguredRun.settings(effective)
    let enabledRules = ConfiguredRun.enabledRules(effective)
    var diagnostics: [Diagnostic]
    let files: [SourceFile]
    let lineTables: [String: LineTable]
    let factDirectories = arguments.allValues("facts")
    // The environment matters only on a terminal; building it costs more than a small run's parse.
    let usesColor = isatty(1) == 1 && shouldUseColor(isTTY: true, environment: ProcessInfo.processInfo.environment)
    // Where the report is kept for the findings' key, and what else it is made from
    // (`CachedReport`): not with color, a baseline or --write-baseline.
    var reportCache: (cache: RunCache, rendering: String)?
    var findingsKey: ContentDigest?
    StageTimings.process.mark("setup")
    if !factDirectories.isEmpty {
      let moduleName =
        effective.moduleName ?? scriptModuleName
        ?? SourceDiscovery.defaultModuleName(for: paths.isEmpty ? ["."] : paths)
      var facts: [FileFacts] = []
      for directory in factDirectories {
        do {
          facts += try FactsStore.read(from: directory)
        } catch {
          console.err("appintents: error: cannot read facts in '\(directory)': \(error.reason)\n")
          return .ioError
        }
      }
      StageTimings.process.mark("facts read")
      let loaded = SkimLoader(jobs: ModuleOptions.jobs(arguments)).load(
        facts: facts.sorted { $0.path < $1.path }, contents: contents, moduleName: moduleName, configuration: build)
      let result = LintPipeline.run(
        LintPipeline.Request(
          files: loaded.files, moduleName: moduleName, configuration: build, options: options,
          enabledRules: enabledRules, unparsedMentions: loaded.unparsedMentions))
      diagnostics = effective.apply(to: loaded.readErrors + result.diagnostics)
      files = loaded.files.map(\.file)
      lineTables = ParsedFile.lineTables(of: loaded.files)
    } else {
      guard !paths.isEmpty else {
        console.err("appintents: error: missing argument PATHS\nusage: \(spec.usageLine)\n")
        return .usage
      }
      let cache = CacheOptions.cache(arguments, environment: environment)
      if let cache, contents.isEmpty, !usesColor, effective.baseline == nil, arguments.value("write-baseline") == nil {
        reportCache = (cache, Self.rendering(reporter: reporter, arguments: arguments))
      }
      let moduleName = effective.moduleName ?? scriptModuleName ?? SourceDiscovery.defaultModuleName(for: paths)
      let jobs = ModuleOptions.jobs(arguments) ?? ModuleLoader.defaultJobs
      // The settings go into the cache's keys only; rendering them as JSON costs a sixth of a
      // small run, so a run without a cache leaves them out.
      var request = CachedLint.Request(
        paths: [], contents: contents,
        moduleName: moduleName, configuration: build, options: options, enabledRules: enabledRules,
        settingsKey: cache == nil ? "" : effective.settingsKey(), jobs: ModuleOptions.jobs(arguments))
      // Whether anything the last run of these settings and paths looked at has changed.
      let check = cache.flatMap { cache in
        contents.isEmpty ? UnchangedRunCheck(inputs: paths, request: request, cache: cache, jobs: jobs) : nil
      }
      // Nothing changed and the report of these findings is kept: it is printed as it was.
      if let check, let key = check.findingsKey, let reportCache,
        let report = reportCache.cache.report(key: CachedReport.key(findings: key, rendering: reportCache.rendering))
      {
        StageTimings.process.mark("unchanged check")
        console.out(String(decoding: report.text, as: UTF8.self))
        if timings { printTimings(console) }
        ExitLifetime.process.keep(check)
        return ExitCode(rawValue: report.status) ?? .findings
      }
      let outcome: CachedLint.Outcome
      if let check, let unchanged = check.outcome() {
        StageTimings.process.mark("unchanged check")
        outcome = unchanged
        // Freeing the record's 300 KB at exit unmapped pages while the other thread ran.
        ExitLifetime.process.keep(check)
      } else {
        // Read while the folders are walked or checked (from the first change the check found).
        let digestMemo =
          check?.digestMemo(moduleName: moduleName)
          ?? cache.map { CachedLint.readDigestMemo(moduleName: moduleName, cache: $0) }
        let discovery = SourceDiscovery().discover(
          paths.filter { contents[$0] == nil }, cache: cache, jobs: jobs, check: check)
        StageTimings.process.mark("discovery")
        for error in discovery.errors { console.err("appintents: error: \(error.description)\n") }
        if !discovery.errors.isEmpty { return .ioError }
        // Discovery's files are sorted and unique, and filtering keeps that; only files given on
        // standard input need merging in.
        let discovered = ConfiguredRun.filter(discovery.files, with: effective)
        request.paths = contents.isEmpty ? discovered : Array(Set(discovered + contents.keys)).sorted()
        outcome = CachedLint.run(request, cache: cache, prefetched: digestMemo, check: check) {
          effective.apply(to: $0)
        }
        ExitLifetime.process.keep((request, discovery, check))
      }
      diagnostics = outcome.diagnostics
      files = outcome.files
      lineTables = outcome.lineTables
      findingsKey = outcome.findingsKey
    }
    // A source file that cannot be read is an I/O error (exit 3), as for every command, even
    // though lint also reports it as a finding.
    let hasUnreadableFiles = diagnostics.contains { $0.id == "unreadable-file" }
    if let path = arguments.value("write-baseline") {
      let keys = ConfiguredRun.baselineKeys(diagnostics, files: files).map(\.1)
      return BaselineFile.write(Baseline.write(keys), to: path, console: console)
    }
    if let path = effective.baseline {
      guard let baseline = BaselineFile.load(path, console: console) else { return .ioError }
      let comparison = baseline.compare(ConfiguredRun.baselineKeys(diagnostics, files: files)) { $0.1 }
      diagnostics =
        comparison.new.map(\.0)
        + diagnostics.filter { finding in
          !files.contains { $0.path == finding.path }
        }
      if arguments.flag("report-stale-baseline") {
        for entry in comparison.stale {
          console.err("\(path): warning: stale baseline entry: \(entry.rule) in \(entry.path): \(entry.line)\n")
        }
      }
    }
    if arguments.flag("quiet") { diagnostics = diagnostics.filter { $0.severity == .error } }
    diagnostics.sort(by: Diagnostic.reportOrder)
    let context = ReportContext(
      toolName: "appintents", toolVersion: ToolVersion.current, informationURI: ToolVersion.repositoryURI,
      workingDirectory: FileManager.default.currentDirectoryPath,
      pathStyle: arguments.flag("relative-paths") ? .relative : .absolute,
      rules: reporter.readsRuleCatalogue ? ReportRules.descriptors : [],
      usesColor: usesColor)
    // A file a note points into that the run did not parse or keep is read here.
    let resolver = DiagnosticResolver(files: files, lineTables: lineTables, for: diagnostics) {
      CachedLint.reportedFile($0, contents: contents)
    }
    let report = reporter.render(resolver.resolve(diagnostics), context: context)
    console.out(report)
    let status: ExitCode =
      hasUnreadableFiles ? .ioError : diagnostics.contains { $0.severity == .error } ? .findings : .success
    if let reportCache, let findingsKey {
      reportCache.cache.store(
        report: CachedReport(status: status.rawValue, text: Array(report.utf8)),
        key: CachedReport.key(findings: findingsKey, rendering: reportCache.rendering))
    }
    if timings { printTimings(console) }
    return status
  }

  /// Ends the `report` stage and prints the stages' times (`--timings`).
  private static func printTimings(_ console: Console) {
    StageTimings.process.mark("report")
    let stages = StageTimings.process.stop()
    console.err(StageTimings.cpuLine(stages) + "\n" + StageTimings.line(stages) + "\n")
  }

  /// Everything a report is made from besides the findings and their files, as text, for
  /// `CachedReport.key`: the reporter, the path style, `--quiet`, the working directory and the
  /// tool (the cache folder is the build's own already).
  private static func rendering(reporter: ReporterKind, arguments: ParsedArguments) -> String {
    "reporter \(reporter.rawValue)\nrelative \(arguments.flag("relative-paths"))\nquiet \(arguments.flag("quiet"))\n"
      + "directory \(FileManager.default.currentDirectoryPath)\ntool \(ToolVersion.current)\n"
  }
}

/// Reading and writing baseline files, with I/O errors reported.
enum BaselineFile {
  static func load(_ path: String, console: Console) -> Baseline? {
    guard let data = FileManager.default.contents(atPath: path) else {
      console.err("appintents: error: cannot read '\(path)': No such file or unreadable\n")
      return nil
    }
    do {
      return try Baseline.load(data)
    } catch {
      console.err("appintents: error: invalid baseline '\(path)': \(error.description)\n")
      return nil
    }
  }

  static func write(_ data: Data, to path: String, console: Console) -> ExitCode {
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      return .success
    } catch {
      console.err("appintents: error: cannot write '\(path)': \(error.localizedDescription)\n")
      return .ioError
    }
  }
}

/// The rule catalogue as the reporters describe it.
enum ReportRules {
  static var descriptors: [Reporting.RuleDescriptor] {
    RuleRegistry.rules.map { rule in
      let descriptor = rule.descriptor
      return Reporting.RuleDescriptor(
        id: descriptor.id.diagnosticID, shortDescription: descriptor.summary, fullDescription: descriptor.explanation,
        helpURI: Reporting.RuleDescriptor.documentationURI(
          for: descriptor.id.diagnosticID, repositoryURI: ToolVersion.repositoryURI),
        defaultSeverity: descriptor.defaultSeverity)
    }
  }
}

/// The options every module command shares, and the effective configuration they give.
enum ModuleOptions {
  static let options: [OptionSpec] = [
    OptionSpec("module-name", arity: .single, valueName: "NAME", help: "The module's name (default: the folder name)."),
    OptionSpec(
      "platform", arity: .single, valueName: "PLATFORM",
      help: "The platform #if conditions are evaluated for: ios (default), macos, watchos, tvos, visionos."),
    OptionSpec("define", short: "D", arity: .repeated, valueName: "NAME", help: "Define NAME for #if conditions."),
    OptionSpec(
      "deployment-target", arity: .single, valueName: "VERSION", help: "The minimum OS version, e.g. 17.0."),
    OptionSpec("jobs", short: "j", arity: .single, valueName: "N", help: "Files processed at once (default: cores)."),
  ]

  /// `--jobs N`, or `nil` for one per core (an unreadable value counts as one per core).
  static func jobs(_ arguments: ParsedArguments) -> Int? {
    arguments.value("jobs").flatMap(Int.init).map { max(1, $0) }
  }

  /// The command-line values as configuration overrides.
  static func overrides(_ arguments: ParsedArguments) -> Result<ConfigurationOverrides, UsageError> {
    var overrides = ConfigurationOverrides()
    if arguments.flag("strict") { overrides.strict = true }
    overrides.moduleName = arguments.value("module-name")
    if let name = arguments.value("platform") {
      guard let platform = Configuration.Platform(rawValue: name.lowercased()) else {
        return .failure(
          UsageError("unknown platform '\(name)' (expected ios, macos, watchos, tvos or visionos)", commandPath: []))
      }
      overrides.platform = platform
    }
    if let text = arguments.value("deployment-target") {
      guard let version = VersionNumber(text) else {
        return .failure(
          UsageError("invalid deployment target '\(text)' (expected a version such as 17.0)", commandPath: []))
      }
      overrides.deploymentTarget = version
    }
    if !arguments.allValues("define").isEmpty { overrides.defines = arguments.allValues("define") }
    overrides.baseline = arguments.value("baseline")
    overrides.reporter = arguments.value("reporter")
    return .success(overrides)
  }

  /// The effective configuration, or the exit code after reporting why there is none.
  static func configuration(_ arguments: ParsedArguments, console: Console) -> Result<EffectiveConfiguration, ExitCode>
  {
    let overrides: ConfigurationOverrides
    switch Self.overrides(arguments) {
    case .success(let value): overrides = value
    case .failure(let error):
      console.err("appintents: error: \(error.message)\n")
      return .failure(.usage)
    }
    return configuration(explicitPath: arguments.value("config"), overrides: overrides, console: console)
  }

  /// The effective configuration of `overrides` over the configuration file, or the exit code
  /// after reporting why there is none.
  static func configuration(
    explicitPath: String?, overrides: ConfigurationOverrides, console: Console
  ) -> Result<EffectiveConfiguration, ExitCode> {
    do {
      return .success(
        try ConfiguredRun.configuration(
          explicitPath: explicitPath, overrides: overrides, reporterNames: ReporterKind.names,
          defaultReporter: ReporterKind.default.rawValue))
    } catch {
      for issue in error.issues { console.err("\(issue.description)\n") }
      if error.issues.isEmpty { console.err("appintents: error: \(error.description)\n") }
      return .failure(error.isIOError ? .ioError : .usage)
    }
  }
}
