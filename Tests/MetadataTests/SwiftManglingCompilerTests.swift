import Foundation
import Metadata
import Testing

/// Checks `SwiftMangling` against the compiler on this machine: each `ManglingCorpus` file is
/// type-checked with `-emit-const-values-path`, which prints every conforming type's
/// `mangledTypeName` exactly as Xcode's processor receives it, and every name must match.
/// Where no `swiftc` is on `PATH` the test prints a skip line and checks nothing.
@Suite struct SwiftManglingCompilerTests {
  /// One record of the compiler's `.swiftconstvalues` output.
  struct ConstValueRecord: Decodable {
    var typeName: String
    var mangledTypeName: String
    var line: Int
  }

  /// `swiftc` on `PATH`, if any.
  static let compiler: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  @Test(arguments: ManglingCorpus.files.indices)
  func manglerMatchesTheCompiler(_ fileIndex: Int) throws {
    let file = ManglingCorpus.files[fileIndex]
    guard let compiler = Self.compiler else {
      print("skip: swiftc not found on PATH; SwiftMangling not checked against the compiler for module \(file.module)")
      return
    }
    let rendered = ManglingCorpus.render(file)
    let records = try Self.compile(rendered.source, file: file, compiler: compiler)
    let byLine = Dictionary(records.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
    for entry in rendered.entries {
      guard let record = byLine[entry.line] else {
        Issue.record("the compiler reported no type on line \(entry.line) (\(entry.displayName))")
        continue
      }
      let ours = try SwiftMangling.mangledTypeName(entry.path)
      #expect(ours == record.mangledTypeName, "\(record.typeName) (line \(entry.line))")
    }
    #expect(records.count == rendered.entries.count)
    print("SwiftMangling: \(rendered.entries.count) type names of module \(file.module) checked against swiftc")
  }

  @Test func corpusIsLargeAndTricky() {
    let entries = ManglingCorpus.files.flatMap { ManglingCorpus.render($0).entries }
    #expect(entries.count >= 80)
    #expect(entries.contains { $0.path.components.count >= 15 })
    #expect(entries.contains { $0.path.components.contains(where: \.isFilePrivate) })
    #expect(entries.contains { $0.path.components.contains { $0.genericParameterCount > 10 } })
  }

  /// Type-checks `source` as `file.fileName` in `file.module` and returns the extracted records.
  static func compile(_ source: String, file: ManglingCorpus.SourceFile, compiler: URL) throws -> [ConstValueRecord] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("appintents-mangling-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let sourceURL = directory.appendingPathComponent(file.fileName)
    try FileManager.default.createDirectory(
      at: sourceURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(source.utf8).write(to: sourceURL)
    let protocols = directory.appendingPathComponent("protocols.json")
    try Data(#"["P"]"#.utf8).write(to: protocols)
    let output = directory.appendingPathComponent("out.swiftconstvalues")

    let process = Process()
    process.executableURL = compiler
    process.arguments = [
      "-frontend", "-typecheck", "-parse-as-library", "-module-name", file.module,
      "-emit-const-values-path", output.path, "-const-gather-protocols-file", protocols.path, sourceURL.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let diagnostics = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Issue.record("swiftc failed:\n\(String(decoding: diagnostics, as: UTF8.self))")
      return []
    }
    return try JSONDecoder().decode([ConstValueRecord].self, from: Data(contentsOf: output))
  }
}
