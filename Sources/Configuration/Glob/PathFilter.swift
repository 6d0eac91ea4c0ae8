/// A glob together with the directory it is relative to.
///
/// Globs from the configuration file are relative to the file's directory; globs from the
/// command line to the working directory. An absolute pattern (`/src/**`) is relative to `/`,
/// and leading `..` segments move the base up, so matching never needs `..`.
package struct AnchoredGlob: Hashable, Sendable, CustomStringConvertible {
  /// The absolute, normalized directory the glob is matched from.
  package let base: String
  /// The glob, without leading `/` or `..`.
  package let glob: Glob

  /// Parses `pattern` relative to the absolute directory `base`.
  package init(_ pattern: String, base: String) throws(GlobError) {
    if pattern.hasPrefix("/") {
      let trimmed = String(pattern.drop { $0 == "/" })
      guard !trimmed.isEmpty else { throw GlobError(message: "the glob '/' would match every file", offset: 0) }
      let glob: Glob
      do { glob = try Glob(trimmed) } catch { throw GlobError(message: error.message, offset: error.offset + 1) }
      self.init(glob: glob, base: "/")
    } else {
      self.init(glob: try Glob(pattern), base: base)
    }
  }

  private init(glob: Glob, base: String) {
    var directory = ConfigurationPaths.normalize(base)
    for _ in 0..<glob.parentLevels { directory = ConfigurationPaths.directory(of: directory) }
    self.base = directory
    self.glob = glob
  }

  /// The pattern as written.
  package var description: String { glob.pattern }

  /// Whether the absolute `path`, or a directory containing it, matches. Paths outside `base`
  /// never match.
  package func matchesPathOrAncestor(_ path: String, isDirectory: Bool = false) -> Bool {
    guard let relative = ConfigurationPaths.relative(path, to: base), relative != "." else { return false }
    return glob.matchesPathOrAncestor(relative, isDirectory: isDirectory)
  }
}

/// Which files to analyse: the effective `include` and `exclude` globs.
///
/// A file is analysed when no `exclude` glob matches it or a directory containing it, and
/// either `include` is empty or an `include` glob matches it or a directory containing it.
/// `exclude` wins over `include`.
package struct PathFilter: Hashable, Sendable {
  /// Files to analyse; empty means every file.
  package var include: [AnchoredGlob]
  /// Files and directories to skip.
  package var exclude: [AnchoredGlob]

  /// Creates a filter.
  package init(include: [AnchoredGlob] = [], exclude: [AnchoredGlob] = []) {
    self.include = include
    self.exclude = exclude
  }

  /// Whether the file (or directory) at the absolute `path` is analysed.
  package func includes(_ path: String, isDirectory: Bool = false) -> Bool {
    if isExcluded(path, isDirectory: isDirectory) { return false }
    return include.isEmpty || include.contains { $0.matchesPathOrAncestor(path, isDirectory: isDirectory) }
  }

  /// Whether the absolute `path` is excluded, so that discovery can skip a whole directory.
  package func isExcluded(_ path: String, isDirectory: Bool = false) -> Bool {
    exclude.contains { $0.matchesPathOrAncestor(path, isDirectory: isDirectory) }
  }
}
