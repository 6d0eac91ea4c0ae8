/// A human-facing position in a source file: 1-based line and 1-based column.
///
/// The column counts **UTF-8 bytes** from the start of the line, plus one; a tab counts as one
/// byte and a multi-byte character advances the column by its byte length. This is the
/// convention of the Swift compiler's diagnostics and of swift-syntax's `SourceLocation`.
/// Reporters whose format counts columns differently convert at the edge. A leading byte-order
/// mark is counted, so the first character after a BOM is column 4.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in UTF-8 bytes.
  public var column: Int

  /// Creates a location from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}
