import Configuration
import Diagnostics
import FindingFilters
import Foundation
import Model
import Rules
import Source
import Syntax

/// Turns the configuration file and command-line overrides into an effective configuration,
/// and applies it to a run: which files, which rules, which severities, which baseline.
public enum ConfiguredRun {
  /// The rule catalogue the configuration is validated against.
  package static let catalog = RuleCatalog(
    RuleRegistry.rules.map {
      RuleCatalog.Entry(id: $0.descriptor.id.diagnosticID, defaultSeverity: $0.descriptor.defaultSeverity)
    })

  /// The effective configuration: `.appintents.json` (explicit or discovered from the working
  /// directory), then the overrides.
  package static func configuration(
    explicitPath: String?, overrides: ConfigurationOverrides, reporterNames: [String], defaultReporter: String,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(ConfigurationError) -> EffectiveConfiguration {
    let loader = ConfigurationLoader(catalog: catalog, reporterNames: reporterNames, workingDirectory: workingDirectory)
    let file = try loader.load(explicitPath: explicitPath)
    let merger = ConfigurationMerger(
      catalog: catalog, reporterNames: reporterNames, defaultReporter: defaultReporter,
      workingDirectory: workingDirectory)
    return try merger.merge(file: file, overrides: overrides)
  }

  /// The discovered files the configuration's `include`/`exclude` keep.
  package static func filter(_ paths: [String], with configuration: EffectiveConfiguration) -> [String] {
    // Without globs every path is kept; standardizing each path as a URL is the costly part.
    if configuration.paths.include.isEmpty && configuration.paths.exclude.isEmpty { return paths }
    let base = FileManager.default.currentDirectoryPath
    return paths.filter { path in
      let absolute = path.hasPrefix("/") ? path : base + "/" + path
      return configuration.paths.includes(URL(fileURLWithPath: absolute).standardizedFileURL.path)
    }
  }

  /// The rules the configuration enables.
  package static func enabledRules(_ configuration: EffectiveConfiguration) -> Set<RuleID> {
    Set(RuleID.allCases.filter { configuration.isEnabled($0.diagnosticID) })
  }

  /// The build configuration and lint options the effective configuration describes.
  package static func settings(
    _ configuration: EffectiveConfiguration
  ) -> (build: BuildConfiguration, options: LintOptions) {
    let platform = configuration.platform.flatMap { BuildConfiguration.Platform(rawValue: $0.rawValue) } ?? .ios
    let build = BuildConfiguration(platform: platform, defines: Set(configuration.defines))
    return (build, LintOptions(platform: platform, deploymentTarget: configuration.deploymentTarget?.components))
  }

  /// The baseline keys of `diagnostics`, with paths relative to the working directory.
  package static func baselineKeys(_ diagnostics: [Diagnostic], files: [SourceFile]) -> [(Diagnostic, BaselineKey)] {
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var tables: [String: LineTable] = [:]
    return diagnostics.compactMap { diagnostic in
      guard let file = byPath[diagnostic.path] else { return nil }
      let table = tables[file.path] ?? LineTable(bytes: file.bytes)
      tables[file.path] = table
      let key = BaselineKey(
        diagnostic: diagnostic, file: file, lineTable: table, relativePath: relativePath(diagnostic.path))
      return (diagnostic, key)
    }
  }

  /// `path` relative to the working directory when it is inside it.
  static func relativePath(_ path: String) -> String {
    let base = FileManager.default.currentDirectoryPath + "/"
    let absolute = path.hasPrefix("/") ? path : base + path
    let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
    return standardized.hasPrefix(base) ? String(standardized.dropFirst(base.count)) : standardized
  }
}
