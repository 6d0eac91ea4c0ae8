import Foundation
import Source
import Testing

@testable import Driver

/// The fast paths under the loader: line tables built over contiguous bytes, files read
/// straight into their arrays, and directories listed with `readdir`.
@Suite struct SourceFastPathTests {
  /// Line starts the plain way: after every `\n`, every `\r` not followed by `\n`.
  static func referenceLineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() {
      if byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)) {
        starts.append(offset + 1)
      }
    }
    return starts
  }

  @Test func lineTablesEqualThePlainDefinition() {
    var random = SystemRandomNumberGenerator()
    // With `\r` (the byte loop) and without (the `memchr` path).
    let alphabets: [[UInt8]] = [
      [0x0A, 0x0D, 0x0D, 0x20, 0x61, 0x0B, 0x0E, 0xFF, 0x00], [0x0A, 0x20, 0x61, 0x0B, 0xFF, 0x00],
    ]
    var inputs: [[UInt8]] = [
      [], [0x0A], [0x0D], [0x0D, 0x0A], [0x0A, 0x0D], [0x0D, 0x0D, 0x0A, 0x0A], [0x0A, 0x0A],
    ]
    for alphabet in alphabets {
      for length in 1..<200 {
        inputs.append((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
      }
    }
    inputs.append(Array(String(repeating: "let x = 1\n", count: 10_000).utf8))
    for bytes in inputs {
      let fast = LineTable(bytes: bytes)
      let generic = LineTable(bytes: bytes[...])
      let starts = { (table: LineTable) in (0..<table.lineCount).map(table.start(ofLine:)) }
      #expect(starts(fast) == Self.referenceLineStarts(bytes), "\(bytes)")
      #expect(starts(generic) == starts(fast))
      #expect(fast.byteCount == bytes.count && generic.byteCount == bytes.count)
    }
  }

  /// A table of `LineTable.sparseFrom` bytes or more keeps every 16th line's start and reads the
  /// bytes for the others: every line's start, and the line and column of every offset, are
  /// those of the plain definition, with `\r` and without, on lines short, empty and long.
  @Test(arguments: [false, true])
  func sparseLineTablesAnswerAsThePlainDefinition(withCarriageReturns: Bool) {
    var random = SystemRandomNumberGenerator()
    let breaks: [[UInt8]] = withCarriageReturns ? [[0x0A], [0x0D, 0x0A], [0x0D]] : [[0x0A]]
    var bytes: [UInt8] = []
    while bytes.count < LineTable.sparseFrom + 1_000 {
      let length = [0, 0, 1, 5, 40, 200, 5_000].randomElement(using: &random)!
      bytes += [UInt8](repeating: 0x61, count: length) + breaks.randomElement(using: &random)!
    }
    if withCarriageReturns { bytes += [0x61, 0x0D] }
    let table = LineTable(bytes: bytes)
    let starts = Self.referenceLineStarts(bytes)
    #expect(table.lineCount == starts.count)
    #expect((0..<table.lineCount).map(table.start(ofLine:)) == starts)
    var line = 0
    var mismatches = 0
    // Every offset of the first 20,000 bytes and of the last 20,000, and every 29th between.
    let offsets =
      Array(0..<20_000) + Array(stride(from: 20_000, to: bytes.count - 20_000, by: 29))
      + Array((bytes.count - 20_000)...bytes.count)
    for offset in offsets {
      while line + 1 < starts.count && starts[line + 1] <= offset { line += 1 }
      let location = table.location(of: offset)
      if table.lineIndex(of: offset) != line
        || location != SourceLocation(line: line + 1, column: offset - starts[line] + 1)
        || table.offset(of: location) != offset
      {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
    #expect(table.location(of: -5) == SourceLocation(line: 1, column: 1))
    #expect(table.lineIndex(of: bytes.count + 10) == starts.count - 1)
  }

  @Test(arguments: [0, 1, 4095, 65_536, 65_537, 300_001])
  func filesReadWhole(size: Int) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("read-\(UUID().uuidString).swift").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let file = try SourceFile.read(path: path)
    #expect(file.bytes == bytes)
  }

  @Test func filesWithoutASizeAreReadToTheirEnd() throws {
    // `/proc` files report size 0 and still have contents: the reader must not trust the size.
    let path = "/proc/self/status"
    guard FileManager.default.fileExists(atPath: path) else { return }
    let file = try SourceFile.read(path: path)
    #expect(file.bytes.count > 100)
    #expect(String(decoding: file.bytes, as: UTF8.self).contains("Name:"))
  }

  @Test func listingsGiveNamesAndTypes() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Folder"), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: root.appendingPathComponent("File.swift"))
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Link").path, withDestinationPath: root.appendingPathComponent("Folder").path)
    let entries = try #require(DirectoryListing.entries(of: root.path)).sorted { $0.name < $1.name }
    #expect(entries.map(\.name) == ["File.swift", "Folder", "Link"])
    for entry in entries {
      let expected: DirectoryListing.EntryType =
        entry.name == "Folder" ? .directory : entry.name == "Link" ? .other : .regular
      #expect((entry.type ?? DirectoryListing.type(ofItemAt: root.path + "/" + entry.name)) == expected)
      #expect(DirectoryListing.type(ofItemAt: root.path + "/" + entry.name) == expected)
    }
    #expect(DirectoryListing.entries(of: root.path + "/missing") == nil)
    #expect(DirectoryListing.type(ofItemAt: root.path + "/missing") == nil)
  }
}
