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

/// `NameHashFilter`, the selection's test of every declared name against the hundreds of names
/// the kept files mention: never `false` for a member, `false` for nearly every other name.
@Suite struct NameHashFilterTests {
  @Test func everyMemberMayBeContainedAndMostOthersAreRuledOut() {
    let members = (0..<500).map { "Member\($0)" } + ["", "x", "Ünïcode", String(repeating: "Long", count: 30)]
    let filter = NameHashFilter(members)
    for name in members { #expect(filter.mayContain(name), "\(name)") }
    let others = (0..<2_000).map { "Other\($0)" }
    let passed = others.filter(filter.mayContain).count
    // 504 of 65,536 bits set: about 15 of 2,000 others pass; far more would mean a weak hash.
    #expect(passed < 60, "\(passed) of 2,000 non-members passed")
    #expect(!NameHashFilter([String]()).mayContain("Member1"))
  }
}
