import Source

/// One mistake in a configuration: where it is and what is wrong.
///
/// Printed as `path:line:column: error: message`, the shape editors and Xcode link. Mistakes in
/// command-line overrides have no position (`location` is `nil`) and print as
/// `path: error: message`, where the path is `<command line>`.
package struct ConfigurationIssue: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The configuration file's path as the user gave it or discovery found it.
  package var path: String
  /// The 1-based line and UTF-8 byte column of the offending key or value.
  package var location: SourceLocation?
  /// What is wrong, e.g. "unknown key 'rulez' (did you mean 'rules'?)".
  package var message: String

  /// The `path` of issues found in command-line overrides.
  package static let commandLinePath = "<command line>"

  /// Creates an issue.
  package init(path: String, location: SourceLocation?, message: String) {
    self.path = path
    self.location = location
    self.message = message
  }

  /// Orders by path, then position (issues without one first), then message.
  package static func < (lhs: ConfigurationIssue, rhs: ConfigurationIssue) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    if lhs.location != rhs.location {
      guard let left = lhs.location else { return true }
      guard let right = rhs.location else { return false }
      return left < right
    }
    return lhs.message < rhs.message
  }

  /// `path:line:column: error: message`.
  package var description: String {
    guard let location else { return "\(path): error: \(message)" }
    return "\(path):\(location.line):\(location.column): error: \(message)"
  }
}

/// Why a configuration could not be used. The two cases map to different exit codes: a file
/// that cannot be read is an I/O error (exit 3), a file that is not a valid configuration is a
/// configuration error (exit 2).
package enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read: missing, a directory, unreadable, too large, not UTF-8.
  case unreadable(SourceReadError)
  /// The file was read but is not valid: bad JSON, unknown keys, wrong types, unknown rules.
  /// The issues are sorted and there is at least one.
  case invalid([ConfigurationIssue])

  /// Whether this is an I/O error (exit 3) rather than a configuration error (exit 2).
  package var isIOError: Bool {
    if case .unreadable = self { return true }
    return false
  }

  /// The issues of an invalid configuration; empty for an I/O error.
  package var issues: [ConfigurationIssue] {
    if case .invalid(let issues) = self { return issues }
    return []
  }

  /// One line per problem, each ending without a line break, joined by `\n`.
  package var description: String {
    switch self {
    case .unreadable(let error): return "error: \(error.description)"
    case .invalid(let issues): return issues.map(\.description).joined(separator: "\n")
    }
  }
}
