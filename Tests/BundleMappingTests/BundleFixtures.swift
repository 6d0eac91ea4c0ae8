import BundleMapping
import Diagnostics
import Driver
import Foundation
import Metadata
import Model
import Source
import Syntax
import TestSupport

/// Running the extraction on fixture folders and inline sources.
enum BundleFixtures {
  /// Every extraction case and the sample app.
  static let cases: [ExtractionCase] = ExtractionCase.all() + ((try? ExtractionCase.sampleApp()).map { [$0] } ?? [])

  /// The case's Swift files, parsed, with paths relative to the case folder.
  static func parsedFiles(of extractionCase: ExtractionCase) throws -> [ParsedFile] {
    let root = extractionCase.directory.standardizedFileURL.path + "/"
    return try extractionCase.sourceFiles.map { url in
      let bytes = try [UInt8](Data(contentsOf: url))
      let path = String(url.standardizedFileURL.path.dropFirst(root.count))
      return LargeStack.run { ParsedFile(SourceFile(path: path, bytes: bytes)) }
    }
  }

  /// The in-memory extraction of a case, as `appintents extract` runs it (iOS, the case's defines).
  static func extract(
    _ extractionCase: ExtractionCase, files: [ParsedFile]? = nil, options: MappingOptions = MappingOptions()
  ) throws -> ExtractPipeline.Extraction {
    let parsed = try files ?? parsedFiles(of: extractionCase)
    return ExtractPipeline().extract(
      files: parsed, moduleName: extractionCase.moduleName,
      configuration: BuildConfiguration(platform: .ios, defines: Set(extractionCase.spec.defines)), mapping: options)
  }

  /// The extraction of inline sources (`name` → text) as module `moduleName`.
  static func extract(
    _ sources: [String: String], moduleName: String = "App", options: MappingOptions = MappingOptions()
  ) -> ExtractPipeline.Extraction {
    let files = sources.map { name, text in
      LargeStack.run { ParsedFile(SourceFile(path: name, bytes: Array(text.utf8))) }
    }
    return ExtractPipeline().extract(
      files: files, moduleName: moduleName, configuration: BuildConfiguration(), mapping: options)
  }

  /// The rendered diagnostics of an extraction, one per line, with a final summary line.
  static func renderedDiagnostics(_ extraction: ExtractPipeline.Extraction) -> String {
    var tables: [String: LineTable] = [:]
    for file in extraction.files { tables[file.file.path] = file.lineTable }
    let renderer = DiagnosticRenderer()
    var text = extraction.diagnostics.map { renderer.render($0) { tables[$0] } }.joined()
    text += ExtractSummary(bundle: extraction.bundle.metadata, diagnostics: extraction.diagnostics).text + "\n"
    return text
  }

  /// `text` of encoded bytes.
  static func string(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
}
