import BundleMapping
import Configuration
import Diagnostics
import Driver
import Metadata
import Model
import Reporting
import Source
import Syntax

/// `appintents extract PATHS... --output DIR`: writes `DIR/Metadata.appintents/extract.actionsdata`
/// and `version.json`, the bundle Xcode's App Intents metadata processor would write.
///
/// Diagnostics go to standard error in compiler style (absolute paths, as Xcode links them) and
/// a one-line summary ends every run on standard output; with another `--reporter` the report
/// is standard output and the summary goes to standard error (`ExtractReport`). Exit codes: 0 written, 1 error-level diagnostics (nothing written unless
/// `--force-metadata-output`), 2 usage, 3 a path cannot be read or the bundle cannot be written.
enum ExtractCommand {
  static let spec = CommandSpec(
    path: ["extract"],
    summary: "Write the Metadata.appintents bundle (extract.actionsdata, version.json) Xcode would write.",
    options: [
      OptionSpec(
        "output", short: "o", arity: .single, valueName: "DIR",
        help: "The folder that receives Metadata.appintents/ (required; created if missing)."),
      OptionSpec(
        "module-name", arity: .single, valueName: "NAME", help: "The module's name (default: the folder name)."),
      OptionSpec(
        "bundle-identifier", arity: .single, valueName: "ID",
        help: "The app's bundle identifier (accepted as Xcode's; apps' bundles do not record it)."),
      OptionSpec(
        "platform", arity: .single, valueName: "PLATFORM",
        help: "ios (default), macos, watchos, tvos or visionos (xros); decides #if conditions."),
      OptionSpec(
        "deployment-target", arity: .single, valueName: "VERSION",
        help: "The deployment target, e.g. 18.0 (accepted as Xcode's; not written)."),
      OptionSpec(
        "xcode-version", arity: .single, valueName: "BUILD",
        help:
          "The Xcode build written as generator.version and toolsVersion (default \(MappingOptions.defaultXcodeVersion))."
      ),
      OptionSpec(
        "force-metadata-output", help: "Write what could be extracted even when there are errors (still exits 1)."),
      OptionSpec("pretty", help: "Indent the JSON for people instead of Xcode's compact bytes."),
      OptionSpec("define", short: "D", arity: .repeated, valueName: "NAME", help: "Define NAME for #if conditions."),
      OptionSpec(
        "config", arity: .single, valueName: "FILE",
        help: "Use FILE instead of the nearest .appintents.json (rules, severities, platform)."),
      OptionSpec("no-lint", help: "Skip the lint rules (parse and mapping diagnostics only)."),
      OptionSpec(
        "reporter", arity: .single, valueName: "NAME",
        help: "Diagnostics format: \(ReporterKind.names.joinedSpecialized(separator: ", ")) "
          + "(default: xcode, on stderr; the others on stdout)."),
      OptionSpec("relative-paths", help: "Print paths relative to the current directory."),
      OptionSpec("strict", help: "Treat warnings as errors (they then withhold the bundle)."),
      OptionSpec("quiet", help: "Report errors only (the summary still counts everything)."),
      OptionSpec(
        "facts", arity: .repeated, valueName: "DIR",
        help: "Merge per-file facts written by 'appintents facts' instead of skimming PATHS."),
      OptionSpec("jobs", short: "j", arity: .single, valueName: "N", help: "Files processed at once (default: cores)."),
      ScriptInputFiles.option,
    ],
    positionals: [
      PositionalSpec(
        "PATHS", help: "Swift files or directories of the module (optional with --facts or --use-script-input-files).",
        isRepeated: true, isOptional: true)
    ])

  static func run(
    _ arguments: ParsedArguments, console: Console, environment: ProcessEnvironment = .current
  ) -> ExitCode {
    var paths = arguments.positionals
    var scriptModuleName: String?
    if arguments.flag(ScriptInputFiles.option.name) {
      switch ScriptInputFiles.paths(in: environment) {
      case .success(let declared): paths += declared
      case .failure(let failure):
        console.err("appintents: error: \(failure.message)\n")
        return failure.exitCode
      }
      scriptModuleName = ScriptInputFiles.moduleName(in: environment)
    }
    var request: ExtractRequest
    switch makeRequest(arguments, paths: paths) {
    case .success(let value): request = value
    case .failure(let error):
      console.err("appintents: error: \(error.message)\nusage: \(spec.usageLine)\n")
      return .usage
    }
    let factDirectories = arguments.allValues("facts")
    if factDirectories.isEmpty && request.paths.isEmpty {
      console.err("appintents: error: missing argument PATHS\nusage: \(spec.usageLine)\n")
      return .usage
    }
    if !factDirectories.isEmpty {
      var facts: [FileFacts] = []
      for directory in factDirectories {
        do {
          facts += try FactsStore.read(from: directory)
        } catch {
          console.err("appintents: error: cannot read facts in '\(directory)': \(error.reason)\n")
          return .ioError
        }
      }
      request.facts = facts
    }
    var checks: [ModuleCheck] = []
    var reporterName = arguments.value("reporter") ?? ReporterKind.default.rawValue
    if !arguments.flag("no-lint") {
      let effective: EffectiveConfiguration
      switch ModuleOptions.configuration(
        explicitPath: arguments.value("config"), overrides: overrides(arguments), console: console)
      {
      case .success(let value): effective = value
      case .failure(let code): return code
      }
      let (build, options) = ConfiguredRun.settings(effective)
      request.configuration = build
      request.mapping.platform = build.platform.rawValue
      request.moduleName = request.moduleName ?? effective.moduleName
      reporterName = effective.reporter
      checks = [
        LintPipeline.moduleCheck(options: options, enabledRules: ConfiguredRun.enabledRules(effective)),
        { _, _, diagnostics in effective.apply(to: diagnostics) },
      ]
    }
    request.moduleName = request.moduleName ?? scriptModuleName
    let reporter: ReporterKind
    do {
      reporter = try ReporterKind.parse(reporterName)
    } catch {
      console.err("appintents: error: \(error.description)\nusage: \(spec.usageLine)\n")
      return .usage
    }
    let result = ExtractPipeline(checks: checks).run(request)
    let presentation = ExtractReport(
      reporter: reporter, relativePaths: arguments.flag("relative-paths"), quiet: arguments.flag("quiet"))
    return report(result, presentation: presentation, console: console)
  }

  /// The command line as configuration overrides (already validated by `makeRequest`).
  static func overrides(_ arguments: ParsedArguments) -> ConfigurationOverrides {
    var overrides = ConfigurationOverrides()
    overrides.moduleName = arguments.value("module-name")
    if let name = arguments.value("platform")?.lowercased() {
      overrides.platform = Configuration.Platform(rawValue: name == "xros" ? "visionos" : name)
    }
    overrides.deploymentTarget = arguments.value("deployment-target").flatMap(VersionNumber.init)
    if !arguments.allValues("define").isEmpty { overrides.defines = arguments.allValues("define") }
    overrides.reporter = arguments.value("reporter")
    if arguments.flag("strict") { overrides.strict = true }
    return overrides
  }

  /// Prints the diagnostics, the outcome and the summary; returns the exit code.
  static func report(_ result: ExtractResult, presentation: ExtractReport, console: Console) -> ExitCode {
    for error in result.discoveryErrors { console.err("appintents: error: \(error.description)\n") }
    presentation.print(result.diagnostics, files: result.files, console: console)
    var code: ExitCode = result.hasErrors ? .findings : .success
    let outcome: String
    switch result.output {
    case .written(let path):
      outcome = result.hasErrors ? "wrote \(path) despite errors (--force-metadata-output)" : "wrote \(path)"
    case .withheld:
      console.err("appintents: error: \(MappingDiagnostics.haltingSummary)\n")
      outcome = "nothing written"
    case .nothingToWrite:
      console.err("appintents: note: Extracted no relevant App Intents symbols, skipping writing output\n")
      outcome = "nothing written"
    case .notRequested:
      outcome = "nothing written"
    case .failed(let error):
      console.err("appintents: error: \(error.description)\n")
      outcome = "nothing written"
      code = .ioError
    }
    if !result.discoveryErrors.isEmpty || result.hasUnreadableFiles { code = .ioError }
    presentation.printStatus("\(result.moduleName): \(result.summary.text); \(outcome)\n", console: console)
    return code
  }

  /// Reads the options into a request, or names the first bad one.
  static func makeRequest(_ arguments: ParsedArguments, paths: [String]) -> Result<ExtractRequest, UsageError> {
    func failure(_ message: String) -> Result<ExtractRequest, UsageError> {
      .failure(UsageError(message, commandPath: spec.path))
    }
    guard let output = arguments.value("output"), !output.isEmpty else {
      return failure("missing option '--output DIR'")
    }
    var platform = BuildConfiguration.Platform.ios
    if let name = arguments.value("platform") {
      let lowered = name.lowercased()
      guard let parsed = BuildConfiguration.Platform(rawValue: lowered == "xros" ? "visionos" : lowered),
        parsed != .linux
      else { return failure("unknown platform '\(name)' (expected ios, macos, watchos, tvos or visionos)") }
      platform = parsed
    }
    let xcodeVersion = arguments.value("xcode-version") ?? MappingOptions.defaultXcodeVersion
    guard MappingOptions.isValidXcodeVersion(xcodeVersion) else {
      return failure("invalid Xcode build '\(xcodeVersion)' (expected a build number such as 17F113)")
    }
    let deploymentTarget = arguments.value("deployment-target")
    if let deploymentTarget, !MappingOptions.isValidDeploymentTarget(deploymentTarget) {
      return failure("invalid deployment target '\(deploymentTarget)' (expected a version such as 18.0)")
    }
    if let identifier = arguments.value("bundle-identifier"), identifier.isEmpty {
      return failure("the bundle identifier is empty")
    }
    if let name = arguments.value("module-name"), name.isEmpty { return failure("the module name is empty") }
    return .success(
      ExtractRequest(
        paths: paths, moduleName: arguments.value("module-name"),
        configuration: BuildConfiguration(platform: platform, defines: Set(arguments.allValues("define"))),
        mapping: MappingOptions(
          bundleIdentifier: arguments.value("bundle-identifier"), platform: platform.rawValue,
          deploymentTarget: deploymentTarget, xcodeVersion: xcodeVersion),
        outputDirectory: output, forceMetadataOutput: arguments.flag("force-metadata-output"),
        style: arguments.flag("pretty") ? .pretty : .canonical,
        jobs: ModuleOptions.jobs(arguments) ?? ModuleLoader.defaultJobs))
  }
}
