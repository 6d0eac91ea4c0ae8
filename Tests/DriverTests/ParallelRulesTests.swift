import Diagnostics
import Driver
import Foundation
import Model
import Rules
import Syntax
import TestSupport
import Testing

/// The rules run on several threads, the longest first (`LintPipeline.longestRules`): the same
/// diagnostics, in the same order, as on one thread.
@Suite struct ParallelRulesTests {
  @Test func rulesOnManyThreadsFindWhatOneThreadFinds() throws {
    let rules = try FileManager.default.contentsOfDirectory(atPath: FixturePaths.url("Rules").path).sorted()
    let folders = rules.flatMap { ["Rules/\($0)/triggers", "Rules/\($0)/passes"] } + ["SampleApp", "Mixed"]
    var findings = 0
    for folder in folders {
      let files = ModuleLoader(jobs: 2).load(FixturePaths.files(in: folder).map(\.path).sorted()).files
      func lint(jobs: Int) -> [Diagnostic] {
        LintPipeline.run(
          LintPipeline.Request(
            files: files, moduleName: "M", configuration: BuildConfiguration(), options: LintOptions(), jobs: jobs)
        ).diagnostics
      }
      let single = lint(jobs: 1)
      for jobs in [2, 5] { #expect(lint(jobs: jobs) == single, "\(folder) at \(jobs) jobs") }
      findings += single.count
    }
    #expect(rules.count > 30 && findings > 100)
  }
}
