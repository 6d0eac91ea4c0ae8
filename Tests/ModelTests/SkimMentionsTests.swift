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
    ].enumerated().map { ("inline\($0.offset).swift", Array($0.element.utf8)) }
    for folder in ["SampleApp", "Extraction", "Rules", "Parser", "Mixed", "BadInput", "Lexer"] {
      for url in FixturePaths.files(in: folder) {
        guard let file = try? SourceFile.read(path: url.path) else { continue }
        sources.append((FixturePaths.relativePath(url), file.bytes))
      }
    }
    return sources
  }()

  @Test func factsWithoutMentionsDifferOnlyInMentions() {
    #expect(Self.sources.count > 100)
    var keyMentionCount = 0
    for (path, bytes) in Self.sources {
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

  @Test func keyNamesAreMatchedWhereverMentionsAre() {
    // Declared names, attribute names and `#if` conditions are not mentions; in source 9 the
    // lone backtick lexes apart from the name after it.
    let expected = [true, true, true, false, true, false, false, true, false, true, true]
    for (number, isMentioned) in expected.enumerated() {
      let file = SourceFile(path: "inline.swift", bytes: Self.sources[number].bytes)
      let facts = HeaderScanner.facts(of: file, recordingMentions: false)
      #expect(facts.keyMentions == (isMentioned ? ["AppDependencyManager"] : []), "source \(number)")
    }
  }
}
