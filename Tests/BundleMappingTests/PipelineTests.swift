import BundleMapping
import Diagnostics
import Driver
import Foundation
import Metadata
import Model
import TestSupport
import Testing

/// The pipeline around the mapping: the checks hook, agreement with the compiler, speed.
@Suite struct PipelineTests {
  /// Checks run on the model and their diagnostics join the run; an error from a check withholds
  /// the bundle like any other error.
  @Test func checksAddDiagnosticsAndCanHalt() throws {
    let sample = try ExtractionCase.sampleApp()
    let folder = sample.directory.appendingPathComponent("Bookshelf").path
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-checks-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let check: ModuleCheck = { index, model, diagnostics in
      diagnostics
        + model.intents.filter { $0.type.name == "OpenBookIntent" }.map { intent in
          Diagnostic(
            id: "test-check", severity: .error, message: "checked \(index.moduleName).\(intent.type.name)",
            path: intent.type.location.file, range: .empty(at: intent.type.location.offset))
        }
    }
    let request = ExtractRequest(paths: [folder], moduleName: "Bookshelf", outputDirectory: output.path)
    let halted = ExtractPipeline(checks: [check]).run(request)
    #expect(halted.diagnostics.map(\.message).contains("checked Bookshelf.OpenBookIntent"))
    #expect(halted.output == .withheld)
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Metadata.appintents").path))
    let clean = ExtractPipeline().run(request)
    #expect(clean.output == .written(output.appendingPathComponent("Metadata.appintents").path))
    #expect(clean.summary.errors == 0 && clean.summary.warnings == 1)
  }

  /// Every mangled name in every golden bundle equals the one the Swift compiler printed for the
  /// same type in the case's `compiler.constvalues.json`.
  @Test(arguments: BundleFixtures.cases.filter { FileManager.default.fileExists(atPath: $0.goldenURL.path) })
  func mangledNamesAgreeWithTheCompiler(_ extractionCase: ExtractionCase) throws {
    let report = try ModuleConstValueReport.read(extractionCase.goldenURL)
    let extraction = try BundleFixtures.extract(extractionCase)
    let metadata = extraction.bundle.metadata
    var records: [(String, String)] = metadata.actions.values.map { ($0.fullyQualifiedTypeName, $0.mangledTypeName) }
    records += metadata.entities.values.map { ($0.fullyQualifiedTypeName, $0.mangledTypeName) }
    records += metadata.queries.values.map { ($0.fullyQualifiedIdentifier, $0.mangledTypeName) }
    records += metadata.enums.map { ($0.fullyQualifiedTypeName, $0.mangledTypeName) }
    if let provider = metadata.autoShortcutProviderMangledName,
      let type = extraction.model.shortcutsProviders.min(by: { $0.type.location < $1.type.location })?.type
    {
      records.append((type.qualifiedName, provider))
    }
    #expect(!records.isEmpty || metadata.actions.isEmpty)
    for (name, mangled) in records {
      guard let compiled = report.type(named: name) else {
        Issue.record("\(name) is not in the compiler's output")
        continue
      }
      #expect(mangled == compiled.mangledTypeName, "\(name)")
    }
  }

  /// The sample app, from paths to bytes on disk, in well under a second. The time is printed,
  /// not asserted (shared machines vary).
  @Test func sampleAppExtractionTime() throws {
    let sample = try ExtractionCase.sampleApp()
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-time-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let request = ExtractRequest(
      paths: [sample.directory.appendingPathComponent("Bookshelf").path], moduleName: "Bookshelf",
      outputDirectory: output.path)
    var timings: [Double] = []
    for _ in 0..<5 {
      let start = DispatchTime.now().uptimeNanoseconds
      let result = ExtractPipeline().run(request)
      timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
      #expect(result.output == .written(output.appendingPathComponent("Metadata.appintents").path))
    }
    let sorted = timings.sorted()
    print(
      "Sample app extraction (discover, parse, model, map, write): median \(Int(sorted[2].rounded())) ms, "
        + "min \(Int(sorted[0].rounded())) ms, max \(Int(sorted[4].rounded())) ms over 5 runs")
  }
}
