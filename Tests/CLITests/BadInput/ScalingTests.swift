import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Time grows linearly with input size, measured on the real executable; and the known
/// exception, the syntax dump of long chains.
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

  /// 50 MB against 5 MB: ten times the input may take at most 25 times as long (linear is 10,
  /// quadratic 100). The ratio, not a wall-clock bound, so a slow or busy machine passes; the
  /// time limit of the 50 MB run is also relative (40 times the 5 MB run). Skipped under
  /// AddressSanitizer: the debug build of the plain `swift test` already covers it, and the
  /// sanitized 50 MB run would need about 10 GB.
  @Test(.disabled(if: isAddressSanitized, "under AddressSanitizer; the plain swift test run covers 50 MB"))
  func fiftyMegabytesTakeLinearTime() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    var seconds: [Double] = []
    for megabytes in [5, 50] {
      let file = try Self.repeatedFixture(bytes: megabytes << 20, in: scratch.url, name: "Big\(megabytes).swift")
      let timeout = seconds.first.map { max(600, 40 * $0) } ?? 600
      let outcome = AppIntentsExecutable.run(
        ["dump", "syntax", file], in: scratch.url, standardOutput: .discard, timeout: timeout)
      ExitContract.expect(outcome, exitCode: .success, path: file, label: "\(megabytes) MB", checksOutput: false)
      seconds.append(outcome.seconds)
      try FileManager.default.removeItem(at: scratch.url.appendingPathComponent(file))
    }
    let ratio = seconds[1] / max(seconds[0], 0.001)
    print("scaling: 5 MB in \(seconds[0]) s, 50 MB in \(seconds[1]) s, ratio \(ratio)")
    #expect(ratio < 25, "5 MB took \(seconds[0]) s, 50 MB took \(seconds[1]) s")
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
