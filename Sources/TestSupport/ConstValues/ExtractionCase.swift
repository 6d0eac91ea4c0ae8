import Foundation

/// The settings of an extraction fixture, read from its `case.json`.
package struct ExtractionCaseSpec: Codable, Equatable, Sendable {
  /// Whether the case type-checks against the App Intents stub (checked by the tests both ways).
  package var compiles: Bool
  /// The Apple platform our tool should assume (`ios`, `macos`, ...). The compiler itself always
  /// evaluates `#if` for the Linux host, so `os(...)` branches can differ (see `docs/const-values.md`).
  package var platform: String
  /// The `-D` flags (`DEBUG`, ...) for both the compiler and our tool.
  package var defines: [String]
  /// What the case covers, and anything odd about it.
  package var notes: String
  /// The module name; the folder name when absent.
  package var moduleName: String?
  /// The Swift language mode for the compiler (`5` when absent).
  package var swiftVersion: String?
}

/// A fixture folder: `Fixtures/Extraction/<Name>/` (or `Fixtures/SampleApp/`) with `case.json`, Swift
/// sources (searched recursively) and, for compilable cases, `compiler.constvalues.json`.
package struct ExtractionCase: Sendable, CustomStringConvertible {
  /// The folder name.
  package let name: String
  /// The folder.
  package let directory: URL
  /// The settings.
  package let spec: ExtractionCaseSpec
  /// The Swift files, sorted by relative path.
  package let sourceFiles: [URL]

  /// The module name the compiler is given.
  package var moduleName: String { spec.moduleName ?? name }
  /// The golden compiler output.
  package var goldenURL: URL { directory.appendingPathComponent("compiler.constvalues.json") }
  /// The name shown in test output.
  package var description: String { name }

  /// Reads the case in `directory`.
  package init(directory: URL) throws {
    self.directory = directory
    name = directory.lastPathComponent
    let data = try Data(contentsOf: directory.appendingPathComponent("case.json"))
    spec = try JSONDecoder().decode(ExtractionCaseSpec.self, from: data)
    sourceFiles = Self.swiftFiles(under: directory)
  }

  /// Every case under `Fixtures/Extraction/`, sorted by name. Folders without a readable `case.json`
  /// are reported by `unreadableCases`, not here.
  package static func all() -> [ExtractionCase] {
    caseDirectories().compactMap { try? ExtractionCase(directory: $0) }
  }

  /// Folders under `Fixtures/Extraction/` whose `case.json` is missing or invalid, with the reason.
  package static func unreadableCases() -> [String] {
    caseDirectories().compactMap { directory in
      do {
        _ = try ExtractionCase(directory: directory)
        return nil
      } catch {
        return "\(directory.lastPathComponent): \(error)"
      }
    }
  }

  /// The bundled sample app, `Fixtures/SampleApp/`.
  package static func sampleApp() throws -> ExtractionCase {
    try ExtractionCase(directory: FixturePaths.url("SampleApp"))
  }

  private static func caseDirectories() -> [URL] {
    let root = FixturePaths.url("Extraction")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().map { root.appendingPathComponent($0, isDirectory: true) }.filter { url in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
  }

  private static func swiftFiles(under directory: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
      return []
    }
    var files: [URL] = []
    for case let file as URL in enumerator where file.pathExtension == "swift" {
      files.append(file.standardizedFileURL)
    }
    return files.sorted { $0.path < $1.path }
  }
}
