import Diagnostics
import Source
import Syntax

/// `appintents dump syntax FILE`: prints the syntax tree of a file as JSON.
///
/// The format is documented in `docs/syntax.md`. Parse diagnostics go to standard error as
/// `file:line:column: error: message`; the exit code is 1 when there are errors.
enum DumpSyntaxCommand {
  static let spec = CommandSpec(
    path: ["dump", "syntax"],
    summary: "Print the syntax tree of a Swift file as JSON.",
    options: [
      OptionSpec("skip-bodies", help: "Skip function bodies by delimiter matching (as fast scans do).")
    ],
    positionals: [PositionalSpec("FILE", help: "The Swift file to parse.")])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
    let path = arguments.positionals[0]
    let file: SourceFile
    do {
      file = try SourceFile.read(path: path)
    } catch {
      console.err("appintents: error: \(error.description)\n")
      return .ioError
    }
    let options = ParserOptions(skipsFunctionBodies: arguments.flag("skip-bodies"))
    let tree = Parser.parseOnLargeStack(file, options: options)
    console.out(SyntaxDump.render(tree, path: path))
    return DumpTokensCommand.report(ParseDiagnostics.diagnose(tree), file: file, console: console)
  }
}
