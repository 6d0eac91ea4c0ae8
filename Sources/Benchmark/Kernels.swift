import Driver
import Model
import Rules
import Source
import Syntax

/// What one run of a kernel produced: counts that the caller folds into a sink, so the
/// optimiser cannot drop the work.
struct KernelResult: Equatable {
  /// Tokens produced (0 for kernels that make none).
  var tokens: Int = 0
  /// A fold over the output (line counts, token ends, issue counts).
  var checksum: Int = 0
}

/// One measured unit of work over a whole corpus, single-threaded.
///
/// New stages (skim, parse, lint) add kernels to `Kernels.all`; every command, the text and
/// JSON reports and the callgrind driver pick them up from there.
struct Kernel: Sendable {
  /// The stable name used on the command line and in reports, such as `lex-trivia`.
  var name: String
  /// A short description for the report and `--help`.
  var summary: String
  /// Whether the kernel produces tokens (the report then shows tokens/s).
  var producesTokens: Bool
  /// Whether the kernel starts from `Corpus.stages` (facts, selection, parsed files).
  var needsStages = false
  /// Whether the kernel works on the files the selection keeps only; its rates are then per
  /// byte of those files, not of the whole corpus.
  var selectedFilesOnly = false
  /// The work itself.
  var run: @Sendable (Corpus) -> KernelResult

  /// The bytes one run of the kernel covers in `corpus`.
  func measuredBytes(_ corpus: Corpus) -> Int {
    selectedFilesOnly ? corpus.stages?.selectedBytes ?? 0 : corpus.byteCount
  }
}

/// The registered kernels and the loops they run.
enum Kernels {
  /// Every kernel, in report order.
  static let all: [Kernel] = [
    Kernel(
      name: "floor", summary: "byte-read floor: read every byte, count line breaks", producesTokens: false,
      run: floor),
    Kernel(
      name: "lex", summary: "lexer, significant tokens only", producesTokens: true,
      run: { lex($0, includeTrivia: false) }),
    Kernel(
      name: "lex-trivia", summary: "lexer, trivia tokens included", producesTokens: true,
      run: { lex($0, includeTrivia: true) }),
    Kernel(name: "skim", summary: "skim: HeaderScanner.facts of every file", producesTokens: false, run: skim),
    Kernel(
      name: "select", summary: "facts index and RelevantFiles.select over every file's facts",
      producesTokens: false, needsStages: true, run: select),
    Kernel(
      name: "parse", summary: "parse (tree and line table) of the files the selection keeps, as the loader does",
      producesTokens: false, needsStages: true, selectedFilesOnly: true, run: parse),
    Kernel(
      name: "lint", summary: "model, rules and suppressions over the parsed kept files", producesTokens: false,
      needsStages: true, selectedFilesOnly: true, run: lint),
  ]

  /// The kernel called `name`.
  static func named(_ name: String) -> Kernel? { all.first { $0.name == name } }

  /// The byte-read floor: a plain byte-at-a-time loop over the same in-memory bytes, counting
  /// line breaks the way the line table does. Any byte-wise scanner pays at least this.
  static func floor(_ corpus: Corpus) -> KernelResult {
    var result = KernelResult()
    for file in corpus.files { result.checksum &+= countLineBreaks(file.bytes) }
    return result
  }

  /// The number of line breaks in `bytes` (`\r\n` counts once).
  @inline(never)
  static func countLineBreaks(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { countLineBreaks($0) }
  }

  /// The number of line breaks in `buffer` (`\r\n` counts once).
  static func countLineBreaks(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    var previous: UInt8 = 0
    for byte in buffer {
      if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { count &+= 1 }
      previous = byte
    }
    return count
  }

  /// Lexes every file; the token arrays are released file by file, as a pipeline would.
  static func lex(_ corpus: Corpus, includeTrivia: Bool) -> KernelResult {
    var result = KernelResult()
    for file in corpus.files {
      let lexed = Lexer.tokenize(file.bytes, includeTrivia: includeTrivia)
      result.tokens &+= lexed.tokens.count
      result.checksum &+= Int(lexed.tokens[lexed.tokens.count / 2].start) &+ lexed.issues.count
    }
    return result
  }
}

extension Kernels {
  /// Skims every file as `appintents lint` does before choosing what to parse (mentions left
  /// out; the selection reads those of the few files it needs).
  static func skim(_ corpus: Corpus) -> KernelResult {
    var result = KernelResult()
    for file in corpus.files {
      let facts = HeaderScanner.facts(of: SourceFile(path: file.path, bytes: file.bytes), recordingMentions: false)
      result.checksum &+= facts.declarations.count &+ facts.keyMentions.count &+ facts.clauses.count
    }
    return result
  }

  /// Indexes the precomputed facts and selects the files to parse, reading the mentions of the
  /// needed files from their bytes as `lint` does.
  static func select(_ corpus: Corpus) -> KernelResult {
    guard let stages = corpus.stages else { return KernelResult() }
    let chosen = selection(
      stages.facts, of: corpus, moduleName: stages.moduleName, configuration: stages.configuration)
    return KernelResult(tokens: 0, checksum: chosen.files.count &+ chosen.files.reduce(0, &+))
  }

  /// The files of `facts` (the skim of `corpus`) to parse and how, by index.
  static func selection(
    _ facts: [FileFacts], of corpus: Corpus, moduleName: String, configuration: BuildConfiguration
  ) -> RelevantFiles.Selection {
    let index = FactsIndex(
      moduleName: moduleName, files: facts, ifConfig: IfConfigEvaluator(configuration: configuration))
    return RelevantFiles.selection(index) { files in
      files.map { number in
        HeaderScanner.declarationMentions(
          of: SourceFile(path: corpus.files[number].path, bytes: corpus.files[number].bytes))
      }
    }
  }

  /// Parses the kept files as the loader does (tree and line table; function bodies skipped
  /// where the selection allows).
  static func parse(_ corpus: Corpus) -> KernelResult {
    guard let stages = corpus.stages else { return KernelResult() }
    var result = KernelResult()
    for index in stages.selected {
      let file = corpus.files[index]
      let parsed = ModuleLoader.parse(
        SourceFile(path: file.path, bytes: file.bytes), options: ParserOptions(),
        skippingBodies: stages.withoutBodies.contains(index),
        skippingDeclarations: stages.withoutUnneededDeclarations.contains(index), keeping: stages.keptNames,
        keepingBodiesOf: stages.bodyNames)
      result.checksum &+= parsed.tree.nodes.count &+ parsed.lineTable.lineCount
    }
    return result
  }

  /// Builds the model and runs every rule and the suppression comments over the parsed files:
  /// the steps of `LintPipeline.run`, here on the calling thread with the rules on one thread
  /// (so the timing is one thread's, and callgrind, which counts the calling thread, sees all).
  /// The files left unparsed are searched in memory when a rule asks what they mention.
  static func lint(_ corpus: Corpus) -> KernelResult {
    guard let stages = corpus.stages else { return KernelResult() }
    let selected = Set(stages.selected)
    let unparsed = corpus.files.indices.filter { !selected.contains($0) }.map { corpus.files[$0] }
    let contents = Dictionary(unparsed.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    let unparsedMentions = UnparsedMentionScan.mentions(
      of: unparsed.map { UnparsedMentionScan.File(path: $0.path, mentions: nil) }, contents: contents, jobs: 1)
    let index = ModuleIndex(
      moduleName: stages.moduleName, files: stages.parsed,
      ifConfig: IfConfigEvaluator(configuration: stages.configuration), unparsedMentions: unparsedMentions)
    let model = ModelExtractor(index: index).extract()
    let parse = stages.parsed.flatMap { ParseDiagnostics.diagnose($0.tree) }
    let checked = LintPipeline.check(
      index: index, model: model, options: LintOptions(), enabledRules: nil, adding: parse, jobs: 1)
    return KernelResult(tokens: 0, checksum: checked.diagnostics.count &+ checked.suppressedCount)
  }
}

/// Runs `kernel` once over `corpus`. Never inlined, so callgrind can count exactly this call
/// (`--toggle-collect=*measuredRegion*`) and nothing of start-up or loading.
@inline(never)
func measuredRegion(_ kernel: Kernel, _ corpus: Corpus) -> KernelResult {
  kernel.run(corpus)
}

/// Keeps results observable so the measured loops cannot be optimised away.
enum Sink {
  nonisolated(unsafe) static var value = 0

  /// Folds `result` into the sink.
  @inline(never)
  static func consume(_ result: KernelResult) {
    value &+= result.tokens &+ result.checksum
  }
}
