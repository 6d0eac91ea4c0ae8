import Diagnostics
import Driver
import Model
import Source
import Syntax

/// `appintents dump model PATHS...`: prints the App Intents model of a module as JSON.
///
/// The format is documented in `docs/model.md`. Parse diagnostics go to standard error; the exit
/// code is 1 when there are errors, 3 when a path cannot be read.
enum DumpModelCommand {
  static let spec = CommandSpec(
    path: ["dump", "model"],
    summary: "Print the App Intents model (intents, entities, queries, enums, shortcuts) as JSON.",
    options: [
      OptionSpec(
        "module-name", arity: .single, valueName: "NAME", help: "The module's name (default: the folder name)."),
      OptionSpec(
        "platform", arity: .single, valueName: "PLATFORM",
        help: "The platform #if conditions are evaluated for: ios (default), macos, watchos, tvos, visionos."),
      OptionSpec("define", short: "D", arity: .repeated, valueName: "NAME", help: "Define NAME for #if conditions."),
    ],
    positionals: [PositionalSpec("PATHS", help: "Swift files or directories of the module.", isRepeated: true)])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
    let configuration: BuildConfiguration
    switch BuildConfigurationOptions.configuration(from: arguments) {
    case .success(let value): configuration = value
    case .failure(let error):
      console.err("appintents: error: \(error.message)\n")
      return .usage
    }
    let moduleName = arguments.value("module-name") ?? SourceDiscovery.defaultModuleName(for: arguments.positionals)
    let discovery = SourceDiscovery().discover(arguments.positionals)
    for error in discovery.errors { console.err("appintents: error: \(error.description)\n") }
    if !discovery.errors.isEmpty { return .ioError }
    let loaded = SkimLoader().load(
      discovery.files, moduleName: moduleName, configuration: configuration, keepingFacts: false)
    let model = ModelPipeline.model(files: loaded.files, moduleName: moduleName, configuration: configuration)
    console.out(ModelPipeline.render(model))
    var diagnostics = loaded.readErrors
    for file in loaded.files { diagnostics += ParseDiagnostics.diagnose(file.tree) }
    let code = DiagnosticPrinter.print(diagnostics, files: loaded.files, console: console)
    // A file that cannot be read is an I/O error (exit 3), as for every command.
    return loaded.readErrors.isEmpty ? code : .ioError
  }
}

/// Reads `--platform` and `-D` into a `BuildConfiguration`.
enum BuildConfigurationOptions {
  static func configuration(from arguments: ParsedArguments) -> Result<BuildConfiguration, UsageError> {
    var platform = BuildConfiguration.Platform.ios
    if let name = arguments.value("platform") {
      guard let parsed = BuildConfiguration.Platform(rawValue: name.lowercased()), parsed != .linux else {
        return .failure(
          UsageError(
            "unknown platform '\(name)' (expected ios, macos, watchos, tvos or visionos)",
            commandPath: ["dump", "model"]))
      }
      platform = parsed
    }
    return .success(BuildConfiguration(platform: platform, defines: Set(arguments.allValues("define"))))
  }
}

/// Prints diagnostics about parsed files in compiler style.
enum DiagnosticPrinter {
  static func print(_ diagnostics: [Diagnostic], files: [ParsedFile], console: Console) -> ExitCode {
    var tables: [String: LineTable] = [:]
    for file in files { tables[file.file.path] = file.lineTable }
    let renderer = DiagnosticRenderer()
    for diagnostic in diagnostics.sorted(by: Diagnostic.reportOrder) {
      console.err(renderer.render(diagnostic) { tables[$0] })
    }
    return diagnostics.contains { $0.severity == .error } ? .findings : .success
  }
}
