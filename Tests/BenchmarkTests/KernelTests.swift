import Syntax
import Testing

@testable import Benchmark

/// The measured kernels compute what they claim, and the report renders them.
@Suite struct KernelTests {
  static let corpus = Corpus(files: [
    Corpus.File(path: "a.swift", bytes: Array("let a = 1\r\nlet b = \"x\"\rfunc f() {}\n".utf8)),
    Corpus.File(path: "b.swift", bytes: Array("// no line break at the end".utf8)),
    Corpus.File(path: "c.swift", bytes: []),
  ])

  @Test func floorCountsLineBreaksAsTheLineTableDoes() {
    #expect(Kernels.countLineBreaks(Array("a\r\nb\rc\n\n".utf8)) == 4)
    #expect(Kernels.floor(Self.corpus).checksum == 3)
    #expect(Self.corpus.lineCount == 4)
  }

  @Test func lexKernelsCountTheLexersTokens() throws {
    let lex = try #require(Kernels.named("lex"))
    let trivia = try #require(Kernels.named("lex-trivia"))
    let expected = Self.corpus.files.map { Lexer.tokenize($0.bytes, includeTrivia: false).tokens.count }
    let expectedWithTrivia = Self.corpus.files.map { Lexer.tokenize($0.bytes, includeTrivia: true).tokens.count }
    #expect(measuredRegion(lex, Self.corpus).tokens == expected.reduce(0, +))
    #expect(measuredRegion(trivia, Self.corpus).tokens == expectedWithTrivia.reduce(0, +))
  }

  @Test func concatenationKeepsEveryByteAndEndsFilesWithLineBreaks() {
    let single = Self.corpus.concatenated()
    #expect(single.files.count == 1)
    #expect(single.byteCount == Self.corpus.byteCount + 1)
  }

  @Test func reportRendersEveryKernel() {
    var kernels: [KernelReport] = []
    for kernel in Kernels.all {
      let (timing, result) = Timing.measure(kernel, Self.corpus, repetitions: 2)
      #expect(timing.repetitions == 2)
      kernels.append(KernelReport(kernel, timing: timing, result: result, bytes: Self.corpus.byteCount))
    }
    kernels[0].setInstructions(600, bytes: 100)
    let report = BenchmarkReport(
      machine: Machine(cpu: "test", cores: 2, system: "test"), corpus: CorpusSummary(Self.corpus, source: "test"),
      kernels: kernels, peakRSSBytes: 1_000_000)
    let table = ReportText.table(report)
    for kernel in Kernels.all { #expect(table.contains(kernel.name)) }
    #expect(table.contains("6.00"))
    let json = ReportText.json(report)
    #expect(json.contains("\"instructionsPerByte\" : 6"))
    #expect(json.contains("\"peakRSSBytes\" : 1000000"))
    // A kernel over kept files when the selection keeps none has no rate per byte.
    kernels[1].setInstructions(500, bytes: 0)
    #expect(kernels[1].instructions == 500 && kernels[1].instructionsPerByte == nil)
  }

  @Test func digestSeesEveryChange() {
    let digest = OutputDigest.digest(Self.corpus)
    #expect(digest == OutputDigest.digest(Self.corpus))
    var changed = Self.corpus
    changed.files[0].bytes[4] = UInt8(ascii: "\"")
    #expect(OutputDigest.digest(changed) != digest)
  }

  @Test func groupsThousands() {
    #expect(ReportText.grouped(0) == "0")
    #expect(ReportText.grouped(1234) == "1,234")
    #expect(ReportText.grouped(21_790_027) == "21,790,027")
  }
}
