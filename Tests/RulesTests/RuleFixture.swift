import Diagnostics
import Driver
import Foundation
import Model
import Rules
import Source
import Syntax
import TestSupport

/// A rule's fixture module: `Fixtures/Rules/<id>/triggers/` (with `// expected:` comments) or
/// `.../passes/`, plus an optional `options.json` (`platform`, `deploymentTarget`, `defines`).
struct RuleFixture {
  /// One source file: its name and text.
  struct File {
    var name: String
    var text: String
  }

  let rule: RuleID
  let files: [File]
  let options: FixtureOptions

  struct FixtureOptions: Decodable {
    var platform: String?
    var deploymentTarget: String?
    var defines: [String]?
  }

  static func folder(_ rule: RuleID) -> URL { FixturePaths.url("Rules/\(rule.rawValue)") }

  /// The fixture `kind` (`triggers` or `passes`) of `rule`, or `nil` when the folder is missing.
  static func load(_ rule: RuleID, _ kind: String) throws -> RuleFixture? {
    let urls = FixturePaths.files(in: "Rules/\(rule.rawValue)/\(kind)")
    guard !urls.isEmpty else { return nil }
    let files = try urls.map { File(name: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8)) }
    var options = FixtureOptions()
    if let data = FileManager.default.contents(atPath: folder(rule).appendingPathComponent("options.json").path) {
      options = try JSONDecoder().decode(FixtureOptions.self, from: data)
    }
    return RuleFixture(rule: rule, files: files, options: options)
  }

  /// The fixture with every file's text transformed.
  func mapping(_ transform: (File) -> String) -> RuleFixture {
    RuleFixture(rule: rule, files: files.map { File(name: $0.name, text: transform($0)) }, options: options)
  }

  /// Every diagnostic of a lint run over the fixture, rendered `file:line:column: severity: message [id]`.
  func lint() -> [String] {
    let parsed = files.map { file in LargeStack.run { ParsedFile(SourceFile(path: file.name, text: file.text)) } }
    let platform = options.platform.flatMap(BuildConfiguration.Platform.init(rawValue:)) ?? .ios
    let request = LintPipeline.Request(
      files: parsed, moduleName: "Fixture",
      configuration: BuildConfiguration(platform: platform, defines: Set(options.defines ?? [])),
      options: LintOptions(platform: platform, deploymentTarget: options.deploymentTarget.flatMap(LintOptions.version)))
    let result = LintPipeline.run(request)
    var tables: [String: LineTable] = [:]
    for file in parsed { tables[file.file.path] = file.lineTable }
    return result.diagnostics.map { diagnostic in
      let location = tables[diagnostic.path]?.location(of: diagnostic.range.start) ?? SourceLocation(line: 0, column: 0)
      return
        "\(diagnostic.path):\(location.line):\(location.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
    }
  }

  /// The expectations written in the files: `// expected: line:column: severity: message [id]`.
  var expectations: [String] {
    files.flatMap { file in
      file.text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
        guard let range = line.range(of: "// expected: ") else { return nil }
        return "\(file.name):" + line[range.upperBound...]
      }
    }.sorted()
  }
}
