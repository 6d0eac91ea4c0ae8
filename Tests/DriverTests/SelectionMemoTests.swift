import Diagnostics
import Foundation
import Model
import Rules
import Source
import Syntax
import TestSupport
import Testing

@testable import Driver

/// The run cache's memo of the last selection: reused only while every input of the selection
/// is the same (parsed files unchanged, other files' facts unchanged, same module, build
/// configuration and paths), and a rerun that reuses it reports what a run without a cache
/// reports.
@Suite struct SelectionMemoTests {
  typealias Box = MemoBox<SelectionMemo>

  static let intent = """
    import AppIntents
    struct OpenIntent: AppIntent {
      static let title: LocalizedStringResource = "Open"
      func perform() async throws -> some IntentResult {
        Helper().run()
        return .result()
      }
    }
    """
  static let module: [String: String] = [
    "App/Intents.swift": intent,
    "App/Helper.swift": "struct Helper {\n  func run() { print(1) }\n}\n",
    "App/View.swift": "struct ContentView {\n  func body() { print(2) }\n}\n",
    "App/Other.swift": "struct Other {}\n",
  ]

  /// The module's files in memory, `changes` applied.
  static func contents(_ changes: [String: String] = [:]) -> [String: [UInt8]] {
    module.merging(changes) { _, new in new }.mapValues { Array($0.utf8) }
  }

  static let paths = module.keys.sorted()

  /// What a load gives, in a form to compare: the parsed paths and which names the other files mention.
  static func summary(_ loaded: SkimLoader.Loaded) -> [String] {
    loaded.files.map(\.file.path) + ["mentioned:"]
      + loaded.unparsedMentions.mentioned(["OpenIntent", "Helper", "ContentView", "Other"]).sorted()
  }

  /// Loads `contents` as the cached lint does, with the selection memory of `box`.
  static func load(
    _ contents: [String: [UInt8]], paths: [String] = paths, box: Box, configuration: BuildConfiguration = .init(),
    moduleName: String = "App"
  ) -> SkimLoader.Loaded {
    let loader = SkimLoader(jobs: 2)
    return loader.load(
      paths, contents: contents, moduleName: moduleName, configuration: configuration,
      cachedFacts: [:], digests: loader.digests(paths, contents: contents), keepingFacts: false, storingFacts: nil,
      selectionMemory: box.memory)
  }

  /// Whether the selection `box` remembers holds for `contents`.
  static func reuses(
    _ contents: [String: [UInt8]], paths: [String] = paths, box: Box, configuration: BuildConfiguration = .init(),
    moduleName: String = "App"
  ) -> Bool {
    let loader = SkimLoader(jobs: 2)
    let outcome = loader.reusedSelection(
      paths, contents: contents, moduleName: moduleName, configuration: configuration,
      digests: loader.digests(paths, contents: contents), memory: box.memory)
    if case .reused = outcome { return true }
    return false
  }

  /// What a load without any cache gives.
  static func uncached(_ contents: [String: [UInt8]], paths: [String] = paths) -> [String] {
    summary(
      SkimLoader(jobs: 1).load(
        paths, contents: contents, moduleName: "App", configuration: BuildConfiguration(), keepingFacts: false))
  }

  @Test func encodingRoundTripsAndRejectsDamage() {
    let memo = SelectionMemo(
      key: ContentDigest(of: "key"),
      files: [
        .init(content: ContentDigest(of: "a"), facts: ContentDigest(of: "fa"), part: .parsed),
        .init(content: ContentDigest(of: "b"), facts: ContentDigest(of: "fb"), part: .unparsed),
        .init(content: ContentDigest(of: "c"), facts: ContentDigest(of: "fc"), part: .parsedWithoutBodies),
      ], keptNames: ["Helper", "Other"], bodyNames: ["Order"])
    let bytes = memo.encoded()
    #expect(SelectionMemo(encoded: bytes) == memo)
    for length in 0..<bytes.count { #expect(SelectionMemo(encoded: Array(bytes[..<length])) == nil) }
    #expect(SelectionMemo(encoded: bytes + [0]) == nil)
    // The last file's part, before the kept names and the body names: each set's count, then
    // each name's length and bytes.
    let names = 8 + (8 + 6) + (8 + 5) + 8 + (8 + 5)
    var badPart = bytes
    badPart[bytes.count - names - 8] = 4
    #expect(SelectionMemo(encoded: badPart) == nil)
    var badCount = bytes
    badCount[bytes.count - names] = 3
    #expect(SelectionMemo(encoded: badCount) == nil)
  }

  @Test func aReusedSelectionSkipsTheDeclarationsTheFirstRunSkipped() {
    let box = Box()
    let changed = Self.contents([
      "App/Helper.swift":
        "struct Helper {\n  var calls = 0\n  func run() { print(1) }\n}\n\nstruct Unused {\n  var count = 0\n}\n"
    ])
    let skipped = { (loaded: SkimLoader.Loaded) in
      loaded.files.flatMap { file in
        file.tree.root.descendants(ofKind: .skippedDeclaration).map { "\(file.file.path): \($0.text)" }
      }
    }
    let first = Self.load(changed, box: box)
    #expect(
      skipped(first) == ["App/Helper.swift: var calls = 0", "App/Helper.swift: struct Unused {\n  var count = 0\n}"])
    #expect(Self.reuses(changed, box: box))
    #expect(skipped(Self.load(changed, box: box)) == skipped(first))
  }

  @Test func theFactsDigestIgnoresOnlyPathHashAndOffsets() {
    let facts = HeaderScanner.facts(
      of: SourceFile(
        path: "A.swift",
        text: """
          import AppIntents
          #if DEBUG
          @available(iOS 17, *) struct A: AppIntent, Sendable {}
          #else
          typealias B = Int
          #endif
          extension A.Nested: Codable {}
          func helper() {}
          """))
    let digest = SelectionMemo.factsDigest(of: facts)
    var moved = facts
    moved.path = "Elsewhere/A.swift"
    moved.contentHash = ContentDigest(of: "other").hex
    for index in moved.declarations.indices { moved.declarations[index].offset += 100 }
    #expect(SelectionMemo.factsDigest(of: moved) == digest)
    var changes: [FileFacts] = []
    func changed(_ change: (inout FileFacts) -> Void) {
      var copy = facts
      change(&copy)
      changes.append(copy)
    }
    changed { $0.declarations[0].kind = .class }
    changed { $0.declarations[0].path.append("Inner") }
    changed { $0.declarations[0].inherited.removeLast() }
    changed { $0.declarations[0].aliased = "Int" }
    changed { $0.declarations[0].attributes = [] }
    changed { $0.declarations[0].clauses = [] }
    changed { $0.declarations.removeLast() }
    changed { $0.clauses[0].condition = "RELEASE" }
    changed { $0.clauses[1].previous = [] }
    changed { $0.imports = [] }
    changed { $0.mentions = ["A"] }
    changed { $0.keyMentions = ["Dependency"] }
    #expect(changes.map(SelectionMemo.factsDigest(of:)).allSatisfy { $0 != digest })
    #expect(Set(changes.map(SelectionMemo.factsDigest(of:))).count == changes.count)
  }

  @Test func theFactsDigestIsTheDigestOfItsDocumentedBytes() {
    var facts = HeaderScanner.facts(
      of: SourceFile(
        path: "A.swift",
        text: """
          import AppIntents
          #if DEBUG
          @available(iOS 17, *) struct Café: AppIntent, Sendable {}
          #elseif os(macOS)
          typealias B = Int
          #endif
          extension A.Nested: Codable {}
          """))
    facts.mentions = ["Café", "AppDependencyManager", ""]
    facts.keyMentions = ["Dependency"]
    // The layout written out by hand: numbers as 8 little-endian bytes, strings with their
    // length first.
    var bytes: [UInt8] = []
    func number(_ value: Int) {
      bytes += (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bitPattern: Int64(value)) >> (8 * $0)) }
    }
    func string(_ value: String) {
      number(value.utf8.count)
      bytes += value.utf8
    }
    func strings(_ values: [String]) {
      number(values.count)
      values.forEach(string)
    }
    number(facts.version)
    number(facts.declarations.count)
    for declaration in facts.declarations {
      string(declaration.kind.rawValue)
      strings(declaration.path)
      strings(declaration.inherited)
      number(declaration.aliased == nil ? 0 : 1)
      if let aliased = declaration.aliased { string(aliased) }
      strings(declaration.attributes)
      number(declaration.clauses.count)
      declaration.clauses.forEach(number)
    }
    number(facts.clauses.count)
    for clause in facts.clauses {
      number(clause.condition == nil ? 0 : 1)
      if let condition = clause.condition { string(condition) }
      number(clause.previous.count)
      clause.previous.forEach(number)
    }
    strings(facts.imports)
    number(1)
    strings(facts.mentions ?? [])
    strings(facts.keyMentions)
    number(0)
    #expect(facts.declarations.contains { $0.aliased != nil } && facts.clauses.count == 2)
    #expect(SelectionMemo.factsDigest(of: facts) == ContentDigest(of: bytes))
  }

  @Test func aBodyEditOutsideTheParsedFilesReusesTheSelection() {
    let box = Box()
    let cold = Self.load(Self.contents(), box: box)
    #expect(box.stores == 1)
    #expect(cold.files.map(\.file.path) == ["App/Helper.swift", "App/Intents.swift"])
    let parts = box.memo?.files.map(\.part)
    #expect(parts == [.parsedWithoutBodies, .parsedWithoutUnneededDeclarations, .unparsed, .unparsed])
    // A function body and a comment change; the facts do not.
    let edited = Self.contents([
      "App/View.swift": "struct ContentView {\n  // runs it\n  func body() { _ = OpenIntent() }\n}\n"
    ])
    #expect(Self.reuses(edited, box: box))
    let warm = Self.load(edited, box: box)
    #expect(Self.summary(warm) == Self.uncached(edited))
    #expect(Self.summary(warm).contains("OpenIntent"))
    // The memo took the new digest: the next run compares against it and skims nothing.
    #expect(box.memo?.files[3].content == ContentDigest(of: edited["App/View.swift"] ?? []))
  }

  @Test func anythingElseTheSelectionDependsOnIsAMiss() {
    let box = Box()
    _ = Self.load(Self.contents(), box: box)
    let remembered = box.memo
    // Facts change: a new intent in a file that was not parsed.
    let newIntent = Self.contents(["App/Other.swift": "import AppIntents\nstruct Other: AppIntent {}\n"])
    #expect(!Self.reuses(newIntent, box: box))
    // A parsed file changes, even in a comment only: its mentions feed the selection.
    let parsedEdit = Self.contents(["App/Helper.swift": Self.module["App/Helper.swift"]! + "// note\n"])
    #expect(!Self.reuses(parsedEdit, box: box))
    // Another module name, build configuration or set of paths.
    #expect(!Self.reuses(Self.contents(), box: box, moduleName: "Other"))
    #expect(!Self.reuses(Self.contents(), box: box, configuration: BuildConfiguration(defines: ["DEBUG"])))
    var added = Self.contents()
    added["App/Z.swift"] = Array("struct Z {}\n".utf8)
    #expect(!Self.reuses(added, paths: Self.paths + ["App/Z.swift"], box: box))
    #expect(!Self.reuses(Self.contents(), paths: Array(Self.paths.dropLast()), box: box))
    #expect(box.memo == remembered)
    // Every miss loads what a run without a cache loads, and remembers the new selection.
    for (contents, paths) in [(newIntent, Self.paths), (parsedEdit, Self.paths), (added, Self.paths + ["App/Z.swift"])]
    {
      let missBox = Box()
      missBox.memo = remembered
      #expect(Self.summary(Self.load(contents, paths: paths, box: missBox)) == Self.uncached(contents, paths: paths))
      #expect(missBox.stores == 1 && missBox.memo != remembered)
    }
    #expect(Self.uncached(newIntent).contains("App/Other.swift"))
  }

  @Test func aFileReadAfterItsDigestChangedIsAMiss() {
    let box = Box()
    _ = Self.load(Self.contents(), box: box)
    let loader = SkimLoader(jobs: 1)
    let edited = Self.contents(["App/View.swift": "struct ContentView {\n  func body() { print(3) }\n}\n"])
    // The digests are of one edit; the bytes read to compare the facts are of another.
    let digests = loader.digests(Self.paths, contents: edited)
    let again = Self.contents(["App/View.swift": "struct ContentView {\n  func body() { print(4) }\n}\n"])
    let outcome = loader.reusedSelection(
      Self.paths, contents: again, moduleName: "App", configuration: BuildConfiguration(), digests: digests,
      memory: box.memory)
    guard case .missed(let skimmed) = outcome else {
      Issue.record("a file read after its digest changed was trusted")
      return
    }
    #expect(skimmed.count == 1)
  }

  @Test func cachedRunsAfterEditsReportWhatAnUncachedRunReports() throws {
    let workspace = try ModuleFindingsTests.Workspace()
    func lint(cached: Bool) -> [String] {
      workspace.lint(cached: cached).diagnostics.map { "\($0.id) \($0.message)" }
    }
    let unreachable = RuleID.unreachableIntent.diagnosticID.rawValue
    #expect(lint(cached: true).contains { $0.hasPrefix(unreachable) })
    // An unparsed file starts using the intent in a body: its facts stay, the finding goes.
    try workspace.write(["App/View.swift": "struct ContentView {\n  func body() { _ = OpenIntent() }\n}\n"])
    let afterUse = lint(cached: true)
    #expect(afterUse == lint(cached: false))
    #expect(!afterUse.contains { $0.hasPrefix(unreachable) })
    // And stops again; then the facts change too.
    try workspace.write(["App/View.swift": Self.module["App/View.swift"]!])
    #expect(lint(cached: true) == lint(cached: false))
    try workspace.write(["App/Other.swift": "import AppIntents\nstruct Other: AppIntent {}\n"])
    #expect(lint(cached: true) == lint(cached: false))
  }
}
