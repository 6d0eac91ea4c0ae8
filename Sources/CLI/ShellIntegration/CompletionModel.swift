import Reporting

/// What a shell should offer when completing one value.
enum ValueCompletion: Equatable, Sendable {
  /// Nothing: a free-form value such as a module name.
  case none
  /// File and directory names.
  case files
  /// Directory names only.
  case directories
  /// A fixed list of words, e.g. the reporter names.
  case words([String])
  /// The rule ids, asked of the installed tool (`appintents rules`) when completing, so the
  /// scripts need no update when rules are added.
  case ruleIDs
}

/// The command tree the completion scripts and the man page are generated from: the same
/// `CommandSpec` tables that parsing and `--help` read, so the three cannot disagree.
enum CompletionModel {
  /// One word after `appintents`: a command, or a group of commands (`dump`).
  struct TopLevel: Sendable {
    /// The word, e.g. `lint` or `dump`.
    let word: String
    /// The command when the word is a command on its own.
    let command: CommandSpec?
    /// The commands under the word when it is a group (`dump tokens`, ...), in help order.
    let subcommands: [CommandSpec]

    /// One line describing the word.
    var summary: String {
      command?.summary ?? "Print a debugging dump as JSON: "
        + subcommands.map { $0.path.last ?? "" }.joined(separator: ", ") + "."
    }
  }

  /// The shells `appintents completions` writes scripts for.
  static let shells = ["bash", "fish", "zsh"]

  /// The platforms `--platform` accepts.
  static let platforms = ["ios", "macos", "tvos", "visionos", "watchos"]

  /// Every command declaration, in help order.
  static var commands: [CommandSpec] { CommandLineTool.commands.map(\.spec) }

  /// The words after `appintents`, in help order, with commands sharing a first word grouped.
  static var topLevel: [TopLevel] {
    var order: [String] = []
    var byWord: [String: [CommandSpec]] = [:]
    for spec in commands {
      guard let first = spec.path.first else { continue }
      if byWord[first] == nil { order.append(first) }
      byWord[first, default: []].append(spec)
    }
    return order.map { word in
      let specs = byWord[word] ?? []
      if let single = specs.first, specs.count == 1, single.path.count == 1 {
        return TopLevel(word: word, command: single, subcommands: [])
      }
      return TopLevel(word: word, command: nil, subcommands: specs.filter { $0.path.count == 2 })
    }
  }

  /// What to offer for the value of `option`.
  static func values(for option: OptionSpec) -> ValueCompletion {
    switch (option.name, option.valueName) {
    case ("reporter", _): .words(ReporterKind.names)
    case ("platform", _): .words(platforms)
    case (_, "DIR"): .directories
    case (_, "FILE"), (_, "PATH"): .files
    default: .none
    }
  }

  /// What to offer for the positional argument `positional`.
  static func values(for positional: PositionalSpec) -> ValueCompletion {
    switch positional.name {
    case "PATHS", "FILE", "FILES": .files
    case "ID": .ruleIDs
    case "SHELL": .words(shells)
    default: .none
    }
  }

  /// What to offer for the positional arguments of `spec`: the first one's kind (the only one
  /// that varies in practice), or nothing.
  static func positionalValues(of spec: CommandSpec) -> ValueCompletion {
    spec.positionals.first.map { values(for: $0) } ?? .none
  }

  /// The spellings of an option, short first: `["-o", "--output"]`.
  static func spellings(of option: OptionSpec) -> [String] {
    (option.short.map { ["-\($0)"] } ?? []) + ["--\(option.name)"]
  }

  /// Every option spelling of `spec`, `--help` included.
  static func allSpellings(of spec: CommandSpec) -> [String] {
    spec.options.flatMap(spellings(of:)) + ["-h", "--help"]
  }
}
