import Testing

@testable import Model

/// `InheritanceSlots`, which lets the selection skip the types and extensions none of whose
/// inheritance entries can reach a role, and `RelevantFiles.plainProtocolName`, its shortcut
/// past `TypeNames` for plain entries: a declaration is ruled out only where
/// `RelevantFiles.mayReach` rules it out, and a plain entry's components and path are itself.
@Suite struct InheritanceSlotsTests {
  /// Inheritance lists of one declaration each: plain names, dotted, generic and composed
  /// entries, names outside ASCII, and the empty list.
  static let lists: [[String]] =
    ReachingNamesTests.entries.map { [$0] } + [
      [], ["Codable", "Hashable"], ["Codable", "AppIntents.AppIntent"], ["View", "AppIntent"], ["Sendable"],
      ["P2", "Alias3", "Unicode"],
    ]

  @Test func rulesOutOnlyWhatMayReachRulesOut() {
    for names in ReachingNamesTests.nameSets {
      let filter = NameHashFilter(names)
      var slots = InheritanceSlots()
      for list in Self.lists { slots.append(list) }
      for (index, list) in Self.lists.enumerated() {
        let answer = slots.mayName(index, in: filter)
        if RelevantFiles.mayReach(list, names) { #expect(answer, "\(list) reaches \(names)") }
        // Exactly: an entry that is not a plain name, or a plain one whose slot is a name's.
        let expected = list.contains {
          !InheritanceSlots.isPlainName($0) || filter.mayContain(slot: NameHashFilter.slot(of: $0))
        }
        #expect(answer == expected, "\(list) in \(names)")
      }
    }
  }

  @Test func plainNamesAreNotTheOnlyOnesThatNeedALook() {
    var slots = InheritanceSlots()
    slots.append(["Codable"])
    slots.append(["Foo.Codable"])
    slots.append(["A & B"])
    slots.append(["Ünïcode"])
    let none = NameHashFilter(Set<String>())
    #expect(!slots.mayName(0, in: none))
    #expect(slots.mayName(1, in: none))
    #expect(slots.mayName(2, in: none))
    #expect(slots.mayName(3, in: none))
  }

  @Test func plainProtocolNameIsItsOwnComponentAndPath() {
    var plain = 0
    for entry in ReachingNamesTests.entries + ["any", "some", "Any", "_", "x1", "1x", "Foo_Bar"] {
      guard let name = RelevantFiles.plainProtocolName(entry) else {
        #expect(!InheritanceSlots.isPlainName(entry) || ["", "any", "some"].contains(entry), "\(entry)")
        continue
      }
      plain += 1
      #expect(name == entry)
      #expect(TypeNames.protocolComponents(of: entry) == [entry], "\(entry)")
      #expect(TypeNames.path(of: entry) == [entry], "\(entry)")
    }
    #expect(plain >= 15)
  }
}
