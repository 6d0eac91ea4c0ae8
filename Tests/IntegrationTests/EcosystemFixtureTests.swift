import Foundation
import TestSupport
import Testing

/// The Expo and Capacitor sample layouts (`docs/expo.md`, `docs/capacitor.md`) linted and
/// extracted through the built tool, from the project root as a developer would run it (so the
/// project's `.appintents.json` is found), and broken on purpose to see the diagnostic.
@Suite struct EcosystemFixtureTests {
  /// One sample app.
  struct Layout: Sendable, CustomTestStringConvertible {
    /// The app folder under `Fixtures/`.
    let root: String
    /// The intents folder, relative to the app folder.
    let intents: String
    /// The provider file, relative to the app folder.
    let provider: String
    /// A phrase in the provider, and its line.
    let phrase: String
    let phraseLine: Int
    /// The beginning of `extract`'s summary line.
    let summary: String
    /// The guide that documents the layout.
    let guide: String

    var testDescription: String { root }
  }

  static let layouts = [
    Layout(
      root: "Expo/MealPlanner", intents: "app-intents", provider: "app-intents/AppShortcuts.swift",
      phrase: "\"Log a meal in \\(.applicationName)\"", phraseLine: 10,
      summary: "MealPlanner: 2 intents, 1 entity, 1 query, 0 enums, 2 shortcuts, 3 phrases, 0 errors, 0 warnings;",
      guide: "docs/expo.md"),
    Layout(
      root: "Capacitor/TideLog", intents: "ios/App/App/Intents", provider: "ios/App/App/Intents/TideShortcuts.swift",
      phrase: "\"Log a tide in \\(.applicationName)\"", phraseLine: 9,
      summary: "App: 2 intents, 0 entities, 0 queries, 1 enum, 2 shortcuts, 3 phrases, 0 errors, 0 warnings;",
      guide: "docs/capacitor.md"),
  ]

  static let diagnosticTail =
    ":9: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. "
    + "[phrase-missing-application-name]"

  @Test(arguments: layouts)
  func theSampleLintsCleanAndExtractsItsBundle(_ layout: Layout) throws {
    let root = FixturePaths.url(layout.root)
    let lint = BuiltTool.run(["lint", "--reporter", "json", layout.intents], in: root)
    #expect(lint.status == 0, "\(lint.combined)")
    #expect(lint.standardOutput.contains("\"total\" : 0"), "\(lint.standardOutput)")
    let output = try Scratch.directory("ecosystem-extract")
    defer { try? FileManager.default.removeItem(at: output) }
    let extract = BuiltTool.run(["extract", layout.intents, "--output", output.path], in: root)
    #expect(extract.status == 0, "\(extract.combined)")
    #expect(extract.standardOutput.hasPrefix(layout.summary), "\(extract.standardOutput)")
    for file in ["extract.actionsdata", "version.json"] {
      #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Metadata.appintents/\(file)").path))
    }
  }

  @Test(arguments: layouts)
  func aPhraseWithoutTheAppNameFailsWithThePathInsideTheApp(_ layout: Layout) throws {
    let scratch = try Scratch.directory("ecosystem-bad")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let copy = scratch.appendingPathComponent("app")
    try Scratch.copy(FixturePaths.url(layout.root), to: copy)
    let provider = copy.appendingPathComponent(layout.provider)
    let text = try String(contentsOf: provider, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    try #require(lines[layout.phraseLine - 1].contains(layout.phrase))
    let broken = text.replacingOccurrences(of: layout.phrase, with: "\"Do the thing\"")
    try Data(broken.utf8).write(to: provider)
    let expected = layout.provider + ":\(layout.phraseLine)" + Self.diagnosticTail
    let lint = BuiltTool.run(["lint", "--relative-paths", layout.intents], in: copy)
    #expect(lint.status == 1)
    #expect(lint.standardOutput.contains(expected), "\(lint.combined)")
    let output = scratch.appendingPathComponent("out")
    let extract = BuiltTool.run(["extract", layout.intents, "--output", output.path], in: copy)
    #expect(extract.status == 1)
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Metadata.appintents").path))
  }

  @Test func theExpoGuideShowsTheDiagnosticTheToolPrints() throws {
    let guide = try String(
      contentsOf: FixturePaths.packageRoot.appendingPathComponent("docs/expo.md"), encoding: .utf8)
    #expect(guide.contains("app-intents/AppShortcuts.swift:10" + Self.diagnosticTail))
  }
}
