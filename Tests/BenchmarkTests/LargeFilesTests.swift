import Driver
import Foundation
import Model
import Source
import Syntax
import Testing

@testable import Benchmark

/// The folders `appintents-bench large-files` lints: one large support file that the skim keeps
/// for one name and whose other declarations the parse skips (giving up most of their tokens),
/// and one large file kept for its roles, whose declarations the intents do not reach are
/// skipped too.
@Suite struct LargeFilesTests {
  static let generated = CorpusGenerator(seed: 1, targetBytes: 400_000).generate().files

  @Test func theSupportFileIsKeptForOneNameAndMostlySkipped() throws {
    let folders = LargeFiles.folders(Self.generated)
    #expect(folders.map(\.name) == ["support", "role", "intents"])
    let support = try #require(folders.first)
    let large = try #require(support.files.first { $0.path == "Support.swift" })
    let text = String(decoding: large.bytes, as: UTF8.self)
    #expect(!text.contains("import AppIntents"))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "large-files-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for file in support.files {
      let url = directory.appendingPathComponent(file.path)
      try Data(file.bytes).write(to: url)
      paths.append(url.path)
    }
    let loaded = SkimLoader(jobs: 1).load(paths.sorted(), moduleName: "M", configuration: BuildConfiguration())
    let tree = try #require(loaded.files.first { $0.tree.file.path.hasSuffix("Support.swift") }?.tree)
    let items = tree.root.children
    let skipped = items.filter { $0.kind == .skippedDeclaration }.count
    let typeDeclarations = items.filter { $0.kind.isTypeDeclaration || $0.kind == .functionDecl }.count
    // The intent names one of the file's types: that one is parsed, nearly all others skipped.
    #expect(typeDeclarations >= 1)
    #expect(skipped > 20 * typeDeclarations, "\(skipped) skipped, \(typeDeclarations) parsed")
    // The skipped declarations gave up their tokens but their ends, first `{` and the first
    // identifier of each spelling: every spelling is still there, and few twice.
    let lexed = Lexer.tokenize(large.bytes, includeTrivia: false).tokens
    #expect(tree.tokens.count * 2 < lexed.count, "\(tree.tokens.count) of \(lexed.count) tokens kept")
    let spellings = { (tokens: [Token]) in tokens.filter { $0.kind == .identifier }.map { tree.text(of: $0) } }
    let kept = spellings(tree.tokens)
    #expect(Set(kept) == Set(spellings(lexed)))
    #expect(kept.count * 4 < spellings(lexed).count, "\(kept.count) identifiers kept")
  }

  @Test func theRoleFileHoldsTheWholeCorpusAndSkipsWhatTheIntentsDoNotReach() throws {
    let role = try #require(LargeFiles.folders(Self.generated).first { $0.name == "role" })
    #expect(role.files.count == 1)
    #expect(role.files[0].bytes.count >= Self.generated.reduce(0) { $0 + $1.bytes.count })
    #expect(String(decoding: role.files[0].bytes, as: UTF8.self).contains("import AppIntents"))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "large-role-\(ProcessInfo.processInfo.processIdentifier).swift")
    try Data(role.files[0].bytes).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let loaded = SkimLoader(jobs: 1).load([path.path], moduleName: "M", configuration: BuildConfiguration())
    let tree = try #require(loaded.files.first?.tree)
    var skippedBytes = 0
    for item in tree.root.children where item.kind == .skippedDeclaration { skippedBytes += item.trimmedRange.length }
    // Views, models and services beside the intents: most of the file is skipped.
    #expect(skippedBytes * 2 > role.files[0].bytes.count, "\(skippedBytes) of \(role.files[0].bytes.count) bytes")
  }

  @Test func theIntentsFileIsAllAppIntentsCodeInTheModel() throws {
    let intents = try #require(LargeFiles.folders(Self.generated).first { $0.name == "intents" })
    let bytes = intents.files[0].bytes
    let corpusBytes = Self.generated.reduce(0) { $0 + $1.bytes.count }
    #expect(bytes.count >= corpusBytes && bytes.count < corpusBytes + 4_000)
    let made = IntentsOnlyFile.file(targetBytes: corpusBytes)
    #expect(made.file.bytes == bytes)
    let count = made.count
    #expect(intents.summary.hasPrefix("\(count) intents"))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "large-intents-\(ProcessInfo.processInfo.processIdentifier).swift")
    try Data(bytes).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let loaded = SkimLoader(jobs: 1).load([path.path], moduleName: "M", configuration: BuildConfiguration())
    let tree = try #require(loaded.files.first?.tree)
    #expect(!tree.hasParseErrors)
    #expect(!tree.root.descendants.contains { $0.kind == .skippedDeclaration || $0.kind == .skippedBody })
    let files = loaded.files
    let model = LargeStack.run {
      let index = ModuleIndex(
        moduleName: "M", files: files, ifConfig: IfConfigEvaluator(configuration: BuildConfiguration()))
      return ModelExtractor(index: index).extract()
    }
    #expect(count > 100)
    #expect(model.intents.count == count && model.enums.count == count && model.entities.count == count)
    #expect(model.queries.count == count)
  }

  @Test func parsesTheCommand() throws {
    let parsed = try BenchmarkArguments.parse(["large-files", "--size-mb", "2", "--jobs", "1"])
    #expect(parsed.command == .largeFiles && parsed.sizeMegabytes == 2 && parsed.sizeMegabytesGiven)
    #expect(try BenchmarkArguments.parse(["large-files"]).sizeMegabytesGiven == false)
    #expect(throws: BenchmarkArguments.UsageError.self) { try BenchmarkArguments.parse(["large-files", "extra"]) }
  }
}
