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
    // Paths from discovery are nearly always normal already; splitting and joining them cost a
    // warm run's report more than everything else it did per finding.
    isNormal(path) ? path : normalizedBySplitting(path)
  }

  /// `normalize` for any path, by splitting it into components and joining them again.
  package static func normalizedBySplitting(_ path: String) -> String {
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

  /// Whether `normalize` returns `path` unchanged because it is not empty and has no empty, `.`
  /// or `..` component and no `/` at the end (the root `/` aside). `false` does not mean that
  /// the path changes (`../a` does not).
  package static func isNormal(_ path: String) -> Bool {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    var length = 0
    var dots = 0
    var index = 0
    for byte in path.utf8 {
      if byte == slash {
        // An empty component is only allowed before the leading `/`.
        if index > 0 && (length == 0 || (dots == length && length <= 2)) { return false }
        length = 0
        dots = 0
      } else {
        length += 1
        if byte == dot { dots += 1 }
      }
      index += 1
    }
    if index == 1 && length == 0 { return true }  // "/"
    return length > 0 && !(dots == length && length <= 2)
  }
}
