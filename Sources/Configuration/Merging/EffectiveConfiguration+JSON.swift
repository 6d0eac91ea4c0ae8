import Foundation

/// The JSON text `appintents config --print-effective` prints.
extension EffectiveConfiguration {
  /// Pretty JSON with sorted keys and a final newline: every key of the file format (absent
  /// values as `null`, globs as written, paths absolute), every rule as
  /// `{"enabled": ..., "severity": ...}`, `configurationFile`, and `origins` saying where each
  /// value came from (`default`, `command line`, or `path:line:column`). The same configuration
  /// always gives the same bytes.
  package func renderJSON() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(EffectiveConfigurationDocument(self)) else { return "null\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// The encodable shape of `EffectiveConfiguration.renderJSON()`.
private struct EffectiveConfigurationDocument: Encodable {
  /// `{"enabled": true, "severity": "warning"}`.
  struct RuleState: Encodable {
    let enabled: Bool
    let severity: String
  }

  let configuration: EffectiveConfiguration

  init(_ configuration: EffectiveConfiguration) { self.configuration = configuration }

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    let value = configuration
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(ConfigurationSchemaVersion.current, forKey: Key("version"))
    try container.encode(value.configurationFile, forKey: Key("configurationFile"))
    var rules: [String: RuleState] = [:]
    for (id, rule) in value.rules {
      rules[id.rawValue] = RuleState(enabled: rule.isEnabled, severity: rule.severity.rawValue)
    }
    try container.encode(rules, forKey: Key(ConfigurationKey.rules.rawValue))
    try container.encode(value.strict, forKey: Key(ConfigurationKey.strict.rawValue))
    try container.encode(value.paths.include.map(\.glob.pattern), forKey: Key(ConfigurationKey.include.rawValue))
    try container.encode(value.paths.exclude.map(\.glob.pattern), forKey: Key(ConfigurationKey.exclude.rawValue))
    try container.encode(value.moduleName, forKey: Key(ConfigurationKey.moduleName.rawValue))
    try container.encode(value.platform?.rawValue, forKey: Key(ConfigurationKey.platform.rawValue))
    try container.encode(value.deploymentTarget?.description, forKey: Key(ConfigurationKey.deploymentTarget.rawValue))
    try container.encode(value.defines, forKey: Key(ConfigurationKey.defines.rawValue))
    try container.encode(value.baseline, forKey: Key(ConfigurationKey.baseline.rawValue))
    try container.encode(value.reporter, forKey: Key(ConfigurationKey.reporter.rawValue))
    try container.encode(value.bundleIdentifier, forKey: Key(ConfigurationKey.bundleIdentifier.rawValue))
    try container.encode(value.xcodeVersion?.description, forKey: Key(ConfigurationKey.xcodeVersion.rawValue))
    try container.encode(value.origins.mapValues(\.description), forKey: Key("origins"))
  }
}
