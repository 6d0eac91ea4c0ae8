import Driver
import Model
import Rules
import Source
import Syntax
import Testing

@testable import Benchmark

/// The pipeline-stage kernels measure what the tool does: the skim's facts, the loader's
/// selection, the parse of exactly the kept files, and the lint stage's findings.
@Suite struct StageKernelTests {
  static let corpus = Corpus(files: CorpusGenerator(seed: 3, targetBytes: 1_500_000).generate().files)
  static let prepared = corpus.preparing(for: Kernels.all, moduleName: "M")

  @Test func skimFoldsEveryFilesFacts() throws {
    let skim = try #require(Kernels.named("skim"))
    var expected = 0
    for file in Self.corpus.files {
      let facts = HeaderScanner.facts(of: SourceFile(path: file.path, bytes: file.bytes), recordingMentions: false)
      expected &+= facts.declarations.count &+ facts.keyMentions.count &+ facts.clauses.count
    }
    #expect(measuredRegion(skim, Self.corpus).checksum == expected)
    #expect(!skim.needsStages && skim.measuredBytes(Self.corpus) == Self.corpus.byteCount)
  }

  @Test func stagesKeepWhatTheLoaderParses() throws {
    let stages = try #require(Self.prepared.stages)
    #expect(stages.facts.count == Self.corpus.files.count)
    #expect(!stages.selected.isEmpty && stages.selected.count < Self.corpus.files.count)
    #expect(stages.selected == stages.selected.sorted())
    var contents: [String: [UInt8]] = [:]
    for file in Self.corpus.files { contents[file.path] = file.bytes }
    let loaded = SkimLoader(jobs: 1).load(
      Self.corpus.files.map(\.path), contents: contents, moduleName: "M", configuration: BuildConfiguration())
    #expect(loaded.files.map(\.file.path) == stages.selected.map { Self.corpus.files[$0].path })
    #expect(stages.parsed.map(\.file.path) == loaded.files.map(\.file.path))
    // The same trees: function bodies skipped in the same files.
    #expect(!stages.withoutBodies.isEmpty && stages.withoutBodies.isSubset(of: stages.selected))
    #expect(stages.parsed.map(\.tree.nodes.count) == loaded.files.map(\.tree.nodes.count))
    #expect(stages.selectedBytes == stages.selected.reduce(0) { $0 + Self.corpus.files[$1].bytes.count })
    let parse = try #require(Kernels.named("parse"))
    #expect(parse.measuredBytes(Self.prepared) == stages.selectedBytes)
    #expect(Self.corpus.stages == nil && parse.measuredBytes(Self.corpus) == 0)
  }

  @Test func stageKernelsRunTheStages() throws {
    let stages = try #require(Self.prepared.stages)
    let select = try #require(Kernels.named("select"))
    #expect(measuredRegion(select, Self.prepared).checksum == stages.selected.count &+ stages.selected.reduce(0, &+))
    let parse = try #require(Kernels.named("parse"))
    let expectedParse = stages.parsed.reduce(0) { $0 &+ $1.tree.nodes.count &+ $1.lineTable.lineCount }
    #expect(measuredRegion(parse, Self.prepared).checksum == expectedParse)
    let lint = try #require(Kernels.named("lint"))
    let result = LintPipeline.run(
      LintPipeline.Request(
        files: stages.parsed, moduleName: "M", configuration: BuildConfiguration(), options: LintOptions()))
    #expect(measuredRegion(lint, Self.prepared).checksum == result.diagnostics.count &+ result.suppressedCount)
    #expect(measuredRegion(lint, Self.corpus) == KernelResult())
  }

  @Test func preparingIsOnlyForStageKernels() throws {
    let lex = try #require(Kernels.named("lex"))
    #expect(Self.corpus.preparing(for: [lex], moduleName: "M").stages == nil)
  }
}
