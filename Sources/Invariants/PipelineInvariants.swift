import CLI
import Foundation

/// The whole command line on one file, each command run twice in-process.
///
/// Every command line in `commands` runs through `CommandLineTool.run`, exactly as `main.swift`
/// calls it, with a captured console. Promises:
/// - Determinism: the two runs give identical exit codes, standard output, standard error and
///   written files (the bundle of `extract`, byte for byte).
/// - Exit codes: 0, 1 or 3 as the output says (`checkOutcome`); never 2 (the command lines are
///   valid), and never a trap.
/// - Standard error and output keep their documented shapes (`checkOutcome`).
/// - `extract` writes its bundle atomically and only when it may: the second run finds a stale
///   bundle in the output folder, which it must replace by exactly the first run's bundle, or,
///   when the first run wrote nothing, leave byte for byte as it was; nothing else (no
///   temporary file) is ever left in the folder, and both files of a bundle are JSON.
///
/// New commands join the fuzzer and the regression replay by adding one entry to `commands`.
public enum PipelineInvariants {
  /// What a command prints on standard output, which decides how a run is checked.
  public enum OutputKind: Sendable {
    /// One JSON object whose `file` is the input's path (`dump tokens`, `dump syntax`);
    /// diagnostics on standard error.
    case dump
    /// The JSON report of `lint --reporter json` (a `diagnostics` array); nothing on standard error.
    case lintJSON
    /// `extract`: one summary line; diagnostics and tool messages on standard error; a bundle in
    /// the output folder.
    case extract
  }

  /// One command line to run on every input.
  public struct Command: Sendable {
    /// A short name for messages.
    public let name: String
    /// What the command prints.
    public let kind: OutputKind
    /// The arguments (without the program name) for the input at a path, given a scratch folder
    /// the command may write into (its `--output` or `--cache-dir`).
    public let arguments: @Sendable (_ path: String, _ folder: String) -> [String]
  }

  /// The command lines every input goes through. `lint` gets a fresh run cache, which its
  /// second run reads, so the cached result must equal the computed one.
  public static let commands: [Command] = [
    Command(name: "dump tokens", kind: .dump) { path, _ in ["dump", "tokens", path] },
    Command(name: "dump syntax", kind: .dump) { path, _ in ["dump", "syntax", path] },
    Command(name: "dump syntax --skip-bodies", kind: .dump) { path, _ in ["dump", "syntax", "--skip-bodies", path] },
    Command(name: "lint --reporter json", kind: .lintJSON) { path, folder in
      ["lint", path, "--reporter", "json", "--cache-dir", folder + "/cache"]
    },
    Command(name: "extract", kind: .extract) { path, folder in ["extract", path, "--output", folder + "/out"] },
    Command(name: "extract --force-metadata-output", kind: .extract) { path, folder in
      ["extract", path, "--output", folder + "/out", "--force-metadata-output"]
    },
  ]

  /// What one run of a command produced.
  public struct Outcome: Equatable, Sendable {
    /// Creates an outcome, e.g. from a child process.
    public init(
      exitCode: ExitCode, standardOutput: String, standardError: String, writtenFiles: [String: [UInt8]] = [:]
    ) {
      self.exitCode = exitCode
      self.standardOutput = standardOutput
      self.standardError = standardError
      self.writtenFiles = writtenFiles
    }

    /// The exit code.
    public let exitCode: ExitCode
    /// Everything written to standard output.
    public let standardOutput: String
    /// Everything written to standard error.
    public let standardError: String
    /// The regular files under the output folder afterwards, by path relative to it.
    public let writtenFiles: [String: [UInt8]]
  }

  /// The stale bundle the second `extract` run finds in its output folder.
  static let staleBundle: [String: [UInt8]] = [
    "Metadata.appintents/extract.actionsdata": Array("stale extract.actionsdata\n".utf8),
    "Metadata.appintents/version.json": Array("stale version.json\n".utf8),
  ]

  /// Runs `arguments` in-process and captures what it writes; with `outputFolder`, also every
  /// regular file under that folder afterwards.
  public static func execute(_ arguments: [String], outputFolder: String? = nil) -> Outcome {
    let capture = CapturedConsole()
    let code = CommandLineTool.run(arguments, console: capture.console)
    return Outcome(
      exitCode: code, standardOutput: capture.standardOutput, standardError: capture.standardError,
      writtenFiles: outputFolder.map(ScratchFolder.regularFiles(under:)) ?? [:])
  }

  /// Every regular file under `folder`, by path relative to it (empty when it does not exist):
  /// what `Outcome.writtenFiles` holds.
  public static func files(under folder: String) -> [String: [UInt8]] {
    ScratchFolder.regularFiles(under: folder)
  }

  /// Runs every command twice on the file at `path` and checks every promise.
  public static func check(fileAt path: String, label: String) throws(InvariantViolation) {
    for command in commands {
      let commandLabel = "\(label) [\(command.name)]"
      let folder = try ScratchFolder(label: commandLabel)
      defer { folder.remove() }
      let output = folder.path + "/out"
      let arguments = command.arguments(path, folder.path)
      let first = execute(arguments, outputFolder: output)
      var second: Outcome
      if command.kind == .extract {
        try folder.replaceOutput(with: staleBundle, label: commandLabel)
        second = execute(arguments, outputFolder: output)
        let expected = first.writtenFiles.isEmpty ? staleBundle : first.writtenFiles
        guard second.writtenFiles == expected else {
          throw InvariantViolation(
            commandLabel,
            "with a stale bundle in the folder, the second run left \(second.writtenFiles.keys.sorted()), "
              + (first.writtenFiles.isEmpty ? "not the stale bundle untouched" : "not the first run's bundle"))
        }
        second = Outcome(
          exitCode: second.exitCode, standardOutput: second.standardOutput, standardError: second.standardError,
          writtenFiles: first.writtenFiles)
      } else {
        second = execute(arguments, outputFolder: output)
      }
      guard first == second else { throw InvariantViolation(commandLabel, "two runs give different results") }
      try checkOutcome(first, path: path, label: commandLabel, kind: command.kind)
    }
  }
}

/// A temporary folder for one command's files, removed afterwards.
struct ScratchFolder {
  /// The folder's path.
  let path: String

  init(label: String) throws(InvariantViolation) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("appintents-check-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw InvariantViolation(label, "cannot create a scratch folder: \(error)")
    }
    path = url.path
  }

  /// Replaces `out` by a folder holding exactly `files`.
  func replaceOutput(with files: [String: [UInt8]], label: String) throws(InvariantViolation) {
    let output = URL(fileURLWithPath: path).appendingPathComponent("out")
    try? FileManager.default.removeItem(at: output)
    do {
      for (relative, bytes) in files {
        let url = output.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
      }
    } catch {
      throw InvariantViolation(label, "cannot plant a stale bundle: \(error)")
    }
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Every regular file under `folder`, by path relative to it; empty when it does not exist.
  static func regularFiles(under folder: String) -> [String: [UInt8]] {
    // Resolved, so that an output folder given as a symbolic link is listed through it.
    let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath()
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [:] }
    var files: [String: [UInt8]] = [:]
    for case let url as URL in enumerator {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
      let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      files[relative] = (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
    }
    return files
  }
}
