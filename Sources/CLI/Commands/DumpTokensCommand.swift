import Diagnostics
import Source
import Syntax

/// `appintents dump tokens FILE`: prints every token of a file, trivia included, as JSON.
///
/// The tokens cover every byte in order without gaps or overlaps; kind names are documented in
/// `docs/tokens.md`. Lexer problems go to standard error as `file:line:column: error: ...`.
enum DumpTokensCommand {
  static let spec = CommandSpec(
    path: ["dump", "tokens"],
    summary: "Print the tokens of a Swift file (trivia included) as JSON.",
    positionals: [PositionalSpec("FILE", help: "The Swift file to lex.")])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
    let path = arguments.positionals[0]
    let file: SourceFile
    do {
      file = try SourceFile.read(path: path)
    } catch {
      console.err("appintents: error: \(error.description)\n")
      return .ioError
    }
    let lexed = Lexer.tokenize(file.bytes, includeTrivia: true)
    console.out(render(path: path, lexed: lexed))
    let diagnostics = lexed.issues.map { $0.diagnostic(path: path) }
    return report(diagnostics, file: file, console: console)
  }

  /// The JSON document: one token per line, so golden files diff well.
  static func render(path: String, lexed: LexedFile) -> String {
    var text = "{\"file\": \(JSONText.quoted(path)), \"tokens\": ["
    var first = true
    for token in lexed.tokens where token.kind != .endOfFile {
      text += first ? "\n" : ",\n"
      first = false
      text += "  {\"kind\": \"\(token.kind.dumpName)\", \"offset\": \(token.start), \"length\": \(token.length)}"
    }
    text += first ? "]}\n" : "\n]}\n"
    return text
  }

  /// Writes `diagnostics` about `file` to standard error; exit 1 if any is an error.
  static func report(_ diagnostics: [Diagnostic], file: SourceFile, console: Console) -> ExitCode {
    guard !diagnostics.isEmpty else { return .success }
    let table = LineTable(bytes: file.bytes)
    let renderer = DiagnosticRenderer()
    for diagnostic in diagnostics.sorted(by: Diagnostic.reportOrder) {
      console.err(renderer.render(diagnostic) { $0 == file.path ? table : nil })
    }
    return diagnostics.contains { $0.severity == .error } ? .findings : .success
  }
}
