import Diagnostics
import Model
import Source
import Syntax
import TestSupport
import Testing

@testable import Driver

/// What the skim learns besides each file's facts (`SkimSideResults`), noted by several threads
/// in any order: the readable files' facts, makers, fingerprints and mentions come out in file
/// order, renumbered past the unreadable files, whose diagnostics come out in file order too.
@Suite struct SkimSideResultsTests {
  /// The facts, fingerprints and mentions of every Swift file of the sample app, in path order.
  static let files: [(facts: FileFacts, fingerprint: NameFingerprint?, mentions: DeclarationMentions)] = {
    FixturePaths.files(in: "SampleApp").map(\.path).sorted().compactMap { path in
      guard let file = try? SourceFile.read(path: path) else { return nil }
      let (facts, fingerprint) = HeaderScanner.factsAndFingerprint(of: file, contentHash: .omitted)
      return (facts, fingerprint, HeaderScanner.declarationMentions(of: file))
    }
  }()

  static func diagnostic(_ number: Int) -> Diagnostic {
    Diagnostic(
      id: "unreadable-file", severity: .error, message: "cannot read file \(number)", path: "file\(number)",
      range: .empty(at: 0))
  }

  @Test(arguments: [0, 1, 2, 3])
  func resultsComeOutInFileOrderPastTheUnreadableFiles(_ round: Int) {
    let files = Self.files
    #expect(files.count > 5)
    // Every third file unreadable in odd rounds; every other file names a role protocol.
    let unreadable = round % 2 == 1 ? Set(stride(from: 1, to: files.count, by: 3)) : []
    let side = SkimSideResults(count: files.count)
    var generator = SplitMix64(seed: UInt64(round + 1))
    let order = Array(files.indices).shuffled(using: &generator)
    _ = LargeStack.parallelMap(order, jobs: 1 + round % 3) { number in
      if unreadable.contains(number) {
        side.noteUnreadable(number, Self.diagnostic(number))
      } else {
        side.note(
          number, fingerprint: files[number].fingerprint, mentions: number % 2 == 0 ? files[number].mentions : nil)
      }
      return 0
    }
    let all = files.indices.map { unreadable.contains($0) ? FileFacts.released : files[$0].facts }
    let result = side.finish(all)
    let readable = files.indices.filter { !unreadable.contains($0) }
    #expect(result.facts == readable.map { files[$0].facts })
    #expect(result.fingerprints == readable.map { files[$0].fingerprint })
    #expect(result.makers.count == readable.count && !result.makers.contains(0))
    #expect(result.readErrors == unreadable.sorted().map(Self.diagnostic))
    let expectedMentions = readable.enumerated().filter { $0.element % 2 == 0 }
    #expect(result.declarationMentions.count == expectedMentions.count)
    for (kept, number) in expectedMentions {
      #expect(result.declarationMentions[kept] == files[number].mentions, "file \(number) kept as \(kept)")
    }
  }
}
