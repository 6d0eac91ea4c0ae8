import Source
import Testing

@testable import Model

/// The skim keeps an attribute's name (its name tokens joined by periods) only for the type
/// declaration it belongs to; attributes of properties and methods are dropped at their
/// declaration keyword, and malformed ones read as the parser's tokens lead.
@Suite struct SkimAttributeTests {
  static let source = """
    @MainActor @available(iOS 17, *) @Foo.Bar @Baz. Qux
    struct S {}
    @Dependency var x: Int
    @A struct T {}
    @AppIntent(schema: .photos.openAsset) struct U {}
    @`Escaped` struct V {}
    @ struct W {}
    @Foo.
    struct X {}
    struct Y { @Attr(1) class Z {} ; @State var s = 1 ; @M enum E {} }
    """

  @Test(arguments: [false, true])
  func attributesBelongToTheTypeTheyPrecede(recordingMentions: Bool) {
    let file = SourceFile(path: "attributes.swift", text: Self.source)
    let facts = HeaderScanner.facts(of: file, recordingMentions: recordingMentions)
    let expected: [([String], [String])] = [
      (["S"], ["MainActor", "available", "Foo.Bar", "Baz.Qux"]),
      (["T"], ["A"]),
      (["U"], ["AppIntent"]),
      (["V"], ["`Escaped`"]),
      // `@ struct` and `@Foo.` take the keyword after them as their name, so `W` and `X` are
      // not declared and their attributes stay pending up to `Y`.
      (["Y"], ["struct", "Foo.struct"]),
      (["Y", "Z"], ["Attr"]),
      (["Y", "E"], ["M"]),
    ]
    #expect(facts.declarations.map(\.path) == expected.map(\.0))
    #expect(facts.declarations.map(\.attributes) == expected.map(\.1))
    let fingerprinted = HeaderScanner.factsAndFingerprint(of: file).facts
    #expect(fingerprinted.declarations.map(\.attributes) == expected.map(\.1))
  }
}
