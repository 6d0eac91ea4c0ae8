import Model
import Source
import Testing

/// Declaration headers a parse's recovery reads its own way, and `#if` clauses whose braces do
/// not balance, mark the file's facts `needsFullParse` (its module is then parsed whole); valid
/// code of the same shapes does not.
@Suite struct SkimBrokenHeaderTests {
  static func needsFullParse(_ text: String) -> Bool {
    HeaderScanner.facts(of: SourceFile(path: "Header.swift", text: text)).needsFullParse == true
  }

  static let broken = [
    // A reserved word where an extension's type goes.
    "extension struct CreateTaskIntent: AppIntent {\n}\n",
    "extension func run() {}\n",
    // Junk in an inheritance list, or after it.
    "struct Album: (AppEntity) {\n}\n",
    "struct Album: AppEntity = 1 {\n}\n",
    "enum Li[ht: String {\n}\n",
    // A typealias without `=`.
    "typealias Name\nstruct Album {}\n",
    // An attribute's `(` that does not close before the next declaration.
    "@MainActor(\nstruct Album {\n}\n",
    // A directive after other code on its line.
    "let a = 1 #if DEBUG\nstruct Album {}\n#endif\n",
    // A clause whose braces do not balance.
    "#if DEBUG\nstruct Debug: AppSh{ortcutsProvider {\n}\n#else\nstruct Drinks: AppShortcutsProvider {}\n#endif\n",
    "struct Album {\n  #if DEBUG\n  func f() {\n  #endif\n  }\n}\n",
  ]

  static let valid = [
    "extension Album {\n}\n", "extension Swift.Array where Element == Int {\n}\n", "extension [Album] {\n}\n",
    "extension Album.Query: EntityQuery {\n}\n", "struct Album<T: Hashable>: AppEntity where T: Sendable {\n}\n",
    "typealias Name = String\nstruct Album {}\n", "@available(iOS 17, *)\nstruct Album {\n}\n",
    "#if DEBUG\nstruct Album {}\n#endif\n",
    "struct Album {\n  #if DEBUG\n  func f() { if true { print(1) } }\n  #else\n  func f() {}\n  #endif\n}\n",
  ]

  @Test(arguments: broken) func aBrokenHeaderNeedsAFullParse(_ text: String) {
    #expect(Self.needsFullParse(text))
  }

  @Test(arguments: valid) func aValidHeaderDoesNot(_ text: String) {
    #expect(!Self.needsFullParse(text))
  }
}
