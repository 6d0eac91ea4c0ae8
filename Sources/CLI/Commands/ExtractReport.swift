import Diagnostics
import Driver
import Foundation
import Model
import Reporting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `extract` reports its diagnostics: the reporter and its presentation options.
///
/// With the default `xcode` reporter the findings go to standard error, compiler style, and the
/// summary line to standard output, as a build step's log expects. Any other reporter writes its
/// document to standard output, so it can be redirected to a file or piped to a tool, and the
/// summary line and notes move to standard error.
struct ExtractReport {
  /// The format.
  var reporter: ReporterKind
  /// Whether paths are printed relative to the working directory.
  var relativePaths: Bool
  /// Whether only error-level findings are printed (the summary still counts every finding).
  var quiet: Bool

  /// Whether the report goes to standard output (every reporter but `xcode`).
  var usesStandardOutput: Bool { reporter != .xcode }

  /// The report of `diagnostics` about `files`, as the reporter renders it.
  func render(_ diagnostics: [Diagnostic], files: [ParsedFile], isTTY: Bool) -> String {
    let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
    let context = ReportContext(
      toolName: "appintents", toolVersion: ToolVersion.current, informationURI: ToolVersion.repositoryURI,
      workingDirectory: FileManager.default.currentDirectoryPath,
      pathStyle: relativePaths ? .relative : .absolute,
      rules: reporter.readsRuleCatalogue ? ReportRules.descriptors : [],
      usesColor: isTTY && shouldUseColor(isTTY: true, environment: ProcessInfo.processInfo.environment))
    let resolver = DiagnosticResolver(files: files.map(\.file), lineTables: ParsedFile.lineTables(of: files))
    return reporter.render(resolver.resolve(shown.sorted(by: Diagnostic.reportOrder)), context: context)
  }

  /// Prints the report of `diagnostics` on the stream the reporter uses.
  func print(_ diagnostics: [Diagnostic], files: [ParsedFile], console: Console) {
    if usesStandardOutput {
      console.out(render(diagnostics, files: files, isTTY: isatty(1) == 1))
    } else {
      console.err(render(diagnostics, files: files, isTTY: isatty(2) == 1))
    }
  }

  /// Prints a line that is not part of the report (the summary, notes about the output).
  func printStatus(_ line: String, console: Console) {
    if usesStandardOutput { console.err(line) } else { console.out(line) }
  }
}
