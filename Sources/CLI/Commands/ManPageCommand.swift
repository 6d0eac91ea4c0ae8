/// `appintents man`: prints the manual page `appintents(1)` in roff, generated from the option
/// tables (the committed copy is `docs/appintents.1`; view it with `man -l docs/appintents.1`).
enum ManPageCommand {
  static let spec = CommandSpec(
    path: ["man"], summary: "Print the manual page appintents(1) in roff, generated from the option tables.")

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
    console.out(ManPage.render())
    return .success
  }
}
