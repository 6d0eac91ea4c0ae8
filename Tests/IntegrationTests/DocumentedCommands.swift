import Foundation
import Testing

/// The command lines documented in Markdown, found by the convention of `docs/ci.md`
/// ("Documented commands"): in `sh`, `bash`, `shell` and `console` blocks, and in `yaml`
/// blocks, lines that start with `appintents ` or `swift run appintents `.
struct DocumentedCommands {
  /// One documented command.
  struct Command: Sendable, CustomStringConvertible {
    /// The Markdown file, relative to the repository root.
    let file: String
    /// The 1-based line of the command (its first line when continued).
    let line: Int
    /// The shell text to run, with `swift run appintents` shortened to `appintents`.
    let text: String
    /// The exit status the documentation promises (`# exit N`), 0 by default.
    let expectedStatus: Int32

    var description: String { "\(file):\(line): \(text)" }
  }

  /// A fenced block with at least one command, and how to run it.
  struct Block: Sendable, CustomTestStringConvertible {
    /// The Markdown file, relative to the repository root.
    let file: String
    /// The 1-based line of the opening fence.
    let line: Int
    /// The working directory, relative to the repository root (`.` for the root).
    let workingDirectory: String
    /// Variables to set, whose values may use `{{CWD}}` and `{{TMP}}`.
    let environment: [String: String]
    /// The commands, in order.
    let commands: [Command]

    var testDescription: String { "\(file):\(line)" }
  }

  /// A line that looks like a command in a block that does not say whether it runs.
  struct UnlabelledCommand: Sendable, CustomStringConvertible {
    let file: String
    let line: Int
    let text: String
    var description: String { "\(file):\(line): \(text)" }
  }

  /// The languages whose blocks hold runnable commands.
  static let shellLanguages: Set<String> = ["sh", "bash", "shell", "console", "yaml", "yml"]

  /// The blocks of `markdown` (the file `file`) that hold commands, and the command-like
  /// lines of unlabelled blocks.
  static func parse(_ markdown: String, file: String) -> (blocks: [Block], unlabelled: [UnlabelledCommand]) {
    let lines = markdown.components(separatedBy: "\n")
    var blocks: [Block] = []
    var unlabelled: [UnlabelledCommand] = []
    var index = 0
    while index < lines.count {
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("```") else {
        index += 1
        continue
      }
      let language = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces).lowercased()
      let fenceLine = index + 1
      let directive = Self.directive(before: index, in: lines)
      var body: [(Int, String)] = []
      index += 1
      while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        body.append((index + 1, lines[index]))
        index += 1
      }
      index += 1
      if language.isEmpty {
        for (number, text) in body where isCommand(text.trimmingCharacters(in: .whitespaces)) {
          unlabelled.append(UnlabelledCommand(file: file, line: number, text: text))
        }
        continue
      }
      guard shellLanguages.contains(language) else { continue }
      let commands = Self.commands(in: body, language: language, file: file)
      guard !commands.isEmpty else { continue }
      blocks.append(
        Block(
          file: file, line: fenceLine, workingDirectory: directive["cwd"] ?? ".",
          environment: Self.environment(directive["env"] ?? ""), commands: commands))
    }
    return (blocks, unlabelled)
  }

  /// The commands of one block's lines.
  private static func commands(in body: [(Int, String)], language: String, file: String) -> [Command] {
    var commands: [Command] = []
    var pending: (Int, String)?
    for (number, raw) in body {
      var text = raw.trimmingCharacters(in: .whitespaces)
      if let (start, partial) = pending {
        text = partial + " " + text
        pending = nil
        if text.hasSuffix("\\") {
          pending = (start, String(text.dropLast()).trimmingCharacters(in: .whitespaces))
          continue
        }
        commands.append(command(text, file: file, line: start))
        continue
      }
      switch language {
      case "console":
        guard text.hasPrefix("$ ") else { continue }
        text = String(text.dropFirst(2))
      case "yaml", "yml":
        if text.hasPrefix("- ") { text = String(text.dropFirst(2)) }
        if text.hasPrefix("run: ") { text = String(text.dropFirst(5)).trimmingCharacters(in: .whitespaces) }
      default: break
      }
      guard isCommand(text) else { continue }
      if text.hasSuffix("\\") {
        pending = (number, String(text.dropLast()).trimmingCharacters(in: .whitespaces))
        continue
      }
      commands.append(command(text, file: file, line: number))
    }
    return commands
  }

  /// Whether `text` (trimmed) is a command line of the tool.
  static func isCommand(_ text: String) -> Bool {
    text.hasPrefix("appintents ") || text.hasPrefix("swift run appintents ") || text == "appintents"
  }

  /// A command from its text: the exit annotation read, `swift run` dropped.
  private static func command(_ text: String, file: String, line: Int) -> Command {
    var shell = text
    var status: Int32 = 0
    if let range = shell.range(of: #"#\s*exit\s+(\d+)\s*$"#, options: .regularExpression) {
      let digits = shell[range].filter(\.isNumber)
      status = Int32(digits) ?? 0
      shell = String(shell[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
    }
    if shell.hasPrefix("swift run appintents") { shell = String(shell.dropFirst("swift run ".count)) }
    return Command(file: file, line: line, text: shell, expectedStatus: status)
  }

  /// The `<!-- doc-test: key=value ... -->` comment on the line before the fence, if any.
  private static func directive(before fence: Int, in lines: [String]) -> [String: String] {
    guard fence > 0 else { return [:] }
    let previous = lines[fence - 1].trimmingCharacters(in: .whitespaces)
    guard previous.hasPrefix("<!-- doc-test:"), previous.hasSuffix("-->") else { return [:] }
    let inner = previous.dropFirst("<!-- doc-test:".count).dropLast(3)
    var result: [String: String] = [:]
    for word in inner.split(separator: " ") {
      guard let equals = word.firstIndex(of: "=") else { continue }
      result[String(word[..<equals])] = String(word[word.index(after: equals)...])
    }
    return result
  }

  /// `NAME=VALUE;NAME=VALUE` as a dictionary.
  private static func environment(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for pair in text.split(separator: ";") {
      guard let equals = pair.firstIndex(of: "=") else { continue }
      result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }
    return result
  }
}
