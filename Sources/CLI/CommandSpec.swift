/// One option of a command: the declarative table that both parsing and help text read.
public struct OptionSpec: Sendable {
  /// How many values the option takes.
  public enum Arity: Sendable {
    /// `--quiet`: no value.
    case flag
    /// `--output DIR`: one value; given twice, the last wins.
    case single
    /// `-D NAME`: one value per use, all kept in order.
    case repeated
  }

  /// The long name without dashes, e.g. `output`.
  public var name: String
  /// The one-letter short name, if any.
  public var short: Character?
  /// How many values the option takes.
  public var arity: Arity
  /// The placeholder shown in help, e.g. `DIR`.
  public var valueName: String
  /// One line of help.
  public var help: String

  /// Creates an option.
  public init(_ name: String, short: Character? = nil, arity: Arity = .flag, valueName: String = "", help: String) {
    self.name = name
    self.short = short
    self.arity = arity
    self.valueName = valueName
    self.help = help
  }
}

/// A positional argument of a command.
public struct PositionalSpec: Sendable {
  /// The placeholder shown in help, e.g. `FILE`.
  public var name: String
  /// One line of help.
  public var help: String
  /// Whether it may be given any number of times (at least once unless `isOptional`).
  public var isRepeated: Bool
  /// Whether it may be left out.
  public var isOptional: Bool

  /// Creates a positional argument.
  public init(_ name: String, help: String, isRepeated: Bool = false, isOptional: Bool = false) {
    self.name = name
    self.help = help
    self.isRepeated = isRepeated
    self.isOptional = isOptional
  }
}

/// The arguments of one command after matching: phase two's result.
public struct ParsedArguments: Sendable, Equatable {
  /// Long names of the flags that were given.
  public var flags: Set<String> = []
  /// Values of value-taking options, by long name, in the order given.
  public var values: [String: [String]] = [:]
  /// Positional arguments in order.
  public var positionals: [String] = []

  /// Whether the flag `name` was given.
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The last value given for `name`.
  public func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for `name`.
  public func allValues(_ name: String) -> [String] { values[name] ?? [] }
}

/// A mistake on the command line: one line for standard error, then exit code 2.
public struct UsageError: Error, Equatable, Sendable {
  /// The message, e.g. "unknown option '--ouput'".
  public var message: String
  /// The command whose usage hint should follow, e.g. `["dump", "tokens"]`.
  public var commandPath: [String]

  /// Creates a usage error.
  public init(_ message: String, commandPath: [String]) {
    self.message = message
    self.commandPath = commandPath
  }
}

/// A subcommand's declaration: its name path, options and positionals. Parsing (`match`) and
/// help (`helpText`) are both driven by this table, so they cannot disagree.
public struct CommandSpec: Sendable {
  /// The words that select the command, e.g. `["dump", "tokens"]`.
  public var path: [String]
  /// One line describing the command.
  public var summary: String
  /// The command's options (`--help` is implied).
  public var options: [OptionSpec]
  /// The command's positional arguments, in order.
  public var positionals: [PositionalSpec]

  /// Creates a command declaration.
  public init(path: [String], summary: String, options: [OptionSpec] = [], positionals: [PositionalSpec] = []) {
    self.path = path
    self.summary = summary
    self.options = options
    self.positionals = positionals
  }

  /// Short letters whose value may be glued on (`-DDEBUG`).
  public var shortOptionsTakingValues: Set<Character> {
    Set(options.filter { $0.arity != .flag }.compactMap(\.short))
  }

  /// Phase two: gives meaning to split arguments, or names the first one that has none.
  public func match(_ arguments: [SplitArgument]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case .positional(let text, _):
        parsed.positionals.append(text)
      case .long(let name, let attached, _):
        if name == "help" {
          parsed.flags.insert("help")
          continue
        }
        guard let option = options.first(where: { $0.name == name }) else {
          throw UsageError("unknown option '--\(name)'", commandPath: path)
        }
        try take(option, spelled: "--\(name)", attached: attached, arguments, &index, into: &parsed)
      case .short(let letter, let attached, _):
        if letter == "h" {
          parsed.flags.insert("help")
          continue
        }
        guard let option = options.first(where: { $0.short == letter }) else {
          throw UsageError("unknown option '-\(letter)'", commandPath: path)
        }
        try take(option, spelled: "-\(letter)", attached: attached, arguments, &index, into: &parsed)
      }
    }
    if parsed.flag("help") { return parsed }
    try checkPositionals(parsed.positionals)
    return parsed
  }

  private func take(
    _ option: OptionSpec, spelled: String, attached: String?, _ arguments: [SplitArgument], _ index: inout Int,
    into parsed: inout ParsedArguments
  ) throws(UsageError) {
    if option.arity == .flag {
      if attached != nil { throw UsageError("option '\(spelled)' does not take a value", commandPath: path) }
      parsed.flags.insert(option.name)
      return
    }
    var value = attached
    if value == nil, index < arguments.count, case .positional(let text, _) = arguments[index] {
      value = text
      index += 1
    }
    guard let value else {
      throw UsageError("option '\(spelled)' needs a value (\(option.valueName))", commandPath: path)
    }
    parsed.values[option.name, default: []].append(value)
  }

  private func checkPositionals(_ given: [String]) throws(UsageError) {
    let required = positionals.filter { !$0.isOptional }.count
    if given.count < required {
      let missing = positionals.filter { !$0.isOptional }[given.count]
      throw UsageError("missing argument \(missing.name)", commandPath: path)
    }
    let acceptsMany = positionals.contains { $0.isRepeated }
    if !acceptsMany && given.count > positionals.count {
      throw UsageError("unexpected argument '\(given[positionals.count])'", commandPath: path)
    }
  }

  /// The usage line, e.g. `appintents dump tokens [options] FILE`.
  public var usageLine: String {
    var words = ["appintents"] + path
    if !options.isEmpty { words.append("[options]") }
    for positional in positionals {
      let name = positional.name + (positional.isRepeated ? "..." : "")
      words.append(positional.isOptional ? "[\(name)]" : name)
    }
    return words.joined(separator: " ")
  }

  /// The full help text, generated from the table.
  public func helpText() -> String {
    var text = "OVERVIEW: \(summary)\n\nUSAGE: \(usageLine)\n"
    if !positionals.isEmpty {
      text += "\nARGUMENTS:\n"
      for positional in positionals { text += HelpLayout.row(positional.name, positional.help) }
    }
    text += "\nOPTIONS:\n"
    for option in options {
      var label = "--\(option.name)"
      if let short = option.short { label = "-\(short), " + label }
      if option.arity != .flag { label += " \(option.valueName)" }
      text += HelpLayout.row(label, option.help)
    }
    text += HelpLayout.row("-h, --help", "Show help for this command.")
    return text
  }
}

/// Two-column help rows.
enum HelpLayout {
  /// A row with the label padded to a fixed column.
  static func row(_ label: String, _ help: String) -> String {
    let padded = label.count < 26 ? label + String(repeating: " ", count: 26 - label.count) : label + "  "
    return "  \(padded)\(help)\n"
  }
}
