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
  /// The work itself.
  var run: @Sendable (Corpus) -> KernelResult
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
    bytes.withUnsafeBufferPointer { buffer in
      var count = 0
      var previous: UInt8 = 0
      for byte in buffer {
        if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { count &+= 1 }
        previous = byte
      }
      return count
    }
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
