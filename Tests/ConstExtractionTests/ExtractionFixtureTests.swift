import Foundation
import TestSupport
import Testing

/// The extraction fixtures (`Fixtures/Extraction/<Case>/` and `Fixtures/SampleApp/`) against the
/// compiler: each case type-checks exactly when its `case.json` says so, and the compiler's normalized
/// const values equal the golden `compiler.constvalues.json`.
@Suite struct ExtractionFixtureTests {
  static let cases = ExtractionCase.all()
  static let casesAndSampleApp = cases + [(try? ExtractionCase.sampleApp())].compactMap { $0 }

  @Test func fixtureFoldersAreWellFormed() throws {
    #expect(ExtractionCase.unreadableCases() == [])
    #expect(Self.cases.count >= 20)
    #expect(Self.cases.filter(\.spec.compiles).count >= 20)
    let sample = try ExtractionCase.sampleApp()
    #expect(sample.spec.compiles)
    #expect(sample.moduleName == "Bookshelf")
    for extractionCase in Self.casesAndSampleApp {
      #expect(!extractionCase.sourceFiles.isEmpty, "\(extractionCase.name) has no Swift files")
      #expect(["ios", "macos", "watchos", "tvos", "visionos"].contains(extractionCase.spec.platform))
      #expect(!extractionCase.spec.notes.isEmpty, "\(extractionCase.name) needs notes")
      let hasGolden = FileManager.default.fileExists(atPath: extractionCase.goldenURL.path)
      #expect(
        hasGolden == extractionCase.spec.compiles,
        "\(extractionCase.name): a golden exists exactly for compilable cases")
    }
  }

  @Test(.enabled(if: Oracle.isAvailable, "requires swiftc on PATH"), arguments: casesAndSampleApp)
  func typeChecksAsDeclared(_ extractionCase: ExtractionCase) throws {
    let result = try Oracle.require().cachedExtraction(of: extractionCase)
    if extractionCase.spec.compiles {
      #expect(result.typeChecks, "\(extractionCase.name) does not type-check:\n\(result.failures)")
    } else {
      #expect(!result.typeChecks, "\(extractionCase.name) is marked not compilable but type-checks")
    }
  }

  @Test(
    .enabled(if: Oracle.isAvailable, "requires swiftc on PATH"),
    arguments: casesAndSampleApp.filter(\.spec.compiles))
  func compilerOutputMatchesGolden(_ extractionCase: ExtractionCase) throws {
    let oracle = try Oracle.require()
    let result = oracle.cachedExtraction(of: extractionCase)
    try #require(result.typeChecks, "\(extractionCase.name) does not type-check:\n\(result.failures)")
    let json = try result.normalizedJSON(placeholders: oracle.placeholders(root: extractionCase.directory))
    Golden.assertMatches(json, golden: extractionCase.goldenURL)
  }

  @Test(
    .enabled(if: Oracle.isAvailable, "requires swiftc on PATH"), arguments: casesAndSampleApp.filter(\.spec.compiles))
  func compilerOutputDecodesWithTheModel(_ extractionCase: ExtractionCase) throws {
    let result = try Oracle.require().cachedExtraction(of: extractionCase)
    try #require(result.typeChecks)
    let reports = try result.reports()
    #expect(reports.count == extractionCase.sourceFiles.count)
  }
}
