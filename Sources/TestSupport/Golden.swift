import Foundation
import Testing

/// Compares output with a golden file under `Fixtures/`.
///
/// On a mismatch the test fails with a line diff. With `UPDATE_GOLDENS=1` in the environment
/// the golden file is rewritten and the test *still fails*, so a regenerating run can never be
/// mistaken for a passing one.
public enum Golden {
  /// Whether this run rewrites golden files.
  public static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

  /// Checks `actual` against the golden file at `url`.
  public static func assertMatches(
    _ actual: String, golden url: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let name = FixturePaths.relativePath(url)
    if isUpdating {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url, options: .atomic)
        Issue.record("updated golden file \(name); run again without UPDATE_GOLDENS=1", sourceLocation: sourceLocation)
      } catch {
        Issue.record("cannot write golden file \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "missing golden file \(name); create it with UPDATE_GOLDENS=1 swift test", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
      Issue.record(
        "output differs from golden file \(name) (- expected, + actual):\n\(LineDiff.render(expected: expected, actual: actual))",
        sourceLocation: sourceLocation)
    }
  }
}
