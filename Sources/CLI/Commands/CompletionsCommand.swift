/// `appintents completions bash|zsh|fish`: prints a shell completion script generated from the
/// option tables (the committed copies are under `docs/completions/`).
enum CompletionsCommand {
  static let spec = CommandSpec(
    path: ["completions"],
    summary: "Print a shell completion script (bash, zsh or fish) generated from the option tables.",
    positionals: [PositionalSpec("SHELL", help: "bash, zsh or fish.")])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
    let shell = arguments.positionals.first ?? ""
    guard let script = script(for: shell) else {
      console.err(
        "appintents: error: unknown shell '\(shell)'; valid shells: "
          + CompletionModel.shells.joined(separator: ", ") + "\nusage: \(spec.usageLine)\n")
      return .usage
    }
    console.out(script)
    return .success
  }

  /// The script for `shell`, or `nil` for a shell without one.
  static func script(for shell: String) -> String? {
    switch shell {
    case "bash": BashCompletionScript.render()
    case "zsh": ZshCompletionScript.render()
    case "fish": FishCompletionScript.render()
    default: nil
    }
  }
}
