import CLI
import Foundation
import Invariants
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bad-input corpus through `appintents extract`, the command that writes: every case keeps
/// the exit-code contract, the previous bundle stays byte for byte unless a run may replace it,
/// no temporary file is left in the output folder, and a bad file does not stop the others from
/// being extracted.
@Suite(.enabled(if: AppIntentsExecutable.isAvailable, "appintents is not next to the test bundle; run 'swift build'"))
struct ExtractBadInputTests {
  /// Every small bad file next to the valid one: the stale bundle is replaced only by a run
  /// that exits 0, and the valid file's intent is always extracted.
  @Test func badFilesBesideAValidOne() throws {
    for input in BadInputCorpus.small {
      guard case .file(let bytes) = input.setup else { continue }
      let scratch = try ScratchDirectory()
      defer { scratch.remove() }
      let module = try ExtractModule(in: scratch.url)
      try module.add(input.fileName, bytes: bytes)
      try module.plant(ExtractModule.staleBundle)
      let outcome = module.extract(exitCode: .anyOf([.success, .findings, .ioError]), label: input.name)
      #expect(
        outcome.standardOutput.hasPrefix("src: 1 intent, "), "\(input.name): \(outcome.standardOutput)")
      if outcome.status != 0 {
        #expect(module.writtenFiles == ExtractModule.staleBundle, "\(input.name): the previous bundle changed")
      }
    }
  }

  /// A missing output folder is created; an output path that is a file, or whose
  /// `Metadata.appintents` is a file, is an I/O error that changes nothing.
  @Test func outputFolderMissingOrAFile() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let module = try ExtractModule(in: scratch.url)
    module.extract(outputPath: "out/a/b", exitCode: .exactly(.success), label: "missing output folder (created)")
    #expect(PipelineInvariants.files(under: module.output.appendingPathComponent("a/b").path).count == 2)

    try FileManager.default.removeItem(at: module.output)
    try Data("a file\n".utf8).write(to: module.output)
    let onFile = module.extract(exitCode: .exactly(.ioError), label: "output path is a file")
    #expect(onFile.standardError.contains("appintents: error: cannot write 'out': Not a directory"))
    #expect(try Data(contentsOf: module.output) == Data("a file\n".utf8))

    try FileManager.default.removeItem(at: module.output)
    try module.plant(["Metadata.appintents": Array("a file\n".utf8)])
    let bundleIsFile = module.extract(exitCode: .exactly(.ioError), label: "Metadata.appintents is a file")
    #expect(bundleIsFile.standardError.contains("cannot write 'out/Metadata.appintents': Not a directory"))
    #expect(module.writtenFiles == ["Metadata.appintents": Array("a file\n".utf8)])
  }

  /// A read-only output folder (tested as `nobody`, since root writes anyway): exit 3, the
  /// previous bundle untouched, no temporary file left.
  @Test(.enabled(if: FileAndStreamTests.unprivilegedPrefix != nil, "running as root without setpriv"))
  func readOnlyOutputFolder() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let module = try ExtractModule(in: scratch.url)
    try module.plant(ExtractModule.staleBundle)
    let prefix = FileAndStreamTests.unprivilegedPrefix ?? []
    if !prefix.isEmpty {
      // `nobody` must reach the module; the scratch folder is private to root by default.
      for path in [scratch.url.path, module.source.path, module.source.appendingPathComponent("Open.swift").path] {
        chmod(path, 0o755)
      }
    }
    for relative in ["", "Metadata.appintents"] {
      chmod(module.output.appendingPathComponent(relative).path, 0o555)
    }
    let outcome = module.extract(exitCode: .exactly(.ioError), label: "read-only output folder", prefix: prefix)
    #expect(outcome.standardError.contains("appintents: error: cannot write 'out/Metadata.appintents/"))
    #expect(outcome.standardError.contains("Permission denied"))
    #expect(module.writtenFiles == ExtractModule.staleBundle)
  }

  /// An output folder that is a symbolic link to a folder is written through (the link is
  /// kept); the bundle lands in the folder it points to.
  @Test func outputFolderIsASymbolicLink() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let module = try ExtractModule(in: scratch.url)
    let target = scratch.url.appendingPathComponent("real-out")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: module.output.path, withDestinationPath: "real-out")
    module.extract(exitCode: .exactly(.success), label: "output folder is a symbolic link")
    #expect(PipelineInvariants.files(under: target.path).count == 2)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: module.output.path)) == "real-out")
  }

  /// Odd entries in the module folder: a directory named `Dir.swift` (skipped, its garbage
  /// never read), a symbolic link to the parent folder, two links pointing at each other and a
  /// dangling link, all named like Swift files. Links are not followed, so discovery ends and the
  /// module extracts as if they were absent.
  @Test func oddEntriesInTheModuleFolder() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let module = try ExtractModule(in: scratch.url)
    let manager = FileManager.default
    let directory = module.source.appendingPathComponent("Dir.swift")
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("struct Broken: AppIntent { {{{\n".utf8).write(to: directory.appendingPathComponent("Inner.swift"))
    try manager.createSymbolicLink(atPath: module.source.appendingPathComponent("loop").path, withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: module.source.appendingPathComponent("a.swift").path, withDestinationPath: "b.swift")
    try manager.createSymbolicLink(
      atPath: module.source.appendingPathComponent("b.swift").path, withDestinationPath: "a.swift")
    try manager.createSymbolicLink(
      atPath: module.source.appendingPathComponent("dangling.swift").path, withDestinationPath: "missing.swift")
    let outcome = module.extract(exitCode: .exactly(.success), label: "odd entries", timeout: 60)
    #expect(outcome.standardOutput.hasPrefix("src: 1 intent, 0 entities, 0 queries, 0 enums, 1 shortcut, 1 phrase"))
    #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")

    // Given explicitly, a link loop cannot be read (exit 3) and a directory named X.swift is a
    // folder of the module, whose broken file is then read (exit 1).
    let loop = AppIntentsExecutable.run(["extract", "src/a.swift", "--output", "out"], in: scratch.url, timeout: 60)
    ExitContract.expect(loop, exitCode: .ioError, path: "src/a.swift", label: "explicit link loop", kind: .extract)
    #expect(loop.standardError.hasPrefix("appintents: error: cannot read 'src/a.swift': "))
    let folder = AppIntentsExecutable.run(
      ["extract", "src/Dir.swift", "--output", "out"], in: scratch.url, timeout: 60)
    ExitContract.expect(
      folder, exitCode: .findings, path: "src/Dir.swift", label: "explicit Dir.swift", kind: .extract)
    #expect(folder.standardError.contains("src/Dir.swift/Inner.swift:1:"), "\(folder.standardError)")
  }

  /// An unreadable file in the module (tested as `nobody`): exit 3 with the file's own error,
  /// the other file still extracted, the previous bundle untouched.
  @Test(.enabled(if: FileAndStreamTests.unprivilegedPrefix != nil, "running as root without setpriv"))
  func unreadableFileInTheModule() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let module = try ExtractModule(in: scratch.url)
    try module.add("Locked.swift", "struct Locked {}\n")
    try module.plant(ExtractModule.staleBundle)
    let prefix = FileAndStreamTests.unprivilegedPrefix ?? []
    for path in [scratch.url.path, module.source.path, module.source.appendingPathComponent("Open.swift").path] {
      chmod(path, 0o755)
    }
    chmod(module.output.path, 0o777)
    chmod(module.source.appendingPathComponent("Locked.swift").path, 0)
    let outcome = module.extract(exitCode: .exactly(.ioError), label: "chmod 000 file", prefix: prefix)
    #expect(
      outcome.standardError.contains(
        "src/Locked.swift:1:1: error: cannot read file: Permission denied [unreadable-file]"),
      "\(outcome.standardError)")
    #expect(outcome.standardOutput.hasPrefix("src: 1 intent, "))
    #expect(module.writtenFiles == ExtractModule.staleBundle)
  }

  /// A module file that is not UTF-8 is an I/O error for every module command, which still
  /// analyses the other files.
  @Test(arguments: [
    ["extract", "src", "--output", "out"], ["lint", "src", "--no-cache"],
    ["lint", "src", "--no-cache", "--reporter", "json"],
    ["dump", "model", "src"], ["facts", "src/Open.swift", "src/Wide.swift", "--output", "facts"],
  ])
  func fileThatIsNotUTF8(_ arguments: [String]) throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let module = try ExtractModule(in: scratch.url)
    try module.add("Wide.swift", bytes: BadInputCorpus.utf16("struct A {}\n", bigEndian: false))
    let outcome = AppIntentsExecutable.run(arguments, in: scratch.url, timeout: 120)
    #expect(outcome.status == 3, "\(arguments): exit \(outcome.status)")
    #expect(
      (outcome.standardError + outcome.standardOutput).contains("file is not UTF-8 (found a UTF-16 byte-order mark)"),
      "\(arguments)")
    if arguments[0] == "extract" || arguments[0] == "dump" {
      #expect(outcome.standardOutput.contains("OpenLibraryIntent") || outcome.standardOutput.hasPrefix("src: 1 intent"))
    }
  }

  /// 10,000 small files in one module, extracted by one process that may open at most 256
  /// files at once: a descriptor leaked per file would make most of them unreadable.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/sh"), "no /bin/sh"))
  func tenThousandFilesInOneProcess() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let module = try ExtractModule(in: scratch.url)
    for index in 0..<10_000 {
      try module.add("File\(index).swift", "struct Value\(index) { let a = \(index) }\n")
    }
    let outcome = module.extract(
      ["--jobs", "2"], exitCode: .exactly(.success), label: "10,000 files", timeout: 600,
      prefix: ["/bin/sh", "-c", "ulimit -n 256 && exec \"$0\" \"$@\""])
    #expect(outcome.standardOutput.hasPrefix("src: 1 intent, "), "\(outcome.standardOutput)")
    #expect(outcome.standardError.isEmpty, "\(outcome.standardError.prefix(500))")
  }

  /// `lint` with standard output closed after its first line (`| head -1`): EPIPE is ignored,
  /// the exit code is the findings' own, never SIGPIPE.
  @Test func lintOutputClosedAfterTheFirstLine() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let module = try ExtractModule(in: scratch.url)
    // Many findings: each intent below has a mutable title (a warning) and no shortcut (a note).
    var text = "import AppIntents\n"
    for index in 0..<2000 {
      text += """
        struct Intent\(index): AppIntent {
          static var title: LocalizedStringResource = "Intent \(index)"
          func perform() async throws -> some IntentResult { .result() }
        }

        """
    }
    try module.add("Many.swift", text)
    let outcome = AppIntentsExecutable.run(
      ["lint", "src", "--no-cache"], in: scratch.url, standardOutput: .closedAfterFirstLine, timeout: 300,
      prefix: FileAndStreamTests.defaultSignalPrefix)
    #expect(outcome.status == 0 || outcome.status == 1, "exit \(outcome.status): \(outcome.standardError.prefix(500))")
    #expect(outcome.standardError.isEmpty, "\(outcome.standardError.prefix(500))")
  }
}
