import Foundation
import TestSupport
import Testing

/// The oracle's plumbing: finding the compiler, building the stub, running processes with limits.
@Suite struct OracleTests {
  @Test func reportsWhyItSkips() {
    if let reason = ConstValueOracle.skipReason {
      // The one place a run without a compiler says so plainly.
      print("ConstExtractionTests: \(reason); compiler-agreement tests are disabled")
      #expect(reason.hasPrefix("skipped: "))
    } else {
      #expect(SwiftCompilerLocator.find() != nil)
    }
  }

  @Test func locatorFindsNothingOnAnEmptyPath() {
    #expect(SwiftCompilerLocator.find(inPath: "") == nil)
    #expect(SwiftCompilerLocator.find(inPath: "/nonexistent-directory:/also/missing") == nil)
  }

  @Test func runnerKillsAProcessThatOutlivesItsLimit() {
    let start = Date()
    let outcome = ProcessRunner.run(URL(fileURLWithPath: "/bin/sleep"), arguments: ["30"], timeout: 0.5)
    guard case .timedOut(let seconds, _) = outcome else {
      Issue.record("expected a timeout, got \(outcome)")
      return
    }
    #expect(seconds == 0.5)
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test func runnerReportsExitStatusAndOutput() {
    let outcome = ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "echo out; echo err >&2; exit 3"], timeout: 30)
    #expect(outcome == .exited(status: 3, standardOutput: "out\n", standardError: "err\n"))
    #expect(!outcome.succeeded)
  }

  @Test func runnerReportsAMissingExecutable() {
    let outcome = ProcessRunner.run(URL(fileURLWithPath: "/nonexistent/tool"), arguments: [], timeout: 5)
    guard case .failedToLaunch = outcome else {
      Issue.record("expected a launch failure, got \(outcome)")
      return
    }
  }

  @Test(.enabled(if: Oracle.isAvailable, "requires swiftc on PATH"))
  func stubCompilesIntoModules() throws {
    let oracle = try Oracle.require()
    for module in AppIntentsStubBuild.supportModules + ["AppIntents"] {
      let path = oracle.stub.moduleDirectory.appendingPathComponent("\(module).swiftmodule").path
      #expect(FileManager.default.fileExists(atPath: path), "missing \(module).swiftmodule")
    }
    #expect(FileManager.default.isExecutableFile(atPath: oracle.stub.macroPlugin.path))
    let protocols = try JSONDecoder().decode([String].self, from: Data(contentsOf: oracle.stub.protocolList))
    #expect(protocols == AppIntentsStubBuild.xcodeProtocols)
  }

  @Test(.enabled(if: Oracle.isAvailable, "requires swiftc on PATH"))
  func typeCheckFailuresAreReportedNotThrown() throws {
    let oracle = try Oracle.require()
    let result = try oracle.extract(sources: ["Bad": "import AppIntents\nstruct X: AppIntent {}\n"])
    #expect(!result.typeChecks)
    #expect(result.failures.contains("does not conform to protocol 'AppIntent'"))
  }
}
