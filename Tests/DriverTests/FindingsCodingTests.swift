import Diagnostics
import Foundation
import Model
import Rules
import Source
import Syntax
import TestSupport
import Testing

@testable import Driver

/// Stored findings: read back exactly (notes, fix-its, any text), damage is a miss.
@Suite struct FindingsCodingTests {
  /// Findings of rule fixtures (notes and fix-its included) and hand-made edge cases.
  static let findings: [Diagnostic] = {
    var findings: [Diagnostic] = []
    for module in ["Rules/phrase-missing-application-name/triggers", "SampleApp"] {
      let files = ModuleLoader(jobs: 2).load(FixturePaths.files(in: module).map(\.path)).files
      findings +=
        LintPipeline.run(
          LintPipeline.Request(
            files: files, moduleName: "M", configuration: BuildConfiguration(), options: LintOptions())
        ).diagnostics
    }
    findings.append(
      Diagnostic(
        id: "custom-id", severity: .info, message: "", path: "Sources/Café/é.swift", range: .empty(at: 300_000),
        notes: [Diagnostic.Note(message: "multi\nline \u{301}", path: "", range: ByteRange(start: 0, end: 1 << 40))],
        fixIts: [
          Diagnostic.FixIt(message: "insert", range: .empty(at: 0), replacement: "\\(.applicationName)"),
          Diagnostic.FixIt(message: "", range: ByteRange(start: 5, end: 9), replacement: ""),
        ]))
    return findings
  }()

  @Test func readsBackWhatItWrote() throws {
    #expect(Self.findings.contains { !$0.notes.isEmpty })
    #expect(Self.findings.contains { !$0.fixIts.isEmpty })
    let bytes = FindingsCoding.encode(Self.findings)
    #expect(try #require(FindingsCoding.decode(bytes)) == Self.findings)
    #expect(FindingsCoding.decode(FindingsCoding.encode([])) == [])
    let json = try JSONEncoder().encode(Self.findings)
    #expect(bytes.count < json.count)
  }

  @Test func damagedResultsAreMisses() {
    let bytes = FindingsCoding.encode(Self.findings)
    #expect(FindingsCoding.decode([]) == nil)
    #expect(FindingsCoding.decode(Array("{\"truncated".utf8)) == nil)
    #expect(FindingsCoding.decode(bytes + [0]) == nil)
    for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 400)) {
      #expect(FindingsCoding.decode(Array(bytes[..<length])) == nil)
    }
    // A range whose end comes before its start is refused, not trapped on.
    var reversed = FindingsCoding.magic
    reversed += [1, 1, 0x61, 2, 0, 0, 5, 3, 0, 0]
    #expect(FindingsCoding.decode(reversed) == nil)
    var ordered = FindingsCoding.magic
    ordered += [1, 1, 0x61, 2, 0, 0, 3, 5, 0, 0]
    #expect(FindingsCoding.decode(ordered)?.first?.range == ByteRange(start: 3, end: 5))
  }

  @Test func theRunCacheStoresFindings() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("findings-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let cache = RunCache(root: root, stamp: "test")
    let key = ContentDigest(of: "run")
    #expect(cache.findings(key: key) == nil)
    cache.store(findings: Self.findings, key: key)
    #expect(cache.findings(key: key) == Self.findings)
  }
}
