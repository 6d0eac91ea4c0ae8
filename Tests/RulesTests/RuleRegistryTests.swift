import Foundation
import Rules
import TestSupport
import Testing

/// The registry's contract: unique ids in sorted order, every `RuleID` registered, every rule
/// documented (descriptor fields filled in, `docs/rules/<id>.md` equal to the generated page)
/// and given both fixtures.
@Suite struct RuleRegistryTests {
  @Test func idsAreUniqueSortedAndAllRegistered() {
    let ids = RuleRegistry.rules.map { $0.descriptor.id }
    #expect(Set(ids).count == ids.count, "duplicate rule ids")
    #expect(ids == ids.sorted(), "the registry must list rules in id order")
    #expect(Set(ids) == Set(RuleID.allCases), "every RuleID needs exactly one registered rule")
  }

  @Test(arguments: RuleRegistry.rules.map { $0.descriptor.id })
  func ruleIsDocumented(_ id: RuleID) {
    let descriptor = RuleRegistry.descriptor(of: id)
    #expect(!descriptor.summary.isEmpty && !descriptor.explanation.isEmpty)
    #expect(!descriptor.triggeringExample.isEmpty && !descriptor.fixedExample.isEmpty)
    Golden.assertMatches(
      RuleDocumentation.text(for: id),
      golden: FixturePaths.packageRoot.appendingPathComponent("docs/rules/\(id.rawValue).md"))
  }

  @Test(arguments: RuleRegistry.rules.map { $0.descriptor.id })
  func ruleHasTriggeringAndPassingFixtures(_ id: RuleID) {
    #expect(!FixturePaths.files(in: "Rules/\(id.rawValue)/triggers").isEmpty)
    #expect(!FixturePaths.files(in: "Rules/\(id.rawValue)/passes").isEmpty)
  }
}
