import BundleMapping
import Diagnostics
import Model
import Rules
import Source
import Syntax

/// Removes the mapping diagnostics (`metadata-…`) that a lint rule already reports about the
/// same declaration, so `extract` with its lint step tells each problem once.
///
/// Several rules exist for exactly the problems the mapping halts on (a non-constant title is
/// both `metadata-value-not-constant` and `non-constant-localized-string`); the rule's finding
/// has the better message and column. A mapping diagnostic is dropped only when a finding of
/// one of its covering rules was kept (after suppression comments) inside the innermost
/// declaration that contains the mapping diagnostic. So suppressing the rule's finding, or
/// disabling the rule, brings the mapping diagnostic back: the bundle still cannot be written.
enum CoveredMappingFindings {
  /// For each mapping diagnostic, the rules that report the same problems.
  static let coveringRules: [DiagnosticID: Set<DiagnosticID>] = [
    MappingDiagnostics.ID.duplicateIdentifier: [RuleID.duplicateTypeIdentifier.diagnosticID],
    MappingDiagnostics.ID.enumCaseNotDisplayed: [RuleID.caseDisplayRepresentationsNotExhaustive.diagnosticID],
    MappingDiagnostics.ID.multipleShortcutsProviders: [RuleID.multipleShortcutsProviders.diagnosticID],
    MappingDiagnostics.ID.valueNotConstant: Set(
      [
        RuleID.builderInExtensionConformance, .nonConstantLocalizedString, .nonConstantProperty,
        .nonConstantTypeDisplayRepresentation,
      ].map(\.diagnosticID)),
  ]

  /// `diagnostics` without the mapping diagnostics a kept rule finding covers; order kept.
  static func removingCovered(from diagnostics: [Diagnostic], files: [ParsedFile]) -> [Diagnostic] {
    let coverable = diagnostics.filter { coveringRules[$0.id] != nil }
    guard !coverable.isEmpty else { return diagnostics }
    let trees = Dictionary(files.map { ($0.file.path, $0.tree) }, uniquingKeysWith: { first, _ in first })
    let findingsByPath = Dictionary(grouping: diagnostics.filter { coveringRules[$0.id] == nil }, by: \.path)
    var covered: Set<Diagnostic> = []
    for mapping in coverable {
      guard let rules = coveringRules[mapping.id], let tree = trees[mapping.path] else { continue }
      let extent = innermostDeclaration(containing: mapping.range.start, in: tree) ?? mapping.range
      let isCovered = (findingsByPath[mapping.path] ?? []).contains { finding in
        rules.contains(finding.id) && extent.start <= finding.range.start && finding.range.start <= extent.end
      }
      if isCovered { covered.insert(mapping) }
    }
    return diagnostics.filter { !covered.contains($0) }
  }

  /// The byte range of the innermost declaration (other than `#if` blocks) whose range contains
  /// `offset`. Nodes are in preorder, so the last containing declaration is the innermost.
  static func innermostDeclaration(containing offset: Int, in tree: SyntaxTree) -> ByteRange? {
    var found: ByteRange?
    for index in tree.nodes.indices {
      let kind = tree.nodes[index].kind
      guard kind.isDeclaration, kind != .ifConfigDecl else { continue }
      let range = tree.node(at: index).range
      if range.start <= offset && offset < range.end { found = range }
    }
    return found
  }
}
