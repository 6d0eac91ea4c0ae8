import Diagnostics
import Source

/// Merges defaults < configuration file < command line into an `EffectiveConfiguration`.
///
/// Rules are settled in this order, each step overriding the previous for the rules it names:
/// the catalogue's defaults; the file's `disabledRules`, then `enabledRules`, then `rules`;
/// the command line's disabled rules, then its enabled rules. Every other key takes the
/// command line's value if given, else the file's, else the default. Command-line values are
/// checked like the file's (rule ids, globs, names) and their mistakes are reported with the
/// path `<command line>`.
package struct ConfigurationMerger: Sendable {
  /// The rules.
  package var catalog: RuleCatalog
  /// The valid reporter names.
  package var reporterNames: [String]
  /// The reporter used when neither the file nor the command line names one.
  package var defaultReporter: String
  /// The absolute directory command-line paths and globs are relative to.
  package var workingDirectory: String

  /// Creates a merger.
  package init(catalog: RuleCatalog, reporterNames: [String], defaultReporter: String, workingDirectory: String) {
    self.catalog = catalog
    self.reporterNames = reporterNames
    self.defaultReporter = defaultReporter
    self.workingDirectory = ConfigurationPaths.normalize(workingDirectory)
  }

  /// The effective configuration, or `ConfigurationError.invalid` for bad command-line values.
  package func merge(
    file: ConfigurationFile?, overrides: ConfigurationOverrides = ConfigurationOverrides()
  )
    throws(ConfigurationError) -> EffectiveConfiguration
  {
    var state = MergeState(catalog: catalog, defaultReporter: defaultReporter)
    if let file { state.apply(file) }
    var issues: [ConfigurationIssue] = []
    state.apply(overrides, workingDirectory: workingDirectory, reporterNames: reporterNames, issues: &issues)
    if !issues.isEmpty { throw .invalid(issues.sorted()) }
    return state.result
  }
}

/// The configuration being merged, with one `apply` per layer.
private struct MergeState {
  let catalog: RuleCatalog
  var result: EffectiveConfiguration

  init(catalog: RuleCatalog, defaultReporter: String) {
    self.catalog = catalog
    var rules: [DiagnosticID: EffectiveConfiguration.Rule] = [:]
    var origins: [String: ValueOrigin] = [:]
    for entry in catalog.entries {
      rules[entry.id] = EffectiveConfiguration.Rule(
        isEnabled: entry.isEnabledByDefault, defaultSeverity: entry.defaultSeverity)
      origins["rules.\(entry.id)"] = .defaultValue
    }
    for key in ConfigurationKey.allCases
    where ![.schema, .version, .rules, .disabledRules, .enabledRules].contains(key) {
      origins[key.rawValue] = .defaultValue
    }
    result = EffectiveConfiguration(
      configurationFile: nil, rules: rules, strict: false, paths: PathFilter(), moduleName: nil, platform: nil,
      deploymentTarget: nil, defines: [], baseline: nil, reporter: defaultReporter, bundleIdentifier: nil,
      xcodeVersion: nil, origins: origins)
  }

  mutating func apply(_ file: ConfigurationFile) {
    result.configurationFile = file.absolutePath
    func origin(_ location: SourceLocation) -> ValueOrigin { .file(path: file.path, location: location) }
    for selector in file.disabledRules?.value ?? [] { setEnabled(false, selector.value, origin(selector.location)) }
    for selector in file.enabledRules?.value ?? [] { setEnabled(true, selector.value, origin(selector.location)) }
    for entry in file.rules {
      guard var rule = result.rules[entry.id.value] else { continue }
      rule.isEnabled = entry.setting.isEnabled
      if let severity = entry.setting.severity { rule.configuredSeverity = severity }
      result.rules[entry.id.value] = rule
      result.origins["rules.\(entry.id.value)"] = origin(entry.id.location)
    }
    set(\.strict, file.strict, .strict, file)
    set(\.paths.include, file.include, .include, file)
    set(\.paths.exclude, file.exclude, .exclude, file)
    setOptional(\.moduleName, file.moduleName, .moduleName, file)
    setOptional(\.platform, file.platform, .platform, file)
    setOptional(\.deploymentTarget, file.deploymentTarget, .deploymentTarget, file)
    set(\.defines, file.defines.map { Located(Self.sortedUnique($0.value), at: $0.location) }, .defines, file)
    let baseline = file.baseline.map {
      Located(ConfigurationPaths.absolute($0.value, relativeTo: file.directory), at: $0.location)
    }
    setOptional(\.baseline, baseline, .baseline, file)
    set(\.reporter, file.reporter, .reporter, file)
    setOptional(\.bundleIdentifier, file.bundleIdentifier, .bundleIdentifier, file)
    setOptional(\.xcodeVersion, file.xcodeVersion, .xcodeVersion, file)
  }

  mutating func apply(
    _ overrides: ConfigurationOverrides, workingDirectory: String, reporterNames: [String],
    issues: inout [ConfigurationIssue]
  ) {
    func fail(_ message: String) {
      issues.append(ConfigurationIssue(path: ConfigurationIssue.commandLinePath, location: nil, message: message))
    }
    for (selectors, enabled) in [(overrides.disabledRules, false), (overrides.enabledRules, true)] {
      for selector in selectors {
        if case .rule(let id) = selector, !catalog.contains(id) {
          fail("unknown rule '\(id)'\(Suggestion.didYouMean(id.rawValue, in: catalog.ids.map(\.rawValue)))")
          continue
        }
        setEnabled(enabled, selector, .commandLine)
      }
    }
    if let strict = overrides.strict { override(\.strict, strict, .strict) }
    for (patterns, key) in [(overrides.include, ConfigurationKey.include), (overrides.exclude, .exclude)] {
      guard let patterns else { continue }
      var globs: [AnchoredGlob] = []
      for pattern in patterns {
        do { globs.append(try AnchoredGlob(pattern, base: workingDirectory)) } catch {
          fail("invalid glob '\(pattern)' in '\(key.rawValue)': \(error.message)")
        }
      }
      override(key == .include ? \.paths.include : \.paths.exclude, globs, key)
    }
    if let name = overrides.moduleName {
      if ConfigurationDecoder.isIdentifier(name) {
        override(\.moduleName, name, .moduleName)
      } else {
        fail("invalid module name '\(name)': use letters, digits and '_', not starting with a digit")
      }
    }
    if let platform = overrides.platform { override(\.platform, platform, .platform) }
    if let target = overrides.deploymentTarget { override(\.deploymentTarget, target, .deploymentTarget) }
    if let defines = overrides.defines {
      if let bad = defines.first(where: { !ConfigurationDecoder.isIdentifier($0) }) {
        fail("invalid '#if' name '\(bad)': use letters, digits and '_', not starting with a digit")
      } else {
        override(\.defines, Self.sortedUnique(defines), .defines)
      }
    }
    if let baseline = overrides.baseline {
      override(\.baseline, ConfigurationPaths.absolute(baseline, relativeTo: workingDirectory), .baseline)
    }
    if let reporter = overrides.reporter {
      if reporterNames.contains(reporter) {
        override(\.reporter, reporter, .reporter)
      } else {
        fail(
          "unknown reporter '\(reporter)'\(Suggestion.didYouMean(reporter, in: reporterNames)); valid reporters: "
            + reporterNames.joined(separator: ", "))
      }
    }
    if let identifier = overrides.bundleIdentifier {
      if ConfigurationDecoder.isBundleIdentifier(identifier) {
        override(\.bundleIdentifier, identifier, .bundleIdentifier)
      } else {
        fail("invalid bundle identifier '\(identifier)': use a reverse-DNS name such as com.example.app")
      }
    }
    if let version = overrides.xcodeVersion { override(\.xcodeVersion, version, .xcodeVersion) }
  }

  // MARK: Helpers

  private mutating func setEnabled(_ enabled: Bool, _ selector: RuleSelector, _ origin: ValueOrigin) {
    let ids: [DiagnosticID]
    switch selector {
    case .all: ids = catalog.ids
    case .rule(let id): ids = [id]
    }
    for id in ids where result.rules[id] != nil {
      result.rules[id]?.isEnabled = enabled
      result.origins["rules.\(id)"] = origin
    }
  }

  private mutating func set<Value>(
    _ keyPath: WritableKeyPath<EffectiveConfiguration, Value>, _ located: Located<Value>?, _ key: ConfigurationKey,
    _ file: ConfigurationFile
  ) {
    guard let located else { return }
    result[keyPath: keyPath] = located.value
    result.origins[key.rawValue] = .file(path: file.path, location: located.location)
  }

  private mutating func setOptional<Value>(
    _ keyPath: WritableKeyPath<EffectiveConfiguration, Value?>, _ located: Located<Value>?, _ key: ConfigurationKey,
    _ file: ConfigurationFile
  ) {
    set(keyPath, located.map { Located(Optional($0.value), at: $0.location) }, key, file)
  }

  private mutating func override<Value>(
    _ keyPath: WritableKeyPath<EffectiveConfiguration, Value>, _ value: Value, _ key: ConfigurationKey
  ) {
    result[keyPath: keyPath] = value
    result.origins[key.rawValue] = .commandLine
  }

  private static func sortedUnique(_ names: [String]) -> [String] { Array(Set(names)).sorted() }
}
