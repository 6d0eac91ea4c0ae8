import Foundation
import Rules
import TestSupport
import Testing

/// The rules whose problems the Swift 6 compiler also reports agree with it: each fixture is
/// type-checked with `swiftc -swift-version 6` against the App Intents stub (which declares the
/// requirements and result types as Apple does), and the compiler's errors are compared with the
/// rule's findings. Without `swiftc` on `PATH` (or off Linux) the tests print one `skipped:` line.
@Suite struct RuleCompilerAgreementTests {
  /// The compiler's errors for a fixture folder, as `(file name, line, message)`.
  static func compilerErrors(_ rule: RuleID, _ kind: String) throws -> (errors: [CompilerError], succeeded: Bool)? {
    let oracle: ConstValueOracle
    switch ConstValueOracle.shared {
    case .ready(let ready): oracle = ready
    case .skipped(let reason):
      print("\(reason) (\(rule.rawValue) compiler agreement)")
      return nil
    case .broken(let error):
      Issue.record("\(error)")
      return nil
    }
    let files = FixturePaths.files(in: "Rules/\(rule.rawValue)/\(kind)").map(\.path)
    let outcome = ProcessRunner.run(
      oracle.swiftc,
      arguments: [
        "-typecheck", "-parse-as-library", "-swift-version", "6", "-diagnostic-style", "llvm", "-I",
        oracle.stub.moduleDirectory.path, "-load-plugin-executable", oracle.stub.pluginArgument,
      ] + files, timeout: ConstValueOracle.fileTimeout)
    let errors = outcome.diagnostics.split(separator: "\n").compactMap { CompilerError(String($0)) }
    return (errors, outcome.succeeded)
  }

  /// One `file:line:column: error: message` line.
  struct CompilerError: Hashable {
    var file: String
    var line: Int
    var message: String

    init?(_ text: String) {
      let parts = text.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[3] == " error", let line = Int(parts[1]) else { return nil }
      file = String(parts[0].split(separator: "/").last ?? "")
      self.line = line
      message = parts[4].trimmingCharacters(in: .whitespaces)
    }
  }

  /// The text between the first pair of single quotes after `prefix` in `message`.
  static func quoted(after prefix: String, in message: String) -> String? {
    guard let start = message.range(of: prefix)?.upperBound else { return nil }
    let rest = message[start...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }

  @Test(arguments: ["triggers", "passes"])
  func mainActorFindingsAreTheCompilersConformanceIsolationErrors(_ kind: String) throws {
    guard let (errors, succeeded) = try Self.compilerErrors(.mainActorOnIntentType, kind) else { return }
    let compiler = Set(
      errors.compactMap { error -> String? in
        guard error.message.contains("crosses into main actor-isolated code") else { return nil }
        return Self.quoted(after: "conformance of '", in: error.message)?.split(separator: ".").last.map(String.init)
      })
    let fixture = try #require(try RuleFixture.load(.mainActorOnIntentType, kind))
    let rule = Set(
      RuleFixtureTests.ofRule(.mainActorOnIntentType, fixture.lint()).compactMap {
        Self.quoted(after: "conformance of '", in: $0)
      })
    #expect(rule == compiler)
    if kind == "passes" { #expect(succeeded, "the passing fixture should compile: \(errors)") }
    if kind == "triggers" { #expect(!compiler.isEmpty) }
  }

  @Test(arguments: ["triggers", "passes"])
  func staticVarFindingsAreTheCompilersMutableGlobalErrors(_ kind: String) throws {
    guard let (errors, _) = try Self.compilerErrors(.staticVarTitle, kind) else { return }
    let compiler = Set(
      errors.compactMap { error -> String? in
        guard let name = Self.quoted(after: "static property '", in: error.message),
          error.message.contains("nonisolated global shared mutable state")
        else { return nil }
        return "\(error.file):\(error.line):\(name)"
      })
    let fixture = try #require(try RuleFixture.load(.staticVarTitle, kind))
    let rule = Set(
      RuleFixtureTests.ofRule(.staticVarTitle, fixture.lint()).compactMap { finding -> String? in
        let parts = finding.split(separator: ":")
        guard parts.count > 2, let name = Self.quoted(after: "'static var ", in: finding) else { return nil }
        return "\(parts[0]):\(parts[1]):\(name)"
      })
    // Every finding is a compiler error; in the triggering fixture every compiler error is a finding
    // (the passing fixture keeps statics of a type that is not an App Intents type, which the rule
    // leaves to the compiler).
    #expect(rule.isSubset(of: compiler))
    if kind == "triggers" {
      #expect(rule == compiler)
      #expect(!rule.isEmpty)
    }
  }

  @Test(arguments: ["triggers", "passes"])
  func resultFindingsAreTheCompilersResultTypeErrors(_ kind: String) throws {
    guard let (errors, succeeded) = try Self.compilerErrors(.resultMissingDialogOrValue, kind) else { return }
    let compiler = Set(
      errors.filter { $0.message.contains("requires the types 'Never' and") }.map { "\($0.file):\($0.line)" })
    let fixture = try #require(try RuleFixture.load(.resultMissingDialogOrValue, kind))
    let rule = Set(
      RuleFixtureTests.ofRule(.resultMissingDialogOrValue, fixture.lint()).map { finding in
        finding.split(separator: ":").prefix(2).joined(separator: ":")
      })
    #expect(rule == compiler)
    if kind == "passes" { #expect(succeeded, "the passing fixture should compile: \(errors)") }
    if kind == "triggers" { #expect(!rule.isEmpty) }
  }
}
