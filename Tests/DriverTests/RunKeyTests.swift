import Rules
import Source
import Syntax
import Testing

@testable import Driver

/// The key of a whole cached run: the documented bytes (a settings header, then per file its
/// digest's 16 bytes, its path and a line break), so every path and digest changes it.
@Suite struct RunKeyTests {
  let paths = ["Sources/App/Intents.swift", "Sources/App/Shortcuts.swift", "Sources/Ünïcode/Straße.swift"]
  let digests = [
    ContentDigest(of: "first"), ContentDigest(of: "second"), ContentDigest(high: 0x0102_0304_0506_0708, low: 0),
  ]

  func request(paths: [String]) -> CachedLint.Request {
    CachedLint.Request(
      paths: paths, moduleName: "App", configuration: BuildConfiguration(), options: LintOptions(),
      enabledRules: [.tooManyAppShortcuts, .unreachableIntent], settingsKey: "settings", jobs: 1)
  }

  /// The key's input spelled out the slow way, one byte at a time.
  func documentedBytes(_ request: CachedLint.Request, digests: [ContentDigest]) -> [UInt8] {
    var text = "lint 2\nmodule App\nsettings settings\n"
    text +=
      "rules \([RuleID.tooManyAppShortcuts.rawValue, RuleID.unreachableIntent.rawValue].sorted().joined(separator: ","))\n"
    text += "platform \(request.configuration.platform.rawValue)\n"
    text += "defines \(request.configuration.defines.sorted().joined(separator: ","))\n"
    text += "deployment \(request.options.deploymentTarget.map { $0.map(String.init).joined(separator: ".") } ?? "-")\n"
    var bytes = Array(text.utf8)
    for (path, digest) in zip(request.paths, digests) {
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: digest.high >> UInt64(shift)))
      }
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: digest.low >> UInt64(shift)))
      }
      bytes += Array(path.utf8)
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }

  @Test func theKeyIsTheDigestOfTheDocumentedBytes() {
    let request = request(paths: paths)
    #expect(
      CachedLint.runKey(request, digests: digests) == ContentDigest(of: documentedBytes(request, digests: digests)))
    let none = self.request(paths: [])
    #expect(CachedLint.runKey(none, digests: []) == ContentDigest(of: documentedBytes(none, digests: [])))
  }

  @Test func everyPathAndDigestChangesTheKey() {
    let key = CachedLint.runKey(request(paths: paths), digests: digests)
    for index in paths.indices {
      var renamed = paths
      renamed[index] += "x"
      #expect(CachedLint.runKey(request(paths: renamed), digests: digests) != key)
      var edited = digests
      edited[index].low ^= 1
      #expect(CachedLint.runKey(request(paths: paths), digests: edited) != key)
    }
  }
}
