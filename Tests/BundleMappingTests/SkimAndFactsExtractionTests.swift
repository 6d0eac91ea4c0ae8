import BundleMapping
import Driver
import Foundation
import Metadata
import Model
import Rules
import Source
import Syntax
import TestSupport
import Testing

/// `appintents extract` skims and parses only the files the model needs, or merges per-file
/// facts; both must give the bundle and diagnostics of parsing every file.
@Suite struct SkimAndFactsExtractionTests {
  /// The encoded bundle and the diagnostics of a run, for comparison.
  static func outcome(_ result: ExtractResult) throws -> (bytes: [[UInt8]], diagnostics: [String]) {
    let files = try ExtractPipeline.encode(result.bundle, style: .canonical).map(\.bytes)
    return (files, result.diagnostics.map { "\($0.path):\($0.range.start): \($0.id): \($0.message)" })
  }

  @Test(arguments: BundleFixtures.cases)
  func skimAndFactsEqualParsingEverything(_ extractionCase: ExtractionCase) throws {
    let paths = extractionCase.sourceFiles.map(\.path)
    let configuration = BuildConfiguration(platform: .ios, defines: Set(extractionCase.spec.defines))
    let lint = LintPipeline.moduleCheck(options: LintOptions(), enabledRules: nil)
    let pipeline = ExtractPipeline(checks: [lint])
    let request = ExtractRequest(
      paths: paths, moduleName: extractionCase.moduleName, configuration: configuration, jobs: 2)
    let skimmed = pipeline.run(request)

    let parsed = try paths.map { path in
      let file = try SourceFile.read(path: path)
      return LargeStack.run { ParsedFile(file) }
    }
    let everything = pipeline.extract(
      files: parsed, moduleName: extractionCase.moduleName, configuration: configuration, mapping: MappingOptions())
    let direct = try Self.outcome(skimmed)
    #expect(direct.bytes == (try ExtractPipeline.encode(everything.bundle, style: .canonical).map(\.bytes)))
    #expect(
      direct.diagnostics
        == everything.diagnostics.map { "\($0.path):\($0.range.start): \($0.id): \($0.message)" })

    let store = FileManager.default.temporaryDirectory.appendingPathComponent("facts-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: store) }
    for path in paths { try FactsStore.write(HeaderScanner.facts(of: try SourceFile.read(path: path)), in: store) }
    var factsRequest = request
    factsRequest.paths = []
    factsRequest.facts = try FactsStore.read(from: store)
    let merged = try Self.outcome(pipeline.run(factsRequest))
    #expect(merged.bytes == direct.bytes)
    #expect(merged.diagnostics == direct.diagnostics)
  }
}
