import Driver
import Foundation
import Model
import Source
import Syntax
import TestSupport
import Testing

/// Golden models: every `Fixtures/Extraction/<case>/` folder (compilable or not, malformed files
/// included) and the sample app extract to `model.json` for iOS with the case's defines; the
/// `ConditionalCompilation` case also to `model.<platform>.json` for every platform.
@Suite struct ModelGoldenTests {
  static let caseFolders: [URL] =
    ((try? FileManager.default.contentsOfDirectory(
      at: FixturePaths.url("Extraction"), includingPropertiesForKeys: nil)) ?? [])
    .filter { $0.hasDirectoryPath }.sorted { $0.path < $1.path }
    + [FixturePaths.url("SampleApp")]

  /// Parses every `.swift` file under `folder`, reporting paths relative to it.
  static func parsedFiles(in folder: URL) throws -> [ParsedFile] {
    let root = folder.standardizedFileURL.path + "/"
    return try FixturePaths.files(in: FixturePaths.relativePath(folder)).map { url in
      let bytes = try [UInt8](Data(contentsOf: url))
      let path = String(url.standardizedFileURL.path.dropFirst(root.count))
      return LargeStack.run { ParsedFile(SourceFile(path: path, bytes: bytes)) }
    }
  }

  static func spec(of folder: URL) -> ExtractionCaseSpec? {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("case.json").path) else {
      return nil
    }
    return try? JSONDecoder().decode(ExtractionCaseSpec.self, from: data)
  }

  @Test(arguments: caseFolders)
  func modelMatchesGolden(_ folder: URL) throws {
    let spec = Self.spec(of: folder)
    let files = try Self.parsedFiles(in: folder)
    #expect(!files.isEmpty)
    let moduleName =
      spec?.moduleName ?? (folder.lastPathComponent == "SampleApp" ? "Bookshelf" : folder.lastPathComponent)
    let configuration = BuildConfiguration(platform: .ios, defines: Set(spec?.defines ?? []))
    let model = ModelPipeline.model(files: files, moduleName: moduleName, configuration: configuration)
    Golden.assertMatches(ModelPipeline.render(model), golden: folder.appendingPathComponent("model.json"))
  }

  @Test(arguments: BuildConfiguration.Platform.allCases.filter { $0 != .linux })
  func conditionalCompilationPerPlatform(_ platform: BuildConfiguration.Platform) throws {
    let folder = FixturePaths.url("Extraction/ConditionalCompilation")
    let spec = Self.spec(of: folder)
    let configuration = BuildConfiguration(platform: platform, defines: Set(spec?.defines ?? []))
    let model = ModelPipeline.model(
      files: try Self.parsedFiles(in: folder), moduleName: "ConditionalCompilation", configuration: configuration)
    Golden.assertMatches(
      ModelPipeline.render(model), golden: folder.appendingPathComponent("model.\(platform.rawValue).json"))
  }
}
