import Foundation
import Source
import Testing

/// `SourceFile.read(path:)` gives every byte of a file, whatever its size and kind, and a
/// typed error for what is not a readable file.
@Suite struct SourceFileReadTests {
  /// A fresh folder for one test's files.
  private static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "appintents-read-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test(arguments: [0, 1, 2, 4_095, 4_096, 4_097, 65_536, 300_001])
  func readsEveryByteOfARegularFile(size: Int) throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) | 0x20 }
    let path = folder.appendingPathComponent("File.swift").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(try SourceFile.read(path: path).bytes == bytes)
  }

  /// A FIFO has no size for `fstat` to give, and its reads come up short whenever the writer
  /// pauses: the whole stream is read, to its end, growing the buffer.
  @Test func readsAStreamWhoseSizeIsUnknown() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Stream.swift").path
    try #require(mkfifo(path, 0o600) == 0)
    let text = String(repeating: "struct A {}\n", count: 2_000)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: path) else { return }
      let bytes = Data(text.utf8)
      for start in stride(from: 0, to: bytes.count, by: 5_000) {
        handle.write(bytes[start..<min(start + 5_000, bytes.count)])
        usleep(20_000)
      }
      try? handle.close()
    }
    writer.start()
    #expect(try SourceFile.read(path: path).bytes == Array(text.utf8))
  }

  /// One `ReusableReadBuffer` reads files of every size one after another, growing and
  /// shrinking, and gives each file's bytes exactly as `SourceFile.read` does.
  @Test func aReusableBufferReadsFileAfterFileAsSourceFileDoes() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let buffer = ReusableReadBuffer()
    for (number, size) in [10, 0, 4_095, 300_001, 1, 65_536, 4_097, 12].enumerated() {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ number) | 0x20 }
      let path = folder.appendingPathComponent("File\(number).swift").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(Array(try buffer.read(path: path)) == bytes, "\(size) bytes")
      #expect(Array(try buffer.read(path: path)) == (try SourceFile.read(path: path).bytes))
    }
  }

  /// The reusable buffer refuses what `SourceFile.read` refuses, with the same errors, and
  /// reads on afterwards.
  @Test func aReusableBufferRefusesWhatSourceFileRefuses() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let utf16 = folder.appendingPathComponent("Wide.swift").path
    try Data([0xFF, 0xFE, 0x41, 0x00]).write(to: URL(fileURLWithPath: utf16))
    let plain = folder.appendingPathComponent("Plain.swift").path
    try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: plain))
    let buffer = ReusableReadBuffer()
    for path in [folder.path, folder.path + "/Missing.swift", utf16] {
      var bufferError: SourceReadError?
      var fileError: SourceReadError?
      do { _ = try buffer.read(path: path) } catch { bufferError = error }
      do { _ = try SourceFile.read(path: path) } catch { fileError = error }
      #expect(bufferError != nil && bufferError?.reason == fileError?.reason, "\(path)")
    }
    #expect(Array(try buffer.read(path: plain)) == Array("struct A {}\n".utf8))
  }

  /// The buffer keeps the `fstat` of the file it read last: what the skim compares with the
  /// identity a digest was taken under.
  @Test func aReusableBufferKeepsTheStampOfTheFileItRead() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("A.swift").path
    try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: path))
    let buffer = ReusableReadBuffer()
    #expect(buffer.lastStamp == nil)
    _ = try buffer.read(path: path)
    let stamp = try #require(buffer.lastStamp)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(stamp.size == 12)
    #expect(stamp.inode == (attributes[.systemFileNumber] as? NSNumber)?.int64Value)
    _ = try buffer.read(path: path)
    #expect(buffer.lastStamp == stamp)
    try Data("struct AB {}\n".utf8).write(to: URL(fileURLWithPath: path))
    _ = try buffer.read(path: path)
    #expect(buffer.lastStamp?.size == 13 && buffer.lastStamp != stamp)
    #expect(throws: SourceReadError.self) { try buffer.read(path: path + ".missing") }
    #expect(buffer.lastStamp == nil)
  }

  @Test func refusesADirectoryAndAMissingFile() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: SourceReadError.self) { try SourceFile.read(path: folder.path) }
    #expect(throws: SourceReadError.self) { try SourceFile.read(path: folder.path + "/Missing.swift") }
  }
}
