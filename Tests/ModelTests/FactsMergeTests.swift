import Driver
import Foundation
import Model
import Rules
import Source
import Syntax
import TestSupport
import Testing

/// Per-file facts written to disk and merged give the same model and findings as a direct run,
/// on every extraction fixture; facts are byte-stable.
@Suite struct FactsMergeTests {
  static let cases: [URL] =
    ((try? FileManager.default.contentsOfDirectory(at: FixturePaths.url("Extraction"), includingPropertiesForKeys: nil))
    ?? []).filter(\.hasDirectoryPath).sorted { $0.path < $1.path } + [FixturePaths.url("SampleApp")]
    // Files the skim leaves unparsed that use an intent (`unreachable-intent` asks about them).
    + ["passes", "triggers"].map { FixturePaths.url("Rules/unreachable-intent/\($0)") }

  @Test(arguments: cases)
  func factsAndMergeEqualADirectRun(_ folder: URL) throws {
    let paths = FixturePaths.files(in: FixturePaths.relativePath(folder)).map(\.path)
    let store = FileManager.default.temporaryDirectory.appendingPathComponent("facts-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: store) }
    for path in paths {
      let file = try SourceFile.read(path: path)
      try FactsStore.write(HeaderScanner.facts(of: file), in: store)
    }
    let facts = try FactsStore.read(from: store)
    #expect(facts.map(\.path) == paths.sorted())
    let configuration = BuildConfiguration()
    let direct = SkimLoader(jobs: 2).load(paths, moduleName: "M", configuration: configuration)
    let merged = SkimLoader(jobs: 2).load(facts: facts, moduleName: "M", configuration: configuration)
    // A direct run leaves mentions out of the facts (the selection reads them when needed),
    // except for a file that names a role protocol, whose mentions the skim reads at once.
    #expect(merged.facts.allSatisfy { $0.mentions != nil })
    #expect(
      direct.facts
        == merged.facts.map { facts in
          with(facts) { if !RelevantFiles.namesRoleProtocol($0) { $0.mentions = nil } }
        })
    #expect(
      direct.facts.contains { $0.mentions != nil } == merged.facts.contains(where: RelevantFiles.namesRoleProtocol))
    #expect(direct.files.map(\.file.path) == merged.files.map(\.file.path))
    // The direct run reads unparsed files again for their mentions; the merge has them recorded.
    let first = LintPipeline.run(
      LintPipeline.Request(
        files: direct.files, moduleName: "M", configuration: configuration, options: LintOptions(),
        unparsedMentions: direct.unparsedMentions))
    let second = LintPipeline.run(
      LintPipeline.Request(
        files: merged.files, moduleName: "M", configuration: configuration, options: LintOptions(),
        unparsedMentions: merged.unparsedMentions))
    #expect(ModelPipeline.render(first.model) == ModelPipeline.render(second.model))
    #expect(first.diagnostics == second.diagnostics)
  }

  /// `value` changed by `change`.
  private func with(_ value: FileFacts, _ change: (inout FileFacts) -> Void) -> FileFacts {
    var copy = value
    change(&copy)
    return copy
  }

  @Test func factsFilesAreByteStable() throws {
    let path = FixturePaths.url("SampleApp/Bookshelf/Intents/OpenBookIntent.swift").path
    let store = FileManager.default.temporaryDirectory.appendingPathComponent("facts-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: store) }
    let facts = HeaderScanner.facts(of: try SourceFile.read(path: path))
    try FactsStore.write(facts, in: store)
    let first = try Data(contentsOf: URL(fileURLWithPath: FactsStore.location(of: path, in: store)))
    try FactsStore.write(facts, in: store)
    let second = try Data(contentsOf: URL(fileURLWithPath: FactsStore.location(of: path, in: store)))
    #expect(first == second)
    // The facts name the source file, never the store they were written to.
    #expect(!String(decoding: first, as: UTF8.self).contains(store))
  }
}
