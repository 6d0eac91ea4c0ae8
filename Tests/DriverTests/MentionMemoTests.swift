import Diagnostics
import Foundation
import Model
import Rules
import Source
import Syntax
import TestSupport
import Testing

@testable import Driver

/// The run cache's memo of which intent names the unparsed files mention: used only for the
/// same names and the same contents, replaced when the lookup learns something, and a rerun
/// after an edit reports what a run without a cache reports.
@Suite struct MentionMemoTests {
  typealias Box = MemoBox<MentionMemo>

  @Test func encodingRoundTripsAndRejectsDamage() {
    let memo = MentionMemo(
      namesKey: MentionMemo.key(of: ["OpenIntent", "CloseIntent"]),
      found: [ContentDigest(of: "a"): ["OpenIntent"], ContentDigest(of: "b"): []])
    let bytes = memo.encoded()
    #expect(MentionMemo(encoded: bytes) == memo)
    #expect(MentionMemo(encoded: Array(bytes.dropLast())) == nil)
    #expect(MentionMemo(encoded: bytes + [0]) == nil)
    #expect(MentionMemo(encoded: Array("AIDIGST1".utf8) + bytes.dropFirst(8)) == nil)
    #expect(MentionMemo.key(of: ["A", "B"]) == MentionMemo.key(of: ["B", "A"]))
    #expect(MentionMemo.key(of: ["A", "B"]) != MentionMemo.key(of: ["A"]))
  }

  @Test func aRememberedFileIsNotReadForTheSameNames() {
    let digest = ContentDigest(of: "struct V { let run = OpenIntent() }")
    let box = Box()
    box.memo = MentionMemo(namesKey: MentionMemo.key(of: ["OpenIntent"]), found: [digest: ["OpenIntent"]])
    // The path does not exist: only the memo can say the file mentions the name.
    let files = [UnparsedMentionScan.File(path: "/nonexistent/View.swift", mentions: nil, digest: digest)]
    let lookup = UnparsedMentionScan.mentions(of: files, contents: [:], jobs: 2, memory: box.memory)
    #expect(lookup.mentioned(["OpenIntent"]) == ["OpenIntent"])
    #expect(box.stores == 0)
    // Other names: the memo does not answer, and the file cannot be read; nothing was learnt,
    // so the memo is left as it was.
    #expect(lookup.mentioned(["OpenIntent", "CloseIntent"]).isEmpty)
    #expect(box.stores == 0)
    #expect(box.memo?.found == [digest: ["OpenIntent"]])
  }

  @Test func aScanIsRememberedByContentDigest() throws {
    let text = "import SwiftUI\nstruct V: View { var body: some View { Button(intent: OpenIntent()) { } } }\n"
    let digest = ContentDigest(of: text)
    let box = Box()
    let files = [UnparsedMentionScan.File(path: "V.swift", mentions: nil, digest: digest)]
    let lookup = UnparsedMentionScan.mentions(
      of: files, contents: ["V.swift": Array(text.utf8)], jobs: 1, memory: box.memory)
    #expect(lookup.mentioned(["OpenIntent", "CloseIntent"]) == ["OpenIntent"])
    #expect(
      box.memo
        == MentionMemo(namesKey: MentionMemo.key(of: ["OpenIntent", "CloseIntent"]), found: [digest: ["OpenIntent"]]))
    // Asked again: answered from the memo, nothing new to store.
    #expect(lookup.mentioned(["OpenIntent", "CloseIntent"]) == ["OpenIntent"])
    #expect(box.stores == 1)
  }

  @Test func aFileChangedSinceItsDigestIsNotRemembered() {
    let taken = ContentDigest(of: "struct V { let run = OpenIntent() }")
    let box = Box()
    // The digest is of earlier contents; the bytes read now are others.
    let files = [UnparsedMentionScan.File(path: "V.swift", mentions: nil, digest: taken)]
    let lookup = UnparsedMentionScan.mentions(
      of: files, contents: ["V.swift": Array("struct V {}".utf8)], jobs: 1, memory: box.memory)
    #expect(lookup.mentioned(["OpenIntent"]).isEmpty)
    #expect(box.memo?.found[taken] == nil)
  }

  @Test func aRerunAfterAnEditReportsWhatAnUncachedRunReports() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-mentions-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: FixturePaths.url("Rules/unreachable-intent/triggers"), to: sources)
    let cache = RunCache(root: root.appendingPathComponent("cache").path, stamp: "test")
    let paths = SourceDiscovery().discover([sources.path]).files.sorted()
    func lint(cached: Bool) -> [Diagnostic] {
      let request = CachedLint.Request(
        paths: paths, moduleName: "Timers", configuration: BuildConfiguration(), options: LintOptions(),
        enabledRules: nil, settingsKey: "default", jobs: 2)
      return CachedLint.run(request, cache: cached ? cache : nil) { $0 }.diagnostics
    }
    func unreachable(_ diagnostics: [Diagnostic]) -> [String] {
      diagnostics.filter { $0.id == RuleID.unreachableIntent.diagnosticID }.map(\.message).sorted()
    }
    let cold = lint(cached: true)
    #expect(unreachable(cold).count == 3)
    let module = CachedLint.moduleKey("Timers")
    #expect(cache.mentionMemo(module: module) != nil)
    // The unparsed file now runs one of the intents: its digest changes, so it is read again.
    let log = sources.appendingPathComponent("TimerLog.swift")
    try Data("enum TimerLog { static func start() { _ = StartCountdownIntent() } }\n".utf8).write(to: log)
    let edited = lint(cached: true)
    #expect(edited == lint(cached: false))
    #expect(unreachable(edited).count == 2)
    #expect(!unreachable(edited).contains { $0.contains("'StartCountdownIntent'") })
  }
}
