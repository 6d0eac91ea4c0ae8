import Foundation
import TestSupport
import Testing

/// The SwiftPM plugins, used the way a package uses them: `Fixtures/PluginSample` is copied,
/// its `Package.swift` pointed at this repository by absolute path, and `swift build` run on
/// it. A bad phrase fails the build with our diagnostic; fixed, the build succeeds and the
/// bundle is in the plugin work directory. The command plugins (`swift package
/// appintents-lint`, `appintents-extract`) run on the same package; the lint command keeps
/// its run cache in its plugin work directory.
///
/// The copy and its scratch path live under this repository's `.build/plugin-sample/`, which
/// survives between test runs: only the first run builds the tool for the plugin (several
/// minutes on a loaded two-core machine); later runs rebuild what changed.
@Suite(.serialized) struct PluginSampleTests {
  static let root = FixturePaths.packageRoot
  static let work = root.appendingPathComponent(".build/plugin-sample")
  static let package = work.appendingPathComponent("PluginSample")
  static let scratch = work.appendingPathComponent("scratch")
  /// `swift package` builds a command plugin's tool with a build database of its own, so
  /// sharing the scratch path with `swift build` would rebuild the tool each time either runs.
  static let commandScratch = work.appendingPathComponent("scratch-commands")
  static let shortcuts = package.appendingPathComponent("Sources/CoffeeIntents/CoffeeShortcuts.swift")
  static let diagnostic =
    "CoffeeShortcuts.swift:10:9: error: Invalid Utterance. Every App Shortcut utterance should have one "
    + "'${applicationName}' in it. [phrase-missing-application-name]"

  /// Runs `swift ARGUMENTS` on the sample package; prints how long it took.
  static func swift(
    _ swift: URL, _ arguments: [String], scratch: URL = scratch, label: String
  ) -> Subprocess.Outcome {
    let started = Date()
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let outcome = Subprocess.run(
      swift,
      Array(arguments.prefix(1)) + ["--package-path", package.path, "--scratch-path", scratch.path]
        + arguments.dropFirst(), in: package,
      environment: environment, timeout: 3600)
    print("plugin sample: \(label) took \(Int(Date().timeIntervalSince(started))) s (exit \(outcome.status))")
    return outcome
  }

  @Test func buildFailsWithOurDiagnosticOnABadPhraseAndSucceedsOnceFixed() throws {
    let swift = try #require(Subprocess.find("swift"), "swift is not on PATH")
    try Scratch.copy(FixturePaths.url("PluginSample"), to: Self.package)
    let manifestURL = Self.package.appendingPathComponent("Package.swift")
    let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
    let absolute = manifest.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(Self.root.path)\"")
    try #require(absolute != manifest)
    try Data(absolute.utf8).write(to: manifestURL)
    let good = try String(contentsOf: Self.shortcuts, encoding: .utf8)
    let bad = good.replacingOccurrences(of: "\"Get my usual from \\(.applicationName)\"", with: "\"Get my usual\"")
    try #require(bad != good)

    try Data(bad.utf8).write(to: Self.shortcuts)
    let failed = Self.swift(swift, ["build"], label: "build with a bad phrase")
    #expect(failed.status != 0)
    #expect(failed.combined.contains(Self.diagnostic), "\(failed.combined.suffix(4000))")

    let lintCache = Self.commandScratch.appendingPathComponent("plugins/AppIntentsLintCommandPlugin/outputs/cache")
    try? FileManager.default.removeItem(at: lintCache)
    let lint = Self.swift(
      swift, ["package", "appintents-lint", "--target", "CoffeeIntents"], scratch: Self.commandScratch,
      label: "swift package appintents-lint")
    #expect(lint.status != 0)
    #expect(lint.combined.contains(Self.diagnostic), "\(lint.combined.suffix(4000))")
    let cached = (try? FileManager.default.contentsOfDirectory(atPath: lintCache.path)) ?? []
    #expect(!cached.isEmpty, "the run cache is not in the plugin work directory: \(lintCache.path)")

    try Data(good.utf8).write(to: Self.shortcuts)
    let fixed = Self.swift(swift, ["build"], label: "build once fixed")
    #expect(fixed.status == 0, "\(fixed.combined.suffix(4000))")
    let bundles = Self.bundles(under: Self.scratch.appendingPathComponent("plugins"))
    #expect(bundles.count == 1, "\(bundles)")
    if let bundle = bundles.first {
      let text = String(decoding: (try? Data(contentsOf: bundle)) ?? Data(), as: UTF8.self)
      #expect(text.contains("OrderCoffeeIntent"))
      #expect(bundle.path.contains("AppIntentsBuildToolPlugin"))
    }

    let output = try Scratch.directory("plugin-extract")
    defer { try? FileManager.default.removeItem(at: output) }
    let extract = Self.swift(
      swift, ["package", "appintents-extract", "--target", "CoffeeIntents", "--output", output.path],
      scratch: Self.commandScratch, label: "swift package appintents-extract")
    #expect(extract.status == 0, "\(extract.combined.suffix(4000))")
    let extracted = output.appendingPathComponent("CoffeeIntents/Metadata.appintents/extract.actionsdata")
    #expect(FileManager.default.fileExists(atPath: extracted.path), "\(extract.combined.suffix(2000))")
  }

  /// Every `Metadata.appintents/extract.actionsdata` under `directory`.
  static func bundles(under directory: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
      return []
    }
    var found: [URL] = []
    for case let url as URL in enumerator
    where url.lastPathComponent == "extract.actionsdata"
      && url.deletingLastPathComponent().lastPathComponent == "Metadata.appintents"
    {
      found.append(url)
    }
    return found
  }
}
