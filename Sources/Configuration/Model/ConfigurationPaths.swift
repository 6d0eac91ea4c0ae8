import Source

/// Lexical path arithmetic for configuration paths: no file-system access, no symbolic links.
///
/// `.` components and repeated slashes are dropped and `..` removes the component before it.
package enum ConfigurationPaths {
  /// `path` normalized; a leading `/` is kept, an empty relative result is `.`.
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
    let joined = components.joinedSpecialized(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// `path` made absolute against the absolute directory `base` (unless already absolute),
  /// then normalized.
  package static func absolute(_ path: String, relativeTo base: String) -> String {
    path.hasPrefix("/") ? normalize(path) : normalize(base + "/" + path)
  }

  /// The directory containing the absolute `path`: `/a/b/c.json` gives `/a/b`, `/x` gives `/`.
  package static func directory(of path: String) -> String {
    let normalized = normalize(path)
    guard let slash = normalized.lastIndex(of: "/") else { return "." }
    if slash == normalized.startIndex { return "/" }
    return String(normalized[..<slash])
  }

  /// The path of the absolute `path` relative to the absolute directory `base`, or `nil` when
  /// `path` is not `base` itself or inside it; `base` itself is `.`.
  package static func relative(_ path: String, to base: String) -> String? {
    let path = normalize(path)
    let base = normalize(base)
    if path == base { return "." }
    let prefix = base == "/" ? "/" : base + "/"
    guard path.hasPrefix(prefix) else { return nil }
    return String(path.dropFirst(prefix.count))
  }
}
