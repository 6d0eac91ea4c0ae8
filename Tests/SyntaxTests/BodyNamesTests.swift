import Source
import Syntax
import Testing

/// `ParserOptions.bodyNames`: in a file kept for its roles, which kept file-level declarations
/// are read with their bodies and which for their names alone.
@Suite struct BodyNamesTests {
  static let source = """
    import AppIntents

    struct BrewTeaIntent: AppIntent {
      static let title: LocalizedStringResource = "Brew Tea"
      func perform() async throws -> some IntentResult {
        TeaShelf.shared.take()
        return .result()
      }
    }

    extension BrewTeaIntent {
      func describe() -> String { "tea" }
    }

    struct TeaShelf {
      static let shared = TeaShelf()
      var count: Int { 3 }
      func take() { TeaLedger.record() }
      func restock() { TeaLedger.reset() }
    }

    extension TeaShelf {
      func audit() -> Bool { count > 0 }
    }

    func steepTime(minutes: Int = 3) -> Int { minutes * 60 }

    struct Unneeded {
      func run() {}
    }

    #if DEBUG
    struct DebugShelf {
      func dump() { print(TeaShelf.shared.count) }
    }
    #endif
    """

  /// Each file-level item's first line, with `skipped: ` before a skipped declaration, and the
  /// first line of each function whose body is skipped or each member skipped inside it.
  static func items(keeping kept: Set<String>, bodiesOf bodyNames: Set<String>?) -> [String] {
    let tree = Parser.parseOnLargeStack(
      SourceFile(path: "TeaIntents.swift", bytes: Array(source.utf8)),
      options: ParserOptions(keptNames: kept, bodyNames: bodyNames))
    #expect(!tree.hasParseErrors)
    func firstLine(_ node: SyntaxNode) -> String {
      String((node.text.split(separator: "\n").first ?? "").drop(while: { $0 == " " }))
    }
    return tree.root.children.filter { !$0.isEmpty && $0.kind != .missingToken }.map { item in
      guard item.kind != .skippedDeclaration else { return "skipped: \(firstLine(item))" }
      let inside = item.descendants.compactMap { node -> String? in
        switch node.kind {
        case .skippedBody: node.parent.map { "body skipped: \(firstLine($0))" }
        case .skippedDeclaration: "member skipped: \(firstLine(node))"
        default: nil
        }
      }
      return ([firstLine(item)] + inside).joined(separator: " | ")
    }
  }

  static let kept: Set<String> = ["BrewTeaIntent", "TeaShelf", "shared", "take", "count", "steepTime"]

  @Test func keptDeclarationsWithoutARoleAreReadForTheirNames() {
    #expect(
      Self.items(keeping: Self.kept, bodiesOf: ["BrewTeaIntent"]) == [
        "import AppIntents",
        "struct BrewTeaIntent: AppIntent {",
        "extension BrewTeaIntent {",
        "struct TeaShelf { | body skipped: func take() { TeaLedger.record() } | member skipped: func restock() { TeaLedger.reset() }",
        "extension TeaShelf { | member skipped: func audit() -> Bool { count > 0 }",
        "func steepTime(minutes: Int = 3) -> Int { minutes * 60 } | body skipped: func steepTime(minutes: Int = 3) -> Int { minutes * 60 }",
        "skipped: struct Unneeded {",
        // Under a `#if`: never skipped, and read with its bodies.
        "#if DEBUG",
      ])
  }

  @Test func aDeclarationThatDeclaresABodyNameKeepsItsBodies() {
    #expect(
      Self.items(keeping: Self.kept, bodiesOf: ["BrewTeaIntent", "TeaShelf"]) == [
        "import AppIntents", "struct BrewTeaIntent: AppIntent {", "extension BrewTeaIntent {", "struct TeaShelf {",
        "extension TeaShelf {",
        "func steepTime(minutes: Int = 3) -> Int { minutes * 60 } | body skipped: func steepTime(minutes: Int = 3) -> Int { minutes * 60 }",
        "skipped: struct Unneeded {", "#if DEBUG",
      ])
  }

  @Test func withoutBodyNamesEveryKeptDeclarationKeepsItsBodies() {
    #expect(
      Self.items(keeping: Self.kept, bodiesOf: nil) == [
        "import AppIntents", "struct BrewTeaIntent: AppIntent {", "extension BrewTeaIntent {", "struct TeaShelf {",
        "extension TeaShelf {", "func steepTime(minutes: Int = 3) -> Int { minutes * 60 }",
        "skipped: struct Unneeded {",
        "#if DEBUG",
      ])
  }

  @Test func onlyADeclarationsOwnNameKeepsItsBodies() {
    // `Inner` is a body name, but not `Outer`'s own: the selection's body names hold every
    // name of the path of a type with a role, so a declaration with one inside has its own
    // name there. `extension Outer.Inner` names it on its path.
    let source = """
      struct Outer {
        struct Inner { func run() { 1 } }
        func go() { 2 }
      }
      extension Outer.Inner {
        func again() { 3 }
      }
      """
    let tree = Parser.parseOnLargeStack(
      SourceFile(path: "Outer.swift", bytes: Array(source.utf8)),
      options: ParserOptions(keptNames: ["Outer", "Inner", "run", "go", "again"], bodyNames: ["Inner"]))
    let skippedBodies = tree.root.descendants(ofKind: .skippedBody).compactMap { $0.parent?.declaredName }
    #expect(skippedBodies == ["run", "go"])
  }
}
