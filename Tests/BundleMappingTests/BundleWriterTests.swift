import Driver
import Foundation
import Metadata
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Atomic bundle writing: a failure at any step leaves the previous bundle byte-identical and no
/// temporary file behind.
@Suite struct BundleWriterTests {
  static let oldFiles: [(name: String, bytes: [UInt8])] = [
    (MetadataBundle.metadataFileName, Array(#"{"old":true}"#.utf8)),
    (MetadataBundle.versionFileName, Array(#"{"toolsVersion":"16A242","version":"3.0"}"#.utf8)),
  ]
  static let newFiles: [(name: String, bytes: [UInt8])] = [
    (MetadataBundle.metadataFileName, Array(#"{"new":true}"#.utf8)),
    (MetadataBundle.versionFileName, Array(#"{"toolsVersion":"17F113","version":"3.0"}"#.utf8)),
  ]

  /// A fresh temporary folder.
  static func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// The names and bytes of every entry of `folder`, hidden ones included.
  static func contents(_ folder: String) throws -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[name] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
    }
    return result
  }

  static func expected(_ files: [(name: String, bytes: [UInt8])]) -> [String: [UInt8]] {
    Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.bytes) })
  }

  @Test func writesBothFilesAndCreatesFolders() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/a/b/Metadata.appintents"
    try BundleWriter().write(Self.newFiles, into: folder)
    #expect(try Self.contents(folder) == Self.expected(Self.newFiles))
    try BundleWriter().write(Self.oldFiles, into: folder)
    #expect(try Self.contents(folder) == Self.expected(Self.oldFiles))
  }

  static let failureSteps: [BundleWriter.Step] = [
    .createDirectory,
    .create(MetadataBundle.metadataFileName), .write(MetadataBundle.metadataFileName),
    .sync(MetadataBundle.metadataFileName), .create(MetadataBundle.versionFileName),
    .write(MetadataBundle.versionFileName), .sync(MetadataBundle.versionFileName),
    .rename(MetadataBundle.metadataFileName), .rename(MetadataBundle.versionFileName),
  ]

  /// A failure at every step, over an existing bundle: the old bytes stay, nothing else appears,
  /// and the error names the file with the system's reason.
  @Test(arguments: failureSteps)
  func failureLeavesPreviousBundleUntouched(_ step: BundleWriter.Step) throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/Metadata.appintents"
    try BundleWriter().write(Self.oldFiles, into: folder)
    var writer = BundleWriter()
    writer.injectFailure = { $0 == step ? ENOSPC : nil }
    #expect(throws: BundleWriteError.self) { try writer.write(Self.newFiles, into: folder) }
    do {
      try writer.write(Self.newFiles, into: folder)
    } catch {
      #expect(error.reason == "No space left on device")
      #expect(error.path.hasPrefix(folder))
    }
    #expect(try Self.contents(folder) == Self.expected(Self.oldFiles))
  }

  /// A failure when there was no bundle before leaves no file at all.
  @Test func failureOnFirstWriteLeavesNothing() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/Metadata.appintents"
    var writer = BundleWriter()
    writer.injectFailure = { $0 == .rename(MetadataBundle.versionFileName) ? EIO : nil }
    #expect(throws: BundleWriteError.self) { try writer.write(Self.newFiles, into: folder) }
    #expect(try Self.contents(folder).isEmpty)
  }

  /// Temporary files of a process that no longer runs are removed; others are kept.
  @Test func staleTemporariesAreRemoved() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/Metadata.appintents"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let dead = Int32.max - 1
    let stale = ".extract.actionsdata.tmp-\(dead)-0"
    let staleBackup = ".version.json.bak-\(dead)-1"
    let unrelated = ".keep-me"
    for name in [stale, staleBackup, unrelated] {
      #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("x".utf8)))
    }
    try BundleWriter().write(Self.newFiles, into: folder)
    var expected = Self.expected(Self.newFiles)
    expected[unrelated] = Array("x".utf8)
    #expect(try Self.contents(folder) == expected)
  }

  /// A path under a regular file cannot be created: the error names the blocking path.
  @Test func outputUnderAFileFails() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(FileManager.default.createFile(atPath: root + "/file", contents: Data()))
    #expect(throws: BundleWriteError(path: root + "/file", reason: "Not a directory")) {
      try BundleWriter().write(Self.newFiles, into: root + "/file/Metadata.appintents")
    }
  }

  /// A read-only bundle folder: the old bundle stays and the error is "Permission denied".
  /// Root ignores permissions, so this is skipped (with a printed line) when running as root.
  @Test func readOnlyFolderFails() throws {
    guard geteuid() != 0 else {
      print("BundleWriterTests.readOnlyFolderFails: skipped, running as root (permissions are not enforced)")
      return
    }
    let root = try Self.temporaryFolder()
    defer {
      chmod(root + "/Metadata.appintents", 0o755)
      try? FileManager.default.removeItem(atPath: root)
    }
    let folder = root + "/Metadata.appintents"
    try BundleWriter().write(Self.oldFiles, into: folder)
    chmod(folder, 0o555)
    #expect(throws: BundleWriteError(path: folder + "/" + MetadataBundle.metadataFileName, reason: "Permission denied"))
    {
      try BundleWriter().write(Self.newFiles, into: folder)
    }
    #expect(try Self.contents(folder) == Self.expected(Self.oldFiles))
  }

  @Test func temporaryNamesAreRecognised() {
    #expect(BundleWriter.temporaryOwner(".extract.actionsdata.tmp-123-0") == 123)
    #expect(BundleWriter.temporaryOwner(".version.json.bak-9-1") == 9)
    #expect(BundleWriter.temporaryOwner(".version.json") == nil)
    #expect(BundleWriter.temporaryOwner(".x.tmp-abc-0") == nil)
  }
}
