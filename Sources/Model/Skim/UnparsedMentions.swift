/// Which names the module's files that were skimmed but not parsed mention as identifiers.
///
/// Skim-then-parse parses only the files the model needs, but a rule that asks whether a name
/// is used anywhere in the module (`unreachable-intent`) must also see the other files: a
/// SwiftUI view that runs an intent with `Button(intent:)` is such a use. The loader that chose
/// the files answers the question for the rest, from recorded mentions or by reading them again,
/// and only when a rule asks.
public struct UnparsedMentions: Sendable {
  /// The names of the argument that some unparsed file mentions.
  private let lookup: @Sendable (Set<String>) -> Set<String>

  /// No unparsed files: every file of the module was parsed.
  public static let none = UnparsedMentions { _ in [] }

  /// Answers with `lookup`, which returns the subset of its argument that unparsed files mention.
  public init(_ lookup: @escaping @Sendable (Set<String>) -> Set<String>) {
    self.lookup = lookup
  }

  /// The names of `names` that some unparsed file spells as an identifier token (backticks
  /// removed), as `SyntaxNode.unescaped` gives it; comments and string literals do not count.
  public func mentioned(_ names: Set<String>) -> Set<String> {
    names.isEmpty ? [] : lookup(names).intersection(names)
  }
}
