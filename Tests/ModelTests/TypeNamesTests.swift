import Testing

@testable import Model

/// `TypeNames.path(of:)` splits a written type into its dotted path; ASCII text takes a byte
/// path that must agree with the character path other text takes.
@Suite struct TypeNamesTests {
  @Test(arguments: [
    ("Album", ["Album"]),
    ("Album.Query", ["Album", "Query"]),
    ("Kit . Album .\tQuery", ["Kit", "Album", "Query"]),
    ("Swift.Array<Kit.Album>.Index", ["Swift", "Array", "Index"]),
    ("Dictionary<String, [Int]>", ["Dictionary"]),
    ("(A.B).C", ["C"]),
    ("`Type`.`default`", ["Type", "default"]),
    ("A..B.", ["A", "B"]),
    ("``", [""]),
    ("", []),
    ("Café.Menü", ["Café", "Menü"]),
    ("Café . Menü<À.B>", ["Café", "Menü"]),
    ("A\u{00A0}.B", ["A", "B"]),
  ])
  func pathSplitsAtTopLevelPeriods(_ text: String, _ expected: [String]) {
    #expect(TypeNames.path(of: text) == expected)
  }

  /// The ASCII byte path gives what the character path gives for the same text with a
  /// non-ASCII character added where it changes nothing (a no-break space is whitespace).
  @Test(arguments: [
    "Album.Query", " A . B<C.D> . E ", "`x`.y", "A[B].C(D).E", "A>.B<", "..", "`", "A", ".A", "A.", "A..B", "$0.x",
    "_A.b_9.C", "Kit.LongerThanFifteenBytes.Intent",
  ])
  func asciiAndCharacterPathsAgree(_ text: String) {
    #expect(TypeNames.path(of: text) == TypeNames.path(of: text + "\u{00A0}"))
  }

  @Test(arguments: [
    ("AppIntent", ["AppIntent"]),
    ("Kit.AppIntent", ["Kit.AppIntent"]),
    ("A&B", ["A", "B"]),
    ("A & B & C", ["A", "B", "C"]),
    ("any P", ["P"]),
    ("some P", ["P"]),
    ("@unchecked Sendable", ["Sendable"]),
    ("~Copyable", []),
    ("P & ~Copyable", ["P"]),
    ("any", []),
    ("some", []),
    ("", []),
  ])
  func protocolComponentsDropAttributesAndSuppressions(_ text: String, _ expected: [String]) {
    #expect(TypeNames.protocolComponents(of: text) == expected)
  }
}
