import Foundation
import PackagePlugin

/// `swift package appintents-extract [--target NAME]... [--output DIR] [EXTRACT OPTIONS]`:
/// writes each target's `Metadata.appintents` bundle with `appintents extract`.
///
/// A thin shim. The bundle of target `T` goes to `DIR/T/Metadata.appintents`; without
/// `--output`, `DIR` is the plugin's work directory (printed by the tool's summary line).
/// Other arguments (`--pretty`, `--xcode-version`, ...) are passed to `appintents extract`
/// unchanged. On macOS, where command plugins are sandboxed, an `--output` inside the package
/// needs `swift package --allow-writing-to-package-directory appintents-extract ...`.
@main
struct AppIntentsExtractCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let output =
      extractor.extractOption(named: "output").last.map {
        URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL)
      } ?? context.pluginWorkDirectoryURL
    let chosen = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let targets = chosen.compactMap { $0 as? SourceModuleTarget }.filter { !names.isEmpty || $0.kind != .test }
    let tool = try context.tool(named: "AppIntentsCommand").url
    var failures: [String] = []
    for target in targets {
      let files = target.sourceFiles(withSuffix: "swift").map(\.url.path)
      guard !files.isEmpty else { continue }
      let destination = output.appendingPathComponent(target.name).path
      let process = Process()
      process.executableURL = tool
      process.arguments =
        ["extract", "--output", destination, "--module-name", target.moduleName] + extractor.remainingArguments + files
      process.currentDirectoryURL = context.package.directoryURL
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 { failures.append("\(target.name) (exit \(process.terminationStatus))") }
    }
    if !failures.isEmpty {
      throw ExtractFailure(description: "appintents extract failed for " + failures.joined(separator: ", "))
    }
  }
}

/// A failed run, shown by `swift package`.
struct ExtractFailure: Error, CustomStringConvertible {
  let description: String
}
