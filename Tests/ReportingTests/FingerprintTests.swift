import Diagnostics
import Reporting
import Source
import TestSupport
import Testing

/// Fingerprints ignore line numbers but not line text; SHA-256 matches the standard.
@Suite struct FingerprintTests {
  /// The fixture with `prefix` inserted at the start of both files and every range shifted.
  private func shifted(by prefix: String, editing edit: (String) -> String = { $0 }) -> [ResolvedDiagnostic] {
    let shift = prefix.utf8.count
    let files = [ReportFixture.intentFile, ReportFixture.shortcutsFile].map {
      SourceFile(path: $0.path, text: prefix + edit($0.text))
    }
    func moved(_ range: ByteRange) -> ByteRange { ByteRange(start: range.start + shift, end: range.end + shift) }
    let diagnostics = ReportFixture.diagnostics.map { diagnostic in
      var copy = diagnostic
      copy.range = moved(diagnostic.range)
      copy.notes = diagnostic.notes.map { Diagnostic.Note(message: $0.message, path: $0.path, range: moved($0.range)) }
      return copy
    }
    return DiagnosticResolver(files: files).resolve(diagnostics)
  }

  private func fingerprints(_ resolved: [ResolvedDiagnostic]) -> [String] {
    Fingerprint.fingerprints(for: ResolvedDiagnostic.sortedForReport(resolved), context: ReportFixture.context())
  }

  @Test func tenLinesInsertedAboveKeepEveryFingerprint() {
    let original = ReportFixture.resolved
    let moved = shifted(by: String(repeating: "// an unrelated line\n", count: 10))
    #expect(
      ResolvedDiagnostic.sortedForReport(moved).map(\.start.line)
        == ResolvedDiagnostic.sortedForReport(original).map { $0.start.line + 10 })
    #expect(fingerprints(moved) == fingerprints(original))

    let context = ReportFixture.context()
    let sarifBefore = SARIFReporter.log(original, context: context).runs.flatMap(\.results).map(\.partialFingerprints)
    let sarifAfter = SARIFReporter.log(moved, context: context).runs.flatMap(\.results).map(\.partialFingerprints)
    #expect(sarifAfter == sarifBefore)
    #expect(
      CodeClimateReporter.issues(moved, context: context).map(\.fingerprint)
        == CodeClimateReporter.issues(original, context: context).map(\.fingerprint))
  }

  @Test func changingTheLineTextChangesOnlyThatFingerprint() {
    let original = fingerprints(ReportFixture.resolved)
    // Rewords the `static var title` line; the intent's other finding is on another line.
    let edited = fingerprints(
      shifted(by: "") { $0.replacingOccurrences(of: "static var title:", with: "static let title:") })
    let sorted = ResolvedDiagnostic.sortedForReport(ReportFixture.resolved)
    for index in sorted.indices {
      if sorted[index].diagnostic.id == "title-not-literal" {
        #expect(edited[index] != original[index])
      } else {
        #expect(edited[index] == original[index], "\(sorted[index].diagnostic.id)")
      }
    }
  }

  @Test func reindentingKeepsTheFingerprint() {
    let base = Fingerprint.normalizedLineText("  let  x =\t1  ")
    #expect(base == "let x = 1")
    #expect(Fingerprint.normalizedLineText("\tlet x = 1") == base)
    #expect(Fingerprint.normalizedLineText("let x = 1") == base)
    #expect(Fingerprint.normalizedLineText("let x = 2") != base)
  }

  @Test func identicalLinesGetDistinctFingerprints() {
    let all = fingerprints(ReportFixture.resolved)
    #expect(Set(all).count == all.count)
    let sorted = ResolvedDiagnostic.sortedForReport(ReportFixture.resolved)
    let missing = sorted.indices.filter { sorted[$0].diagnostic.id == "phrase-missing-app-name" }
    #expect(missing.count == 2)
    #expect(missing.map { sorted[$0].lineText }.allSatisfy { $0 == "        \"Order 100% pizza\"," })
  }

  @Test func everyFieldTakesPart() {
    let base = Fingerprint.fingerprint(ruleID: "a", relativePath: "p.swift", normalizedLine: "x", occurrence: 0)
    #expect(base.count == 64)
    #expect(base.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    #expect(Fingerprint.fingerprint(ruleID: "b", relativePath: "p.swift", normalizedLine: "x", occurrence: 0) != base)
    #expect(Fingerprint.fingerprint(ruleID: "a", relativePath: "q.swift", normalizedLine: "x", occurrence: 0) != base)
    #expect(Fingerprint.fingerprint(ruleID: "a", relativePath: "p.swift", normalizedLine: "y", occurrence: 0) != base)
    #expect(Fingerprint.fingerprint(ruleID: "a", relativePath: "p.swift", normalizedLine: "x", occurrence: 1) != base)
    // The field separator keeps "ab" + "c" apart from "a" + "bc".
    #expect(
      Fingerprint.fingerprint(ruleID: "ab", relativePath: "c", normalizedLine: "x", occurrence: 0)
        != Fingerprint.fingerprint(ruleID: "a", relativePath: "bc", normalizedLine: "x", occurrence: 0))
  }

  @Test func absoluteAndRelativeSpellingsOfOnePathAgree() {
    let context = ReportFixture.context()
    let line = "let x = 1"
    let file = SourceFile(path: "Sources/A.swift", text: line)
    let absolute = SourceFile(path: ReportFixture.workingDirectory + "/Sources/A.swift", text: line)
    let relativeDiagnostic = Diagnostic(id: "r", severity: .error, message: "m", path: file.path, range: .empty(at: 4))
    var absoluteDiagnostic = relativeDiagnostic
    absoluteDiagnostic.path = absolute.path
    let first = Fingerprint.fingerprints(
      for: DiagnosticResolver(files: [file]).resolve([relativeDiagnostic]), context: context)
    let second = Fingerprint.fingerprints(
      for: DiagnosticResolver(files: [absolute]).resolve([absoluteDiagnostic]), context: context)
    #expect(first == second)
  }

  /// Known answers computed with an independent implementation (Python's `hashlib`) for
  /// lengths around the 55/56/64-byte padding boundaries; byte `i` of each message is
  /// `(7 * i + 3) % 256`.
  @Test(arguments: [
    (0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    (3, "6ab0dba1f4f1dfbb37b4f9eeb092c09fca4900ad32bdcd147d8dde35d6c87c35"),
    (55, "e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b"),
    (56, "4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e52abc6c27"),
    (63, "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055"),
    (64, "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241"),
    (65, "aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2d2fae95e"),
    (119, "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e"),
    (120, "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5"),
    (1000, "1e9bc38cbf860b9ec31918b065f9b52476c549a782e0e7990bed8ce3868d2371"),
  ])
  func sha256KnownAnswers(_ length: Int, _ digest: String) {
    let message = (0..<length).map { UInt8((7 * $0 + 3) % 256) }
    #expect(SHA256.hexDigest(message) == digest)
  }

  @Test func sha256StandardVectors() {
    #expect(
      SHA256.hexDigest("abc".utf8) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hexDigest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  /// The byte path for ASCII lines normalizes as `Character`s do, control characters, `\r\n`
  /// and non-ASCII whitespace included.
  @Test func normalizedLinesAgreeWithCharacterNormalization() {
    var random = SplitMix64(seed: 3)
    let pieces = [
      "a", "Z", "0", "(", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1F}", "\u{00}",
      "\u{7F}", "\u{A0}", "\u{2028}", "\u{3000}", "é", "\u{85}",
    ]
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }
        .joined()
      #expect(Fingerprint.normalizedLineText(text) == Fingerprint.charactersNormalized(text), "\(Array(text.utf8))")
    }
  }
}
