/// The top-level keys of `.appintents.json`; the raw values are the spellings.
package enum ConfigurationKey: String, CaseIterable, Hashable, Sendable {
  /// `"$schema"`: the JSON Schema editors use for completion; read and ignored.
  case schema = "$schema"
  /// `"version": 1`: the configuration format version (optional).
  case version
  /// `"rules": {"rule-id": "off" | "info" | "warning" | "error" | {...}}`.
  case rules
  /// `"disabledRules": ["rule-id", ...]` or `["all"]`, for users of SwiftLint's `disabled_rules`.
  case disabledRules
  /// `"enabledRules": ["rule-id", ...]` or `["all"]`, for users of SwiftLint's `opt_in_rules`.
  case enabledRules
  /// `"strict": true`: warnings become errors.
  case strict
  /// `"include": ["Sources/**"]`: globs of the files to analyse.
  case include
  /// `"exclude": ["**/Generated/"]`: globs of the files to skip.
  case exclude
  /// `"moduleName": "MyApp"`: the Swift module the sources belong to.
  case moduleName
  /// `"platform": "ios"`: the platform the app is built for.
  case platform
  /// `"deploymentTarget": "17.0"`: the minimum OS version.
  case deploymentTarget
  /// `"defines": ["DEBUG"]`: the names that are true in `#if`.
  case defines
  /// `"baseline": "appintents-baseline.json"`: findings to hide.
  case baseline
  /// `"reporter": "xcode"`: the output format.
  case reporter
  /// `"bundleIdentifier": "com.example.app"`: the app's bundle identifier.
  case bundleIdentifier
  /// `"xcodeVersion": "16.0"`: the Xcode whose behaviour to mirror.
  case xcodeVersion

  /// Every spelling, sorted, for "valid keys" messages.
  package static var names: [String] { allCases.map(\.rawValue).sorted() }
}

/// The keys of a rule's object form, `{"severity": "error", "enabled": true}`.
package enum RuleSettingKey: String, CaseIterable, Hashable, Sendable {
  /// `"enabled": false` turns the rule off.
  case enabled
  /// `"severity": "error"` sets the severity.
  case severity
}
