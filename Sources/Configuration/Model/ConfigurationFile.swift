import Diagnostics

/// What the configuration file says, key by key, with the position of every value.
///
/// Everything is optional: a key that is absent leaves the default (or the command line) in
/// charge. Values are already validated (known rule ids, valid globs, versions, names) by
/// `ConfigurationDecoder`; paths are kept as written and resolved against `directory` when the
/// configuration is merged.
package struct ConfigurationFile: Hashable, Sendable {
  /// The path as the user gave it or discovery found it, for messages.
  package var path: String
  /// The absolute, normalized path of the file.
  package var absolutePath: String
  /// The directory containing the file: the base of its relative paths and globs.
  package var directory: String { ConfigurationPaths.directory(of: absolutePath) }

  /// `version`, when given (always `ConfigurationSchemaVersion.current`).
  package var version: Located<Int>?
  /// `rules`, in file order, one entry per rule id.
  package var rules: [RuleEntry] = []
  /// `disabledRules`.
  package var disabledRules: Located<[Located<RuleSelector>]>?
  /// `enabledRules`.
  package var enabledRules: Located<[Located<RuleSelector>]>?
  /// `strict`.
  package var strict: Located<Bool>?
  /// `include`, anchored at `directory`.
  package var include: Located<[AnchoredGlob]>?
  /// `exclude`, anchored at `directory`.
  package var exclude: Located<[AnchoredGlob]>?
  /// `moduleName`.
  package var moduleName: Located<String>?
  /// `platform`.
  package var platform: Located<Platform>?
  /// `deploymentTarget`.
  package var deploymentTarget: Located<VersionNumber>?
  /// `defines`, in file order.
  package var defines: Located<[String]>?
  /// `baseline`, as written (relative to `directory` unless absolute).
  package var baseline: Located<String>?
  /// `reporter`.
  package var reporter: Located<String>?
  /// `bundleIdentifier`.
  package var bundleIdentifier: Located<String>?
  /// `xcodeVersion`.
  package var xcodeVersion: Located<VersionNumber>?

  /// Creates an empty file model (every key absent).
  package init(path: String, absolutePath: String) {
    self.path = path
    self.absolutePath = ConfigurationPaths.normalize(absolutePath)
  }

  /// One `"rule-id": setting` member of `rules`.
  package struct RuleEntry: Hashable, Sendable {
    /// The rule id and the position of its key.
    package var id: Located<DiagnosticID>
    /// What the file says about the rule.
    package var setting: RuleSetting

    /// Creates an entry.
    package init(id: Located<DiagnosticID>, setting: RuleSetting) {
      self.id = id
      self.setting = setting
    }
  }
}

/// An element of `disabledRules` or `enabledRules`.
package enum RuleSelector: Hashable, Sendable {
  /// `"all"`: every rule in the catalogue.
  case all
  /// One rule.
  case rule(DiagnosticID)

  /// The word that means every rule.
  package static let allWord = "all"
}
