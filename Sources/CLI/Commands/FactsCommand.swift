import Driver
import Foundation
import Model
import Source

/// `appintents facts FILE... --output DIR`: writes one small, deterministic facts file per
/// source file, for build systems that skim files as separate cacheable actions and merge them
/// with `lint --facts DIR` or `extract --facts DIR`.
enum FactsCommand {
  static let spec = CommandSpec(
    path: ["facts"],
    summary: "Write per-file facts (declaration headers) for build systems to merge later.",
    options: [
      OptionSpec("output", short: "o", arity: .single, valueName: "DIR", help: "Where to write the facts files.")
    ],
    positionals: [PositionalSpec("FILES", help: "Swift files (paths are recorded as given).", isRepeated: true)])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
    guard let output = arguments.value("output") else {
      console.err("appintents: error: missing option --output DIR\nusage: \(spec.usageLine)\n")
      return .usage
    }
    for path in arguments.positionals {
      let file: SourceFile
      do {
        file = try SourceFile.read(path: path)
      } catch {
        console.err("appintents: error: \(error.description)\n")
        return .ioError
      }
      do {
        try FactsStore.write(HeaderScanner.facts(of: file), in: output)
      } catch {
        console.err("appintents: error: \(error.description)\n")
        return .ioError
      }
    }
    return .success
  }
}
