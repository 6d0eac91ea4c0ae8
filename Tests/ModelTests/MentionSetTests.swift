import Foundation
import Source
import Syntax
import Testing

@testable import Model

/// The skim's byte-keyed identifier set and its header spacing give exactly what the string
/// operations they replace gave.
@Suite struct MentionSetTests {
  static let sources: [String] = [
    "let a = b + c; let `default` = default2; a.b.c(`x`, x, y)",
    "struct Café { var café = 1; let e\u{301} = 2; let \u{E9} = 3 }",
    "func f() { abcdefghijklmnop(abcdefghijklmnopq, abcdefgh, abcdefg, abcdefghi, a, ab, abc) }",
    "enum E { case `self`, `Type`, zzz, ZZZ, _a, a_, `` }",
    "let 日本 = 語; let 日本語 = 1",
    String(repeating: "let name\u{30}x = 1\n", count: 3) + "let \u{FF} = \u{FE}",
  ]

  /// The mentions the slow way: every identifier token, unescaped, as a set, sorted.
  static func reference(_ bytes: [UInt8]) -> [String] {
    let tokens = Lexer.tokenize(bytes, includeTrivia: false).tokens.filter { $0.kind == .identifier }
    let names = tokens.map { SyntaxNode.unescaped(String(decoding: bytes[Int($0.start)..<$0.end], as: UTF8.self)) }
    return Set(names).sorted()
  }

  @Test(arguments: sources)
  func namesEqualTheStringSet(_ source: String) {
    let bytes = Array(source.utf8)
    let names = bytes.withUnsafeBufferPointer { buffer in
      let set = MentionSet(bytes: buffer)
      for token in Lexer.tokenize(bytes, includeTrivia: false).tokens where token.kind == .identifier {
        set.insert(token)
      }
      return set.sortedNames()
    }
    #expect(names == Self.reference(bytes))
  }

  @Test func manyNamesGrowTheTable() {
    let source = (0..<5000).map { "let v\($0) = w\($0 % 97)" }.joined(separator: "\n")
    let bytes = Array(source.utf8)
    let names = bytes.withUnsafeBufferPointer { buffer in
      let set = MentionSet(bytes: buffer)
      for token in Lexer.tokenize(bytes, includeTrivia: false).tokens where token.kind == .identifier {
        set.insert(token)
      }
      #expect(set.count == 5097)
      return set.sortedNames()
    }
    #expect(names == Self.reference(bytes))
  }

  @Test func headerSpacingEqualsFoundationsReplacements() {
    func slow(_ text: String) -> String {
      text.replacingOccurrences(of: "@ ", with: "@").replacingOccurrences(of: " . ", with: ".")
        .replacingOccurrences(of: " < ", with: "<").replacingOccurrences(of: " >", with: ">")
        .replacingOccurrences(of: " ,", with: ",")
    }
    var random = SystemRandomNumberGenerator()
    let pieces = ["@", " ", ".", "<", ">", ",", "A", "b", "@ ", " . ", " < ", " >", " ,", "\r\n", "é", "\u{301}"]
    var inputs = ["@ unchecked Sendable", "AppIntents . AppIntent", "Array < Int >", "A< B , C >", "", " ", "x"]
    for _ in 0..<3000 {
      let count = Int.random(in: 1...8, using: &random)
      inputs.append((0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined())
    }
    for input in inputs { #expect(HeaderText.normalize(input) == slow(input), "\(Array(input.unicodeScalars))") }
  }
}
