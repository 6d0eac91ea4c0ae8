import Driver
import Foundation
import Model
import Rules
import Source
import Syntax
import TestSupport
import Testing

/// Skim-then-parse gives exactly the model and rule findings of parsing every file, for every
/// fixture module (extraction cases, the sample app, rule fixtures).
@Suite struct SkimEquivalenceTests {
  static let modules: [URL] = {
    let extraction =
      (try? FileManager.default.contentsOfDirectory(
        at: FixturePaths.url("Extraction"), includingPropertiesForKeys: nil)) ?? []
    let rules =
      ((try? FileManager.default.contentsOfDirectory(
        at: FixturePaths.url("Rules"), includingPropertiesForKeys: nil)) ?? [])
      .flatMap { [$0.appendingPathComponent("triggers"), $0.appendingPathComponent("passes")] }
    return (extraction + rules + [FixturePaths.url("SampleApp")]).filter { $0.hasDirectoryPath }
      .sorted { $0.path < $1.path }
  }()

  @Test(arguments: modules)
  func skimmingGivesTheSameModelAndFindings(_ folder: URL) {
    let paths = FixturePaths.files(in: FixturePaths.relativePath(folder)).map(\.path)
    guard !paths.isEmpty else { return }
    let configuration = BuildConfiguration(defines: ["DEBUG"])
    let full = ModuleLoader(jobs: 2).load(paths)
    let skimmed = SkimLoader(jobs: 2).load(paths, moduleName: "M", configuration: configuration)
    let fullResult = LintPipeline.run(
      LintPipeline.Request(files: full.files, moduleName: "M", configuration: configuration, options: LintOptions()))
    let skimResult = LintPipeline.run(
      LintPipeline.Request(
        files: skimmed.files, moduleName: "M", configuration: configuration, options: LintOptions(),
        unparsedMentions: skimmed.unparsedMentions))
    #expect(ModelPipeline.render(fullResult.model) == ModelPipeline.render(skimResult.model))
    let parsedPaths = Set(skimmed.files.map(\.file.path))
    let fullFindings = fullResult.diagnostics.filter {
      parsedPaths.contains($0.path) || !$0.id.rawValue.hasPrefix("expected")
    }
    #expect(fullFindings == skimResult.diagnostics)
  }
}
