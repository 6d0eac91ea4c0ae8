/// Path arithmetic for reports: purely lexical, so reporters never touch the file system.
///
/// `.` components and repeated slashes are dropped and `..` removes the component before it;
/// symbolic links are not resolved (the driver passes paths as it found them).
extension ReportContext {
  /// `path` as an absolute, normalized path: relative paths are taken from `workingDirectory`.
  package func absolutePath(of path: String) -> String {
    if path.hasPrefix("/") { return Self.normalize(path) }
    return Self.normalize(workingDirectory + "/" + path)
  }

  /// `path` relative to `workingDirectory`, without a leading `./`; a path outside the working
  /// directory stays absolute, and the working directory itself is `.`.
  package func relativePath(of path: String) -> String {
    let absolute = absolutePath(of: path)
    let base = Self.normalize(workingDirectory)
    if absolute == base { return "." }
    let prefix = base == "/" ? "/" : base + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }

  /// `path` as the human-facing formats print it, following `pathStyle`.
  package func displayPath(of path: String) -> String {
    switch pathStyle {
    case .absolute: return absolutePath(of: path)
    case .relative: return relativePath(of: path)
    }
  }

  /// The diagnostics in report order, grouped by printed path, groups sorted by that path.
  func groupedByDisplayPath(
    _ diagnostics: [ResolvedDiagnostic]
  )
    -> [(path: String, findings: [ResolvedDiagnostic])]
  {
    var groups: [String: [ResolvedDiagnostic]] = [:]
    for resolved in ResolvedDiagnostic.sortedForReport(diagnostics) {
      groups[displayPath(of: resolved.diagnostic.path), default: []].append(resolved)
    }
    return groups.keys.sorted().map { ($0, groups[$0] ?? []) }
  }

  /// Collapses `//`, `.` and `..` lexically; keeps a leading `/`; an empty result is `.` (or `/`).
  package static func normalize(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == ".." {
        if let last = components.last, last != ".." {
          components.removeLast()
        } else if !isAbsolute {
          components.append(component)
        }
        continue
      }
      components.append(component)
    }
    let joined = components.joined(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}
