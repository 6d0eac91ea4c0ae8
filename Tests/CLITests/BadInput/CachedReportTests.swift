import Foundation
import TestSupport
import Testing

/// A rerun of an unchanged tree prints the report kept for its findings (`CachedReport`): the
/// same bytes and exit status as a run without a cache, for every reporter and option the
/// report depends on, and a damaged report is made again.
/// Run as separate processes, as users run `lint`.
@Suite(.enabled(if: AppIntentsExecutable.isAvailable, "appintents is not next to the test bundle; run 'swift build'"))
struct CachedReportTests {
  static let triggers = FixturePaths.url("Rules/phrase-missing-application-name/triggers")

  /// A temporary cache folder, removed at the end.
  final class CacheFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-report-\(UUID().uuidString)")
    deinit { try? FileManager.default.removeItem(at: url) }

    /// The stored reports.
    var reports: [String] {
      let enumerator = FileManager.default.enumerator(atPath: url.path)
      var found: [String] = []
      while let name = enumerator?.nextObject() as? String {
        if name.hasSuffix(".report") { found.append(url.path + "/" + name) }
      }
      return found
    }
  }

  func lint(_ options: [String], cache: CacheFolder?, timings: Bool = false) -> AppIntentsExecutable.Outcome {
    let caching = cache.map { ["--cache-dir", $0.url.path] } ?? ["--no-cache"]
    return AppIntentsExecutable.run(
      ["lint", Self.triggers.path] + caching + options + (timings ? ["--timings"] : []), in: FixturePaths.packageRoot)
  }

  @Test(arguments: [
    [], ["--reporter", "json"], ["--reporter", "sarif"], ["--quiet"], ["--relative-paths"],
    ["--reporter", "github-actions", "--relative-paths"],
  ])
  func aKeptReportIsPrintedAsItWasMade(_ options: [String]) throws {
    let cache = CacheFolder()
    let plain = lint(options, cache: nil)
    #expect(plain.status == 1 && !plain.standardOutput.isEmpty)
    let cold = lint(options, cache: cache)
    let warm = lint(options, cache: cache, timings: true)
    #expect(cold.status == plain.status && cold.standardOutput == plain.standardOutput)
    #expect(warm.status == plain.status && warm.standardOutput == plain.standardOutput)
    let line = try #require(warm.standardErrorLines.last)
    #expect(line.contains("unchanged check") && !line.contains("digests"), "\(line)")
    #expect(cache.reports.count == 1)
  }

  @Test func otherOptionsOnTheSameCacheKeepReportsOfTheirOwn() {
    let cache = CacheFolder()
    for options in [[], ["--reporter", "json"], [], ["--quiet"], ["--reporter", "json"], ["--quiet"]] {
      let plain = lint(options, cache: nil)
      let cached = lint(options, cache: cache)
      #expect(cached.status == plain.status && cached.standardOutput == plain.standardOutput, "\(options)")
    }
    #expect(cache.reports.count == 3)
  }

  /// A finding whose note points into another file (`duplicate-type-identifier`: where the
  /// identifier is first used), rendered from cached findings: the note's line and column are
  /// the ones a run without a cache gives. Files written just before the runs are not settled,
  /// so the second run renders the findings the first kept instead of printing a kept report;
  /// it read only the findings' own files and put such a note at line 1, column 1, and kept that
  /// report for the runs after it.
  @Test(arguments: [[], ["--reporter", "json"]])
  func aNoteIntoAnotherFileIsPlacedAsWithoutACache(_ options: [String]) throws {
    let cache = CacheFolder()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-notes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: FixturePaths.url("Rules/duplicate-type-identifier/triggers"), to: folder)
    func run(_ cache: CacheFolder?) -> AppIntentsExecutable.Outcome {
      let caching = cache.map { ["--cache-dir", $0.url.path] } ?? ["--no-cache"]
      return AppIntentsExecutable.run(["lint", folder.path] + caching + options, in: FixturePaths.packageRoot)
    }
    let plain = run(nil)
    #expect(plain.status == 1 && plain.standardOutput.contains("Album.swift"), "\(plain.standardOutput)")
    #expect(!plain.standardOutput.contains("Album.swift:1:1"), "\(plain.standardOutput)")
    for _ in 0..<3 {
      let cached = run(cache)
      #expect(
        cached.status == plain.status && cached.standardOutput == plain.standardOutput, "\(cached.standardOutput)")
    }
  }

  @Test func aDamagedReportIsMadeAgain() throws {
    let cache = CacheFolder()
    let plain = lint([], cache: nil)
    _ = lint([], cache: cache)
    let report = try #require(cache.reports.first)
    try Data("AIREPRT1 damaged".utf8).write(to: URL(fileURLWithPath: report))
    let again = lint([], cache: cache)
    #expect(again.status == plain.status && again.standardOutput == plain.standardOutput)
    // ...and kept again, whole.
    let warm = lint([], cache: cache, timings: true)
    #expect(warm.standardOutput == plain.standardOutput)
    #expect(try Data(contentsOf: URL(fileURLWithPath: report)).count > 100)
  }
}
