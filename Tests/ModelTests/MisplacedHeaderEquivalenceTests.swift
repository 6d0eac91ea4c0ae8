import Foundation
import Testing

/// Skim-then-parse against parsing every file, for a type header placed where a parse's
/// recovery may skip it: after each of many beginnings of a line, a nested (or file-level)
/// `struct AppIntent {}`, which hides Apple's protocol from the intent beside it when a parse
/// reads it as a declaration. Whether the parse reads it or skips it, the skim must agree, in
/// the same file and from an extension in another (docs/reliability.md).
@Suite struct MisplacedHeaderEquivalenceTests {
  /// What comes before the header on its line (or lines): code no member starts with, open
  /// groups, strings, comments, modifiers, members that end before it.
  static let prefixes = [
    "", "x ", "var a = 1 ", "var a = [", "var a = (", "foo(", "1 ", "+ ", "case a(", "var a = 1; ", "public ",
    "@MainActor ", "@available(iOS 16, *) ", "final ", "\"s\" ", "let a: ", "func f() -> ", "var a = { ",
    "var a = [\n", "var a = (\n", "foo(\n", "typealias T = ", "subscript(i: Int) -> ", "case a = ", "var a: Array<",
    "var a = .", "init() ", "x\n  y ", "] ", ") ", ", ", ": ", "-> ", "? ", "= ", "#warning(\"x\") ", "x.",
    "var a = foo\n  (", "var a: Int { 1 } ", "let f = { x in ", "foo(a: bar(1)\n", "register(\n  func f() {}\n",
    "/* a */ x ", "/** Doc. */\n  public ", "let s = \"((\"\n  ", "foo(\n  #if DEBUG\n  ",
    "x.\n  ", "var a = b.\n  ", "var a = .\n  ", "var a = .\n  // note\n  ",
  ]

  /// The declarations named `AppIntent` placed after each prefix: every kind the skim records.
  static let shadows = [
    "struct AppIntent {}", "enum AppIntent {}", "class AppIntent {}", "actor AppIntent {}", "protocol AppIntent {}",
    "typealias AppIntent = Int", "final class AppIntent {}",
  ]

  /// `prefix` before `shadow` (a declaration named `AppIntent`) nested in `Outer`, with an
  /// intent conforming to `AppIntent` in `Outer` itself (`sameFile`) or in an extension of it in
  /// a second file.
  static func module(prefix: String, shadow: String, sameFile: Bool) -> [String: String] {
    let intent = """
        struct Inner: AppIntent {
          static var title: LocalizedStringResource = "Inner"
          func perform() async throws -> some IntentResult { .result() }
        }

      """
    if sameFile {
      return ["Outer.swift": "import AppIntents\n\nstruct Outer {\n  \(prefix)\(shadow)\n\(intent)}\n"]
    }
    return [
      "Outer.swift": "struct Outer {\n  \(prefix)\(shadow)\n}\n",
      "Inner.swift": "import AppIntents\n\nextension Outer {\n\(intent)}\n",
    ]
  }

  @Test(arguments: prefixes)
  func aHeaderAfterThisPrefixGivesTheResultsOfAFullParse(_ prefix: String) throws {
    for shadow in Self.shadows {
      try Self.expectSameResults(prefix: prefix, shadow: shadow)
    }
  }

  /// Records an issue unless both modules of `prefix` and `shadow` give the results of a full
  /// parse.
  static func expectSameResults(prefix: String, shadow: String) throws {
    for sameFile in [true, false] {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "misplaced-header-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      var paths: [String] = []
      for (name, text) in module(prefix: prefix, shadow: shadow, sameFile: sameFile).sorted(by: { $0.key < $1.key }) {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        paths.append(url.path)
      }
      let found = SkimComparison.differences(paths)
      #expect(
        found.isEmpty,
        "\(prefix.debugDescription) before \(shadow), same file: \(sameFile)\n\(found.joined(separator: "\n"))")
    }
  }

  /// The same at file level, where no crossing runs.
  @Test(arguments: ["", "x ", "x.", "var a = .", "foo(\n", "-> ", "let a = 1; ", "x.\n", "var a = .\n"])
  func aFileLevelHeaderAfterThisPrefixGivesTheResultsOfAFullParse(_ prefix: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "misplaced-header-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Intent.swift")
    let text = """
      import AppIntents

      \(prefix)struct AppIntent {}
      struct Inner: AppIntent {
        static var title: LocalizedStringResource = "Inner"
        func perform() async throws -> some IntentResult { .result() }
      }

      """
    try Data(text.utf8).write(to: url)
    let found = SkimComparison.differences([url.path])
    #expect(found.isEmpty, "\(prefix.debugDescription)\n\(found.joined(separator: "\n"))")
  }
}
