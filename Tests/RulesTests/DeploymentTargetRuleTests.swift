import Foundation
import Rules
import Testing

/// The availability rules run only when the deployment target says so: their triggering fixtures
/// report nothing without a deployment target or at the version the feature needs, and report
/// exactly their expectations below (or, for the deprecation, at and above) it.
@Suite struct DeploymentTargetRuleTests {
  /// One run of a triggering fixture with other options.
  struct Case: CustomTestStringConvertible, Sendable {
    var rule: RuleID
    var platform: String?
    var deploymentTarget: String?
    /// `nil`: the fixture's own expectations; otherwise how many findings.
    var expectedCount: Int?

    var testDescription: String {
      "\(rule.rawValue) on \(platform ?? "ios") \(deploymentTarget ?? "(none)")"
    }
  }

  static let cases: [Case] = [
    Case(rule: .missingAvailabilityAnnotation, deploymentTarget: nil, expectedCount: 0),
    Case(rule: .missingAvailabilityAnnotation, deploymentTarget: "16.0", expectedCount: 0),
    Case(rule: .missingAvailabilityAnnotation, deploymentTarget: "17", expectedCount: 0),
    Case(rule: .missingAvailabilityAnnotation, deploymentTarget: "15.4", expectedCount: nil),
    // On macOS the `@available(macOS 13.0, *)` enum is covered and the iOS-only annotations are not
    // (`*` makes `IngredientQuery` available on every macOS the app runs on, 12 included).
    Case(rule: .missingAvailabilityAnnotation, platform: "macos", deploymentTarget: "12.0", expectedCount: 6),
    Case(rule: .missingAvailabilityAnnotation, platform: "macos", deploymentTarget: "13.0", expectedCount: 0),
    Case(rule: .supportedModesAvailability, deploymentTarget: nil, expectedCount: 0),
    Case(rule: .supportedModesAvailability, deploymentTarget: "26.0", expectedCount: 0),
    Case(rule: .supportedModesAvailability, deploymentTarget: "25.9", expectedCount: nil),
    Case(rule: .schemaMacroAvailability, deploymentTarget: nil, expectedCount: 0),
    Case(rule: .schemaMacroAvailability, deploymentTarget: "18.0", expectedCount: 0),
    Case(rule: .schemaMacroAvailability, deploymentTarget: "17.6", expectedCount: nil),
    Case(rule: .openAppWhenRunDeprecated, deploymentTarget: nil, expectedCount: 0),
    Case(rule: .openAppWhenRunDeprecated, deploymentTarget: "25.4", expectedCount: 0),
    Case(rule: .openAppWhenRunDeprecated, deploymentTarget: "27", expectedCount: 4),
  ]

  @Test(arguments: cases)
  func triggeringFixtureFollowsTheDeploymentTarget(_ testCase: Case) throws {
    let fixture = try #require(try RuleFixture.load(testCase.rule, "triggers"))
    var options = fixture.options
    options.platform = testCase.platform ?? options.platform
    options.deploymentTarget = testCase.deploymentTarget
    let rerun = RuleFixture(rule: fixture.rule, files: fixture.files, options: options)
    let findings = RuleFixtureTests.ofRule(testCase.rule, rerun.lint())
    if let count = testCase.expectedCount {
      #expect(findings.count == count, "\(findings.joined(separator: "\n"))")
    } else {
      // Only the version in the message changes with the deployment target.
      let target = try #require(testCase.deploymentTarget)
      let expected = fixture.expectations.map {
        $0.replacingOccurrences(of: "deployment target is iOS \(fixture.options.deploymentTarget ?? "")", with: "")
      }
      let actual = findings.map { $0.replacingOccurrences(of: "deployment target is iOS \(target)", with: "") }
      #expect(actual == expected)
    }
  }
}
