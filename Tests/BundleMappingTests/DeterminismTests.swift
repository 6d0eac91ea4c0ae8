import BundleMapping
import Driver
import Foundation
import Metadata
import TestSupport
import Testing

/// The same inputs give the same bytes whatever the file order and the number of parsing threads.
@Suite struct DeterminismTests {
  static func bytes(_ extraction: ExtractPipeline.Extraction) throws -> [UInt8] {
    try ExtractPipeline.encode(extraction.bundle, style: .canonical).flatMap(\.bytes)
  }

  /// Every case with more than one file, in reversed and shuffled orders of parsed files.
  @Test(arguments: BundleFixtures.cases.filter { $0.sourceFiles.count > 1 })
  func shuffledFilesGiveIdenticalBytes(_ extractionCase: ExtractionCase) throws {
    let files = try BundleFixtures.parsedFiles(of: extractionCase)
    let expected = try Self.bytes(BundleFixtures.extract(extractionCase, files: files))
    let expectedDiagnostics = try BundleFixtures.extract(extractionCase, files: files).diagnostics
    var generator = SplitMix64(seed: 42)
    for order in [files.reversed()] + (0..<4).map({ _ in files.shuffled(using: &generator) }) {
      let extraction = try BundleFixtures.extract(extractionCase, files: Array(order))
      #expect(try Self.bytes(extraction) == expected)
      #expect(extraction.diagnostics == expectedDiagnostics)
    }
  }

  /// The whole pipeline from paths on disk: file paths given in shuffled order, directories, and
  /// 1 or 4 parsing threads write the same bundle and report the same diagnostics.
  @Test func pipelineIsIndependentOfArgumentOrderAndThreads() throws {
    let sample = try ExtractionCase.sampleApp()
    let folder = sample.directory.appendingPathComponent("Bookshelf").path
    let files = sample.sourceFiles.map(\.path)
    var generator = SplitMix64(seed: 7)
    let requests = [
      ExtractRequest(paths: [folder], moduleName: "Bookshelf", jobs: 1),
      ExtractRequest(paths: [folder], moduleName: "Bookshelf", jobs: 4),
      ExtractRequest(paths: files.shuffled(using: &generator), moduleName: "Bookshelf", jobs: 1),
      ExtractRequest(paths: files.shuffled(using: &generator), moduleName: "Bookshelf", jobs: 3),
      ExtractRequest(paths: files.reversed(), moduleName: "Bookshelf", jobs: 8),
    ]
    let results = requests.map { ExtractPipeline().run($0) }
    let first = try ExtractPipeline.encode(results[0].bundle, style: .canonical).flatMap(\.bytes)
    #expect(!first.isEmpty)
    for result in results.dropFirst() {
      #expect(try ExtractPipeline.encode(result.bundle, style: .canonical).flatMap(\.bytes) == first)
      #expect(result.diagnostics == results[0].diagnostics)
      #expect(result.files.map(\.file.path) == results[0].files.map(\.file.path))
    }
  }
}
