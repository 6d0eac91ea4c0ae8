import Foundation
import Source
import TestSupport
import Testing

@testable import Syntax

/// `Lexer.tokenize` lexes the commonest tokens on a fast path; these tests prove it yields
/// exactly what the general path (`Lexer.next()`, one token at a time) yields: the same
/// tokens with the same keywords, flags and ranges, and the same issues.
@Suite struct LexerFastPathTests {
  /// Every token from `next()`, trivia included, and the issues sorted as `tokenize` sorts them.
  static func lexWithNext(_ bytes: [UInt8]) -> LexedFile {
    let padded = bytes.isEmpty ? [0] : bytes
    return padded.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return LexedFile(tokens: [], issues: []) }
      var lexer = Lexer(base: base, count: bytes.count)
      var tokens: [Token] = []
      while true {
        let token = lexer.next()
        tokens.append(token)
        if token.kind == .endOfFile { break }
      }
      let issues = lexer.issues.count > 1 ? lexer.issues.sorted { $0.range.start < $1.range.start } : lexer.issues
      return LexedFile(tokens: tokens, issues: issues)
    }
  }

  /// Checks `bytes`, in both modes; returns a description of the first difference.
  static func difference(_ bytes: [UInt8]) -> String? {
    let general = lexWithNext(bytes)
    let fast = Lexer.tokenize(bytes, includeTrivia: true)
    if fast.tokens != general.tokens {
      let shared = min(fast.tokens.count, general.tokens.count)
      let index = (0..<shared).first { fast.tokens[$0] != general.tokens[$0] } ?? shared
      let fastToken = index < fast.tokens.count ? "\(fast.tokens[index])" : "none"
      let generalToken = index < general.tokens.count ? "\(general.tokens[index])" : "none"
      return "token \(index): tokenize gave \(fastToken), next() gave \(generalToken)"
    }
    if fast.issues != general.issues { return "issues differ: \(fast.issues) vs \(general.issues)" }
    let significant = Lexer.tokenize(bytes, includeTrivia: false)
    if significant.tokens != general.tokens.filter({ !$0.kind.isTrivia }) {
      return "significant tokens differ from next() without trivia"
    }
    return nil
  }

  /// Inputs at the edges of the fast path: identifiers running into non-ASCII bytes, `.` and
  /// `=` before operator characters, punctuation and line breaks inside interpolations,
  /// every kind of horizontal space, line breaks of every style, the end of the buffer.
  static let edgeCases: [String] = [
    "", " ", "\t\u{0B}\u{0C} x", "a", "_", "aé", "a\u{301}b", "ab😀", "a·b", "a\u{00A0}b", "a.b", "a . b", ".",
    "x.", "..", "...", ".<", ".+", ".é", ".\n", ".1", "a.0.1", "=", "x=", "==", "=>", "= =", "=é", "=/", "=\n",
    "a=b", "(a)", "f(x, y: [1]) { $0 }", "@main struct A {}", "a;b:c", "\r\n\r\nx\r\ry\n\n",
    "\"\\(a(b)) (c)\"", "\"\\(a\nb)\" c", "\"\"\"\n  \\(f(x, { y }))\n  \"\"\"", "#\"\\#(a.b = c)\"#",
    "let x = .init(a: b)", "case .a, .b: return", "x.y?.z!.w", "`a`.b", "$0.a", "a/**/.b", "a // c\n.b",
    "import Foundation\nstruct S: P { var a = 1 }", "if x == y { f() } else { g() }",
    "// c\nx", "/// d\n", "//// e", "//", "///", "/", "a / b", "//é\n", "// a\u{0}b\n", "/* c */ x", "x // c\r\n",
    "\"\"", "\"abc\"", "\"a\\(b)c\"", "\"a\\nb\"", "\"é\"", "\"a\nb", "\"\"\"\nx\n\"\"\"", "#\"a\"#", "\"\\\"",
    "\"\\(\"\\(x)\")\"", "\"\\(a // c\n)\"", "\"\\(f(a, (b)))\"", "\"a\u{0}b\"", "\"ab", "\"a\\",
  ]

  @Test(arguments: edgeCases)
  func edgeCaseMatchesGeneralPath(_ source: String) {
    let bytes = Array(source.utf8)
    for length in 0...bytes.count {
      let difference = Self.difference(Array(bytes[0..<length]))
      #expect(difference == nil, "\(source.debugDescription) prefix \(length): \(difference ?? "")")
      if difference != nil { return }
    }
  }

  @Test func fixturesMatchGeneralPath() throws {
    let files = FixturePaths.files(in: "")
    #expect(files.count >= 20)
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: file))
      let difference = Self.difference(bytes)
      #expect(difference == nil, "\(FixturePaths.relativePath(file)): \(difference ?? "")")
    }
  }

  @Test func randomInputsMatchGeneralPath() {
    var generator = SplitMix64(seed: 0xFA57)
    let alphabet =
      Array("abz_AZ09 .=(){}[],;:@\"\\#/*`$!?<>&+-\n\r\t\u{0B}\u{0C}".utf8) + [0, 0xC3, 0xA9, 0xCC, 0x81, 0xFF, 0xE2]
    for _ in 0..<4000 {
      let length = Int(generator.next() % 48)
      let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let difference = Self.difference(bytes)
      #expect(difference == nil, "\(bytes): \(difference ?? "")")
      if difference != nil { return }
    }
  }

  /// The comment skip reads eight bytes at a time; it stops where the byte loop stops, at every
  /// offset of buffers made of comment text, line breaks, NUL and non-ASCII bytes.
  @Test func wordAtATimeCommentSkipStopsWhereTheByteLoopStops() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [UInt8] = Array("/ abcXYZ*\"\\".utf8) + [0x0A, 0x0D, 0x00, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0x09, 0x0B]
    var checked = 0
    for round in 0..<3_000 {
      let length = Int.random(in: 0...40, using: &generator)
      // Mostly plain text, so that stops fall at every position of a word.
      let bytes = (0..<length).map { _ in
        Int.random(in: 0..<8, using: &generator) == 0
          ? alphabet.randomElement(using: &generator)! : UInt8.random(in: 0x20...0x7E, using: &generator)
      }
      let padded = bytes.isEmpty ? [0] : bytes
      padded.withUnsafeBufferPointer { buffer in
        let lexer = Lexer(base: buffer.baseAddress!, count: bytes.count)
        for offset in 0...bytes.count {
          let expected = lexer.skip(until: CharacterClass.lineCommentStop, from: offset)
          let found = lexer.skipLineCommentText(from: offset)
          #expect(found == expected, "round \(round), offset \(offset): \(bytes)")
          checked += 1
        }
      }
    }
    #expect(checked > 3_000)
  }
}
