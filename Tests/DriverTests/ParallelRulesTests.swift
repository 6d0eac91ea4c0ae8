import Driver
import Foundation
import Model
import Rules
import Syntax
import TestSupport
import Testing

/// Rules run on several threads report exactly what they report on one, in the same order.
@Suite struct ParallelRulesTests {
  static let modules: [String] = {
    let rules =
      ((try? FileManager.default.contentsOfDirectory(atPath: FixturePaths.url("Rules").path)) ?? []).sorted()
      .map { "Rules/\($0)/triggers" }
    return ["SampleApp"] + rules
  }()

  @Test func oneAndManyThreadsFindTheSame() {
    var compared = 0
    for module in Self.modules {
      let paths = FixturePaths.files(in: module).map(\.path)
      guard !paths.isEmpty else { continue }
      let files = ModuleLoader(jobs: 2).load(paths).files
      let results = [1, 2, 5].map { jobs in
        LintPipeline.run(
          LintPipeline.Request(
            files: files, moduleName: "M", configuration: BuildConfiguration(), options: LintOptions(), jobs: jobs))
      }
      #expect(results[1].diagnostics == results[0].diagnostics, "\(module)")
      #expect(results[2].diagnostics == results[0].diagnostics, "\(module)")
      #expect(results[2].suppressedCount == results[0].suppressedCount)
      compared += results[0].diagnostics.isEmpty ? 0 : 1
    }
    #expect(compared > 20)
  }
}
