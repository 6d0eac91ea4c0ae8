import Source

/// One finding about one file: a value with a typed id, a severity, a message and a range.
///
/// Diagnostics store byte offsets; line and column are computed only when they are reported
/// (`DiagnosticRenderer`). Notes point at related places, such as the opening delimiter of an
/// unterminated construct.
public struct Diagnostic: Hashable, Sendable, Codable {
  /// The stable identifier of what went wrong.
  public var id: DiagnosticID
  /// How serious it is.
  public var severity: Severity
  /// The message, worded for a person; Apple's wording where Apple has one.
  public var message: String
  /// The path of the file the diagnostic is about, as it will be reported.
  public var path: String
  /// The primary range; an empty range points between two bytes.
  public var range: ByteRange
  /// Related places, e.g. "to match this opening '('".
  public var notes: [Note]
  /// Suggested edits that would fix the problem.
  public var fixIts: [FixIt]

  /// Creates a diagnostic.
  public init(
    id: DiagnosticID, severity: Severity, message: String, path: String, range: ByteRange,
    notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.path = path
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
  }

  /// A secondary message attached to a diagnostic, at its own place.
  public struct Note: Hashable, Sendable, Codable {
    /// The note's text.
    public var message: String
    /// The path of the file the note points into (usually the diagnostic's own file).
    public var path: String
    /// Where the note points.
    public var range: ByteRange

    /// Creates a note.
    public init(message: String, path: String, range: ByteRange) {
      self.message = message
      self.path = path
      self.range = range
    }
  }

  /// A suggested replacement of `range` by `replacement`.
  public struct FixIt: Hashable, Sendable, Codable {
    /// What the fix does, e.g. "insert '\\(.applicationName)'".
    public var message: String
    /// The bytes to replace; empty for an insertion.
    public var range: ByteRange
    /// The new text.
    public var replacement: String

    /// Creates a fix-it.
    public init(message: String, range: ByteRange, replacement: String) {
      self.message = message
      self.range = range
      self.replacement = replacement
    }
  }
}

extension Diagnostic {
  /// The order every report uses: path, then offset, then most severe first, then id, then
  /// message, so that output is byte-stable whatever order the diagnostics were found in.
  public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
    if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
    if lhs.id != rhs.id { return lhs.id < rhs.id }
    if lhs.message != rhs.message { return lhs.message < rhs.message }
    return lhs.range.end < rhs.range.end
  }
}
