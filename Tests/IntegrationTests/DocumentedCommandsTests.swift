import Foundation
import TestSupport
import Testing

/// Every command line documented in `README.md` and `docs/**/*.md` runs, with the built tool,
/// and exits as documented (the convention is in `docs/ci.md`, "Documented commands").
@Suite struct DocumentedCommandsTests {
  static let root = FixturePaths.packageRoot

  /// `README.md` and every Markdown file under `docs/`, relative to the root, sorted.
  static let markdownFiles: [String] = {
    var files = ["README.md"]
    let docs = root.appendingPathComponent("docs")
    if let enumerator = FileManager.default.enumerator(atPath: docs.path) {
      for case let relative as String in enumerator where relative.hasSuffix(".md") {
        files.append("docs/" + relative)
      }
    }
    return files.sorted()
  }()

  static let parsed: [(blocks: [DocumentedCommands.Block], unlabelled: [DocumentedCommands.UnlabelledCommand])] =
    markdownFiles.map { file in
      let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
      return DocumentedCommands.parse(text, file: file)
    }

  static let blocks: [DocumentedCommands.Block] = parsed.flatMap(\.blocks)

  @Test func theConventionFindsTheCommandsOfEveryGuide() {
    let files = Set(Self.blocks.map(\.file))
    for file in [
      "README.md", "docs/build-systems.md", "docs/capacitor.md", "docs/ci.md", "docs/expo.md",
      "docs/suppressions-and-baselines.md", "docs/tokens.md", "docs/xcode.md",
    ] {
      #expect(files.contains(file), "no documented command found in \(file)")
    }
    #expect(Self.blocks.flatMap(\.commands).count >= 30)
    let yaml = Self.blocks.flatMap(\.commands).filter { $0.file == "docs/ci.md" }.map(\.text)
    #expect(yaml.contains("appintents lint --reporter github-actions Sources"))
    #expect(yaml.contains("appintents lint --reporter codeclimate Sources > gl-code-quality-report.json || true"))
  }

  @Test func noUnlabelledBlockHoldsACommand() {
    let unlabelled = Self.parsed.flatMap(\.unlabelled)
    #expect(
      unlabelled.isEmpty,
      "label these blocks `sh` (run by this test) or `text` (illustration): \(unlabelled.map(\.description))")
  }

  @Test func parserJoinsContinuationsAndReadsAnnotationsAndDirectives() {
    let markdown = """
      <!-- doc-test: cwd=Fixtures/CIRepository env=A={{CWD}}/x;B=2 -->
      ```sh
      echo setup
      swift run appintents lint \\
        Sources   # exit 1
        appintents rules
      ```

      ```yaml
      steps:
        - run: appintents lint Sources
      script:
        - appintents --version
      ```

      ```text
      appintents lint PATHS...
      ```

      ```
      appintents <command>
      ```
      """
    let (blocks, unlabelled) = DocumentedCommands.parse(markdown, file: "x.md")
    #expect(blocks.count == 2)
    #expect(blocks.first?.workingDirectory == "Fixtures/CIRepository")
    #expect(blocks.first?.environment == ["A": "{{CWD}}/x", "B": "2"])
    #expect(blocks.first?.commands.map(\.text) == ["appintents lint Sources", "appintents rules"])
    #expect(blocks.first?.commands.map(\.expectedStatus) == [1, 0])
    #expect(blocks.first?.commands.map(\.line) == [4, 6])
    #expect(blocks.last?.workingDirectory == ".")
    #expect(blocks.last?.commands.map(\.text) == ["appintents lint Sources", "appintents --version"])
    #expect(unlabelled.map(\.line) == [21])
  }

  @Test(arguments: blocks)
  func documentedCommandsRunAsDocumented(_ block: DocumentedCommands.Block) throws {
    let scratch = try Scratch.directory("doc-commands")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let workingDirectory = scratch.appendingPathComponent("work")
    let temporary = scratch.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    try Self.prepare(block.workingDirectory, at: workingDirectory)
    var variables: [String: String] = [:]
    for (name, value) in block.environment {
      variables[name] =
        value
        .replacingOccurrences(of: "{{CWD}}", with: workingDirectory.path)
        .replacingOccurrences(of: "{{TMP}}", with: temporary.path)
    }
    let environment = BuiltTool.environment(variables)
    try #require(BuiltTool.url != nil, "the appintents executable was not found next to the tests")
    for command in block.commands {
      let outcome = Subprocess.run(
        URL(fileURLWithPath: "/bin/sh"), ["-c", command.text], in: workingDirectory, environment: environment)
      #expect(
        outcome.status == command.expectedStatus,
        "\(command) exited \(outcome.status), documented \(command.expectedStatus)\n\(outcome.combined.prefix(3000))")
    }
  }

  /// A scratch copy of `relative` (a folder of the repository, `.` for the root without its
  /// build products), so that what commands write stays out of the repository.
  static func prepare(_ relative: String, at destination: URL) throws {
    let source = relative == "." ? root : root.appendingPathComponent(relative)
    guard relative == "." else {
      try Scratch.copy(source, to: destination)
      return
    }
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    for entry in try FileManager.default.contentsOfDirectory(atPath: source.path)
    where ![".build", ".git", ".swiftpm"].contains(entry) {
      try FileManager.default.copyItem(
        at: source.appendingPathComponent(entry), to: destination.appendingPathComponent(entry))
    }
  }

  @Test func starlarkSketchesParse() throws {
    guard let python = Subprocess.find("python3") else {
      print("skipped: Starlark syntax check: python3 is not installed")
      return
    }
    let text = try String(contentsOf: Self.root.appendingPathComponent("docs/build-systems.md"), encoding: .utf8)
    let sketches = text.components(separatedBy: "```starlark\n").dropFirst().compactMap {
      $0.components(separatedBy: "\n```").first
    }
    #expect(sketches.count == 3)
    for sketch in sketches {
      let outcome = Subprocess.run(
        python, ["-c", "import ast, sys; ast.parse(sys.stdin.read())"], input: sketch)
      #expect(outcome.status == 0, "\(outcome.combined)\n\(sketch.prefix(200))")
    }
  }
}
