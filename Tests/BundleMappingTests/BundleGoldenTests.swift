import BundleMapping
import Driver
import Foundation
import Metadata
import TestSupport
import Testing

/// Golden bundles: every `Fixtures/Extraction/<case>/` and the sample app extract (iOS, the case's
/// defines, default options, written even when there are errors, as `--force-metadata-output`
/// does) to `bundle/extract.actionsdata` and `bundle/version.json` (Xcode's compact bytes),
/// `bundle/extract.pretty.json` (for review) and `bundle/diagnostics.txt` (what the run reports).
@Suite struct BundleGoldenTests {
  static func bundleFolder(_ extractionCase: ExtractionCase) -> URL {
    extractionCase.directory.appendingPathComponent("bundle")
  }

  @Test(arguments: BundleFixtures.cases)
  func bundleMatchesGolden(_ extractionCase: ExtractionCase) throws {
    let extraction = try BundleFixtures.extract(extractionCase)
    let folder = Self.bundleFolder(extractionCase)
    let files = try ExtractPipeline.encode(extraction.bundle, style: .canonical)
    for file in files {
      Golden.assertMatches(
        String(decoding: file.bytes, as: UTF8.self), golden: folder.appendingPathComponent(file.name))
    }
    let pretty = try MetadataEncoding.encode(extraction.bundle.metadata, style: .pretty)
    Golden.assertMatches(BundleFixtures.string(pretty), golden: folder.appendingPathComponent("extract.pretty.json"))
    Golden.assertMatches(
      BundleFixtures.renderedDiagnostics(extraction), golden: folder.appendingPathComponent("diagnostics.txt"))
  }

  /// Every golden bundle decodes with the `Codable` model and re-encodes to the same bytes, in
  /// both forms, and loses no key.
  @Test(arguments: BundleFixtures.cases)
  func goldenBundleRoundTrips(_ extractionCase: ExtractionCase) throws {
    let folder = Self.bundleFolder(extractionCase)
    let compact = try Data(contentsOf: folder.appendingPathComponent(MetadataBundle.metadataFileName))
    let metadata = try MetadataEncoding.decodeMetadata(from: compact)
    #expect(try MetadataEncoding.encode(metadata, style: .canonical) == compact)
    #expect(try MetadataEncoding.unknownKeyPaths(in: compact).isEmpty)
    let pretty = try Data(contentsOf: folder.appendingPathComponent("extract.pretty.json"))
    #expect(try MetadataEncoding.decodeMetadata(from: pretty) == metadata)
    #expect(try MetadataEncoding.encode(metadata, style: .pretty) == pretty)
    let versionData = try Data(contentsOf: folder.appendingPathComponent(MetadataBundle.versionFileName))
    let version = try MetadataEncoding.decodeVersionFile(from: versionData)
    #expect(try MetadataEncoding.encode(version, style: .canonical) == versionData)
    #expect(version.toolsVersion == metadata.generator.version)
    #expect(metadata.version == 1)
  }

  /// Every case folder has a golden bundle (a new case without one fails here, not silently).
  @Test func everyCaseHasAGoldenBundle() {
    #expect(BundleFixtures.cases.count >= 29)
    for extractionCase in BundleFixtures.cases {
      let path = Self.bundleFolder(extractionCase).appendingPathComponent(MetadataBundle.metadataFileName).path
      #expect(FileManager.default.fileExists(atPath: path), "missing \(path)")
    }
  }
}
