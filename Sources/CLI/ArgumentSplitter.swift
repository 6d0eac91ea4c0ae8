/// One command-line argument after the first parsing phase, remembering where it came from.
///
/// Phase one only splits: `--name=value` into name and value, `-abc` into three short flags,
/// everything after `--` into positionals. Phase two (`CommandSpec.match`) gives them meaning,
/// so error messages can name exactly the argument the user typed.
public enum SplitArgument: Equatable, Sendable {
  /// `--name` or `--name=value`.
  case long(name: String, value: String?, index: Int)
  /// `-x` (one per letter of `-xyz`), with an attached value for `-Dvalue` forms.
  case short(letter: Character, attached: String?, index: Int)
  /// Anything else, including everything after `--` and a lone `-`.
  case positional(String, index: Int)

  /// The index of the argument in the original list.
  public var index: Int {
    switch self {
    case .long(_, _, let index), .short(_, _, let index), .positional(_, let index): return index
    }
  }
}

/// Phase one of argument parsing: splits raw arguments into `SplitArgument`s.
public enum ArgumentSplitter {
  /// Splits `arguments` (without the program name). `shortOptionsTakingValues` lists the short
  /// letters whose value may be glued on, as in `-DDEBUG`.
  public static func split(_ arguments: [String], shortOptionsTakingValues: Set<Character> = []) -> [SplitArgument] {
    var result: [SplitArgument] = []
    var afterTerminator = false
    for (index, argument) in arguments.enumerated() {
      if afterTerminator {
        result.append(.positional(argument, index: index))
      } else if argument == "--" {
        afterTerminator = true
      } else if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        if let equals = body.firstIndex(of: "=") {
          result.append(
            .long(name: String(body[..<equals]), value: String(body[body.index(after: equals)...]), index: index))
        } else {
          result.append(.long(name: String(body), value: nil, index: index))
        }
      } else if argument.hasPrefix("-") && argument.count > 1 {
        let letters = Array(argument.dropFirst())
        if shortOptionsTakingValues.contains(letters[0]) {
          let rest = String(letters.dropFirst())
          result.append(.short(letter: letters[0], attached: rest.isEmpty ? nil : rest, index: index))
        } else {
          for letter in letters { result.append(.short(letter: letter, attached: nil, index: index)) }
        }
      } else {
        result.append(.positional(argument, index: index))
      }
    }
    return result
  }
}
