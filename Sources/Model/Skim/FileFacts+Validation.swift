extension FileFacts {
  /// Why these facts cannot come from a skim, or `nil` when they can: every clause index a
  /// declaration lists names one of `clauses`, and every clause lists only clauses before it.
  /// Facts files are read from disk (`lint --facts`, `extract --facts`, the run cache), and the
  /// index reads these indices without further checks: one out of range stopped the process.
  public var malformation: String? {
    for (position, declaration) in declarations.enumerated() {
      if let index = declaration.clauses.first(where: { !clauses.indices.contains($0) }) {
        return "declaration \(position) lists clause \(index) of \(clauses.count)"
      }
    }
    for (position, clause) in clauses.enumerated() {
      if let index = clause.previous.first(where: { $0 < 0 || $0 >= position }) {
        return "clause \(position) lists clause \(index) as an earlier one"
      }
    }
    return nil
  }
}
