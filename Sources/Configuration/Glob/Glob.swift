/// A path pattern from `include` or `exclude`, matched against `/`-separated relative paths.
///
/// Syntax, matched segment by segment (case-sensitive, on Unicode scalars):
/// - `*` any run of characters within one path segment (not `/`), including none;
/// - `?` exactly one character other than `/`;
/// - `[abc]`, `[a-z]`, `[!a-z]` or `[^a-z]` one character from (or not from) the set; a `]`
///   right after the `[` (or `[!`) is a member, and a `-` first or last is a literal;
/// - `**` as a whole segment: any number of segments, including none (`**/Generated`,
///   `Sources/**`, `a/**/b`); elsewhere `**` means `*`;
/// - `\x` the character `x` itself;
/// - a trailing `/` matches directories only (`Generated/`);
/// - `./` at the start, `.` segments and repeated slashes are ignored; `..` may only lead the
///   pattern, and `AnchoredGlob` folds leading `..` into its base directory.
///
/// Parsing is in `Glob+Parsing.swift`. Matching is iterative (greedy with one backtrack point,
/// at segment level for `**` and at character level for `*`), so it runs in `O(n·m)` time
/// whatever the pattern.
package struct Glob: Hashable, Sendable, CustomStringConvertible {
  /// One `/`-separated part of the pattern.
  enum Segment: Hashable, Sendable {
    /// `**`: zero or more whole path segments.
    case anyPath
    /// A pattern for exactly one path segment.
    case name([Element])
    /// A segment without wildcards, compared as text.
    case literal(String)
  }

  /// One piece of a segment pattern.
  enum Element: Hashable, Sendable {
    /// This character.
    case scalar(Unicode.Scalar)
    /// `?`: any one character.
    case anyScalar
    /// `*`: any run of characters.
    case anyRun
    /// `[...]`: one character in (or, negated, not in) the ranges.
    case set(negated: Bool, ranges: [ClosedRange<Unicode.Scalar>])
  }

  /// The pattern as written.
  package let pattern: String
  /// The parsed segments; never empty.
  let segments: [Segment]
  /// How many leading `..` segments the pattern had (removed from `segments`).
  package let parentLevels: Int
  /// Whether the pattern ended in `/`, so that it matches directories only.
  package let matchesOnlyDirectories: Bool

  /// The pattern as written.
  package var description: String { pattern }

  /// Whether the `/`-separated relative `path` matches the whole pattern. `isDirectory` says
  /// whether `path` names a directory (a trailing-`/` pattern only matches directories).
  package func matches(_ path: String, isDirectory: Bool = false) -> Bool {
    matches(components: Self.components(of: path), isDirectory: isDirectory)
  }

  /// Whether `path` or one of the directories that contain it matches: `Pods` and `Pods/`
  /// then cover every file below `Pods`. This is how `include` and `exclude` use globs.
  package func matchesPathOrAncestor(_ path: String, isDirectory: Bool = false) -> Bool {
    let all = Self.components(of: path)
    guard !all.isEmpty else { return false }
    for count in 1...all.count
    where matches(components: all[0..<count], isDirectory: count < all.count || isDirectory) {
      return true
    }
    return false
  }

  /// Matches already split path components.
  func matches(components: ArraySlice<Substring>, isDirectory: Bool) -> Bool {
    if matchesOnlyDirectories && !isDirectory { return false }
    if components.isEmpty { return false }
    let base = components.startIndex
    var segment = 0
    var component = 0
    var backtrack: (segment: Int, component: Int)?
    while component < components.count {
      if segment < segments.count, case .anyPath = segments[segment] {
        backtrack = (segment, component)
        segment += 1
        continue
      }
      if segment < segments.count, Self.matches(segments[segment], components[base + component]) {
        segment += 1
        component += 1
        continue
      }
      guard let point = backtrack else { return false }
      backtrack = (point.segment, point.component + 1)
      segment = point.segment + 1
      component = point.component + 1
    }
    while segment < segments.count, case .anyPath = segments[segment] { segment += 1 }
    return segment == segments.count
  }

  private static func matches(_ segment: Segment, _ name: Substring) -> Bool {
    switch segment {
    case .anyPath: return true
    case .literal(let text): return name == text
    case .name(let elements): return matches(elements, Array(name.unicodeScalars))
    }
  }

  /// Wildcard matching of one segment: the classic greedy algorithm with one backtrack point.
  private static func matches(_ elements: [Element], _ scalars: [Unicode.Scalar]) -> Bool {
    var element = 0
    var scalar = 0
    var backtrack: (element: Int, scalar: Int)?
    while scalar < scalars.count {
      if element < elements.count, case .anyRun = elements[element] {
        backtrack = (element, scalar)
        element += 1
        continue
      }
      if element < elements.count, matches(elements[element], scalars[scalar]) {
        element += 1
        scalar += 1
        continue
      }
      guard let point = backtrack else { return false }
      backtrack = (point.element, point.scalar + 1)
      element = point.element + 1
      scalar = point.scalar + 1
    }
    while element < elements.count, case .anyRun = elements[element] { element += 1 }
    return element == elements.count
  }

  private static func matches(_ element: Element, _ scalar: Unicode.Scalar) -> Bool {
    switch element {
    case .scalar(let expected): return scalar == expected
    case .anyScalar: return true
    case .anyRun: return true
    case .set(let negated, let ranges): return ranges.contains { $0.contains(scalar) } != negated
    }
  }

  /// The non-empty, non-`.` components of a `/`-separated path.
  static func components(of path: String) -> ArraySlice<Substring> {
    ArraySlice(path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." })
  }
}

/// Why a glob could not be parsed, and where in the pattern.
package struct GlobError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, e.g. "unterminated '[' in glob".
  package var message: String
  /// The UTF-8 byte offset in the pattern where the problem starts.
  package var offset: Int

  /// Creates an error.
  package init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  package var description: String { message }
}
