import Foundation
import PackagePlugin

/// Lints a target's App Intents code on every build that changes its sources, and writes the
/// target's `Metadata.appintents` bundle into the plugin work directory.
///
/// A thin shim: it runs `appintents extract` on the target's Swift files. Error-level findings
/// (a phrase without `\(.applicationName)`, more than ten App Shortcuts, ...) are printed in
/// the compiler's format and fail the build, as Xcode's metadata processor would.
///
/// The tool is built from source, so this is a build command with declared inputs (the
/// target's Swift files, the configuration file and the tool): SwiftPM reruns it whenever one
/// of them changes and skips it otherwise. SwiftPM compiles a build command's Swift outputs
/// and bundles its other outputs as resources, so the command's declared output is a small
/// generated Swift file written after a successful run, not the bundle itself.
@main
struct AppIntentsBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    guard !sources.isEmpty else { return [] }
    let configuration = Self.configurationFile(
      from: sources[0].deletingLastPathComponent(), upTo: context.package.directoryURL)
    return [
      try Self.command(
        tool: context.tool(named: "AppIntentsCommand").url, sources: sources, moduleName: target.moduleName,
        configuration: configuration, workDirectory: context.pluginWorkDirectoryURL)
    ]
  }

  /// The build command: `appintents extract`, then the stamp file when it succeeds.
  static func command(
    tool: URL, sources: [URL], moduleName: String, configuration: URL?, workDirectory: URL
  ) -> Command {
    let stamp = workDirectory.appendingPathComponent("AppIntentsChecked.swift")
    var arguments = ["extract", "--output", workDirectory.path, "--module-name", moduleName]
    if let configuration { arguments += ["--config", configuration.path] }
    arguments += sources.map(\.path)
    // `sh -c SCRIPT tool args...`: the script runs the tool with its arguments and, only when
    // it succeeds, writes the stamp that the target's compilation waits for.
    let script = "\"$0\" \"$@\" && printf '// Checked by appintents.\\n' > \"$APPINTENTS_STAMP\""
    return .buildCommand(
      displayName: "Checking App Intents in \(moduleName)",
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", script, tool.path] + arguments,
      environment: ["APPINTENTS_STAMP": stamp.path],
      inputFiles: sources + [tool] + (configuration.map { [$0] } ?? []),
      outputFiles: [stamp])
  }

  /// The nearest `.appintents.json` from `directory` (the folder of the target's first source
  /// file) up to `root` (inclusive), as the tool itself would find it from that folder.
  static func configurationFile(from directory: URL, upTo root: URL) -> URL? {
    var current = directory.standardizedFileURL
    let top = root.standardizedFileURL.path
    while true {
      let candidate = current.appendingPathComponent(".appintents.json")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      if current.path == top || current.path == "/" || !current.path.hasPrefix(top) { return nil }
      current = current.deletingLastPathComponent()
    }
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension AppIntentsBuildToolPlugin: XcodeBuildToolPlugin {
  /// The same command for an Xcode target: its Swift source files, its project's
  /// configuration file.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
    guard !sources.isEmpty else { return [] }
    let root = context.xcodeProject.directoryURL
    return [
      try Self.command(
        tool: context.tool(named: "AppIntentsCommand").url, sources: sources,
        moduleName: target.product?.name ?? target.displayName,
        configuration: Self.configurationFile(from: root, upTo: root), workDirectory: context.pluginWorkDirectoryURL)
    ]
  }
}
#endif
