import Syntax

/// A digest of everything the lexer outputs for a corpus, for checking that performance work
/// changes no behaviour: `appintents-bench digest DIR...` before and after must print the same.
///
/// Covers both modes (with and without trivia), every token field and every issue, for each
/// file as is and for deterministic mutations of it (bytes replaced by quotes, backslashes,
/// pounds, slashes, line breaks, NUL and invalid UTF-8), so error paths are compared too.
enum OutputDigest {
  /// The bytes mutations write: the ones that change lexer state most.
  private static let mutationBytes: [UInt8] = Array("\"\\#()/*`$\n\r{}".utf8) + [0, 0xFF, 0xE2]

  /// The digest of the lexer's output over `corpus`, as 16 hex digits.
  /// Small files get more mutations (about 200 KB of mutated input per file).
  static func digest(_ corpus: Corpus) -> String {
    var hash = FNV1a()
    var random = SeededRandom(seed: 0xD16E57)
    for file in corpus.files {
      hash.add(file.path.utf8.count)
      add(file.bytes, to: &hash)
      guard !file.bytes.isEmpty else { continue }
      for _ in 0..<(4 + 200_000 / (file.bytes.count + 100)) {
        var mutated = file.bytes
        for _ in 0..<random.int(1...3) {
          mutated[random.int(0...(mutated.count - 1))] = random.pick(mutationBytes)
        }
        add(mutated, to: &hash)
      }
    }
    let text = String(hash.value, radix: 16)
    return String(repeating: "0", count: 16 - text.count) + text
  }

  private static func add(_ bytes: [UInt8], to hash: inout FNV1a) {
    for includeTrivia in [true, false] {
      let lexed = Lexer.tokenize(bytes, includeTrivia: includeTrivia)
      hash.add(lexed.tokens.count)
      for token in lexed.tokens {
        hash.add(Int(token.kind.rawValue) | Int(token.keyword.rawValue) << 8 | Int(token.flags.rawValue) << 16)
        hash.add(Int(token.start) | Int(token.length) << 32)
      }
      hash.add(lexed.issues.count)
      for issue in lexed.issues {
        hash.add(issue.range.start)
        hash.add(issue.range.end)
        for byte in (issue.kind.rawValue + "|" + issue.detail).utf8 { hash.add(Int(byte)) }
      }
    }
  }
}

/// 64-bit FNV-1a over machine words.
struct FNV1a {
  /// The running hash.
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  /// Mixes in one word.
  mutating func add(_ word: Int) {
    value = (value ^ UInt64(truncatingIfNeeded: word)) &* 0x0000_0100_0000_01B3
  }
}
