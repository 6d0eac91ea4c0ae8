import Diagnostics
import Source

/// Decides which directive covers which finding and remembers which rule references were used.
///
/// Line and file directives are looked up directly. `disable`/`enable` regions are replayed as
/// a sweep: region events sorted by offset are applied as findings, visited in increasing
/// offset order, pass them, so a file costs `O((findings + directives) log)` whatever its
/// number of regions.
struct SuppressionMatcher {
  /// A rule named by a directive: indices into `directives` and into its `rules`.
  struct Reference: Hashable {
    let directive: Int
    let rule: Int
  }

  /// A `disable` or `enable` directive taking effect at `offset`.
  private struct RegionEvent {
    let offset: Int
    let directive: Int
    let isEnable: Bool
  }

  // MARK: Directives

  private let directives: [SuppressionDirective]
  /// `disable-line` and `disable-next-line` references by the 1-based line they cover.
  private var lineReferences: [Int: [Reference]] = [:]
  /// `disable-file` references.
  private var fileReferences: [Reference] = []
  /// `disable` and `enable` events in the order they take effect.
  private var events: [RegionEvent] = []

  // MARK: Sweep state

  /// The next event to apply.
  private var nextEvent = 0
  /// The `disable all` in force, if any.
  private var allRegion: Reference?
  /// Rules enabled again inside the `disable all` region.
  private var exceptions: Set<String> = []
  /// Rules disabled by name, with the reference that did it.
  private var disabled: [String: Reference] = [:]

  // MARK: Output

  /// The references that suppressed a finding (or, for `enable`, ended a region).
  private(set) var used: Set<Reference> = []

  init(directives: [SuppressionDirective], lineTable: LineTable) {
    self.directives = directives
    for (index, directive) in directives.enumerated() {
      let references = directive.rules.indices.map { Reference(directive: index, rule: $0) }
      let firstLine = lineTable.location(of: directive.commentRange.start).line
      let lastLine = lineTable.location(of: max(directive.commentRange.end - 1, directive.commentRange.start)).line
      switch directive.command {
      case .disableLine:
        for line in firstLine...lastLine { lineReferences[line, default: []].append(contentsOf: references) }
      case .disableNextLine:
        lineReferences[lastLine + 1, default: []].append(contentsOf: references)
      case .disableFile:
        fileReferences.append(contentsOf: references)
      case .disable:
        let lineStart = lineTable.start(ofLine: firstLine - 1)
        events.append(RegionEvent(offset: lineStart, directive: index, isEnable: false))
      case .enable:
        events.append(RegionEvent(offset: directive.commentRange.start, directive: index, isEnable: true))
      }
    }
    events.sort { ($0.offset, $0.directive) < ($1.offset, $1.directive) }
    self.lineTable = lineTable
  }

  private let lineTable: LineTable

  /// Whether a directive covers `diagnostic`; call in increasing order of `range.start`.
  mutating func suppresses(_ diagnostic: Diagnostic) -> Bool {
    advance(to: diagnostic.range.start)
    let name = diagnostic.id.rawValue
    var hit = false
    let line = lineTable.location(of: diagnostic.range.start).line
    for reference in fileReferences + (lineReferences[line] ?? []) where names(reference, name) {
      used.insert(reference)
      hit = true
    }
    if let reference = disabled[name] {
      used.insert(reference)
      hit = true
    }
    if let reference = allRegion, !exceptions.contains(name) {
      used.insert(reference)
      hit = true
    }
    return hit
  }

  /// Applies the remaining events, so that `enable` directives after the last finding are judged.
  mutating func finish() { advance(to: Int.max) }

  /// Whether the reference to the `rule`-th name of the `directive`-th directive was used.
  func isUsed(directive: Int, rule: Int) -> Bool { used.contains(Reference(directive: directive, rule: rule)) }

  private func names(_ reference: Reference, _ name: String) -> Bool {
    let rule = directives[reference.directive].rules[reference.rule]
    return rule.isAll || rule.name == name
  }

  private mutating func advance(to offset: Int) {
    while nextEvent < events.count, events[nextEvent].offset <= offset {
      apply(events[nextEvent])
      nextEvent += 1
    }
  }

  private mutating func apply(_ event: RegionEvent) {
    for (index, rule) in directives[event.directive].rules.enumerated() {
      let reference = Reference(directive: event.directive, rule: index)
      if event.isEnable {
        enable(rule, reference)
      } else {
        disable(rule, reference)
      }
    }
  }

  private mutating func disable(_ rule: SuppressionDirective.RuleReference, _ reference: Reference) {
    if rule.isAll {
      if allRegion == nil {
        allRegion = reference
        exceptions = []
      }
    } else {
      exceptions.remove(rule.name)
      if disabled[rule.name] == nil { disabled[rule.name] = reference }
    }
  }

  private mutating func enable(_ rule: SuppressionDirective.RuleReference, _ reference: Reference) {
    if rule.isAll {
      if allRegion != nil || !disabled.isEmpty { used.insert(reference) }
      allRegion = nil
      exceptions = []
      disabled = [:]
    } else {
      let wasDisabled = disabled[rule.name] != nil || (allRegion != nil && !exceptions.contains(rule.name))
      if wasDisabled { used.insert(reference) }
      disabled[rule.name] = nil
      if allRegion != nil { exceptions.insert(rule.name) }
    }
  }
}
