import Configuration
import Diagnostics
import Driver
import FindingFilters
import Foundation
import TestSupport
import Testing

/// Keeps `docs/configuration.md`, `docs/examples/` and `docs/appintents.schema.json` honest:
/// examples parse with our reader, the schema agrees with the code, and (where `python3` and
/// `jsonschema` are installed, as `.ci/run` arranges) the examples validate against the schema.
@Suite struct ConfigurationDocsTests {
  private static let docs = FixturePaths.packageRoot.appendingPathComponent("docs")

  private static func read(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: docs.appendingPathComponent(name)), as: UTF8.self)
  }

  /// The fenced blocks of `markdown` whose opening fence is exactly `fence`, with the line
  /// before each (to find `<!-- marker -->` comments).
  private static func blocks(in markdown: String, fence: String) -> [(marker: String, text: String)] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var result: [(String, String)] = []
    var index = 0
    while index < lines.count {
      if lines[index] == fence {
        let marker = index > 0 ? lines[index - 1] : ""
        var body: [String] = []
        index += 1
        while index < lines.count, lines[index] != "```" {
          body.append(lines[index])
          index += 1
        }
        result.append((marker, body.joined(separator: "\n") + "\n"))
      }
      index += 1
    }
    return result
  }

  /// Decodes `text` as `appintents` reads `/project/.appintents.json`: with the real rule
  /// catalogue, so the documentation names only rules that exist.
  private static func decodeWithRealRules(_ text: String) throws(ConfigurationError) -> ConfigurationFile {
    let loader = ConfigurationLoader(
      catalog: ConfiguredRun.catalog, reporterNames: TestCatalog.reporters, workingDirectory: "/project")
    return try loader.decode(Array(text.utf8), path: ".appintents.json", absolutePath: "/project/.appintents.json")
  }

  private static func exampleFiles() -> [URL] {
    let folder = docs.appendingPathComponent("examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// The configuration examples: every ```json block of configuration.md and every example file.
  private static func examples() throws -> [(name: String, text: String)] {
    let markdown = try read("configuration.md")
    var examples = blocks(in: markdown, fence: "```json").enumerated().map {
      ("configuration.md block \($0.offset + 1)", $0.element.text)
    }
    for file in exampleFiles() {
      examples.append(
        ("examples/\(file.lastPathComponent)", String(decoding: try Data(contentsOf: file), as: UTF8.self)))
    }
    return examples
  }

  @Test func examplesParseWithOurReader() throws {
    let examples = try Self.examples()
    #expect(examples.count >= 6)
    #expect(Self.exampleFiles().count >= 3)
    for example in examples {
      do throws(ConfigurationError) {
        _ = try Self.decodeWithRealRules(example.text)
      } catch {
        Issue.record("\(example.name) does not parse:\n\(error)")
      }
    }
  }

  @Test func documentedErrorsAreTheRealOnes() throws {
    let markdown = try Self.read("configuration.md")
    let texts = Self.blocks(in: markdown, fence: "```text")
    let input = try #require(texts.first { $0.marker == "<!-- invalid-config -->" })
    let output = try #require(texts.first { $0.marker == "<!-- invalid-config-errors -->" })
    do throws(ConfigurationError) {
      _ = try Self.decodeWithRealRules(input.text)
      Issue.record("the invalid example parses")
    } catch {
      #expect(error.description + "\n" == output.text)
    }
  }

  @Test func baselineExampleIsARealBaseline() throws {
    let markdown = try Self.read("suppressions-and-baselines.md")
    let example = try #require(
      Self.blocks(in: markdown, fence: "```json").first { $0.marker == "<!-- baseline-example -->" })
    let baseline = try Baseline.load(Data(example.text.utf8))
    #expect(baseline.entries.count == 2)
    #expect(String(decoding: baseline.encoded(), as: UTF8.self) == example.text)
  }

  @Test func schemaAgreesWithTheCode() throws {
    let schema = try JSONTextParser.parse(Array(try Self.read("appintents.schema.json").utf8))
    func member(_ node: JSONNode?, _ key: String) -> JSONNode? { node?.objectValue?.first { $0.key == key }?.value }
    func strings(_ node: JSONNode?) -> [String] { node?.arrayValue?.compactMap(\.stringValue) ?? [] }

    #expect(member(schema, "$schema")?.stringValue == "https://json-schema.org/draft/2020-12/schema")
    #expect(member(schema, "additionalProperties")?.boolValue == false)
    let properties = member(schema, "properties")
    #expect((properties?.objectValue?.map(\.key) ?? []).sorted() == ConfigurationKey.names)
    #expect(strings(member(member(properties, "platform"), "enum")) == Platform.names)
    #expect(strings(member(member(properties, "reporter"), "enum")) == TestCatalog.reporters)
    let definitions = member(schema, "$defs")
    #expect(strings(member(member(definitions, "severity"), "enum")) == Severity.allCases.map(\.rawValue))
    let settingForms = member(member(definitions, "ruleSetting"), "oneOf")?.arrayValue ?? []
    #expect(strings(member(settingForms.first, "enum")) == RuleSetting.words)
    let settingKeys = member(settingForms.last, "properties")?.objectValue?.map(\.key) ?? []
    #expect(settingKeys.sorted() == RuleSettingKey.allCases.map(\.rawValue).sorted())
  }

  /// Runs `jsonschema` (Draft 2020-12) over the examples, which must be valid, and over
  /// documents with one mistake each, which must be invalid.
  @Test func examplesValidateAgainstTheSchema() throws {
    let invalid = [
      "{\"rulez\": {}}",
      "{\"strict\": \"yes\"}",
      "{\"platform\": \"iOS\"}",
      "{\"rules\": {\"non-literal-title\": \"warn\"}}",
      "{\"rules\": {\"non-literal-title\": {\"severity\": \"off\"}}}",
      "{\"deploymentTarget\": 17.0}",
      "{\"version\": 2}",
      "{\"defines\": [\"A-B\"]}",
      "{\"bundleIdentifier\": \"com..example\"}",
      "{\"include\": [\"\"]}",
    ]
    // Every document the schema rejects, our reader rejects too.
    for text in invalid { #expect(!TestCatalog.issues(text).isEmpty, "\(text)") }

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appintents-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [(path: String, shouldBeValid: Bool)] = []
    for (index, example) in try Self.examples().enumerated() {
      let file = directory.appendingPathComponent("valid-\(index).json")
      try Data(example.text.utf8).write(to: file)
      files.append((file.path, true))
    }
    for (index, text) in invalid.enumerated() {
      let file = directory.appendingPathComponent("invalid-\(index).json")
      try Data(text.utf8).write(to: file)
      files.append((file.path, false))
    }
    guard
      let results = try SchemaValidator.validate(
        files.map(\.path), schema: Self.docs.appendingPathComponent("appintents.schema.json").path)
    else {
      return
    }
    for (file, result) in zip(files, results) {
      #expect(result.isValid == file.shouldBeValid, "\(file.path): \(result.detail)")
    }
  }
}

/// Runs Python's `jsonschema` with the Draft 2020-12 validator.
enum SchemaValidator {
  struct Result {
    let isValid: Bool
    let detail: String
  }

  private static let script = """
    import json, sys
    try:
        import jsonschema
    except ImportError:
        print("unavailable: the jsonschema package is not installed (python3 -m pip install jsonschema)")
        sys.exit(3)
    with open(sys.argv[1], "rb") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in sys.argv[2:]:
        with open(path, "rb") as handle:
            errors = sorted(validator.iter_errors(json.load(handle)), key=lambda e: list(e.absolute_path))
        print("invalid " + errors[0].message.replace("\\n", " ") if errors else "valid")
    """

  /// One result per file, in order; `nil` (after printing one skip line) when `python3` or
  /// `jsonschema` is missing.
  static func validate(_ files: [String], schema: String) throws -> [Result]? {
    guard let python = findExecutable("python3") else {
      print("skipped: configuration schema validation: python3 is not on PATH")
      return nil
    }
    let process = Process()
    process.executableURL = python
    process.arguments = ["-c", script, schema] + files
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    if process.terminationStatus == 3 {
      print("skipped: configuration schema validation: \(output.trimmingCharacters(in: .whitespacesAndNewlines))")
      return nil
    }
    guard process.terminationStatus == 0 else {
      Issue.record("schema validation failed to run (status \(process.terminationStatus)):\n\(output)")
      return []
    }
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == files.count, "\(output)")
    return lines.map { Result(isValid: $0 == "valid", detail: $0) }
  }

  private static func findExecutable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
