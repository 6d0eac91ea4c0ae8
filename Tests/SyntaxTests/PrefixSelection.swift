import Foundation
import TestSupport

/// Which truncated prefixes of which fixtures the lexer and parser tests check.
///
/// Every byte prefix of a file costs O(n²) work, which over all fixtures was most of the test
/// suite's time. The lexer, parser and sample-app fixtures (the grammar's own corpus) keep every
/// byte prefix; the extraction and lint-rule fixtures (`Extraction/`, `Rules/`, `Mixed/`), many
/// near-copies of the same App Intents code, are cut at each line start and in the middle of
/// each line. The fuzz targets (`Tests/Fuzz/`) truncate at random offsets on top of this.
enum PrefixSelection {
  /// Whether `file` is an App Intents fixture of the model, extraction or rules tests.
  static func isAppIntentsFixture(_ file: URL) -> Bool {
    let path = FixturePaths.relativePath(file)
    return ["Extraction/", "Rules/", "Mixed/"].contains { path.hasPrefix($0) }
  }

  /// The fixtures checked at every byte prefix.
  static let everyByteFiles = FixturePaths.files(in: "").filter { !isAppIntentsFixture($0) }
  /// The fixtures checked at line-boundary prefixes.
  static let lineBoundaryFiles = FixturePaths.files(in: "").filter(isAppIntentsFixture)

  /// The prefix lengths of `bytes` that end at each line start and in the middle of each line,
  /// plus the empty and the whole file.
  static func lineBoundaryLengths(of bytes: [UInt8]) -> [Int] {
    var lengths: [Int] = [0]
    var lineStart = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lengths.append((lineStart + index) / 2)
      lengths.append(index + 1)
      lineStart = index + 1
    }
    if lengths.last != bytes.count { lengths.append(bytes.count) }
    return lengths
  }
}
