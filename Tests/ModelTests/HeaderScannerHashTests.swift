import Model
import Source
import Testing

/// The content hash of a file's facts: computed, taken as given, or left out, with the rest of
/// the facts the same.
@Suite struct HeaderScannerHashTests {
  @Test func contentHashFollowsTheRequest() {
    let file = SourceFile(path: "A.swift", text: "import AppIntents\nstruct A: AppIntent {}\n")
    let computed = HeaderScanner.facts(of: file, recordingMentions: false)
    #expect(computed.contentHash == ContentDigest(of: file.bytes).hex)
    let given = ContentDigest(of: "other bytes")
    let known = HeaderScanner.facts(of: file, recordingMentions: false, contentHash: .known(given))
    #expect(known.contentHash == given.hex)
    var omitted = HeaderScanner.facts(of: file, recordingMentions: false, contentHash: .omitted)
    #expect(omitted.contentHash.isEmpty)
    omitted.contentHash = computed.contentHash
    #expect(omitted == computed)
  }
}
