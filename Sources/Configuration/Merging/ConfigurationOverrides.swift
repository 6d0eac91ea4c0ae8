import Diagnostics
import Source

/// The values given on the command line, which win over the configuration file.
///
/// The CLI fills this from its options; `nil` (or an empty rule list) means "not given". A
/// value given here replaces the file's value as a whole (an `exclude` given here replaces the
/// file's `exclude` list, it does not extend it). Relative paths and globs are relative to
/// `ConfigurationMerger.workingDirectory`, not to the configuration file.
package struct ConfigurationOverrides: Hashable, Sendable {
  /// `--strict`.
  package var strict: Bool?
  /// Globs of files to analyse.
  package var include: [String]?
  /// Globs of files to skip.
  package var exclude: [String]?
  /// The module name.
  package var moduleName: String?
  /// The platform.
  package var platform: Platform?
  /// The deployment target.
  package var deploymentTarget: VersionNumber?
  /// The `#if` names.
  package var defines: [String]?
  /// `--baseline FILE`.
  package var baseline: String?
  /// `--reporter NAME`.
  package var reporter: String?
  /// The bundle identifier.
  package var bundleIdentifier: String?
  /// The Xcode version.
  package var xcodeVersion: VersionNumber?
  /// Rules to turn off, applied after the file's settings.
  package var disabledRules: [RuleSelector] = []
  /// Rules to turn on, applied after `disabledRules`.
  package var enabledRules: [RuleSelector] = []

  /// Creates an empty set of overrides.
  package init() {}
}

/// Where an effective value came from, shown by `appintents config --print-effective`.
package enum ValueOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The built-in default (or, for a rule, the catalogue's default).
  case defaultValue
  /// The configuration file, at this position.
  case file(path: String, location: SourceLocation)
  /// A command-line option.
  case commandLine

  /// `default`, `command line`, or `path:line:column`.
  package var description: String {
    switch self {
    case .defaultValue: return "default"
    case .file(let path, let location): return "\(path):\(location.line):\(location.column)"
    case .commandLine: return "command line"
    }
  }
}
