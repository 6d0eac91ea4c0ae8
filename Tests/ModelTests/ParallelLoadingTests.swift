import Driver
import Foundation
import Model
import Syntax
import TestSupport
import Testing

/// Loading on several threads gives the same files, in the same order, and the same model as
/// loading on one, whatever order the paths are given in.
@Suite struct ParallelLoadingTests {
  @Test func oneAndManyThreadsGiveIdenticalModels() {
    let paths =
      FixturePaths.files(in: "SampleApp").map(\.path) + FixturePaths.files(in: "Extraction/IntentBasics").map(\.path)
    let configuration = BuildConfiguration()
    let single = ModuleLoader(jobs: 1).load(paths.sorted())
    let many = ModuleLoader(jobs: 4).load(paths.sorted())
    #expect(single.files.map(\.file.path) == many.files.map(\.file.path))
    let first = ModelPipeline.render(
      ModelPipeline.model(files: single.files, moduleName: "M", configuration: configuration))
    let second = ModelPipeline.render(
      ModelPipeline.model(files: many.files, moduleName: "M", configuration: configuration))
    #expect(first == second)
    let reversed = ModuleLoader(jobs: 3).load(paths.sorted().reversed())
    #expect(reversed.files.map(\.file.path) == paths.sorted().reversed())
  }

  @Test func modelsExtractedOnManyThreadsEqualOneThread() throws {
    let folders =
      try FileManager.default.contentsOfDirectory(atPath: FixturePaths.url("Extraction").path).sorted().map {
        "Extraction/" + $0
      } + ["SampleApp"]
    var intents = 0
    for folder in folders {
      let files = ModuleLoader(jobs: 2).load(FixturePaths.files(in: folder).map(\.path).sorted()).files
      let single = ModelPipeline.model(files: files, moduleName: "M", configuration: BuildConfiguration(), jobs: 1)
      let many = ModelPipeline.model(files: files, moduleName: "M", configuration: BuildConfiguration(), jobs: 3)
      #expect(ModelPipeline.render(single) == ModelPipeline.render(many), "\(folder)")
      intents += many.intents.count
    }
    #expect(folders.count > 20 && intents > 50)
  }

  @Test func parallelMapKeepsOrder() {
    let values = LargeStack.parallelMap(Array(0..<1000), jobs: 8) { $0 * 2 }
    #expect(values == (0..<1000).map { $0 * 2 })
  }
}

/// The module index collected on several threads (`ModuleIndex.init(jobs:)`): the same types,
/// in the same order, extensions, typealiases, imports and functions as on one thread.
@Suite struct ParallelModuleIndexTests {
  @Test func anIndexCollectedOnManyThreadsEqualsOneThread() throws {
    let folders =
      try FileManager.default.contentsOfDirectory(atPath: FixturePaths.url("Extraction").path).sorted().map {
        "Extraction/" + $0
      } + ["SampleApp", "Mixed"]
    var types = 0
    for folder in folders {
      let files = ModuleLoader(jobs: 2).load(FixturePaths.files(in: folder).map(\.path).sorted()).files
      // Twice over: every type then also has a later declaration of its path, which is not the module's.
      for module in [files, files + files] {
        let ifConfig = IfConfigEvaluator(configuration: BuildConfiguration())
        let single = ModuleIndex(moduleName: "M", files: module, ifConfig: ifConfig, jobs: 1)
        for jobs in [2, 5] {
          let many = ModuleIndex(moduleName: "M", files: module, ifConfig: ifConfig, jobs: jobs)
          #expect(many.typeOrder == single.typeOrder, "\(folder)")
          #expect(
            many.typeOrder.map { many.types[$0]?.fileIndex } == single.typeOrder.map { single.types[$0]?.fileIndex })
          #expect(many.extensions.map(\.path) == single.extensions.map(\.path))
          #expect(many.extensions.map(\.fileIndex) == single.extensions.map(\.fileIndex))
          #expect(many.extensions.map(\.extendedPath) == single.extensions.map(\.extendedPath))
          #expect(many.typeAliases.mapValues(\.fileIndex) == single.typeAliases.mapValues(\.fileIndex))
          #expect(many.imports.map(\.path) == single.imports.map(\.path))
          #expect(many.functions.mapValues(\.range) == single.functions.mapValues(\.range))
        }
        types += single.typeOrder.count
      }
    }
    #expect(folders.count > 20 && types > 300)
  }
}
