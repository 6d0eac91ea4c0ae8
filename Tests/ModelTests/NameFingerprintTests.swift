import Source
import TestSupport
import Testing

@testable import Model

/// A `NameFingerprint` holds every covered name `HeaderScanner.mentions(of:includingDeclaredNames:
/// true)` gives (so "absent" is certain), and little else (so it spares reads).
@Suite struct NameFingerprintTests {
  /// Checks `bytes`: the same facts as without a fingerprint, and every covered mention or
  /// declared name in the fingerprint. Returns the covered names, or `nil` without a fingerprint.
  private static func check(_ path: String, _ bytes: [UInt8]) -> (names: Set<String>, fingerprint: NameFingerprint)? {
    let file = SourceFile(path: path, bytes: bytes)
    let (facts, fingerprint) = HeaderScanner.factsAndFingerprint(of: file)
    #expect(facts == HeaderScanner.facts(of: file, recordingMentions: false), "\(path)")
    guard let fingerprint else {
      // Only a file with a non-ASCII byte may go without one.
      #expect(bytes.contains { $0 >= 0x80 }, "\(path)")
      return nil
    }
    let names = Set(HeaderScanner.mentions(of: file, includingDeclaredNames: true).filter(NameFingerprint.covers))
    for name in names {
      #expect(fingerprint.mayMention(hash: NameFingerprint.hash(of: name)), "\(path): \(name)")
      let withOthers = ([name, "NoSuchName1", "ZZZ"].map(NameFingerprint.hash(of:))).sorted()
      #expect(fingerprint.mayMentionAny(ofSorted: withOthers), "\(path): \(name)")
    }
    #expect(!fingerprint.mayMentionAny(ofSorted: []))
    return (names, fingerprint)
  }

  @Test func everyCoveredMentionIsInTheFingerprint() {
    var checked: [(names: Set<String>, fingerprint: NameFingerprint)] = []
    for (path, bytes) in SkimMentionsTests.sources + SkimMentionsTests.extraSources {
      if let result = Self.check(path, bytes) { checked.append(result) }
    }
    #expect(checked.count > 100)
    // Names other files mention are nearly never in a fingerprint that should not hold them
    // (keywords such as `Self`, which a body crossing reports as names, and hash collisions).
    let allNames = checked.reduce(into: Set<String>()) { $0.formUnion($1.names) }.sorted().prefix(400)
    var absent = 0
    var heldAnyway = 0
    for (names, fingerprint) in checked {
      for name in allNames where !names.contains(name) {
        absent += 1
        let held = fingerprint.mayMention(hash: NameFingerprint.hash(of: name))
        #expect(fingerprint.mayMentionAny(ofSorted: [NameFingerprint.hash(of: name)]) == held)
        if held { heldAnyway += 1 }
      }
    }
    #expect(absent > 10_000)
    #expect(heldAnyway * 200 < absent, "\(heldAnyway) of \(absent)")
  }

  @Test func everyCoveredMentionIsInTheFingerprintOfMutatedSources() {
    var fingerprinted = 0
    for (round, bytes) in SkimMentionsTests.mutatedSources(rounds: 1_500, seed: 11).enumerated() {
      if Self.check("mutated\(round).swift", bytes) != nil { fingerprinted += 1 }
    }
    #expect(fingerprinted > 500)
  }

  @Test func coveredNamesAreCapitalizedASCII() {
    #expect(NameFingerprint.covers("OpenIntent"))
    #expect(NameFingerprint.covers("A"))
    #expect(!NameFingerprint.covers("openIntent"))
    #expect(!NameFingerprint.covers("_Open"))
    #expect(!NameFingerprint.covers("Caf\u{E9}Intent"))
    #expect(!NameFingerprint.covers(""))
  }

  @Test func aBacktickedNameCountsUnescapedAndANonASCIINameLeavesNoFingerprint() {
    let escaped = HeaderScanner.factsAndFingerprint(
      of: SourceFile(path: "a.swift", bytes: Array("func f() { `Pause`(); x.Stop }".utf8))
    ).1
    #expect(escaped?.mayMention(hash: NameFingerprint.hash(of: "Pause")) == true)
    #expect(escaped?.mayMention(hash: NameFingerprint.hash(of: "Stop")) == true)
    #expect(escaped?.mayMention(hash: NameFingerprint.hash(of: "Resume")) == false)
    for text in ["let k = \u{212A}eepIntent()", "func f() { Caf\u{E9}() }", "struct \u{C9}t\u{E9} {}"] {
      let fingerprint = HeaderScanner.factsAndFingerprint(of: SourceFile(path: "a.swift", bytes: Array(text.utf8))).1
      #expect(fingerprint == nil, "\(text)")
    }
    // Non-ASCII text in comments and strings does not matter.
    let commented = HeaderScanner.factsAndFingerprint(
      of: SourceFile(path: "a.swift", bytes: Array("// caf\u{E9}\nlet s = \"\u{E9}\"; Go()".utf8))
    ).1
    #expect(commented?.mayMention(hash: NameFingerprint.hash(of: "Go")) == true)
  }

  @Test func namesRoleProtocolAgreesWithCannotHaveRoles() {
    var naming = 0
    for (path, bytes) in SkimMentionsTests.sources + SkimMentionsTests.extraSources {
      let facts = HeaderScanner.facts(of: SourceFile(path: path, bytes: bytes), recordingMentions: false)
      let names = RelevantFiles.namesRoleProtocol(facts)
      #expect(names == !RelevantFiles.cannotHaveRoles([facts]), "\(path)")
      naming += names ? 1 : 0
    }
    #expect(naming > 20)
    let inline = [
      ("struct A: AppIntent {}", true), ("struct A: Codable, AppIntents.AppEntity {}", true),
      ("typealias I = AppIntent", true), ("struct A: AppIntentsPackage {}", true),
      ("@AssistantIntent(schema: .x) struct A {}", true), ("struct A: Package, Codable {}", false),
      ("struct A: some AppIntent {}", true), ("struct A: P & EntityQuery {}", true),
      ("struct A: Hashable where T: AppIntent {}", false),
    ]
    for (text, expected) in inline {
      let facts = HeaderScanner.facts(
        of: SourceFile(path: "a.swift", bytes: Array(text.utf8)), recordingMentions: false)
      #expect(RelevantFiles.namesRoleProtocol(facts) == expected, "\(text)")
      #expect(RelevantFiles.namesRoleProtocol(facts) == !RelevantFiles.cannotHaveRoles([facts]), "\(text)")
    }
  }
}
