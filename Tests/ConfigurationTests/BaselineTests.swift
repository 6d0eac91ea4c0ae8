import Diagnostics
import FindingFilters
import Foundation
import Source
import TestSupport
import Testing

@Suite struct BaselineTests {
  /// The findings of `rule` at every line of `source` containing `marker`, keyed as the CLI
  /// would key them.
  private func findings(
    _ rule: DiagnosticID, at marker: String, in source: String, path: String = "Sources/A.swift"
  )
    -> [(diagnostic: Diagnostic, key: BaselineKey)]
  {
    let file = SourceFile(path: "/repo/" + path, text: source)
    let table = LineTable(bytes: file.bytes)
    var result: [(Diagnostic, BaselineKey)] = []
    var offset = 0
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      if let range = line.range(of: marker) {
        let start = offset + line.utf8.distance(from: line.startIndex, to: range.lowerBound)
        let diagnostic = Diagnostic(
          id: rule, severity: .warning, message: "m", path: file.path, range: ByteRange(start: start, length: 1))
        result.append(
          (diagnostic, BaselineKey(diagnostic: diagnostic, file: file, lineTable: table, relativePath: path)))
      }
      offset += line.utf8.count + 1
    }
    return result
  }

  private let source = """
    struct A: AppIntent {
      static var title = makeTitle()
    }
    struct B: AppIntent {
      static var title = makeTitle()
      static var  description   =   make()
    }
    """

  @Test func stillMatchesAfterInsertingTenLinesAbove() throws {
    let before = findings("non-literal-title", at: "make", in: source)
    #expect(before.count == 3)
    let baseline = try Baseline.load(Baseline.write(before.map(\.key)))

    let inserted =
      String(repeating: "// a new line\n", count: 10)
      + source.replacingOccurrences(of: "  static var  description   =", with: "\tstatic var description =")
    let after = findings("non-literal-title", at: "make", in: inserted)
    let comparison = baseline.compare(after) { $0.key }
    #expect(comparison.new.isEmpty)
    #expect(comparison.baselined.count == 3)
    #expect(comparison.stale.isEmpty)
    // The findings really moved.
    let table = LineTable(bytes: Array(inserted.utf8))
    #expect(after.map { table.location(of: $0.diagnostic.range.start).line } == [12, 15, 16])
  }

  @Test func identicalLinesAreCountedNotMerged() throws {
    let keys = findings("non-literal-title", at: "makeTitle", in: source).map(\.key)
    #expect(keys.count == 2 && keys[0] == keys[1])
    let baseline = Baseline(keys: keys)
    #expect(baseline.entries.map(\.count) == [2])

    // A third identical line: one new finding, the last in input order.
    let third = source + "\nstruct C: AppIntent {\n  static var title = makeTitle()\n}"
    let current = findings("non-literal-title", at: "makeTitle", in: third)
    let comparison = baseline.compare(current) { $0.key }
    #expect(comparison.baselined.count == 2)
    #expect(comparison.new.map(\.diagnostic.range.start) == [current[2].diagnostic.range.start])

    // One identical line removed: the entry is stale by one.
    let one = Array(current.prefix(1))
    let shrunk = baseline.compare(one) { $0.key }
    #expect(shrunk.new.isEmpty)
    #expect(shrunk.stale == [Baseline.Entry(key: keys[0], count: 1)])
  }

  @Test func staleEntriesAndNewFindings() throws {
    let old =
      findings("non-literal-title", at: "make", in: source) + findings("too-many-shortcuts", at: "struct B", in: source)
    let baseline = Baseline(keys: old.map(\.key))
    let edited = source.replacingOccurrences(of: "make()", with: "\"Describe\"")
    let current =
      findings("non-literal-title", at: "make", in: edited) + findings("too-many-shortcuts", at: "struct B", in: edited)
      + findings("phrase-missing-app-name", at: "struct A", in: edited)
    let comparison = baseline.compare(current) { $0.key }
    #expect(comparison.new.map(\.key.rule) == ["phrase-missing-app-name"])
    #expect(comparison.baselined.count == 3)
    #expect(
      comparison.stale == [
        Baseline.Entry(
          key: BaselineKey(path: "Sources/A.swift", rule: "non-literal-title", line: "static var description = make()"),
          count: 1)
      ])
    // Another path with the same line is a different key.
    let elsewhere = findings("too-many-shortcuts", at: "struct B", in: source, path: "Sources/B.swift")
    #expect(baseline.compare(elsewhere) { $0.key }.new.count == 1)
  }

  @Test func outputIsSortedAndByteStable() throws {
    let keys =
      findings("too-many-shortcuts", at: "struct", in: source, path: "Z.swift")
      + findings("non-literal-title", at: "make", in: source, path: "Sources/A.swift")
      + findings("phrase-missing-app-name", at: "struct B", in: source, path: "Sources/A.swift")
    let written = Baseline.write(keys.map(\.key))
    // Any input order gives the same bytes.
    #expect(Baseline.write(keys.reversed().map(\.key)) == written)
    #expect(Baseline.write(keys.shuffled().map(\.key)) == written)
    // Reading and writing again changes nothing.
    #expect(try Baseline.load(written).encoded() == written)
    Golden.assertMatches(
      String(decoding: written, as: UTF8.self), golden: FixturePaths.url("Configuration/baseline.json"))
  }

  @Test func loadNormalizesAndMergesHandEditedEntries() throws {
    let text = """
      {"version": 1, "entries": [
        {"path": "A.swift", "rule": "r", "line": "  let   a = 1 ", "count": 1},
        {"path": "A.swift", "rule": "r", "line": "let a = 1", "count": 2}
      ]}
      """
    let baseline = try Baseline.load(Data(text.utf8))
    #expect(
      baseline.entries == [Baseline.Entry(key: BaselineKey(path: "A.swift", rule: "r", line: "let a = 1"), count: 3)])
    #expect(baseline.count(of: BaselineKey(path: "A.swift", rule: "r", line: "let a = 1")) == 3)
  }

  @Test(arguments: [
    ("", "not a baseline file: "),
    ("[]", "not a baseline file: wrong type"),
    ("{\"version\": 2, \"entries\": []}", "unsupported baseline version 2; this version of appintents reads version 1"),
    ("{\"entries\": []}", "not a baseline file: missing key 'version'"),
    (
      "{\"version\": 1, \"entries\": [{\"path\": \"a\", \"rule\": \"r\", \"line\": \"x\"}]}",
      "not a baseline file: missing key 'count' at entries[0]"
    ),
    (
      "{\"version\": 1, \"entries\": [{\"path\": \"a\", \"rule\": \"r\", \"line\": \"x\", \"count\": 0}]}",
      "baseline entry for 'a' has count 0; counts start at 1"
    ),
  ])
  func invalidBaselines(text: String, messagePrefix: String) {
    do {
      _ = try Baseline.load(Data(text.utf8))
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.message.hasPrefix(messagePrefix), "\(error.message)")
    }
  }

  @Test func lineTextDropsLineBreaksAndByteOrderMark() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("first\r\n  second  \r\nthird".utf8)
    let table = LineTable(bytes: bytes)
    #expect(BaselineKey.lineText(at: 4, in: bytes, lineTable: table) == "first")
    #expect(BaselineKey.lineText(at: 12, in: bytes, lineTable: table) == "  second  ")
    #expect(BaselineKey.lineText(at: bytes.count, in: bytes, lineTable: table) == "third")
    #expect(BaselineKey.normalize(" \t a  b\tc ") == "a b c")
  }
}
