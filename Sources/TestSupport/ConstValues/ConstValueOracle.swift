import Foundation

/// Why the const-value oracle cannot answer.
package enum ConstValueOracleError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The stub or its plugin did not compile; the message holds the compiler's diagnostics.
  case stubBuildFailed(String)
  /// The compiler's output could not be read or decoded.
  case unreadableOutput(String)

  /// A readable explanation.
  package var description: String {
    switch self {
    case .stubBuildFailed(let message): "the App Intents stub does not build: \(message)"
    case .unreadableOutput(let message): "unreadable const-value output: \(message)"
    }
  }
}

/// The Swift compiler used as an oracle: it type-checks sources against the App Intents stub and
/// reports their compile-time constant values (`-emit-const-values-path`).
///
/// `ConstValueOracle.shared` finds `swiftc` on `PATH` and compiles the stub once per process. Each
/// extraction runs one frontend job per file, as Xcode's incremental builds do:
///
/// ```
/// swiftc -frontend -typecheck -emit-const-values-path OUT -const-gather-protocols-file PROTOCOLS
///   -I STUB -load-plugin-executable PLUGIN#AppIntentsStubMacros -module-name M -swift-version 5
///   [-D NAME]... -primary-file F OTHER_FILES...
/// ```
///
/// Every job has a time limit; nothing here can hang a test run.
package final class ConstValueOracle: Sendable {
  /// Whether the oracle can run here.
  package enum Availability: Sendable {
    /// Ready to extract.
    case ready(ConstValueOracle)
    /// Not available on this machine (no `swiftc`, or not Linux); tests that need it skip.
    case skipped(String)
    /// Available but broken: the stub does not build. Tests that need it fail.
    case broken(ConstValueOracleError)
  }

  /// The time limit of one frontend job, in seconds.
  package static let fileTimeout: TimeInterval = 120
  /// The time limit of one stub compilation step, in seconds.
  package static let stubTimeout: TimeInterval = 600

  /// The process-wide oracle, built on first use.
  package static let shared: Availability = makeShared()

  /// Nil when a `swiftc` the oracle can use is on `PATH`; otherwise why tests skip. Cheap: it does not
  /// build the stub.
  package static let skipReason: String? = {
    #if os(Linux)
    return SwiftCompilerLocator.find() == nil ? "skipped: no swiftc on PATH" : nil
    #else
    return "skipped: the const-value oracle and its goldens are Linux-only (the stub declares "
      + "LocalizedStringResource, which Apple's Foundation also declares)"
    #endif
  }()

  /// The compiler.
  package let swiftc: URL
  /// The compiled stub.
  package let stub: AppIntentsStubBuild
  /// The folder for per-run outputs.
  private let scratch: URL

  private init(swiftc: URL, stub: AppIntentsStubBuild, scratch: URL) {
    self.swiftc = swiftc
    self.stub = stub
    self.scratch = scratch
  }

  private static let buildDirectory: URL = FileManager.default.temporaryDirectory
    .appendingPathComponent("appintents-stub-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")

  private static func makeShared() -> Availability {
    if let skipReason { return .skipped(skipReason) }
    guard let swiftc = SwiftCompilerLocator.find() else { return .skipped("skipped: no swiftc on PATH") }
    atexit { try? FileManager.default.removeItem(at: ConstValueOracle.buildDirectory) }
    let modules = buildDirectory.appendingPathComponent("modules")
    switch AppIntentsStubBuild.build(swiftc: swiftc, into: modules, timeout: stubTimeout) {
    case .success(let stub):
      let runs = buildDirectory.appendingPathComponent("runs")
      return .ready(ConstValueOracle(swiftc: swiftc, stub: stub, scratch: runs))
    case .failure(let error):
      return .broken(error)
    }
  }

  /// Type-checks `files` as one module and extracts the const values of each, one job per file.
  ///
  /// - Parameters:
  ///   - files: the module's source files; each is a primary file once, with the others as context.
  ///   - root: the folder file names in the result are relative to.
  ///   - moduleName: the module name (it appears in type names and mangled names).
  ///   - defines: `-D` flags for `#if`.
  ///   - swiftVersion: the language mode.
  package func extract(
    files: [URL], root: URL, moduleName: String, defines: [String] = [], swiftVersion: String = "5"
  ) -> ModuleConstValues {
    let run = scratch.appendingPathComponent(UUID().uuidString, isDirectory: true)
    defer { try? FileManager.default.removeItem(at: run) }
    do {
      try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
    } catch {
      let outcome = ProcessOutcome.failedToLaunch("cannot create \(run.path): \(error)")
      return ModuleConstValues(files: files.map { FileConstValues(path: $0.path, outcome: outcome, output: nil) })
    }
    let paths = files.map(\.path)
    var results: [FileConstValues] = []
    for (index, file) in files.enumerated() {
      let output = run.appendingPathComponent("\(index).swiftconstvalues")
      var arguments = [
        "-frontend", "-typecheck", "-emit-const-values-path", output.path,
        "-const-gather-protocols-file", stub.protocolList.path, "-I", stub.moduleDirectory.path,
        "-load-plugin-executable", stub.pluginArgument, "-module-name", moduleName, "-swift-version", swiftVersion,
      ]
      for define in defines { arguments += ["-D", define] }
      arguments += ["-primary-file", file.path] + paths.filter { $0 != file.path }
      let outcome = ProcessRunner.run(swiftc, arguments: arguments, timeout: Self.fileTimeout)
      let data = FileManager.default.contents(atPath: output.path)
      results.append(FileConstValues(path: Self.relativePath(file, to: root), outcome: outcome, output: data))
    }
    return ModuleConstValues(files: results)
  }

  /// Extracts the const values of a fixture case with its case settings.
  package func extract(_ extractionCase: ExtractionCase) -> ModuleConstValues {
    extract(
      files: extractionCase.sourceFiles, root: extractionCase.directory, moduleName: extractionCase.moduleName,
      defines: extractionCase.spec.defines, swiftVersion: extractionCase.spec.swiftVersion ?? "5")
  }

  /// The placeholders that replace machine-specific paths in normalized output.
  package func placeholders(root: URL) -> [(String, String)] {
    [
      (root.standardizedFileURL.path, "$FIXTURE"),
      (stub.moduleDirectory.path, "$STUB"),
      (FileManager.default.temporaryDirectory.standardizedFileURL.path, "$TMP"),
    ]
  }

  private static func relativePath(_ file: URL, to root: URL) -> String {
    let base = root.standardizedFileURL.path + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}

/// The compiler's answer for one source file.
package struct FileConstValues: Sendable {
  /// The file's path relative to the module root.
  package let path: String
  /// How the frontend job ended; its stderr holds any diagnostics.
  package let outcome: ProcessOutcome
  /// The raw `.swiftconstvalues` JSON, when the compiler wrote one.
  package let output: Data?

  /// The decoded report.
  package func report() throws -> ConstValueReport {
    guard let output else { throw ConstValueOracleError.unreadableOutput("\(path): no output\n\(outcome.diagnostics)") }
    do {
      return try JSONDecoder().decode(ConstValueReport.self, from: output)
    } catch {
      throw ConstValueOracleError.unreadableOutput("\(path): \(error)")
    }
  }
}

/// The compiler's answers for every file of a module.
package struct ModuleConstValues: Sendable {
  /// One entry per file, in the order given.
  package let files: [FileConstValues]

  /// Whether every file type-checked without errors.
  package var typeChecks: Bool { files.allSatisfy { $0.outcome.succeeded } }

  /// The diagnostics of the files that failed, each under its path.
  package var failures: String {
    files.filter { !$0.outcome.succeeded }.map { "\($0.path):\n\($0.outcome.diagnostics)" }
      .joined(separator: "\n")
  }

  /// Every file's report, keyed by relative path.
  package func reports() throws -> [String: ConstValueReport] {
    var reports: [String: ConstValueReport] = [:]
    for file in files { reports[file.path] = try file.report() }
    return reports
  }

  /// Every reported type of every file, in file order then compiler order.
  package func allTypes() throws -> [ConstValueTypeInfo] {
    try files.flatMap { try $0.report().types }
  }

  /// The golden form of the output: `{"files": {path: compiler JSON}}`, keys sorted, pretty-printed,
  /// paths replaced by placeholders, arrays kept in the compiler's order.
  package func normalizedJSON(placeholders: [(String, String)]) throws -> String {
    var byFile: [String: JSONValue] = [:]
    for file in files {
      guard let output = file.output else {
        throw ConstValueOracleError.unreadableOutput("\(file.path): no output\n\(file.outcome.diagnostics)")
      }
      do {
        byFile[file.path] = try JSONDecoder().decode(JSONValue.self, from: output).replacingPaths(placeholders)
      } catch {
        throw ConstValueOracleError.unreadableOutput("\(file.path): \(error)")
      }
    }
    return try JSONValue.object(["files": .object(byFile)]).prettyPrinted()
  }
}
