import CLI
import Foundation
import Invariants
import TestSupport
import Testing

/// `extract` run in-process on transformed modules: CRLF and CR-only copies of every extraction
/// fixture give the LF bundle byte for byte and the same diagnostics; every prefix of a valid
/// App Intents file keeps the `extract` contract.
struct ExtractEquivalenceTests {
  /// The extraction fixtures: one module folder each.
  static let modules: [URL] = {
    let root = FixturePaths.url("Extraction")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.sorted().map { root.appendingPathComponent($0) }.filter { folder in
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("case.json").path)
    }
  }()

  /// Copies the `.swift` files of `module` (at any depth) into `folder`, every line break
  /// replaced by `lineBreak`.
  static func copy(_ module: URL, to folder: URL, lineBreak: [UInt8]) throws {
    let files = FixturePaths.files(in: FixturePaths.relativePath(module)).filter { $0.pathExtension == "swift" }
    for file in files {
      let relative = String(file.standardizedFileURL.path.dropFirst(module.standardizedFileURL.path.count + 1))
      let target = folder.appendingPathComponent(relative)
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(LineEndingTests.converted([UInt8](Data(contentsOf: file)), to: lineBreak)).write(to: target)
    }
  }

  /// Runs `extract` in-process on `folder` (module name fixed, bundle forced so that every
  /// module gives one) and returns the outcome with the paths made relative to `folder`.
  static func extract(_ folder: URL) -> PipelineInvariants.Outcome {
    let output = folder.appendingPathComponent("out")
    let outcome = PipelineInvariants.execute(
      [
        "extract", folder.appendingPathComponent("src").path, "--output", output.path, "--module-name", "Fixture",
        "--force-metadata-output",
      ], outputFolder: output.path)
    let prefix = folder.path + "/"
    return PipelineInvariants.Outcome(
      exitCode: outcome.exitCode, standardOutput: outcome.standardOutput.replacingOccurrences(of: prefix, with: ""),
      standardError: outcome.standardError.replacingOccurrences(of: prefix, with: ""),
      writtenFiles: outcome.writtenFiles)
  }

  @Test(arguments: modules)
  func lineEndingsGiveTheSameBundle(_ module: URL) throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    var outcomes: [(name: String, outcome: PipelineInvariants.Outcome)] = []
    for (name, lineBreak) in [("LF", [UInt8(0x0A)]), ("CRLF", [0x0D, 0x0A]), ("CR", [0x0D])] {
      let folder = scratch.url.appendingPathComponent(name)
      try Self.copy(module, to: folder.appendingPathComponent("src"), lineBreak: lineBreak)
      outcomes.append((name, Self.extract(folder)))
    }
    let label = FixturePaths.relativePath(module)
    let reference = outcomes[0].outcome
    #expect(!reference.writtenFiles.isEmpty || reference.standardOutput.contains("nothing written"), "\(label)")
    for (name, outcome) in outcomes.dropFirst() {
      #expect(outcome.exitCode == reference.exitCode, "\(label) [\(name)]: exit code differs from LF")
      #expect(
        outcome.standardError == reference.standardError,
        "\(label) [\(name)]:\n\(LineDiff.render(expected: reference.standardError, actual: outcome.standardError))")
      #expect(outcome.writtenFiles == reference.writtenFiles, "\(label) [\(name)]: the bundle differs from LF")
    }
  }

  /// Every prefix of a valid file (an intent and a shortcut, the smallest module that writes a
  /// bundle): each run keeps the contract, and a prefix that exits 0 writes a bundle or says
  /// there was nothing to write.
  @Test func everyPrefixOfAValidFile() throws {
    let bytes = Array(ExtractModule.validSource.utf8)
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let file = scratch.url.appendingPathComponent("Open.swift")
    let output = scratch.url.appendingPathComponent("out")
    var codes: [ExitCode: Int] = [:]
    for length in 0...bytes.count {
      try Data(bytes[0..<length]).write(to: file)
      try? FileManager.default.removeItem(at: output)
      let outcome = PipelineInvariants.execute(
        ["extract", file.path, "--output", output.path], outputFolder: output.path)
      codes[outcome.exitCode, default: 0] += 1
      do {
        try PipelineInvariants.checkOutcome(
          outcome, path: file.path, label: "prefix \(length)", kind: .extract, checksFiles: true)
      } catch {
        Issue.record("\(error.description)")
      }
    }
    #expect(codes[.success, default: 0] > 0 && codes[.findings, default: 0] > 0, "\(codes)")
    #expect(Set(codes.keys).isSubset(of: [.success, .findings]), "\(codes)")
  }
}
