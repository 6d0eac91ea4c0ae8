/// Turning a pattern string into segments, with positioned errors.
extension Glob {
  /// Parses `pattern`; see the type's documentation for the syntax.
  ///
  /// Errors: an empty pattern, a leading `/` (globs are relative; `AnchoredGlob` handles
  /// absolute ones), `..` after the start, an unterminated `[`, an empty or reversed set, and a
  /// trailing `\`.
  package init(_ pattern: String) throws(GlobError) {
    self.pattern = pattern
    guard !pattern.isEmpty else { throw GlobError(message: "empty glob", offset: 0) }
    guard !pattern.hasPrefix("/") else {
      throw GlobError(message: "a glob must be relative, not start with '/'", offset: 0)
    }
    var segments: [Segment] = []
    var parentLevels = 0
    var offset = 0
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
    for part in parts {
      defer { offset += part.utf8.count + 1 }
      if part.isEmpty || part == "." { continue }
      if part == ".." {
        guard segments.isEmpty else {
          throw GlobError(message: "'..' is only allowed at the start of a glob", offset: offset)
        }
        parentLevels += 1
        continue
      }
      if part == "**" {
        if segments.last != .anyPath { segments.append(.anyPath) }
        continue
      }
      let elements = try Self.parseSegment(part, offset: offset)
      if elements.allSatisfy({ if case .scalar = $0 { return true } else { return false } }) {
        var text = ""
        for case .scalar(let scalar) in elements { text.unicodeScalars.append(scalar) }
        segments.append(.literal(text))
      } else {
        segments.append(.name(elements))
      }
    }
    guard !segments.isEmpty else {
      throw GlobError(message: "the glob '\(pattern)' names no file or directory", offset: 0)
    }
    self.segments = segments
    self.parentLevels = parentLevels
    self.matchesOnlyDirectories = pattern.hasSuffix("/")
  }

  /// Parses one segment that is not `**`; `offset` is its byte offset in the pattern.
  private static func parseSegment(_ part: Substring, offset: Int) throws(GlobError) -> [Element] {
    let scalars = Array(part.unicodeScalars)
    var offsets: [Int] = []
    var running = offset
    for scalar in scalars {
      offsets.append(running)
      running += scalar.utf8.count
    }
    var elements: [Element] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "*":
        if elements.last != .anyRun { elements.append(.anyRun) }
        index += 1
      case "?":
        elements.append(.anyScalar)
        index += 1
      case "\\":
        guard index + 1 < scalars.count else {
          throw GlobError(message: "a glob may not end with '\\'", offset: offsets[index])
        }
        elements.append(.scalar(scalars[index + 1]))
        index += 2
      case "[":
        let (element, next) = try parseSet(scalars, from: index, offsets: offsets)
        elements.append(element)
        index = next
      default:
        elements.append(.scalar(scalar))
        index += 1
      }
    }
    return elements
  }

  /// Parses `[...]` starting at `start` (the `[`); returns the set and the index after `]`.
  private static func parseSet(
    _ scalars: [Unicode.Scalar], from start: Int, offsets: [Int]
  ) throws(GlobError) -> (Element, Int) {
    var index = start + 1
    var negated = false
    if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
      negated = true
      index += 1
    }
    var members: [Unicode.Scalar] = []
    var isFirst = true
    var ranges: [ClosedRange<Unicode.Scalar>] = []
    while index < scalars.count {
      var scalar = scalars[index]
      if scalar == "]" && !isFirst {
        return (.set(negated: negated, ranges: ranges + members.map { $0...$0 }), index + 1)
      }
      isFirst = false
      if scalar == "\\", index + 1 < scalars.count {
        index += 1
        scalar = scalars[index]
      }
      // A range `a-z`, unless the `-` is the last member before `]`.
      if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
        var upper = scalars[index + 2]
        var end = index + 2
        if upper == "\\", end + 1 < scalars.count {
          end += 1
          upper = scalars[end]
        }
        guard scalar <= upper else {
          throw GlobError(
            message: "invalid range '\(scalar)-\(upper)' in glob: the first character must not be after the second",
            offset: offsets[index])
        }
        ranges.append(scalar...upper)
        index = end + 1
        continue
      }
      members.append(scalar)
      index += 1
    }
    throw GlobError(message: "unterminated '[' in glob", offset: offsets[start])
  }
}
