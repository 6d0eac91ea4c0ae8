import Source
import Syntax
import Testing

/// `ParserOptions.skipsUnneededMembers`: which members are skipped, where a skipped property
/// ends, and that the rest of the tree is what a parse of every member gives.
@Suite struct SkippedMemberTests {
  /// The first line of each item of every member block of `source` parsed keeping `kept`, in
  /// source order, with `skipped: ` before the skipped ones.
  static func members(_ source: String, keeping kept: Set<String>) -> [String] {
    let tree = parse(source, keeping: kept)
    return tree.root.descendants.filter { $0.kind == .memberBlock }.flatMap { block in
      block.children.filter { !$0.isEmpty && $0.kind != .missingToken }.map { item in
        let firstLine = item.text.split(separator: "\n").first.map(String.init) ?? ""
        return (item.kind == .skippedDeclaration ? "skipped: " : "") + firstLine.trimmingPrefixSpaces
      }
    }
  }

  /// `source` parsed as a file kept for its names: bodies and unneeded members skipped.
  static func parse(_ source: String, keeping kept: Set<String>?, skippingMembers: Bool = true) -> SyntaxTree {
    Parser.parseOnLargeStack(
      SourceFile(path: "test.swift", bytes: Array(source.utf8)),
      options: ParserOptions(skipsFunctionBodies: true, keptNames: kept, skipsUnneededMembers: skippingMembers))
  }

  @Test func membersWithoutAKeptNameAreSkipped() {
    let source = """
      public final class Icons: CaseIterable {
        public static let familyName: String = "Icons"
        public let name: String
        public convenience init(named name: String) { self.init(name: name) }
        private init(name: String) { self.name = name }
        deinit { print("gone") }
        subscript(index: Int) -> Icons { Icons.allCases[index] }
        public static func == (lhs: Icons, rhs: Icons) -> Bool { lhs.name == rhs.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
        public static let abacusIcon = Icons(name: "abacus")
        @available(iOS 17, *) public static let accountIcon = Icons(name: "account")
        public static let allCases: [Icons] = [
          Icons.abacusIcon,
          Icons.accountIcon,
        ]
      }
      """
    #expect(
      Self.members(source, keeping: ["Icons", "accountIcon"]) == [
        "skipped: public static let familyName: String = \"Icons\"", "skipped: public let name: String",
        "skipped: public convenience init(named name: String) { self.init(name: name) }",
        "skipped: private init(name: String) { self.name = name }", "skipped: deinit { print(\"gone\") }",
        "skipped: subscript(index: Int) -> Icons { Icons.allCases[index] }",
        "public static func == (lhs: Icons, rhs: Icons) -> Bool { lhs.name == rhs.name }",
        "skipped: public func hash(into hasher: inout Hasher) { hasher.combine(name) }",
        "skipped: public static let abacusIcon = Icons(name: \"abacus\")",
        "@available(iOS 17, *) public static let accountIcon = Icons(name: \"account\")",
        "skipped: public static let allCases: [Icons] = [",
      ])
    // Without the option, or without kept names, every member is parsed.
    for tree in [Self.parse(source, keeping: ["Icons"], skippingMembers: false), Self.parse(source, keeping: nil)] {
      #expect(!tree.root.descendants.contains { $0.kind == .skippedDeclaration })
    }
  }

  @Test func typesCasesAndProtocolRequirementsAreParsed() {
    let source = """
      enum L10n {
        case plain, other
        typealias Table = String
        enum Settings {
          static var title: String { L10n.tr("settings.title") }
          static func count(_ value: Int) -> String { L10n.tr("settings.count", value) }
        }
        static let table: Table = "Localizable"
      }
      protocol Drawable {
        var size: Int { get }
        func draw() -> String
      }
      extension Drawable {
        var size: Int { 1 }
      }
      """
    #expect(
      Self.members(source, keeping: ["L10n", "Settings", "Drawable"]) == [
        "case plain, other", "typealias Table = String", "enum Settings {",
        "skipped: static let table: Table = \"Localizable\"",
        "skipped: static var title: String { L10n.tr(\"settings.title\") }",
        "skipped: static func count(_ value: Int) -> String { L10n.tr(\"settings.count\", value) }",
        "var size: Int { get }", "func draw() -> String", "skipped: var size: Int { 1 }",
      ])
  }

  @Test func aSkippedPropertyEndsWhereAParseEndsIt() {
    // Lines that go on with `.`, an operator, a conditional, `as` or `=`; closures, trailing
    // closures and multi-line strings with declarations in them; then the member block's `}`.
    let source = """
      struct Values {
        static let mapped = [1, 2]
          .map { value in
            let doubled = value * 2
            return doubled
          }
        static let fallback = Int("x")
          ?? 0
        static let chosen = true
          ? "a"
          : "b"
        static let cast = 1
          as Any
        static let typed: Int
          = 3
        static let text = \"\"\"
          static let inside = 1
          \"\"\"
        static let made = { () -> Int in
          struct Local { static let value = 1 }
          return Local.value
        }()
        var observed = 0 { didSet { print(observed) } }
        static let kept = Values.mapped.count
        static let last = kept }
      """
    #expect(
      Self.members(source, keeping: ["Values", "kept"]) == [
        "skipped: static let mapped = [1, 2]", "skipped: static let fallback = Int(\"x\")",
        "skipped: static let chosen = true", "skipped: static let cast = 1", "skipped: static let typed: Int",
        "skipped: static let text = \"\"\"", "skipped: static let made = { () -> Int in",
        "skipped: var observed = 0 { didSet { print(observed) } }", "static let kept = Values.mapped.count",
        "skipped: static let last = kept",
      ])
    let tree = Self.parse(source, keeping: ["Values", "kept"])
    #expect(!tree.hasParseErrors)
    #expect(tree.root.text == source)
  }

  @Test func propertiesTheSkipCannotEndAreParsed() {
    // More than one binding, a `;`, a `#if` after it, a declaration on its own line, a `{` or
    // another expression at the start of a line, a declaration inside an argument list, a
    // declaration of a kept type inside a closure, a token the lexer reported: a parse decides.
    let sources = [
      "struct S {\n  static let a = 1, b = 2\n  static let after = 1\n}",
      "struct S {\n  static let a = 1; static let b = 2\n  static let after = 1\n}",
      "struct S {\n  static let a = 1\n#if DEBUG\n  static let b = 2\n#endif\n  static let after = 1\n}",
      "struct S {\n  static let a = 1 static let b = 2\n  static let after = 1\n}",
      "struct S {\n  static let a = f\n  { 1 }\n  static let after = 1\n}",
      "struct S {\n  static let a = f\n  g()\n  static let after = 1\n}",
      "struct S {\n  static let a = f(\n  static let b = 2)\n  static let after = 1\n}",
      "struct S {\n  static let a = { struct Kept {} }()\n  static let after = 1\n}",
      "struct S {\n  static let a = \"open\n  static let after = 1\n}",
      "struct S {\n  static let (a, b) = (1, 2)\n  static let after = 1\n}",
    ]
    for source in sources {
      let members = Self.members(source, keeping: ["S", "Kept"])
      #expect(!(members.first ?? "").hasPrefix("skipped: "), "\(source)")
    }
  }

  @Test func theKeptMembersParseAsWithoutSkipping() {
    let source = """
      public enum Catalog {
        public static let unused = Catalog.make("unused")
          .trimmed()
        @available(iOS 17, *)
        public static let kept: [String: Int] = ["a": 1]
        public static func make(_ name: String) -> String { name }
        public struct Entry: Hashable {
          public let id: Int
          public var title: String { "\\(id)" }
        }
        public static var count: Int { kept.count }
      }
      """
    let skipping = Self.parse(source, keeping: ["Catalog", "kept", "Entry", "id"])
    let full = Self.parse(source, keeping: ["Catalog"], skippingMembers: false)
    let kept = { (tree: SyntaxTree) in
      tree.root.descendants.filter { node in
        node.kind == .variableDecl
          && node.descendants.contains { $0.kind == .identifierPattern && ["kept", "id"].contains($0.text) }
      }
      .map { member in
        member.descendants.map { "\($0.kind.dumpName) \($0.trimmedRange.start)-\($0.trimmedRange.end)" }
      }
    }
    #expect(kept(skipping) == kept(full))
    #expect(kept(skipping).count == 2)
    #expect(skipping.root.descendants.filter { $0.kind == .skippedDeclaration }.count == 4)
    #expect(!skipping.hasParseErrors)
  }
}

extension String {
  /// The string without its leading spaces.
  fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
