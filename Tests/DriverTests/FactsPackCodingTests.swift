import Foundation
import Model
import Source
import TestSupport
import Testing

@testable import Driver

/// The binary facts pack of the run cache: what is written is read back unchanged, the bytes
/// are stable, and damaged packs are misses, never traps.
@Suite struct FactsPackCodingTests {
  /// Facts of the sample app (cleared paths, as the cache stores them; every other file without
  /// its mentions, as `lint` skims) and of hand-made edge cases.
  static let entries: [String: FileFacts] = {
    var entries: [String: FileFacts] = [:]
    for (number, url) in FixturePaths.files(in: "SampleApp").enumerated() {
      guard let file = try? SourceFile.read(path: url.path) else { continue }
      var facts = HeaderScanner.facts(of: file, recordingMentions: number.isMultiple(of: 2))
      facts.path = ""
      entries[facts.contentHash] = facts
    }
    let edge = FileFacts(
      version: FileFacts.currentVersion, path: "Sources/Ünïcode Folder/File.swift", contentHash: "0123",
      declarations: [
        DeclarationHeader(
          kind: .typealias, path: ["Outer", "Alias"], inherited: [], aliased: "Dictionary<String, [Int]>",
          attributes: ["available", "MainActor"], offset: 300_000, clauses: [0, 2]),
        DeclarationHeader(
          kind: .function, path: ["`default`"], inherited: [], aliased: "", attributes: [], offset: 0, clauses: []),
        DeclarationHeader(
          kind: .actor, path: ["Café"], inherited: ["@unchecked Sendable", ""], aliased: nil, attributes: [],
          offset: 127, clauses: [1]),
      ],
      clauses: [
        IfClauseFacts(condition: "os(iOS) && !DEBUG", previous: []),
        IfClauseFacts(condition: nil, previous: [0]),
        IfClauseFacts(condition: "", previous: []),
      ],
      imports: ["AppIntents", "SwiftUI"], mentions: ["", "Café", "e\u{301}", "x"],
      keyMentions: ["AppDependencyManager"])
    entries[edge.contentHash] = edge
    var unrecorded = edge
    unrecorded.contentHash = "4567"
    unrecorded.mentions = nil
    unrecorded.keyMentions = []
    entries[unrecorded.contentHash] = unrecorded
    return entries
  }()

  @Test func partsFromAnArrayAreTheBytesOfTheStoredDictionary() {
    // As the run cache stores a run's facts: paths cleared, one entry per content hash (the
    // last file with it wins), without building the dictionary.
    var facts = Array(Self.entries.values).sorted { $0.contentHash > $1.contentHash }
    for index in facts.indices { facts[index].path = "Sources/File\(index).swift" }
    var duplicate = facts[0]
    duplicate.imports = ["Duplicate"]
    facts.append(duplicate)
    var dictionary: [String: FileFacts] = [:]
    for var value in facts {
      value.path = ""
      dictionary[value.contentHash] = value
    }
    let parts = FactsPackCoding.encodedParts(facts, clearingPaths: true)
    #expect(parts.head + parts.body == FactsPackCoding.encode(dictionary))
    #expect(FactsPackCoding.decode(parts.head + parts.body)?[duplicate.contentHash]?.imports == ["Duplicate"])
  }

  @Test func readsBackWhatItWrote() throws {
    #expect(Self.entries.count > 5)
    let bytes = FactsPackCoding.encode(Self.entries)
    let decoded = try #require(FactsPackCoding.decode(bytes))
    #expect(decoded == Self.entries)
    #expect(FactsPackCoding.encode(decoded) == bytes)
  }

  @Test func storesEachStringOnce() {
    let bytes = FactsPackCoding.encode(Self.entries)
    let json = (try? JSONEncoder().encode(Self.entries)) ?? Data()
    #expect(bytes.count * 2 < json.count)
    #expect(FactsPackCoding.encode([:]).count == FactsPackCoding.magic.count + 3)
    #expect(FactsPackCoding.decode(FactsPackCoding.encode([:])) == [:])
  }

  @Test func damagedPacksAreMisses() {
    let bytes = FactsPackCoding.encode(Self.entries)
    #expect(FactsPackCoding.decode([]) == nil)
    #expect(FactsPackCoding.decode(Array(bytes.dropLast())) == nil)
    #expect(FactsPackCoding.decode(bytes + [0]) == nil)
    #expect(FactsPackCoding.decode(Array("{\"truncated".utf8)) == nil)
    var otherVersion = bytes
    otherVersion[FactsPackCoding.magic.count] = UInt8(FileFacts.currentVersion + 1)
    #expect(FactsPackCoding.decode(otherVersion) == nil)
    // Every truncation and many single-byte changes: never a trap, and a changed pack that
    // still reads must have read whole.
    for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 500)) {
      #expect(FactsPackCoding.decode(Array(bytes[..<length])) == nil)
    }
    var changed = 0
    for position in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 800)) {
      for value: UInt8 in [0x00, 0x7F, 0x80, 0xFF] where bytes[position] != value {
        var damaged = bytes
        damaged[position] = value
        if FactsPackCoding.decode(damaged) != Self.entries { changed += 1 }
      }
    }
    #expect(changed > 0)
  }
}
