import Syntax

/// The `appintents` command line as a library: argument parsing, dispatch and help.
///
/// `main.swift` only forwards `CommandLine.arguments` here and exits with the result, so every
/// path through the command line is unit-testable with a `CapturedConsole`.
public enum CommandLineTool {
  /// A command's declaration and its implementation.
  struct Command: Sendable {
    let spec: CommandSpec
    let run: @Sendable (ParsedArguments, Console, ProcessEnvironment) -> ExitCode

    /// A command that reads no environment variables.
    init(spec: CommandSpec, run: @escaping @Sendable (ParsedArguments, Console) -> ExitCode) {
      self.spec = spec
      self.run = { arguments, console, _ in run(arguments, console) }
    }

    /// A command that reads environment variables (through the injectable `ProcessEnvironment`).
    init(spec: CommandSpec, run: @escaping @Sendable (ParsedArguments, Console, ProcessEnvironment) -> ExitCode) {
      self.spec = spec
      self.run = run
    }
  }

  /// Every command, in help order.
  static let commands: [Command] = [
    Command(spec: ExtractCommand.spec, run: { ExtractCommand.run($0, console: $1, environment: $2) }),
    Command(spec: DumpTokensCommand.spec, run: DumpTokensCommand.run),
    Command(spec: DumpSyntaxCommand.spec, run: DumpSyntaxCommand.run),
    Command(spec: DumpModelCommand.spec, run: DumpModelCommand.run),
    Command(spec: LintCommand.spec, run: { LintCommand.run($0, console: $1, environment: $2) }),
    Command(spec: RulesCommand.spec, run: RulesCommand.run),
    Command(spec: ConfigCommand.spec, run: ConfigCommand.run),
    Command(spec: FactsCommand.spec, run: FactsCommand.run),
    Command(spec: CompletionsCommand.spec, run: CompletionsCommand.run),
    Command(spec: ManPageCommand.spec, run: ManPageCommand.run),
  ]

  /// Runs the tool with `arguments` (without the program name) and returns the exit code.
  ///
  /// `environment` is where commands read variables such as Xcode's `SCRIPT_INPUT_FILE_*`;
  /// tests pass a simulated one.
  public static func run(
    _ arguments: [String], console: Console, environment: ProcessEnvironment = .current
  ) -> ExitCode {
    if arguments.isEmpty {
      console.err("appintents: error: missing command\n\(usageHint([]))")
      return .usage
    }
    switch arguments[0] {
    case "--help", "-h", "help":
      console.out(globalHelp)
      return .success
    case "--version":
      console.out("appintents \(ToolVersion.current)\n")
      return .success
    default: break
    }
    guard let (command, consumed) = findCommand(arguments) else {
      let words = arguments.prefix { !$0.hasPrefix("-") }.joined(separator: " ")
      let what = words.isEmpty ? "option '\(arguments[0])'" : "command '\(words)'"
      console.err("appintents: error: unknown \(what)\n\(usageHint([]))")
      return .usage
    }
    let split = ArgumentSplitter.split(
      Array(arguments.dropFirst(consumed)), shortOptionsTakingValues: command.spec.shortOptionsTakingValues)
    do {
      let parsed = try command.spec.match(split)
      if parsed.flag("help") {
        console.out(command.spec.helpText())
        return .success
      }
      // On a large-stack thread of the pool, so that every stage's threads count the caller as
      // one of theirs (`LargeStack.parallelMap`) instead of waking one more.
      return LargeStack.run { command.run(parsed, console, environment) }
    } catch {
      console.err("appintents: error: \(error.message)\n\(usageHint(error.commandPath))")
      return .usage
    }
  }

  /// The command selected by the leading words of `arguments`, and how many words it used.
  private static func findCommand(_ arguments: [String]) -> (Command, Int)? {
    commands
      .filter { arguments.starts(with: $0.spec.path) }
      .max { $0.spec.path.count < $1.spec.path.count }
      .map { ($0, $0.spec.path.count) }
  }

  private static func usageHint(_ path: [String]) -> String {
    if let command = commands.first(where: { $0.spec.path == path }) {
      return "usage: \(command.spec.usageLine)\nRun 'appintents \(path.joined(separator: " ")) --help' for details.\n"
    }
    return "Run 'appintents --help' for usage.\n"
  }

  /// The top-level help: every command's usage line and summary.
  static var globalHelp: String {
    var text = """
      OVERVIEW: Static analyzer and metadata extractor for Apple's App Intents.

      USAGE: appintents <command> [options]

      COMMANDS:

      """
    for command in commands {
      text += HelpLayout.row(command.spec.path.joined(separator: " "), command.spec.summary)
    }
    text += """

      OPTIONS:
        --version                 Print the version and exit.
        -h, --help                Show this help, or a command's with 'appintents <command> --help'.

      EXIT CODES: 0 success, 1 error-level findings, 2 usage or configuration error, 3 I/O error.

      """
    return text
  }
}
