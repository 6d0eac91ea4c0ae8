import Model
import Source
import TestSupport
import Testing

/// Declaration headers a parse's recovery reads its own way, and `#if` clauses whose braces do
/// not balance, mark the file's facts `needsFullParse` (its module is then parsed whole); valid
/// code of the same shapes does not.
@Suite struct SkimBrokenHeaderTests {
  /// Whether the facts of `text` need a full parse; the scan that records mentions and the ones
  /// that cross bodies and member blocks over their bytes (the in-process skim's) must agree.
  static func needsFullParse(_ text: String) -> Bool {
    needsFullParse(SourceFile(path: "Header.swift", text: text))
  }

  /// `needsFullParse(_:)` of `file`.
  static func needsFullParse(_ file: SourceFile) -> Bool {
    let recording = HeaderScanner.facts(of: file).needsFullParse == true
    let crossing = HeaderScanner.facts(of: file, recordingMentions: false).needsFullParse == true
    let fingerprinting = HeaderScanner.factsAndFingerprint(of: file).facts.needsFullParse == true
    #expect(recording == crossing && crossing == fingerprinting, "\(file.path)")
    return recording || crossing || fingerprinting
  }

  static let broken = [
    // A reserved word where an extension's type goes.
    "extension struct CreateTaskIntent: AppIntent {\n}\n",
    "extension func run() {}\n",
    // A declaration after an extension's type, before its body (mutation seed 3).
    "extension Settings final class Orchard: AppShortcutsProvider {\n}\n",
    // Junk in an inheritance list, or after it.
    "struct Album: (AppEntity) {\n}\n",
    "struct Album: AppEntity = 1 {\n}\n",
    "enum Li[ht: String {\n}\n",
    // A directive in an inheritance list, which ends the `#if` block for a parse (mutation seed
    // 80).
    "#if DEBUG\nstruct Debug: Apr#endif\n {\n}\n#else\nstruct Drinks: AppShortcutsProvider {}\n#endif\n",
    // A typealias without `=`.
    "typealias Name\nstruct Album {}\n",
    // An attribute's `(` that does not close before the next declaration.
    "@MainActor(\nstruct Album {\n}\n",
    // A directive after other code on its line.
    "let a = 1 #if DEBUG\nstruct Album {}\n#endif\n",
    // A clause whose braces do not balance.
    "#if DEBUG\nstruct Debug: AppSh{ortcutsProvider {\n}\n#else\nstruct Drinks: AppShortcutsProvider {}\n#endif\n",
    "struct Album {\n  #if DEBUG\n  func f() {\n  #endif\n  }\n}\n",
    // A file-level directive inside an open `[` or `(`.
    "protoco[ Shortcuts: AppShortcutsProvider {}\n#if DEBUG\nstruct Debug {}\n#else\nstruct Drinks {}\n#endif\n",
    "let x = f(\n#if DEBUG\nstruct Inner {}\n#endif\n",
    // A header after code a parse cannot start an item with, on the same line: the parse skips
    // to the line's end (found by the mutation search, seed 21).
    "extensio*/n TreeShortcuts:enum  AppShortcutsProvider {\n}\nstruct Garden: AppShortcutsProvider {}\n",
    "let a = b: struct Album {}\n", "x, class Album {}\n", "f(a, y: 1) protocol P {}\n",
    "a = 1 typealias T = Int\n",
    // A header inside an open `(` or `[`, at the start of its line.
    "let a = [\n  struct Album {}\n]\n",
    // A keyword after a `.` is a member's name to a parse.
    "x.enum Album {}\n", "let a = .struct Album {}\n",
    // The same in a member block, which the in-process skim crosses over its bytes: a header
    // after code no member starts with, on its line, whatever the crossing met before it.
    "struct Outer {\n  x struct AppIntent {}\n}\n", "struct Outer {\n  var a = .struct AppIntent {}\n}\n",
    "enum Outer {\n  case a(Int) -> struct Album {}\n}\n", "struct Outer {\n  let s = \"a\" struct Album {}\n}\n",
    "struct Outer {\n  func f() {} ; let a = (1, 2) enum Album {}\n}\n",
    "struct Outer {\n  /* a */ x /* b */ struct Album {}\n}\n",
    // ... or inside a group of the block, opened lines before, across a member's braces and
    // attributes.
    "struct Outer {\n  foo(\n  struct AppIntent {}\n}\n", "enum Outer {\n  f(a: bar(1)\n  struct Album {}\n}\n",
    "struct Outer {\n  register(\n  func f() { g() }\n  @MainActor func g() {}\n  struct Album {}\n}\n",
    "struct Outer {\n  let a = f(\n  #if DEBUG\n  struct Inner {}\n  #endif\n}\n",
    // A `.` that ends a line: an implicit member takes the next line's keyword as its name, as
    // swiftc does; after an expression (`b.`) a parse takes none, but the file is parsed all the
    // same, crossed or not, through a comment or a string on the line before.
    "let a = .\nstruct Album {}\n", "struct Outer {\n  var a: Kind = .\n  struct AppIntent {}\n}\n",
    "struct Outer {\n  var a: Kind = .\n  // The default.\n  enum AppIntent {}\n}\n",
    "struct Outer {\n  var a = b.\n  struct Album {}\n}\n", "struct Outer {\n  let s = \"a\".\n  struct Album {}\n}\n",
    // A `,` that ends a line: a parse reads the next line as the list's next element, a broken
    // one that swallows the header (mutation seed 72).
    "enum Outer {\n  static let a = Names.,\n  struct AppIntent {}\n}\n", "let a = 1,\nstruct Album {}\n",
    "struct Outer {\n  var a = f(1, 2),\n  // The default.\n  struct Album {}\n}\n",
  ]

  static let valid = [
    "extension Album {\n}\n", "extension Swift.Array where Element == Int {\n}\n", "extension [Album] {\n}\n",
    "extension Array<Album>: Sendable {\n}\n", "extension Album: @retroactive @unchecked Sendable\n{\n}\n",
    "extension Album // a comment\n{\n}\n", "public extension Bool? {\n}\n",
    "enum Kind {\n  case a,\n    b\n  static let all = [a, b]\n  struct Nested {}\n}\n",
    "extension Album.Query: EntityQuery {\n}\n", "struct Album<T: Hashable>: AppEntity where T: Sendable {\n}\n",
    "typealias Name = String\nstruct Album {}\n", "@available(iOS 17, *)\nstruct Album {\n}\n",
    "#if DEBUG\nstruct Album {}\n#endif\n",
    "struct Album {\n  #if DEBUG\n  func f() { if true { print(1) } }\n  #else\n  func f() {}\n  #endif\n}\n",
    "let x = f([1, 2], (3, 4), { $0 })\n#if DEBUG\nfunc g(_ a: [Int] = [], b: (Int) -> Void) {}\n#endif\n",
    // Headers after attributes, modifiers, `;` or `}` on their line, and keywords that are
    // member names or labels.
    "@MainActor public final class Album {}\n", "@available(iOS 17, *) struct Album {}\n",
    "private extension Album {}\n", "let a = 1; struct Album {}\n", "struct A {} struct B {}\n",
    "public indirect enum Kind {}\n", "import struct Foundation.Date\nstruct Album {}\n",
    "let kinds = [.keyword(.enum), .keyword(.struct)]\nf(enum: 1, class: Album.self)\n",
    // The same in member blocks, with groups that close, strings, comments and directives.
    "struct Outer {\n  public struct A {}\n  @MainActor final class B {}\n  private enum C { case a }; struct D {}\n}\n",
    "enum Outer {\n  case a(Int), b([String])\n  struct Inner {}\n}\n",
    "struct Outer {\n  /** Doc. */\n  public struct Inner {}\n  /* Note. */ public struct Other {}\n}\n",
    "struct Outer {\n  let handler: (Int) -> Void = { x in print(x) }\n  var items: [String] = []\n  struct Inner {}\n}\n",
    "struct Outer {\n  #if os(iOS)\n  struct Inner {}\n  #endif\n  @available(iOS 17, *) struct Other {}\n}\n",
    "struct Outer {\n  let pattern = \"((\"\n  static let action = #selector(f)\n  struct Inner {}\n}\n",
    // A string left open at a line's end, which the lexer ends there (found by `FuzzLexer`: the
    // crossing put the lexer back after the line break without its `atStartOfLine`).
    "struct Outer {\n  let s = \"\n  struct Inner {}\n}\n",
    // A `.` that starts a line, or a member after it: the header after is a declaration.
    "struct Outer {\n  var a = b\n    .c\n  struct Inner {}\n}\n", "let a = b\n  .c.d\nstruct Album {}\n",
    "struct Outer {\n  var a: Kind = .c\n  @MainActor struct Inner {}\n}\n",
  ]

  @Test(arguments: broken) func aBrokenHeaderNeedsAFullParse(_ text: String) {
    #expect(Self.needsFullParse(text))
  }

  @Test(arguments: valid) func aValidHeaderDoesNot(_ text: String) {
    #expect(!Self.needsFullParse(text))
  }

  /// Code that compiles never needs a full parse: every file of `APPINTENTS_SKIM_CORPUS`.
  @Test(.enabled(if: SkimCorpus.root != nil)) func noFileOfACorpusNeedsAFullParse() throws {
    let root = try #require(SkimCorpus.root)
    let files = SkimCorpus.swiftFiles()
    try #require(!files.isEmpty)
    let needing = try files.filter { Self.needsFullParse(try SourceFile.read(path: root + "/" + $0)) }
    #expect(needing.isEmpty, "\(needing.count) of \(files.count): \(needing.prefix(5))")
  }
}
