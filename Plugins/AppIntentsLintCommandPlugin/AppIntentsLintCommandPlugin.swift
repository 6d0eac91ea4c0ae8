import Foundation
import PackagePlugin

/// `swift package appintents-lint [--target NAME]... [LINT OPTIONS]`: runs `appintents lint` on
/// each target's Swift files (every non-test source target when no `--target` is given).
///
/// A thin shim: other arguments (`--reporter sarif`, `--strict`, `--config FILE`, ...) are
/// passed to `appintents lint` unchanged, and the command runs in the package folder so that the
/// package's `.appintents.json` is found; the run cache lives in the plugin work directory unless
/// the arguments choose. The command fails when any target has error-level findings or the tool
/// reports a usage or I/O error.
@main
struct AppIntentsLintCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets = try ToolRun.sourceTargets(in: context.package, named: names)
    let tool = try context.tool(named: "AppIntentsCommand").url
    let cache = ToolRun.cacheArguments(extractor.remainingArguments, workDirectory: context.pluginWorkDirectoryURL)
    var failures: [String] = []
    for target in targets {
      let files = target.sourceFiles(withSuffix: "swift").map(\.url.path)
      guard !files.isEmpty else { continue }
      let status = try ToolRun.run(
        tool, ["lint", "--module-name", target.moduleName] + cache + extractor.remainingArguments + files,
        in: context.package.directoryURL)
      if status != 0 { failures.append("\(target.name) (exit \(status))") }
    }
    if !failures.isEmpty {
      throw ToolRun.Failure(description: "appintents lint failed for " + failures.joined(separator: ", "))
    }
  }
}

/// Running the tool for the command plugin.
enum ToolRun {
  /// A failed run, shown by `swift package`.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The targets named on the command line, or every non-test source target.
  static func sourceTargets(in package: Package, named names: [String]) throws -> [SourceModuleTarget] {
    let chosen = names.isEmpty ? package.targets : try package.targets(named: names)
    return chosen.compactMap { $0 as? SourceModuleTarget }.filter { !names.isEmpty || $0.kind != .test }
  }

  /// `--cache-dir WORK/cache` unless the arguments already choose (`--cache-dir`, `--no-cache`):
  /// the run cache's default folder in the home directory is outside what a sandboxed command
  /// plugin may write on macOS, the plugin work directory is not.
  static func cacheArguments(_ arguments: [String], workDirectory: URL) -> [String] {
    let chosen = arguments.contains { $0 == "--no-cache" || $0 == "--cache-dir" || $0.hasPrefix("--cache-dir=") }
    return chosen ? [] : ["--cache-dir", workDirectory.appendingPathComponent("cache").path]
  }

  /// Runs `tool` with `arguments` in `directory`, sharing this process's output; returns the
  /// exit status.
  static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
