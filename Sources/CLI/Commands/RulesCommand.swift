import Foundation
import Rules

/// `appintents rules [ID]`: lists every rule, or prints one rule's documentation.
enum RulesCommand {
  static let spec = CommandSpec(
    path: ["rules"],
    summary: "List the rules (id, severity, summary), or print one rule's documentation.",
    positionals: [PositionalSpec("ID", help: "A rule id, e.g. phrase-missing-application-name.", isOptional: true)])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
    guard let name = arguments.positionals.first else {
      let width = RuleID.allCases.map(\.rawValue.count).max() ?? 0
      for rule in RuleRegistry.rules {
        let descriptor = rule.descriptor
        let id = descriptor.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
        let severity = descriptor.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
        console.out("\(id)  \(severity)  \(descriptor.summary)\n")
      }
      return .success
    }
    guard let id = RuleID(rawValue: name), RuleRegistry.rules.contains(where: { $0.descriptor.id == id }) else {
      console.err("appintents: error: unknown rule '\(name)'; run 'appintents rules' for the list\n")
      return .usage
    }
    console.out(RuleDocumentation.text(for: id))
    return .success
  }
}
