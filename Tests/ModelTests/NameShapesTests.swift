import Testing

@testable import Model

/// `NameShapes`, the test by length and last byte the selection runs before a set lookup:
/// never `false` for a member, `false` for names of a shape no member has.
@Suite struct NameShapesTests {
  static let members: Set<String> = ["Album", "Track", "OpenIntent", "x", "Ünïcode", "A_1"]

  @Test func everyMemberMayBeContained() {
    let shapes = NameShapes(Self.members)
    for name in Self.members { #expect(shapes.mayContain(name), "\(name)") }
  }

  @Test func namesOfAnotherLengthOrLastByteAreRuledOut() {
    let shapes = NameShapes(Self.members)
    // Another length, another last byte, both, empty.
    for name in ["Albums", "Albun", "Tracks", "OpenIntents", "y", "xx", "Ünïcodf", ""] {
      #expect(!shapes.mayContain(name), "\(name)")
    }
    // The same shape as a member without being one: only the lookup after it tells.
    #expect(shapes.mayContain("Blbum") && shapes.mayContain("CloseIntnt"))
  }

  @Test func aLongMemberRulesNothingOut() {
    let long = String(repeating: "Long", count: 16)
    let shapes = NameShapes([long, "Album"])
    #expect(shapes.mayContain(long) && shapes.mayContain("Albums") && shapes.mayContain(""))
    #expect(!NameShapes([String]()).mayContain("Album"))
    #expect(NameShapes(["", "Album"]).mayContain(""))
    #expect(!NameShapes(["Album"]).mayContain(String(repeating: "Album", count: 13)))
  }
}
