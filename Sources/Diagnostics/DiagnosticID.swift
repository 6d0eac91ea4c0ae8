/// The stable identifier of a diagnostic, e.g. `unterminated-string` or `phrase-missing-app-name`.
///
/// Identifiers are kebab-case and never change once published: users put them in suppression
/// comments, configuration files and baselines. Each domain declares its identifiers as static
/// members (the lexer's in `LexerDiagnosticMessage`, the rules' in `RuleID`), so the string only
/// appears at the edges.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, Comparable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The kebab-case name.
  public let rawValue: String

  /// Wraps a kebab-case name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Wraps a kebab-case name given as a literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { rawValue }
}
