import CLI
import Foundation
import Invariants
import Testing

/// One bad input for the real executable: how to create it, how to call the tool on it, and
/// the exit code the contract demands.
struct BadInput: Sendable, CustomTestStringConvertible {
  /// What is on disk at the path given to the tool.
  enum Setup: Sendable {
    /// A regular file with these bytes.
    case file([UInt8])
    /// Nothing at all.
    case missing
    /// A directory (named like a Swift file).
    case directory
    /// A symbolic link to a path that does not exist.
    case danglingSymlink
    /// Two symbolic links pointing at each other.
    case symlinkLoop
    /// A symbolic link to a valid Swift file.
    case symlinkToValidFile
  }

  /// The name in test output, the golden table and `docs/reliability.md`.
  let name: String
  /// What to create.
  let setup: Setup
  /// The exit code the contract demands.
  let exitCode: ExitCode
  /// The arguments; `FILE` stands for the input's path.
  var arguments: [String] = ["dump", "syntax", "FILE"]
  /// Set for cases whose output is huge: it is discarded, not checked.
  var discardsOutput = false
  /// Why the tool does not give `exitCode` yet (a missing diagnostic, not a crash); the exit
  /// code is then checked as a known issue, which fails once the tool is fixed.
  var knownIssue: String?

  var testDescription: String { name }

  /// The file name: the case name with every run of non-alphanumerics turned into one `-`.
  var fileName: String {
    var result = ""
    for character in name.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        result.append(character)
      } else if !result.hasSuffix("-") {
        result.append("-")
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result + ".swift"
  }

  /// A file with the UTF-8 encoding of `text`.
  static func text(_ name: String, _ text: String, exit: ExitCode, knownIssue: String? = nil) -> BadInput {
    BadInput(name: name, setup: .file(Array(text.utf8)), exitCode: exit, knownIssue: knownIssue)
  }

  /// A file with raw `bytes`.
  static func bytes(_ name: String, _ bytes: [UInt8], exit: ExitCode, knownIssue: String? = nil) -> BadInput {
    BadInput(name: name, setup: .file(bytes), exitCode: exit, knownIssue: knownIssue)
  }

  /// Creates the input in `directory` and runs the tool on it (by relative path, so that
  /// messages are stable).
  func run(in directory: URL, timeout: Double = 300) throws -> AppIntentsExecutable.Outcome {
    let path = directory.appendingPathComponent(fileName)
    let manager = FileManager.default
    switch setup {
    case .file(let bytes): try Data(bytes).write(to: path)
    case .missing: break
    case .directory: try manager.createDirectory(at: path, withIntermediateDirectories: true)
    case .danglingSymlink:
      try manager.createSymbolicLink(atPath: path.path, withDestinationPath: "does-not-exist.swift")
    case .symlinkLoop:
      let other = fileName.replacingOccurrences(of: ".swift", with: "-other.swift")
      try manager.createSymbolicLink(atPath: path.path, withDestinationPath: other)
      try manager.createSymbolicLink(
        atPath: directory.appendingPathComponent(other).path, withDestinationPath: fileName)
    case .symlinkToValidFile:
      let target = fileName.replacingOccurrences(of: ".swift", with: "-target.swift")
      try Data("struct A {}\n".utf8).write(to: directory.appendingPathComponent(target))
      try manager.createSymbolicLink(atPath: path.path, withDestinationPath: target)
    }
    let arguments = self.arguments.map { $0 == "FILE" ? fileName : $0 }
    return AppIntentsExecutable.run(
      arguments, in: directory, standardOutput: discardsOutput ? .discard : .capture, timeout: timeout)
  }
}

/// The checks every run of the executable must pass, whatever the input.
enum ExitContract {
  /// Records an issue unless `outcome` ended in time with the exit code `expected`, and its
  /// standard error (and output, when captured) keep `PipelineInvariants.checkOutcome`'s shape
  /// for the command's `kind`: `path:line:column: error|warning|note: ...` lines, or one
  /// `appintents: error: ...` line for I/O errors, or `appintents: error: ...` and a usage hint
  /// for usage errors. With `writtenFiles` (the output folder's files after an `extract`), the
  /// summary must say `wrote` exactly when a bundle is there, and the bundle must be JSON.
  static func expect(
    _ outcome: AppIntentsExecutable.Outcome, exitCode expected: ExitCode, path: String, label: String,
    kind: PipelineInvariants.OutputKind = .dump, checksOutput: Bool = true, writtenFiles: [String: [UInt8]]? = nil,
    knownIssue: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !outcome.timedOut else {
      Issue.record("\(label): timed out after \(Int(outcome.seconds)) s", sourceLocation: sourceLocation)
      return
    }
    guard let code = ExitCode(rawValue: outcome.status) else {
      let tail = String(outcome.standardError.suffix(2000))
      Issue.record(
        "\(label): exit status \(outcome.status) is outside the contract {0,1,2,3} (negative: killed by a signal)\n\(tail)",
        sourceLocation: sourceLocation)
      return
    }
    if let knownIssue {
      withKnownIssue(Comment(rawValue: knownIssue), sourceLocation: sourceLocation) {
        #expect(code == expected, "\(label)", sourceLocation: sourceLocation)
      }
    } else {
      #expect(
        code == expected, "\(label): stderr: \(outcome.standardError.prefix(1000))", sourceLocation: sourceLocation)
    }
    if code == .usage {
      #expect(
        outcome.standardError.hasPrefix("appintents: error: ") && outcome.standardOutput.isEmpty,
        "\(label): \(outcome.standardError)", sourceLocation: sourceLocation)
      return
    }
    let pipelineOutcome = PipelineInvariants.Outcome(
      exitCode: code, standardOutput: outcome.standardOutput, standardError: outcome.standardError,
      writtenFiles: writtenFiles ?? [:])
    do {
      try PipelineInvariants.checkOutcome(
        pipelineOutcome, path: path, label: label, kind: kind, checksOutput: checksOutput,
        checksFiles: writtenFiles != nil)
    } catch {
      Issue.record("\(error.description)", sourceLocation: sourceLocation)
    }
  }
}

/// A fresh temporary directory, removed by `remove()`.
struct ScratchDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() {
    // Restore permissions a test may have taken away, so that removal works.
    if let enumerator = FileManager.default.enumerator(atPath: url.path) {
      for case let relative as String in enumerator {
        chmod(url.appendingPathComponent(relative).path, 0o755)
      }
    }
    try? FileManager.default.removeItem(at: url)
  }
}
