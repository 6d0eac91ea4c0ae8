import Testing

@testable import Model

/// `RelevantFiles.ReachingNames`, the shape-checked test of inheritance entries the selection
/// runs for every type: the same answer as `RelevantFiles.mayReach` for plain names, dotted
/// and generic names, compositions, long names and names outside ASCII.
@Suite struct ReachingNamesTests {
  static let nameSets: [Set<String>] = [
    [],
    ["AppIntent", "AppEntity", "EntityQuery"],
    ["AppIntent", "P1", "_Hidden", "Alias2", String(repeating: "Long", count: 20), "Ünïcode", "x"],
  ]

  static let entries: [String] = [
    "AppIntent", "AppIntents.AppIntent", "M.AppEntity", "Codable", "Hashable", "View", "P1", "P2", "_Hidden",
    "Alias2", "Alias3", "AppIntent & Sendable", "Sendable & AppIntent", "any AppIntent", "some AppEntity",
    "EntityQuery<Foo>", "Foo<AppIntent>", "Outer.Inner.AppIntent", String(repeating: "Long", count: 20),
    String(repeating: "Long", count: 19) + "Lonh", "Ünïcode", "Unicode", "x", "y", "X", "", "AppIntent ",
    "@unchecked Sendable", "(AppIntent)", "AppIntent?", "[AppIntent]",
  ]

  @Test func answersAsMayReachDoes() {
    for names in Self.nameSets {
      let reaching = RelevantFiles.ReachingNames(names)
      for entry in Self.entries {
        #expect(reaching.mayReach([entry]) == RelevantFiles.mayReach([entry], names), "\(entry) in \(names)")
      }
      for first in Self.entries.prefix(8) {
        for second in Self.entries.suffix(8) {
          #expect(reaching.mayReach([first, second]) == RelevantFiles.mayReach([first, second], names))
        }
      }
      #expect(!reaching.mayReach([]))
    }
  }
}
