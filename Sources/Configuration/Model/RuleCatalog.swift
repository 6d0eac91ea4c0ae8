import Diagnostics

/// The rules the configuration may name, with their defaults.
///
/// The configuration module does not know the rules (they live in a higher layer); callers
/// build this from the rule registry and pass it in, and tests pass small made-up catalogues.
package struct RuleCatalog: Hashable, Sendable {
  /// One rule's identity and defaults.
  package struct Entry: Hashable, Sendable {
    /// The rule's kebab-case id.
    package var id: DiagnosticID
    /// The severity the rule reports with when the configuration says nothing.
    package var defaultSeverity: Severity
    /// Whether the rule runs when the configuration says nothing (false for opt-in rules).
    package var isEnabledByDefault: Bool

    /// Creates an entry.
    package init(id: DiagnosticID, defaultSeverity: Severity, isEnabledByDefault: Bool = true) {
      self.id = id
      self.defaultSeverity = defaultSeverity
      self.isEnabledByDefault = isEnabledByDefault
    }
  }

  /// The entries sorted by id, without duplicates (the first of two entries with one id wins).
  package let entries: [Entry]
  private let byID: [DiagnosticID: Entry]

  /// Creates a catalogue from entries in any order.
  package init(_ entries: [Entry]) {
    var byID: [DiagnosticID: Entry] = [:]
    for entry in entries where byID[entry.id] == nil { byID[entry.id] = entry }
    self.byID = byID
    self.entries = byID.values.sorted { $0.id < $1.id }
  }

  /// The entry for `id`, or `nil` when no rule has that id.
  package func entry(for id: DiagnosticID) -> Entry? { byID[id] }

  /// Whether a rule has the id `id`.
  package func contains(_ id: DiagnosticID) -> Bool { byID[id] != nil }

  /// Every id, sorted.
  package var ids: [DiagnosticID] { entries.map(\.id) }
}
