import Diagnostics
import Driver
import Foundation
import Model
import Reporting
import Rules
import Source
import Syntax

/// `appintents lint PATHS...`: runs every rule on a module and reports the findings.
enum LintCommand {
  static let spec = CommandSpec(
    path: ["lint"],
    summary: "Check App Intents code and report problems (without writing a bundle).",
    options: ModuleOptions.options + [
      OptionSpec(
        "reporter", arity: .single, valueName: "NAME",
        help: "Output format: \(ReporterKind.names.joined(separator: ", ")) (default: xcode)."),
      OptionSpec("relative-paths", help: "Print paths relative to the current directory."),
      OptionSpec("strict", help: "Treat warnings as errors."),
      OptionSpec("quiet", help: "Report errors only."),
    ],
    positionals: [PositionalSpec("PATHS", help: "Swift files or directories of the module.", isRepeated: true)])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
    let reporter: ReporterKind
    do {
      reporter = try ReporterKind.parse(arguments.value("reporter") ?? ReporterKind.default.rawValue)
    } catch {
      console.err("appintents: error: \(error.description)\n")
      return .usage
    }
    let module: ModuleOptions.Module
    switch ModuleOptions.load(arguments, commandPath: spec.path, console: console) {
    case .success(let loaded): module = loaded
    case .failure(let code): return code
    }
    let result = LintPipeline.run(
      LintPipeline.Request(
        files: module.files, moduleName: module.name, configuration: module.configuration, options: module.options))
    var diagnostics = module.readErrors + result.diagnostics
    if arguments.flag("strict") {
      diagnostics = diagnostics.map { finding in
        var finding = finding
        if finding.severity == .warning { finding.severity = .error }
        return finding
      }
    }
    if arguments.flag("quiet") { diagnostics = diagnostics.filter { $0.severity == .error } }
    diagnostics.sort(by: Diagnostic.reportOrder)
    let context = ReportContext(
      toolName: "appintents", toolVersion: ToolVersion.current, informationURI: ToolVersion.repositoryURI,
      workingDirectory: FileManager.default.currentDirectoryPath,
      pathStyle: arguments.flag("relative-paths") ? .relative : .absolute, rules: ReportRules.descriptors)
    let resolver = DiagnosticResolver(files: module.files.map(\.file))
    console.out(reporter.render(resolver.resolve(diagnostics), context: context))
    return diagnostics.contains { $0.severity == .error } ? .findings : .success
  }
}

/// The rule catalogue as the reporters describe it.
enum ReportRules {
  static var descriptors: [Reporting.RuleDescriptor] {
    RuleRegistry.rules.map { rule in
      let descriptor = rule.descriptor
      return Reporting.RuleDescriptor(
        id: descriptor.id.diagnosticID, shortDescription: descriptor.summary, fullDescription: descriptor.summary,
        helpURI: Reporting.RuleDescriptor.documentationURI(
          for: descriptor.id.diagnosticID, repositoryURI: ToolVersion.repositoryURI),
        defaultSeverity: descriptor.defaultSeverity)
    }
  }
}

/// The options every module command shares, and loading the module they name.
enum ModuleOptions {
  static let options: [OptionSpec] = [
    OptionSpec("module-name", arity: .single, valueName: "NAME", help: "The module's name (default: the folder name)."),
    OptionSpec(
      "platform", arity: .single, valueName: "PLATFORM",
      help: "The platform #if conditions are evaluated for: ios (default), macos, watchos, tvos, visionos."),
    OptionSpec("define", short: "D", arity: .repeated, valueName: "NAME", help: "Define NAME for #if conditions."),
    OptionSpec(
      "deployment-target", arity: .single, valueName: "VERSION", help: "The minimum OS version, e.g. 17.0."),
  ]

  /// A loaded module and the settings to check it with.
  struct Module {
    var name: String
    var files: [ParsedFile]
    var readErrors: [Diagnostic]
    var configuration: BuildConfiguration
    var options: LintOptions
  }

  /// Reads the options, discovers and parses the files; on failure, the exit code to return.
  static func load(_ arguments: ParsedArguments, commandPath: [String], console: Console) -> Result<Module, ExitCode> {
    var platform = BuildConfiguration.Platform.ios
    if let name = arguments.value("platform") {
      guard let parsed = BuildConfiguration.Platform(rawValue: name.lowercased()), parsed != .linux else {
        console.err("appintents: error: unknown platform '\(name)' (expected ios, macos, watchos, tvos or visionos)\n")
        return .failure(.usage)
      }
      platform = parsed
    }
    var deploymentTarget: [Int]?
    if let text = arguments.value("deployment-target") {
      guard let version = LintOptions.version(text) else {
        console.err("appintents: error: invalid deployment target '\(text)' (expected a version such as 17.0)\n")
        return .failure(.usage)
      }
      deploymentTarget = version
    }
    let discovery = SourceDiscovery().discover(arguments.positionals)
    for error in discovery.errors { console.err("appintents: error: \(error.description)\n") }
    if !discovery.errors.isEmpty { return .failure(.ioError) }
    let loaded = ModuleLoader().load(discovery.files)
    return .success(
      Module(
        name: arguments.value("module-name") ?? SourceDiscovery.defaultModuleName(for: arguments.positionals),
        files: loaded.files, readErrors: loaded.readErrors,
        configuration: BuildConfiguration(platform: platform, defines: Set(arguments.allValues("define"))),
        options: LintOptions(platform: platform, deploymentTarget: deploymentTarget)))
  }
}
