import Foundation

/// One extreme shape of input: an App Intents file (so that every stage reads it, from the skim
/// to the rules) in which one construct repeats or nests `count` times.
///
/// Issue 8 asks that no input shape make any stage super-linear. `appintents-bench shapes`
/// lints each shape at growing counts and compares the cost with the count
/// (`ShapeScaling`); a stage that walks every earlier element for each new one shows up as a
/// growth far above the factor.
struct InputShape: Sendable {
  /// The name on the command line and in the report.
  var name: String
  /// What repeats.
  var summary: String
  /// The module's files (relative path and text) with the construct `count` times.
  var files: @Sendable (_ count: Int) -> [(path: String, text: String)]

  /// A shape of one file, `Shape.swift`, whose text is `source(count)`.
  init(name: String, summary: String, source: @escaping @Sendable (_ count: Int) -> String) {
    self.name = name
    self.summary = summary
    files = { count in [("Shape.swift", source(count))] }
  }

  /// A shape of several files (a function, not an initializer: with two initializers taking a
  /// trailing closure, the type checker gave up on the long string expressions).
  static func module(
    name: String, summary: String, files: @escaping @Sendable (_ count: Int) -> [(path: String, text: String)]
  ) -> InputShape {
    var shape = InputShape(name: name, summary: summary) { _ in "" }
    shape.files = files
    return shape
  }

  /// The text of a one-file shape (the first file of any other).
  func source(_ count: Int) -> String { files(count).first?.text ?? "" }

  /// Every shape, in report order.
  static let all: [InputShape] = nesting + chains + literals + declarations + conditions + modules

  /// An intent whose body holds `members`, and whose `perform()` holds `statements`.
  static func intent(members: String = "", statements: String = "") -> String {
    """
    import AppIntents

    struct ShapeIntent: AppIntent {
      static let title: LocalizedStringResource = "Shape"
    \(members)
      func perform() async throws -> some IntentResult {
    \(statements)
        return .result()
      }
    }

    """
  }

  /// `text(0) separator text(1) ... text(count - 1)`.
  static func repeated(_ count: Int, separator: String = "", _ text: (Int) -> String) -> String {
    (0..<count).map(text).joined(separator: separator)
  }

  static let nesting: [InputShape] = [
    InputShape(name: "nested-closures", summary: "{ { { 1 } } } in a static property") { count in
      intent(
        members: "  static let value = " + String(repeating: "{ ", count: count) + "1"
          + String(repeating: " }", count: count) + "\n")
    },
    InputShape(name: "nested-parens", summary: "((( 1 ))) in a static property") { count in
      intent(
        members: "  static let value = " + String(repeating: "(", count: count) + "1"
          + String(repeating: ")", count: count) + "\n")
    },
    InputShape(name: "nested-ifs", summary: "if true { if true { ... } } in perform()") { count in
      intent(
        statements: "    " + String(repeating: "if true { ", count: count) + "print(1)"
          + String(repeating: " }", count: count))
    },
    InputShape(name: "nested-types", summary: "struct N0 { struct N1 { ... } } after the intent") { count in
      intent() + repeated(count) { "struct N\($0) {\n" } + String(repeating: "}\n", count: count)
    },
    InputShape(name: "nested-generics", summary: "Array<Array<...Int>> as a property's type") { count in
      intent(
        members: "  static let value: " + String(repeating: "Array<", count: count) + "Int"
          + String(repeating: ">", count: count) + " = []\n")
    },
    InputShape(name: "nested-ifconfig", summary: "#if A0 / struct S0 {} / #if A1 ... nested blocks") { count in
      intent() + repeated(count) { "#if A\($0)\nstruct S\($0) {}\n" } + String(repeating: "#endif\n", count: count)
    },
  ]

  static let chains: [InputShape] = [
    InputShape(name: "member-chain", summary: "a.b.b.b... in perform()") { count in
      intent(statements: "    let x = a" + String(repeating: ".b", count: count))
    },
    InputShape(name: "operator-chain", summary: "1 + 1 + 1... in perform()") { count in
      intent(statements: "    let x = 1" + String(repeating: " + 1", count: count))
    },
    InputShape(name: "alias-chain", summary: "typealias A1 = A0 ... down to AppIntent") { count in
      "import AppIntents\ntypealias A0 = AppIntent\n" + repeated(count) { "typealias A\($0 + 1) = A\($0)\n" }
        + intent().replacingOccurrences(of: "ShapeIntent: AppIntent", with: "ShapeIntent: A\(count)")
    },
    InputShape(name: "protocol-chain", summary: "protocol P1: P0 ... down to AppIntent") { count in
      "import AppIntents\nprotocol P0: AppIntent {}\n" + repeated(count) { "protocol P\($0 + 1): P\($0) {}\n" }
        + intent().replacingOccurrences(of: "ShapeIntent: AppIntent", with: "ShapeIntent: P\(count)")
    },
    InputShape(name: "else-if-chain", summary: "if a {} else if a {} ... in perform()") { count in
      intent(statements: "    let a = true\n    if a {}" + String(repeating: " else if a {}", count: count))
    },
    InputShape(name: "switch-cases", summary: "a switch with count cases in perform()") { count in
      intent(
        statements: "    switch Int.random(in: 0...9) {\n" + repeated(count) { "    case \($0): print(\($0))\n" }
          + "    default: break\n    }")
    },
    InputShape(name: "arguments", summary: "one call with count labeled arguments in perform()") { count in
      intent(statements: "    f(" + repeated(count, separator: ", ") { "a\($0): \($0)" } + ")")
    },
    InputShape(name: "static-refs", summary: "static let s1 = ShapeIntent.s0 ... each naming the one before") {
      count in
      intent(members: "  static let s0 = 1\n" + repeated(count) { "  static let s\($0 + 1) = ShapeIntent.s\($0)\n" })
    },
  ]

  static let literals: [InputShape] = [
    InputShape(name: "string-literal", summary: "one string literal of 4 bytes per count") { count in
      intent(members: "  static let text = \"" + String(repeating: "abc ", count: count) + "\"\n")
    },
    InputShape(name: "multiline-string", summary: "one multi-line string literal of count lines") { count in
      intent(members: "  static let text = \"\"\"\n" + String(repeating: "line of text\n", count: count) + "  \"\"\"\n")
    },
    InputShape(name: "interpolations", summary: "one string with count interpolations in perform()") { count in
      intent(statements: "    let s = \"" + String(repeating: "\\(1) ", count: count) + "\"")
    },
    InputShape(name: "long-identifier", summary: "one identifier of 4 bytes per count") { count in
      intent(statements: "    let " + String(repeating: "abcd", count: count) + " = 1")
    },
    InputShape(name: "comments", summary: "doc comment lines in the intent's body") { count in
      intent(members: repeated(count) { "  /// Line \($0) of a long explanation of what the intent does.\n" })
    },
    InputShape(name: "array-literal", summary: "[0, 1, 2, ...] in a static property") { count in
      intent(members: "  static let values = [" + repeated(count, separator: ", ") { "\($0)" } + "]\n")
    },
    InputShape(name: "dictionary-literal", summary: "[\"k0\": 0, ...] in a static property") { count in
      intent(members: "  static let map = [" + repeated(count, separator: ", ") { "\"k\($0)\": \($0)" } + "]\n")
    },
  ]

  static let declarations: [InputShape] = [
    InputShape(name: "parameters", summary: "@Parameter properties of the intent") { count in
      intent(members: repeated(count) { "  @Parameter(title: \"P\($0)\") var p\($0): String\n" })
    },
    InputShape(name: "enum-cases", summary: "an AppEnum's cases, each named in caseDisplayRepresentations") {
      count in
      intent() + "enum Big: String, AppEnum {\n" + repeated(count) { "  case c\($0)\n" }
        + "  static let typeDisplayRepresentation: TypeDisplayRepresentation = \"Big\"\n"
        + "  static let caseDisplayRepresentations: [Big: DisplayRepresentation] = [\n"
        + repeated(count) { "    .c\($0): \"C\($0)\",\n" } + "  ]\n}\n"
    },
    InputShape(name: "phrases", summary: "phrases of one App Shortcut") { count in
      intent() + "struct Shortcuts: AppShortcutsProvider {\n  static var appShortcuts: [AppShortcut] {\n"
        + "    AppShortcut(intent: ShapeIntent(), phrases: [\n"
        + repeated(count) { "      \"Run \($0) in \\(.applicationName)\",\n" }
        + "    ], shortTitle: \"Run\", systemImageName: \"star\")\n  }\n}\n"
    },
    InputShape(name: "shortcuts", summary: "App Shortcuts of one provider") { count in
      intent() + "struct Shortcuts: AppShortcutsProvider {\n  static var appShortcuts: [AppShortcut] {\n"
        + repeated(count) {
          "    AppShortcut(intent: ShapeIntent(), phrases: [\"Run \($0) in \\(.applicationName)\"], "
            + "shortTitle: \"Run \($0)\", systemImageName: \"star\")\n"
        } + "  }\n}\n"
    },
    InputShape(name: "entity-properties", summary: "@Property values of one AppEntity") { count in
      intent() + "struct Item: AppEntity {\n  let id: String\n"
        + "  static let typeDisplayRepresentation: TypeDisplayRepresentation = \"Item\"\n"
        + "  static let defaultQuery = ItemQuery()\n"
        + "  var displayRepresentation: DisplayRepresentation { \"\\(id)\" }\n"
        + repeated(count) { "  @Property(title: \"P\($0)\") var p\($0): String\n" } + "}\n"
        + "struct ItemQuery: EntityQuery {\n  func entities(for identifiers: [String]) async throws -> [Item] { [] }\n}\n"
    },
    InputShape(name: "imports", summary: "import statements") { count in
      repeated(count) { "import Module\($0)\n" } + intent()
    },
    InputShape(name: "extensions", summary: "extensions of the intent, one static property each") { count in
      intent() + repeated(count) { "extension ShapeIntent { static let v\($0) = \($0) }\n" }
    },
    InputShape(name: "types", summary: "top-level structs beside the intent") { count in
      intent() + repeated(count) { "struct T\($0): Codable { var a: Int }\n" }
    },
    InputShape(name: "functions", summary: "top-level functions beside the intent") { count in
      intent() + repeated(count) { "func f\($0)() -> Int { \($0) }\n" }
    },
    InputShape(name: "inheritance", summary: "one struct inheriting count protocols") { count in
      intent() + "struct Wide: " + repeated(count, separator: ", ") { "Q\($0)" } + " {}\n"
    },
    InputShape(name: "attributes", summary: "count attributes on one struct") { count in
      intent() + String(repeating: "@available(iOS 17, *) ", count: count) + "struct Attributed {}\n"
    },
  ]

  /// An intent named `Intent<number>` in a file of its own.
  static func intentFile(_ number: Int, conformingTo protocolName: String = "AppIntent") -> (path: String, text: String)
  {
    (
      "Intent\(number).swift",
      intent().replacingOccurrences(of: "ShapeIntent: AppIntent", with: "Intent\(number): \(protocolName)")
        .replacingOccurrences(of: "\"Shape\"", with: "\"Intent \(number)\"")
    )
  }

  static let modules: [InputShape] = [
    InputShape.module(name: "intent-files", summary: "files of one intent each") { count in
      (0..<count).map { intentFile($0) }
    },
    InputShape.module(name: "provider-of-all", summary: "files of one intent each, and a provider of them all") {
      count in
      (0..<count).map { intentFile($0) } + [
        (
          "Shortcuts.swift",
          "import AppIntents\nstruct Shortcuts: AppShortcutsProvider {\n  static var appShortcuts: [AppShortcut] {\n"
            + repeated(count) {
              "    AppShortcut(intent: Intent\($0)(), phrases: [\"Do \($0) in \\(.applicationName)\"], "
                + "shortTitle: \"Do \($0)\", systemImageName: \"star\")\n"
            } + "  }\n}\n"
        )
      ]
    },
    InputShape.module(name: "entity-files", summary: "files of one AppEntity and its query each") { count in
      (0..<count).map { number in
        (
          "Entity\(number).swift",
          "import AppIntents\nstruct Entity\(number): AppEntity {\n  let id: String\n"
            + "  static let typeDisplayRepresentation: TypeDisplayRepresentation = \"E\(number)\"\n"
            + "  static let defaultQuery = Query\(number)()\n"
            + "  var displayRepresentation: DisplayRepresentation { \"\\(id)\" }\n}\n"
            + "struct Query\(number): EntityQuery {\n"
            + "  func entities(for identifiers: [String]) async throws -> [Entity\(number)] { [] }\n}\n"
        )
      }
    },
    InputShape.module(name: "extension-files", summary: "files extending one type the intent reads") { count in
      [intentFile(0), ("Shared.swift", "struct Shared { static let v = 1 }\n")]
        + (0..<count).map { ("Extension\($0).swift", "extension Shared { static let v\($0) = \($0) }\n") }
    },
    InputShape.module(name: "protocol-files", summary: "a chain of refining protocols, one file each") { count in
      [("P0.swift", "import AppIntents\nprotocol P0: AppIntent {}\n")]
        + (0..<count).map { ("P\($0 + 1).swift", "protocol P\($0 + 1): P\($0) {}\n") }
        + [intentFile(0, conformingTo: "P\(count)")]
    },
    InputShape.module(name: "mention-files", summary: "files that each use the intent") { count in
      [intentFile(0)] + (0..<count).map { ("User\($0).swift", "struct User\($0) { let intent = Intent0() }\n") }
    },
    InputShape.module(name: "registration-files", summary: "files that each register a dependency the intent uses") {
      count in
      [
        (
          "Intent0.swift",
          intent(members: "  @Dependency var store: Store").replacingOccurrences(of: "ShapeIntent", with: "Intent0")
        ),
        ("Store.swift", "final class Store {}\n"),
      ]
        + (0..<count).map {
          (
            "Register\($0).swift",
            "import AppIntents\nfunc register\($0)() { AppDependencyManager.shared.add { Store() } }\n"
          )
        }
    },
  ]

  static let conditions: [InputShape] = [
    InputShape(name: "elseif-chain", summary: "#if A0 ... #elseif A1 ... one block of count clauses") { count in
      intent() + "#if A0\nstruct S0 {}\n" + repeated(count - 1) { "#elseif A\($0 + 1)\nstruct S\($0 + 1) {}\n" }
        + "#endif\n"
    }
  ]
}
