import Diagnostics
import Source

/// A byte offset with everything reporters print about it, computed once by `DiagnosticResolver`.
package struct ResolvedPosition: Hashable, Sendable {
  /// The UTF-8 byte offset in the file.
  package var offset: Int
  /// The 1-based line and 1-based column counted in UTF-8 bytes (the compiler's convention).
  package var location: SourceLocation
  /// The same column counted in UTF-16 code units, plus one: SARIF's `utf16CodeUnits`, GitHub's
  /// and Java tools' columns. A leading byte-order mark counts zero units.
  package var utf16Column: Int

  /// Creates a position.
  package init(offset: Int, location: SourceLocation, utf16Column: Int) {
    self.offset = offset
    self.location = location
    self.utf16Column = utf16Column
  }

  /// The 1-based line.
  package var line: Int { location.line }
  /// The 1-based column in UTF-8 bytes.
  package var column: Int { location.column }
}

/// A byte range resolved to positions, with the text of the line it starts on.
package struct ResolvedRange: Hashable, Sendable {
  /// Where the range starts.
  package var start: ResolvedPosition
  /// Where it ends (exclusive: the position just after the last byte).
  package var end: ResolvedPosition
  /// The text of the start line, without its line break and without a byte-order mark; used
  /// by fingerprints and baselines, so that they do not depend on the line number.
  package var lineText: String

  /// Creates a resolved range.
  package init(start: ResolvedPosition, end: ResolvedPosition, lineText: String) {
    self.start = start
    self.end = end
    self.lineText = lineText
  }

  /// The last line the range covers, for inclusive line spans: a multi-line range that ends at
  /// column 1 (just after a line break) does not cover the line it ends on.
  package var lastLine: Int {
    end.line > start.line && end.column == 1 ? end.line - 1 : end.line
  }
}

/// A `Diagnostic.Note` with its range resolved in the note's own file.
package struct ResolvedNote: Hashable, Sendable {
  /// The note as the diagnostic carries it.
  package var note: Diagnostic.Note
  /// Where it points.
  package var range: ResolvedRange

  /// Creates a resolved note.
  package init(note: Diagnostic.Note, range: ResolvedRange) {
    self.note = note
    self.range = range
  }
}

/// A `Diagnostic.FixIt` with its range resolved in the diagnostic's file.
package struct ResolvedFixIt: Hashable, Sendable {
  /// The fix-it as the diagnostic carries it.
  package var fixIt: Diagnostic.FixIt
  /// The bytes it replaces.
  package var range: ResolvedRange

  /// Creates a resolved fix-it.
  package init(fixIt: Diagnostic.FixIt, range: ResolvedRange) {
    self.fixIt = fixIt
    self.range = range
  }
}

/// A diagnostic together with the line/column facts every reporter needs, so that reporters
/// are pure functions and never read a file or build a line table.
///
/// Invariant: `notes` and `fixIts` are parallel to `diagnostic.notes` and `diagnostic.fixIts`
/// (same count, same order); `DiagnosticResolver` is the only place that builds them.
package struct ResolvedDiagnostic: Hashable, Sendable {
  /// The diagnostic itself.
  package var diagnostic: Diagnostic
  /// Its primary range.
  package var range: ResolvedRange
  /// Its notes, in the diagnostic's order.
  package var notes: [ResolvedNote]
  /// Its fix-its, in the diagnostic's order.
  package var fixIts: [ResolvedFixIt]

  /// Creates a resolved diagnostic; use `DiagnosticResolver` rather than calling this directly.
  package init(diagnostic: Diagnostic, range: ResolvedRange, notes: [ResolvedNote], fixIts: [ResolvedFixIt]) {
    self.diagnostic = diagnostic
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
  }

  /// The start line and byte column.
  package var start: SourceLocation { range.start.location }
  /// The end line and byte column (exclusive).
  package var end: SourceLocation { range.end.location }
  /// The text of the line the diagnostic starts on.
  package var lineText: String { range.lineText }

  /// Sorts by `Diagnostic.reportOrder`, the order every reporter prints in.
  package static func sortedForReport(_ diagnostics: [ResolvedDiagnostic]) -> [ResolvedDiagnostic] {
    diagnostics.sorted { Diagnostic.reportOrder($0.diagnostic, $1.diagnostic) }
  }
}
