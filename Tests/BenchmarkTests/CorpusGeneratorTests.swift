import Syntax
import Testing

@testable import Benchmark

/// The synthetic corpus: deterministic, the requested size, mostly ordinary Swift with a few
/// percent App Intents code, and clean Swift as far as the lexer can tell.
@Suite struct CorpusGeneratorTests {
  static let generated = CorpusGenerator(seed: 7, targetBytes: 1_500_000).generate()

  @Test func sameSeedSameBytes() {
    let again = CorpusGenerator(seed: 7, targetBytes: 1_500_000).generate()
    #expect(again.files.map(\.path) == Self.generated.files.map(\.path))
    #expect(again.files.map(\.bytes) == Self.generated.files.map(\.bytes))
    #expect(again.appIntentsFiles == Self.generated.appIntentsFiles)
  }

  @Test func differentSeedDifferentBytes() {
    let other = CorpusGenerator(seed: 8, targetBytes: 1_500_000).generate()
    #expect(other.files.map(\.bytes) != Self.generated.files.map(\.bytes))
  }

  @Test func sizeAndLayout() {
    let bytes = Self.generated.files.reduce(0) { $0 + $1.bytes.count }
    #expect(bytes >= 1_500_000)
    #expect(bytes < 1_500_000 + 100_000)
    #expect(Self.generated.files.count > 100)
    let paths = Self.generated.files.map(\.path)
    #expect(Set(paths).count == paths.count)
    #expect(paths == paths.sorted())
    #expect(paths.allSatisfy { $0.hasSuffix(".swift") && ($0.hasPrefix("Packages/") || $0.hasPrefix("Apps/")) })
  }

  @Test func aFewPercentAppIntents() {
    let share = Double(Self.generated.appIntentsFiles) / Double(Self.generated.files.count)
    #expect(share > 0.01 && share < 0.08, "App Intents share \(share)")
    let conforming = Self.generated.files.filter { file in
      let text = String(decoding: file.bytes, as: UTF8.self)
      return text.contains(": AppIntent {") || text.contains(": AppEntity") || text.contains(": AppEnum {")
        || text.contains(": AppShortcutsProvider {")
    }
    #expect(conforming.count == Self.generated.appIntentsFiles)
  }

  @Test func lexesWithoutIssues() {
    for file in Self.generated.files {
      let lexed = Lexer.tokenize(file.bytes, includeTrivia: false)
      #expect(lexed.issues.isEmpty, "\(file.path): \(lexed.issues.first.map { "\($0.kind)" } ?? "")")
      if !lexed.issues.isEmpty { return }
    }
  }

  @Test func logUniformStaysInRange() {
    var random = SeededRandom(seed: 3)
    var values: [Int] = []
    for _ in 0..<2000 { values.append(random.logUniform(600, 40_000)) }
    #expect(values.allSatisfy { (600...40_000).contains($0) })
    #expect(values.filter { $0 < 5000 }.count > values.filter { $0 >= 20_000 }.count)
  }
}
