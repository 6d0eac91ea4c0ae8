import Source
import Testing

@testable import Model

/// A type's member block crossed over its bytes (handing back at `@` and at the words that may
/// start a nested type) gives the same facts and a fingerprint that covers the same names as
/// reading every member as tokens.
@Suite struct SkimMemberBlockTests {
  /// Member blocks where a nested declaration hides behind modifiers, attributes, directives,
  /// words that only look like its keyword, and other members' bodies.
  static let sources: [String] = [
    "struct A { let x: Int\n  struct B: AppIntent { }\n  private enum C: String, AppEnum { case a }\n}",
    "struct A { @MainActor final class B: AppEntity { } ; @available(iOS 17, *) var x: Int { 1 } ; struct C { } }",
    "struct A { @State private var text = \"\"\n  @Environment(\\.dismiss) var dismiss\n  struct B { } }",
    "class A { class func f() { } ; class var x: Int { 1 } ; class B: Intent { } }",
    "struct A { let actor = 1 ; actor B { } ; var structure = 2 ; let enumValue = 3 ; typealias T = Int }",
    "struct A { func f() { struct Local: AppIntent { } } ; enum E { case struct1 } }",
    "struct A {\n  #if os(iOS)\n  struct B: AppIntent { }\n  #else\n  func f() {\n    #if DEBUG\n    x()\n    #endif\n  }\n  #endif\n}",
    "struct A { var x: Int { get { 1 } set { } } ; protocol P { } ; extension Int { } }",
    "struct A { let s = \"struct B { }\" ; // struct C { }\n  /* enum D { } */ let r = /struct/ ; struct E { } }",
    "struct A { let `struct` = 1 ; let x = a.class ; @objc(b) func b() { } ; @Attr\n  struct F { } }",
    "enum A { case b(struct: Int) ; static let c = B { struct D { } } ; indirect enum E { } }",
    "struct A { let x = 1struct ; let y = 0xenum ; let z = structé ; let é = 2 ; enum F { } }",
    "struct A: View { var body: some View { Text(\"\\(x)\") } ; @ViewBuilder var more: some View { EmptyView() } }",
    "struct A { @ struct B { } ; @Attr(x: { struct C { } }) struct D { } }",
    "actor A { nonisolated func f() { } ; struct B { actor C { class D: AppShortcutsProvider { } } } }",
    "struct A { var x: Int = { struct B { } ; return 1 }() ; struct C { } }",
    "struct A { typealias B = Int ; typealias C<T> = [T] where T: Hashable ; struct D { } }",
    "struct A { @AppIntent(schema: .photos.openAsset) struct B { } }",
  ]

  @Test func memberBlocksCrossedAgreeWithTokens() throws {
    for (number, text) in Self.sources.enumerated() {
      try expectAgreement(Array(text.utf8), label: "source \(number)")
    }
  }

  @Test func mutatedMemberBlocksCrossedAgreeWithTokens() throws {
    let pieces = [
      "struct ", " struct X { ", "enum ", "class ", "class func ", "actor ", " actor Y ", "extension ", "protocol ",
      "typealias ", "@", "@Attr ", "@Attr(", "@available(iOS 17, *) ", " final class Z: AppIntent { ", "}\n", " { ",
      "private ", "let structure = ", "\n#if os(iOS)\n", "\n#endif\n",
    ]
    let sources = SkimMentionsTests.mutatedSources(rounds: 1_500, seed: 21, morePieces: pieces)
    var declarations = 0
    for (round, bytes) in sources.enumerated() {
      declarations += try expectAgreement(bytes, label: "round \(round)")
    }
    #expect(declarations > 5_000)
  }

  /// Compares the facts read as tokens with the facts read while crossing (with and without a
  /// fingerprint), and the fingerprint with the names the tokens mention; the number of
  /// declarations found.
  @discardableResult
  private func expectAgreement(_ bytes: [UInt8], label: String) throws -> Int {
    let file = SourceFile(path: "members.swift", bytes: bytes)
    let full = HeaderScanner.facts(of: file, recordingMentions: true)
    var crossed = HeaderScanner.facts(of: file, recordingMentions: false)
    crossed.mentions = full.mentions
    #expect(crossed == full, "\(label): \(String(decoding: bytes, as: UTF8.self))")
    var (fingerprinted, fingerprint) = HeaderScanner.factsAndFingerprint(of: file)
    fingerprinted.mentions = full.mentions
    #expect(fingerprinted == full, "\(label)")
    if let fingerprint {
      for name in HeaderScanner.mentions(of: file, includingDeclaredNames: true) where NameFingerprint.covers(name) {
        #expect(fingerprint.mayMention(hash: NameFingerprint.hash(of: name)), "\(label): \(name)")
      }
    } else {
      #expect(bytes.contains { $0 >= 0x80 }, "\(label)")
    }
    return full.declarations.count
  }
}
