import Configuration
import Driver
import Reporting

/// `appintents config --print-effective`: shows the merged configuration and where each value
/// came from.
enum ConfigCommand {
  static let spec = CommandSpec(
    path: ["config"],
    summary: "Show the effective configuration (.appintents.json merged with command-line options).",
    options: ModuleOptions.options + [
      OptionSpec("print-effective", help: "Print the merged configuration as JSON."),
      OptionSpec(
        "config", arity: .single, valueName: "FILE", help: "Use FILE instead of the nearest .appintents.json."),
      OptionSpec("reporter", arity: .single, valueName: "NAME", help: "Override the reporter."),
      OptionSpec("strict", help: "Override strict mode."),
      OptionSpec("baseline", arity: .single, valueName: "FILE", help: "Override the baseline path."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
    guard arguments.flag("print-effective") else {
      console.err("appintents: error: nothing to do; pass --print-effective\nusage: \(spec.usageLine)\n")
      return .usage
    }
    switch ModuleOptions.configuration(arguments, console: console) {
    case .success(let effective):
      console.out(effective.renderJSON())
      return .success
    case .failure(let code):
      return code
    }
  }
}
