/// The document the `json` reporter writes, schema version 1 (documented in `docs/reporters.md`).
///
/// Compatibility: within one `schemaVersion`, fields are only ever added; renaming, removing or
/// changing the meaning of a field bumps the version. Paths are relative to the working
/// directory (absolute only for files outside it); `line` is 1-based; `column` counts UTF-8
/// bytes like the compiler, `utf16Column` counts UTF-16 code units like editors and LSP; both
/// are 1-based; `offset` is the 0-based UTF-8 byte offset; range ends are exclusive.
package struct JSONReport: Codable, Hashable, Sendable {
  /// The schema version this reporter writes.
  package static let currentSchemaVersion = 1

  /// The schema version of this document; 1 for now.
  package var schemaVersion: Int
  /// The tool that wrote the report.
  package var tool: Tool
  /// Counts by severity.
  package var summary: Summary
  /// Every finding, in report order (path, offset, severity, id).
  package var diagnostics: [Finding]

  /// Identifies the tool.
  package struct Tool: Codable, Hashable, Sendable {
    /// E.g. `appintents`.
    package var name: String
    /// E.g. `0.1.0`.
    package var version: String
    /// The tool's home page.
    package var informationUri: String
  }

  /// How many findings of each severity the report holds.
  package struct Summary: Codable, Hashable, Sendable {
    /// Error-level findings.
    package var errors: Int
    /// Warning-level findings.
    package var warnings: Int
    /// Info-level findings.
    package var infos: Int
    /// All findings.
    package var total: Int
  }

  /// One place in a file.
  package struct Position: Codable, Hashable, Sendable {
    /// 1-based line.
    package var line: Int
    /// 1-based column in UTF-8 bytes.
    package var column: Int
    /// 1-based column in UTF-16 code units.
    package var utf16Column: Int
    /// 0-based UTF-8 byte offset from the start of the file.
    package var offset: Int
  }

  /// A half-open range of positions.
  package struct Range: Codable, Hashable, Sendable {
    /// The first position.
    package var start: Position
    /// The position just after the last byte.
    package var end: Position
  }

  /// One diagnostic.
  package struct Finding: Codable, Hashable, Sendable {
    /// The rule or diagnostic id, e.g. `phrase-missing-app-name`.
    package var ruleId: String
    /// `error`, `warning` or `info`.
    package var severity: String
    /// The message; may contain line breaks.
    package var message: String
    /// The file, relative to the working directory.
    package var path: String
    /// Where the finding is.
    package var range: Range
    /// The stable identity of the finding (see "Fingerprints" in the docs).
    package var fingerprint: String
    /// The rule's documentation page, when the rule is in the catalogue.
    package var helpUri: String?
    /// Related places.
    package var notes: [Note]
    /// Suggested edits.
    package var fixIts: [FixIt]
  }

  /// A note attached to a finding.
  package struct Note: Codable, Hashable, Sendable {
    /// The note's text.
    package var message: String
    /// The file it points into, relative to the working directory.
    package var path: String
    /// Where it points.
    package var range: Range
  }

  /// A suggested edit in the finding's file.
  package struct FixIt: Codable, Hashable, Sendable {
    /// What the edit does.
    package var message: String
    /// The bytes to replace; empty for an insertion.
    package var range: Range
    /// The new text.
    package var replacement: String
  }
}
