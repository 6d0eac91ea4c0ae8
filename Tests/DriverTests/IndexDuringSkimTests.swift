import Foundation
import Model
import Source
import Syntax
import TestSupport
import Testing

@testable import Driver

/// The facts index built while the skim runs (`IndexDuringSkim`): files offered in any order
/// from several threads give the index of all the files at once, unreadable files take no
/// place in it, and no index is built when no file names a role protocol.
@Suite struct IndexDuringSkimTests {
  /// The facts of every Swift file of the sample app and the extraction fixtures, in path order.
  static let facts: [FileFacts] = {
    let paths = (FixturePaths.files(in: "SampleApp") + FixturePaths.files(in: "Extraction")).map(\.path).sorted()
    return paths.compactMap { path in (try? SourceFile.read(path: path)).map { HeaderScanner.facts(of: $0) } }
  }()

  /// The parts of an index the selection reads, as comparable text.
  static func summary(_ index: FactsIndex) -> [String] {
    index.typeOrder.map { key in
      let type = index.types[key]
      return
        "\(key) \(type.map { "\($0.kind) \($0.inherited) \($0.file) \($0.path)" } ?? "-") \(index.attributes[key] ?? [])"
    } + index.aliases.keys.sorted().map { "alias \($0) \(index.aliases[$0].map { "\($0)" } ?? "")" }
      + index.extensionHeaders.map { "extension \($0.path) \($0.inherited) \($0.file)" }
      + index.functions.map { "function \($0.name) \($0.file)" }
      + index.typeOrder.map { "headers \($0) \(index.declarationHeaders(of: index.types[$0]?.path ?? []))" }
      + ["files \(index.files.map(\.path))"]
  }

  @Test func filesOfferedInAnyOrderGiveTheIndexOfAllTheFiles() {
    let facts = Self.facts
    #expect(facts.count > 50)
    let configuration = BuildConfiguration()
    let expected = Self.summary(
      FactsIndex(moduleName: "M", files: facts, ifConfig: IfConfigEvaluator(configuration: configuration)))
    var generator = SplitMix64(seed: 7)
    for round in 0..<6 {
      // Every third file "unreadable" in odd rounds: offered as nil, left out of the index.
      let unreadable = round % 2 == 1 ? Set(stride(from: 1, to: facts.count, by: 3)) : []
      let readable = facts.indices.filter { !unreadable.contains($0) }.map { facts[$0] }
      let want =
        unreadable.isEmpty
        ? expected
        : Self.summary(
          FactsIndex(moduleName: "M", files: readable, ifConfig: IfConfigEvaluator(configuration: configuration)))
      let sighting = RoleSighting()
      let indexing = IndexDuringSkim(
        count: facts.count, moduleName: "M", configuration: configuration, sighting: sighting)
      let order = Array(facts.indices).shuffled(using: &generator)
      _ = LargeStack.parallelMap(order, jobs: 1 + round % 4) { number in
        let offered = unreadable.contains(number) ? nil : facts[number]
        if let offered, RelevantFiles.namesRoleProtocol(offered) { sighting.note() }
        indexing.offer(number, offered)
        return 0
      }
      let built = indexing.finish(files: readable)
      #expect(built.map(Self.summary) == want, "round \(round)")
    }
  }

  @Test func filesBeforeTheFirstRoleProtocolAreCaughtUpOn() {
    // The files that name no role protocol first: the index starts at the first that does.
    let facts =
      Self.facts.filter { !RelevantFiles.namesRoleProtocol($0) } + Self.facts.filter(RelevantFiles.namesRoleProtocol)
    let configuration = BuildConfiguration()
    let sighting = RoleSighting()
    let indexing = IndexDuringSkim(
      count: facts.count, moduleName: "M", configuration: configuration, sighting: sighting)
    for number in facts.indices {
      if RelevantFiles.namesRoleProtocol(facts[number]) { sighting.note() }
      indexing.offer(number, facts[number])
    }
    let expected = FactsIndex(moduleName: "M", files: facts, ifConfig: IfConfigEvaluator(configuration: configuration))
    #expect(indexing.finish(files: facts).map(Self.summary) == Self.summary(expected))
  }

  @Test func noIndexIsBuiltWithoutARoleProtocol() {
    let plain = Self.facts.filter { !RelevantFiles.namesRoleProtocol($0) }
    #expect(plain.count > 5)
    let indexing = IndexDuringSkim(
      count: plain.count, moduleName: "M", configuration: BuildConfiguration(), sighting: RoleSighting())
    _ = LargeStack.parallelMap(Array(plain.indices), jobs: 2) { number in
      indexing.offer(number, plain[number])
      return 0
    }
    #expect(indexing.finish(files: plain) == nil)
  }
}
