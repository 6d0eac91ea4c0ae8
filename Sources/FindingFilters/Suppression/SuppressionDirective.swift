import Source

/// One `appintents:` suppression comment, parsed.
///
/// Forms (line or block comments; documentation comments are never directives, so docs can
/// show the syntax):
///
///     // appintents:disable-next-line rule-a rule-b - reason
///     foo() // appintents:disable-line rule-a
///     // appintents:disable rule-a      ...      // appintents:enable rule-a
///     // appintents:disable-file all
///     /* appintents:disable-next-line rule-a */
///
/// Rule ids are separated by spaces or commas; a lone `-` starts the free-text reason; `all`
/// stands for every rule, and a directive that names no rule means `all`.
package struct SuppressionDirective: Hashable, Sendable {
  /// What a directive does.
  package enum Command: String, CaseIterable, Hashable, Sendable {
    /// `disable-next-line`: the line after the comment.
    case disableNextLine = "disable-next-line"
    /// `disable-line`: the line(s) the comment is on.
    case disableLine = "disable-line"
    /// `disable`: from the start of the comment's line to the next matching `enable`.
    case disable
    /// `enable`: ends a `disable` region, just before the comment.
    case enable
    /// `disable-file`: the whole file, wherever the comment is.
    case disableFile = "disable-file"

    /// Every spelling, in the order messages list them.
    package static var names: [String] { allCases.map(\.rawValue) }
  }

  /// One rule named by a directive, or the `all` wildcard.
  package struct RuleReference: Hashable, Sendable {
    /// The name as written, e.g. `phrase-missing-app-name` or `all`.
    package var name: String
    /// Where the name is in the file; for an implicit `all` (no rule named), the command word.
    package var range: ByteRange
    /// Whether this is `all` (written or implied).
    package var isAll: Bool

    /// Creates a reference.
    package init(name: String, range: ByteRange, isAll: Bool) {
      self.name = name
      self.range = range
      self.isAll = isAll
    }
  }

  /// What the directive does.
  package var command: Command
  /// The rules it names; never empty (no rule named is an implicit `all`).
  package var rules: [RuleReference]
  /// The text after ` - `, trimmed, if any.
  package var reason: String?
  /// The whole comment.
  package var commentRange: ByteRange
  /// The command word, e.g. `disable-next-line`.
  package var commandRange: ByteRange

  /// Creates a directive.
  package init(
    command: Command, rules: [RuleReference], reason: String?, commentRange: ByteRange, commandRange: ByteRange
  ) {
    self.command = command
    self.rules = rules
    self.reason = reason
    self.commentRange = commentRange
    self.commandRange = commandRange
  }

  /// The word that names every rule.
  package static let allWord = "all"
  /// The prefix every directive starts with, after the comment opener and optional spaces.
  package static let prefix = "appintents:"
}
