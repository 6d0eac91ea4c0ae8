import Foundation
import Model
import Source
import TestSupport
import Testing

@testable import Driver

/// The names unparsed files mention: identifier tokens only (not comments or strings), with
/// backticks and canonically equivalent spellings, from recorded mentions or from the bytes.
@Suite struct UnparsedMentionScanTests {
  @Test func nameSearchRulesOutOnlyFilesWithoutTheName() {
    let names: Set<String> = ["PauseIntent", "Stop"]
    let cases: [(text: String, found: Bool)] = [
      ("PauseIntent()", true),
      ("let x = `PauseIntent`", true),
      ("x.Stop", true),
      ("Stop", true),
      ("PauseIntents", true),
      ("Pause Intent Sto", false),
      ("PauseIntenStoPauseInten", false),
      ("", false),
      ("\u{212A}ey", false),
    ]
    for (text, found) in cases {
      #expect(NameSearch(names).mayOccur(in: Array(text.utf8)) == found, "\(text)")
    }
    // A Kelvin sign may spell any name with a `K`; a non-ASCII or very short name rules
    // nothing out.
    #expect(NameSearch(["KeepIntent"]).mayOccur(in: Array("\u{212A}".utf8)))
    #expect(!NameSearch(["PauseIntent"]).mayOccur(in: Array("\u{212A}".utf8)))
    #expect(NameSearch(["Café"]).mayOccur(in: Array("struct A {}".utf8)))
    #expect(NameSearch(["Go", "PauseIntent"]).mayOccur(in: Array("struct A {}".utf8)))
    #expect(!NameSearch([]).mayOccur(in: Array("PauseIntent".utf8)))
    let long = String(repeating: "AB", count: 200)
    #expect(NameSearch([long]).mayOccur(in: Array("let \(long) = 1".utf8)))
    #expect(!NameSearch([long]).mayOccur(in: Array("let \(long.dropLast()) = 1".utf8)))
  }

  /// The window search against a plain one: does any name occur as a substring.
  @Test func nameSearchAgreesWithAPlainSubstringSearch() {
    var random = SplitMix64(seed: 7)
    let alphabet = Array("abKQ01_ .(`".utf8)
    for _ in 0..<5_000 {
      var names: Set<String> = []
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let length = Int.random(in: NameSearch.shortestSearched...6, using: &random)
        names.insert(String(decoding: (0..<length).map { _ in alphabet.randomElement(using: &random)! }, as: UTF8.self))
      }
      let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
      let plain = names.contains { name in
        let needle = Array(name.utf8)
        return text.count >= needle.count
          && (0...(text.count - needle.count)).contains { Array(text[$0..<$0 + needle.count]) == needle }
      }
      #expect(
        NameSearch(names).mayOccur(in: text) == plain, "\(names.sorted()) in \(String(decoding: text, as: UTF8.self))")
    }
  }

  @Test func onlyIdentifierTokensCount() {
    let contents: [String: [UInt8]] = [
      "Button.swift": Array("Button(intent: `PauseIntent`()) { Text(\"Pause\") }\n".utf8),
      "Notes.swift": Array("// StopIntent is gone\nlet note = \"ResumeIntent\"\n".utf8),
      // U+212A KELVIN SIGN: the same identifier as `KeepIntent` to Swift's string comparison.
      "Kelvin.swift": Array("let k = \u{212A}eepIntent()\n".utf8),
    ]
    let files = contents.keys.sorted().map { UnparsedMentionScan.File(path: $0, mentions: nil) }
    let lookup = UnparsedMentionScan.mentions(of: files, contents: contents, jobs: 2)
    let names: Set<String> = ["PauseIntent", "StopIntent", "ResumeIntent", "KeepIntent", "Text"]
    #expect(lookup.mentioned(names) == ["PauseIntent", "KeepIntent", "Text"])
    #expect(lookup.mentioned(["Absent"]).isEmpty)
  }

  @Test func fingerprintsGiveTheSameAnswersAsReading() {
    let contents: [String: [UInt8]] = [
      "Button.swift": Array("Button(intent: `PauseIntent`()) { Text(\"Pause\") }\n".utf8),
      "Notes.swift": Array("// StopIntent is gone\nlet note = \"ResumeIntent\"\nstruct LaterIntent {}\n".utf8),
      "Kelvin.swift": Array("let k = \u{212A}eepIntent()\n".utf8),
      "Body.swift": Array("func f() { if x { g(ShareIntent.self) } }\n".utf8),
    ]
    let fingerprints = contents.mapValues { HeaderScanner.factsAndFingerprint(of: SourceFile(path: "x", bytes: $0)).1 }
    // A non-ASCII name leaves its file without a fingerprint: it is read.
    #expect(fingerprints["Kelvin.swift"]! == nil)
    #expect(fingerprints["Button.swift"]! != nil)
    let plain = contents.keys.sorted().map { UnparsedMentionScan.File(path: $0, mentions: nil) }
    let fingerprinted = contents.keys.sorted().map {
      UnparsedMentionScan.File(path: $0, mentions: nil, fingerprint: fingerprints[$0]!)
    }
    let names: Set<String> = [
      "PauseIntent", "StopIntent", "ResumeIntent", "KeepIntent", "Text", "LaterIntent", "ShareIntent", "Absent",
      "pause",
    ]
    for subset in [names, ["StopIntent", "ResumeIntent"], ["ShareIntent"], ["KeepIntent"], ["pause", "Text"]] {
      let read = UnparsedMentionScan.mentions(of: plain, contents: contents, jobs: 2).mentioned(subset)
      let answered = UnparsedMentionScan.mentions(of: fingerprinted, contents: contents, jobs: 2).mentioned(subset)
      #expect(answered == read, "\(subset.sorted())")
    }
    #expect(
      UnparsedMentionScan.mentions(of: fingerprinted, contents: contents, jobs: 1).mentioned(names)
        == ["PauseIntent", "KeepIntent", "Text", "LaterIntent", "ShareIntent"])
  }

  @Test func aFileItsFingerprintClearsIsNotRead() {
    // The path does not exist: a name the fingerprint may hold sends the lookup to read it (and
    // find nothing); names it does not hold are answered without reading.
    let bytes = Array("struct S { func f() { OpenIntent() } }\n".utf8)
    let fingerprint = HeaderScanner.factsAndFingerprint(of: SourceFile(path: "x", bytes: bytes)).1
    let file = UnparsedMentionScan.File(path: "/nonexistent/S.swift", mentions: nil, fingerprint: fingerprint)
    #expect(fingerprint?.mayMention(hash: NameFingerprint.hash(of: "OpenIntent")) == true)
    #expect(fingerprint?.mayMention(hash: NameFingerprint.hash(of: "CloseIntent")) == false)
    let lookup = UnparsedMentionScan.mentions(of: [file], contents: [:], jobs: 1)
    #expect(lookup.mentioned(["CloseIntent", "S"]).isEmpty)
    #expect(lookup.mentioned(["OpenIntent"]).isEmpty)
    // With the file's contents given, the same question reads them.
    let withContents = UnparsedMentionScan.mentions(
      of: [UnparsedMentionScan.File(path: "S.swift", mentions: nil, fingerprint: fingerprint)],
      contents: ["S.swift": bytes], jobs: 1)
    #expect(withContents.mentioned(["OpenIntent", "CloseIntent"]) == ["OpenIntent"])
  }

  @Test func recordedMentionsAreUsedWithoutReading() {
    // Neither path exists: the first file's names come from its facts, the second mentions
    // nothing because it cannot be read.
    let files = [
      UnparsedMentionScan.File(path: "/nonexistent/A.swift", mentions: ["PauseIntent", "View"]),
      UnparsedMentionScan.File(path: "/nonexistent/B.swift", mentions: nil),
    ]
    let lookup = UnparsedMentionScan.mentions(of: files, contents: [:], jobs: 1)
    #expect(lookup.mentioned(["PauseIntent", "StopIntent"]) == ["PauseIntent"])
    #expect(UnparsedMentionScan.mentions(of: [], contents: [:], jobs: 1).mentioned(["PauseIntent"]).isEmpty)
  }
}
