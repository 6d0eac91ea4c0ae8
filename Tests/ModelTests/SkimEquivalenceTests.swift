import Driver
import Foundation
import Model
import Rules
import Source
import Syntax
import TestSupport
import Testing

/// Skim-then-parse gives exactly the model and rule findings of parsing every file, for every
/// fixture module (extraction cases, the sample app, rule fixtures, and the selection's own
/// cases under `Fixtures/Skim`).
@Suite struct SkimEquivalenceTests {
  static let modules: [URL] = {
    let extraction =
      (try? FileManager.default.contentsOfDirectory(
        at: FixturePaths.url("Extraction"), includingPropertiesForKeys: nil)) ?? []
    let rules =
      ((try? FileManager.default.contentsOfDirectory(
        at: FixturePaths.url("Rules"), includingPropertiesForKeys: nil)) ?? [])
      .flatMap { [$0.appendingPathComponent("triggers"), $0.appendingPathComponent("passes")] }
    let selection =
      (try? FileManager.default.contentsOfDirectory(
        at: FixturePaths.url("Skim"), includingPropertiesForKeys: nil)) ?? []
    return (extraction + rules + selection + [FixturePaths.url("SampleApp")]).filter { $0.hasDirectoryPath }
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

/// The same comparison over a folder of real or generated code, from `APPINTENTS_SKIM_CORPUS`
/// (such as the benchmark's synthetic monorepo); nothing to compare when it is not set.
@Suite struct SkimEquivalenceCorpusTests {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["APPINTENTS_SKIM_CORPUS"] != nil))
  func skimmingACorpusGivesTheSameModelAndFindings() throws {
    let root = try #require(ProcessInfo.processInfo.environment["APPINTENTS_SKIM_CORPUS"])
    let enumerator = try #require(FileManager.default.enumerator(atPath: root))
    var paths: [String] = []
    while let name = enumerator.nextObject() as? String {
      if name.hasSuffix(".swift") { paths.append(root + "/" + name) }
    }
    paths.sort()
    try #require(!paths.isEmpty)
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
    // Syntax diagnostics (the lexer's and the parser's) are reported for the parsed files only.
    let parsedPaths = Set(skimmed.files.map(\.file.path))
    let fullFindings = fullResult.diagnostics.filter { diagnostic in
      parsedPaths.contains(diagnostic.path)
        || (!diagnostic.id.rawValue.hasPrefix("expected") && LexerIssueKind(rawValue: diagnostic.id.rawValue) == nil
          && diagnostic.id != ParseDiagnostics.ID.unexpectedCode && diagnostic.id != ParseDiagnostics.ID.nestingTooDeep)
    }
    #expect(fullFindings == skimResult.diagnostics)
    print("compared \(paths.count) files, parsed \(skimmed.files.count), \(skimResult.diagnostics.count) findings")
  }
}
