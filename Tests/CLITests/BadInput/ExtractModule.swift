import CLI
import Foundation
import Invariants
import Testing

/// A module folder for `appintents extract` runs through the real executable: one valid App
/// Intents file (an intent and an App Shortcut, which extracts cleanly), plus whatever a test
/// adds, and an output folder that may already hold a bundle.
final class ExtractModule {
  /// The valid file every module starts with: one intent, one shortcut, no findings.
  static let validSource = """
    import AppIntents

    struct OpenLibraryIntent: AppIntent {
      static let title: LocalizedStringResource = "Open Library"
      static let description = IntentDescription("Opens the library.")
      static let openAppWhenRun = true

      @MainActor
      func perform() async throws -> some IntentResult { .result() }
    }

    struct LibraryShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(
          intent: OpenLibraryIntent(), phrases: ["Open the library in \\(.applicationName)"],
          shortTitle: "Open Library", systemImageName: "books.vertical")
      }
    }

    """

  /// The stale bundle planted before runs that must not replace it.
  static let staleBundle: [String: [UInt8]] = [
    "Metadata.appintents/extract.actionsdata": Array("stale extract.actionsdata\n".utf8),
    "Metadata.appintents/version.json": Array("stale version.json\n".utf8),
  ]

  /// The scratch folder holding `src/` and `out/`.
  let root: URL
  /// What `plant` put in the output folder: a run that leaves exactly this wrote nothing.
  private(set) var planted: [String: [UInt8]] = [:]

  /// Creates `src/Open.swift` in `scratch`.
  init(in scratch: URL) throws {
    root = scratch
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    try add("Open.swift", Self.validSource)
  }

  /// The module's source folder.
  var source: URL { root.appendingPathComponent("src") }
  /// The output folder.
  var output: URL { root.appendingPathComponent("out") }

  /// Adds a file to the module.
  func add(_ name: String, _ text: String) throws {
    try add(name, bytes: Array(text.utf8))
  }

  /// Adds a file with raw bytes to the module.
  func add(_ name: String, bytes: [UInt8]) throws {
    try Data(bytes).write(to: source.appendingPathComponent(name))
  }

  /// Replaces the output folder by one holding exactly `files`.
  func plant(_ files: [String: [UInt8]]) throws {
    try? FileManager.default.removeItem(at: output)
    planted = files
    for (relative, bytes) in files {
      let url = output.appendingPathComponent(relative)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
  }

  /// The regular files under the output folder.
  var writtenFiles: [String: [UInt8]] { PipelineInvariants.files(under: output.path) }

  /// Runs `appintents extract src --output <outputPath>` plus `options` in the scratch folder
  /// (relative paths, so messages are stable), checks the outcome against the contract with the
  /// files found in the output folder (what `plant` put there counts as nothing written), and
  /// returns it.
  @discardableResult
  func extract(
    _ options: [String] = [], outputPath: String = "out", exitCode: ExitCodeExpectation, label: String,
    timeout: Double = 300, prefix: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) -> AppIntentsExecutable.Outcome {
    let outcome = AppIntentsExecutable.run(
      ["extract", "src", "--output", outputPath] + options, in: root, timeout: timeout, prefix: prefix)
    let written = PipelineInvariants.files(under: root.appendingPathComponent(outputPath).path)
    let expected: ExitCode
    switch exitCode {
    case .exactly(let code): expected = code
    case .anyOf(let codes):
      expected = codes.first { $0.rawValue == outcome.status } ?? codes[0]
    }
    ExitContract.expect(
      outcome, exitCode: expected, path: "src", label: label, kind: .extract,
      writtenFiles: written == planted ? [:] : written, sourceLocation: sourceLocation)
    return outcome
  }

  /// What exit code a run may give.
  enum ExitCodeExpectation {
    /// Exactly this code.
    case exactly(ExitCode)
    /// Any of these (the contract then decides from the output which one is right).
    case anyOf([ExitCode])
  }
}
