import Foundation
import Source
import TestSupport
import Testing

@testable import Model

/// The skim without mentions (as `lint` runs it) gives the same facts as with them, and the key
/// mentions it still records are exactly the key names among the full mentions.
@Suite struct SkimMentionsTests {
  /// Every Swift fixture, and sources that spell the key name in every way the skim must see.
  static let sources: [(path: String, bytes: [UInt8])] = {
    var sources: [(String, [UInt8])] = [
      "import AppIntents\nlet manager = AppDependencyManager.shared",
      "struct S { func f() { AppDependencyManager.shared.add { 1 } } }",
      "struct S { func f() { `AppDependencyManager`.shared.add { 1 } } }",
      "// AppDependencyManager in a comment\nlet text = \"AppDependencyManager\"",
      "extension AppDependencyManager { }",
      "struct AppDependencyManager { }",
      "@AppDependencyManager struct S { }",
      "struct S<T: AppDependencyManager> { }",
      "#if AppDependencyManager\nstruct S { }\n#endif",
      "let x = AppDependencyManagers + AppDependencyManage + `AppDependencyManager",
      "func f() { { { AppDependencyManager } } }} }",
      "func f() { #expect(AppDependencyManager.shared.add != nil); #Preview { }; #AppDependencyManager }",
      "func f() { #if os(iOS)\n x.add()\n #endif\n ##add; #available(iOS 17, *); #ifx; #/a/#; #\"s\"# }",
      "func f() { let s = \"\\(AppDependencyManager.shared) \\(x.add(1, y: [2]) + 3) \\n\\t\\\"\\\\\\0\\' done\"; add() }",
      "func f() { _ = \"a\\(f(g(h)))b\\(add)\\u{41}\\(\"add\")\\(x /* c */ )\\(caf\u{E9})\\(addé)\"; { } }",
      "func f() { _ = \"\\(a)\\(b[0)]\\(c))\" + \"\\(d\" ; add }",
      "func f() { _ = \"\\(add\u{E9}) \\(x.add\u{301})\" }",
      // A `#` before a name, crossed as its own token where a function body is crossed (and at a
      // member block's own level, handed to the lexer): the `/`s after it are told apart as
      // the lexer tells them after a `.pound` and an identifier.
      "struct S { func f() { #selector(S.f); x = #file / 2 / 3; #expect(a / b) /x/ ; #AppDependencyManager.add } }",
      "struct S { #warning(\"w\") ; #Preview { add } ; #if X\n var a = 1\n #endif }",
      "func f() { #expect\n/ 2 /; #unavailable(iOS 1); #elseif x\n #sourceLocation(file: \"a\", line: 1)\n #endif }",
      "func f() { #_x / 1 /; #\u{E9}; #é / 2 /; #9 / 3 /; #add(AppDependencyManager) } #a",
      "func f() { #a",
    ].enumerated().map { ("inline\($0.offset).swift", Array($0.element.utf8)) }
    for folder in ["SampleApp", "Extraction", "Rules", "Parser", "Mixed", "BadInput", "Lexer"] {
      for url in FixturePaths.files(in: folder) {
        guard let file = try? SourceFile.read(path: url.path) else { continue }
        sources.append((FixturePaths.relativePath(url), file.bytes))
      }
    }
    return sources
  }()

  /// Real code to compare too, from `APPINTENTS_SKIM_CORPUS` (a folder of Swift sources, such
  /// as the benchmark's corpus of public repositories); none when it is not set.
  static let extraSources: [(path: String, bytes: [UInt8])] = {
    guard let root = SkimCorpus.root else { return [] }
    return SkimCorpus.swiftFiles().compactMap { name in
      (try? SourceFile.read(path: root + "/" + name)).map { (name, $0.bytes) }
    }
  }()

  @Test func factsWithoutMentionsDifferOnlyInMentions() {
    #expect(Self.sources.count > 100)
    var keyMentionCount = 0
    for (path, bytes) in Self.sources + Self.extraSources {
      let file = SourceFile(path: path, bytes: bytes)
      let full = HeaderScanner.facts(of: file, recordingMentions: true)
      var skimmed = HeaderScanner.facts(of: file, recordingMentions: false)
      #expect(skimmed.mentions == nil, "\(path)")
      let mentions = full.mentions ?? []
      #expect(HeaderScanner.mentions(of: file) == mentions, "\(path)")
      #expect(full.keyMentions == FileFacts.keyNames.filter(mentions.contains), "\(path)")
      keyMentionCount += full.keyMentions.count
      skimmed.mentions = full.mentions
      #expect(skimmed == full, "\(path)")
    }
    #expect(keyMentionCount >= 5)
  }

  /// Fixture sources with bytes inserted, replaced and removed at random (fixed `seed`): braces,
  /// quotes, slashes, `#`, backticks, line breaks, non-ASCII bytes and the key name land inside
  /// strings, comments, regex literals and bodies, where crossing bytes must see what the lexer
  /// sees.
  static func mutatedSources(rounds: Int, seed: UInt64, morePieces: [String] = []) -> [[UInt8]] {
    var pieces: [[UInt8]] = [
      "{", "}", "\"", "\"\"\"", "/", "//", "/*", "*/", "#", "#if X\n", "#endif\n", "#else\n", "`", "\\(", ")",
      "(", "\n", "\r", "é", "\u{201C}", "AppDependencyManager", " AppDependencyManager.shared", "#\"", "\"#",
      "/x/", "#/", "'", "$", "0x", ".", "<#T#>", "\u{0}", "Intent", " `Intent`", "#expect(", " #Preview {",
      "##add", "#available(", "#endif", "#ifx", "#add", "#AppDependencyManager", "#if\u{E9}", "\\(", "\\(add)",
      "\\(Foo.add(x))", "\\n", "\\\"", "\"\\(x)\"", ")",
    ].map { Array($0.utf8) }
    pieces += morePieces.map { Array($0.utf8) }
    var generator = SplitMix64(seed: seed)
    let bases = sources.filter { $0.bytes.count > 200 && $0.bytes.count < 20_000 }
    return (0..<rounds).map { round in
      MutatedModuleEquivalenceTests.mutated(
        bases[round % bases.count].bytes, pieces: pieces, edits: 4, deletion: 40, &generator)
    }
  }

  @Test func crossingBodiesAgreesWithTokensOnMutatedSources() {
    var mutated = 0
    var withKeys = 0
    for (round, bytes) in Self.mutatedSources(rounds: 1_500, seed: 8).enumerated() {
      let file = SourceFile(path: "mutated\(round).swift", bytes: bytes)
      let full = HeaderScanner.facts(of: file, recordingMentions: true)
      var crossed = HeaderScanner.facts(of: file, recordingMentions: false)
      #expect(full.keyMentions == FileFacts.keyNames.filter((full.mentions ?? []).contains), "round \(round)")
      crossed.mentions = full.mentions
      #expect(crossed == full, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
      mutated += 1
      withKeys += full.keyMentions.isEmpty ? 0 : 1
    }
    #expect(mutated == 1_500 && withKeys > 50, "\(withKeys) with key mentions")
  }

  @Test func keyNamesAreMatchedWhereverMentionsAre() {
    // Declared names and `#if` conditions are not mentions (attribute names are); in source 9
    // the lone backtick lexes apart from the name after it.
    let manager = ["AppDependencyManager"]
    let expected = [
      manager, manager + ["add"], manager + ["add"], [], manager, [], manager, manager, [], manager, manager,
    ]
    for (number, names) in expected.enumerated() {
      let file = SourceFile(path: "inline.swift", bytes: Self.sources[number].bytes)
      let facts = HeaderScanner.facts(of: file, recordingMentions: false)
      #expect(facts.keyMentions == names, "source \(number)")
    }
  }
}
