import Foundation
import Invariants
import Source
import TestSupport
import Testing

/// Replays every input the fuzzers ever broke (`Fixtures/FuzzRegressions/`) through the lexer,
/// the parser under every option set, the diagnostics, the evaluator (as a file and in every
/// template) and the command line (`extract` and `lint` included), checking the same
/// invariants the fuzzers check. A plain `swift test` runs it, so a fixed crash stays fixed on
/// every platform, not only where libFuzzer runs.
@Suite struct FuzzRegressionReplayTests {
  /// The folders regressions live in, one per fuzz target (see the folder's README).
  static let targetFolders: Set<String> = ["FuzzLexer", "FuzzParser", "FuzzEvaluator", "FuzzPipeline"]

  static let folder = FixturePaths.url("FuzzRegressions")

  /// Every regular file under the folder except its documentation, sorted by path.
  static let inputs: [URL] = {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in enumerator {
      let isRegular = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
      if isRegular, !url.lastPathComponent.hasSuffix(".md") { found.append(url) }
    }
    return found.sorted { $0.path < $1.path }
  }()

  @Test func layoutIsDocumented() {
    #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent("README.md").path))
    for input in Self.inputs {
      let relative = FixturePaths.relativePath(input).split(separator: "/").map(String.init)
      #expect(
        relative.count == 3 && Self.targetFolders.contains(relative[1]),
        "\(FixturePaths.relativePath(input)) is not in FuzzRegressions/<FuzzTarget>/")
    }
  }

  @Test(arguments: inputs)
  func replay(_ input: URL) throws {
    let label = FixturePaths.relativePath(input)
    let bytes = try [UInt8](Data(contentsOf: input))
    try LexerInvariants.check(bytes, label: label)
    try SkimInvariants.check(bytes, label: label)
    try ParserInvariants.check(
      SourceFile(path: input.lastPathComponent, bytes: bytes), label: label, onLargeStack: true)
    try EvaluatorInvariants.check(bytes, label: label)
    try PipelineInvariants.check(fileAt: input.path, label: label)
  }
}
