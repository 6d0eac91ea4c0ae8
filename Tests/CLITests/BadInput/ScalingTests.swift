import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Huge inputs through the real executable: a 50 MB file and 100k-link chains are processed
/// whole; and the known exception, the syntax dump of long chains.
@Suite(.enabled(if: AppIntentsExecutable.isAvailable, "appintents is not next to the test bundle; run 'swift build'"))
struct ScalingTests {
  /// A valid file of about `bytes` bytes: a real fixture repeated.
  static func repeatedFixture(bytes: Int, in directory: URL, name: String) throws -> String {
    let fixture = try Data(contentsOf: FixturePaths.url("Parser/ok/AppIntentsShowcase.swift"))
    try Data(repeatElement(fixture, count: bytes / fixture.count).joined()).write(
      to: directory.appendingPathComponent(name))
    return name
  }

  /// Whether this process runs under AddressSanitizer (`swift test --sanitize=address`), whose
  /// executable needs several times the memory and time of the plain debug build: the runtime's
  /// entry point is linked in, or `ASAN_OPTIONS` is set (as `.ci/run` does).
  static let isAddressSanitized: Bool = {
    #if os(Linux)
    let defaultHandle: UnsafeMutableRawPointer? = nil
    #else
    let defaultHandle = UnsafeMutableRawPointer(bitPattern: -2)
    #endif
    return dlsym(defaultHandle, "__asan_init") != nil || ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
  }()

  /// A 50 MB file is parsed whole, with no diagnostic and no size limit. How its time grows
  /// with size is measured by the benchmark (`appintents-bench scale`, whole-process runs at 1x,
  /// 4x and 16x; docs/performance.md), not here: a test asserts outcomes, never wall-clock time.
  /// The time limit only turns a hang into a failure. Skipped under AddressSanitizer: the debug
  /// build of the plain `swift test` already covers it, and the sanitized run would need about
  /// 10 GB.
  @Test(.disabled(if: isAddressSanitized, "under AddressSanitizer; the plain swift test run covers 50 MB"))
  func fiftyMegabyteFileIsParsedWhole() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let file = try Self.repeatedFixture(bytes: 50 << 20, in: scratch.url, name: "Big50.swift")
    let outcome = AppIntentsExecutable.run(
      ["dump", "syntax", file], in: scratch.url, standardOutput: .discard, timeout: 1200)
    ExitContract.expect(outcome, exitCode: .success, path: file, label: "50 MB", checksOutput: false)
    #expect(outcome.standardError.isEmpty, "\(outcome.standardError.prefix(500))")
  }

  /// 100k-link member and operator chains: lexed (`dump tokens`) and parsed (see
  /// `NestingDepthTests.longFlatChainsNeverHitTheBudget`) in linear time; `dump syntax` runs on
  /// 1,000 links (see the known issue below for why not 100k).
  @Test func longChains() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let chains = [
      ("Members", "let x = a" + String(repeating: ".b", count: 100_000) + "\n"),
      ("Operators", "let x = 1" + String(repeating: " + 1", count: 100_000) + "\n"),
      ("ShortMembers", "let x = a" + String(repeating: ".b", count: 1000) + "\n"),
      ("ShortOperators", "let x = 1" + String(repeating: " + 1", count: 1000) + "\n"),
    ]
    for (name, text) in chains {
      let file = "\(name).swift"
      try Data(text.utf8).write(to: scratch.url.appendingPathComponent(file))
      let command = name.hasPrefix("Short") ? "syntax" : "tokens"
      let outcome = AppIntentsExecutable.run(["dump", command, file], in: scratch.url, standardOutput: .discard)
      ExitContract.expect(outcome, exitCode: .success, path: file, label: name, checksOutput: false)
      #expect(outcome.standardError.isEmpty)
    }
  }

  /// KNOWN ISSUE: `dump syntax` indents each node by its depth, and a chain of n links is a
  /// left-nested tree n deep, so the dump of `a.b.b...` is O(n^2) bytes (1,000 links: 4 MB;
  /// 4,000: 65 MB; 100,000: about 40 GB, built in memory). Parsing stays linear. When the dump
  /// is fixed, this test fails: then raise `longChains` to 100k links through `dump syntax`.
  @Test func syntaxDumpOfLongChainsIsQuadratic() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    var sizes: [Int] = []
    for links in [1000, 2000] {
      let file = "Chain\(links).swift"
      try Data(("let x = a" + String(repeating: ".b", count: links) + "\n").utf8).write(
        to: scratch.url.appendingPathComponent(file))
      let outcome = AppIntentsExecutable.run(["dump", "syntax", file], in: scratch.url)
      sizes.append(outcome.standardOutput.utf8.count)
    }
    withKnownIssue("dump syntax output is quadratic in the length of a member chain (SyntaxDump indentation)") {
      #expect(Double(sizes[1]) / Double(max(sizes[0], 1)) < 2.5, "\(sizes)")
    }
  }
}
