import Diagnostics
import Source

/// `rules`, `disabledRules` and `enabledRules`.
extension ConfigurationDecoder {
  /// `"rules": {"rule-id": "warning", "other-rule": {"severity": "error", "enabled": true}}`.
  mutating func rules(_ value: JSONNode) -> [ConfigurationFile.RuleEntry] {
    guard let members = value.objectValue else {
      report(
        "'rules' must be an object mapping rule ids to \"off\", \"info\", \"warning\", \"error\" or "
          + "{\"severity\": ..., \"enabled\": ...}, found \(value.typeDescription)", at: value.location)
      return []
    }
    var entries: [ConfigurationFile.RuleEntry] = []
    var seen: [String: SourceLocation] = [:]
    for member in members {
      if let first = seen[member.key] {
        report("duplicate rule '\(member.key)' in 'rules' (first given at \(first))", at: member.keyLocation)
        continue
      }
      seen[member.key] = member.keyLocation
      guard let id = knownRule(member.key, at: member.keyLocation, in: "rules") else { continue }
      guard let setting = ruleSetting(member.value, rule: member.key) else { continue }
      entries.append(ConfigurationFile.RuleEntry(id: Located(id, at: member.keyLocation), setting: setting))
    }
    return entries
  }

  /// A rule's setting: a severity word or `{"severity": ..., "enabled": ...}`.
  private mutating func ruleSetting(_ value: JSONNode, rule: String) -> RuleSetting? {
    let words = RuleSetting.words
    if let word = value.stringValue {
      guard let setting = RuleSetting(word: word) else {
        report(
          "invalid setting '\(word)' for rule '\(rule)'\(Suggestion.didYouMean(word, in: words)); expected "
            + "\(Self.list(words)) or an object", at: value.location)
        return nil
      }
      return setting
    }
    guard let members = value.objectValue else {
      report(
        "the setting of rule '\(rule)' must be \(Self.list(words)) or an object "
          + "{\"severity\": ..., \"enabled\": ...}, found \(value.typeDescription)", at: value.location)
      return nil
    }
    var setting = RuleSetting(isEnabled: true)
    var valid = true
    var seen: Set<String> = []
    for member in members {
      guard seen.insert(member.key).inserted else {
        report("duplicate key '\(member.key)' in the setting of rule '\(rule)'", at: member.keyLocation)
        valid = false
        continue
      }
      switch RuleSettingKey(rawValue: member.key) {
      case .enabled:
        if let flag = bool(member.value, key: "\(rule).enabled") { setting.isEnabled = flag } else { valid = false }
      case .severity:
        if let severity = severity(member.value, rule: rule) { setting.severity = severity } else { valid = false }
      case nil:
        let names = RuleSettingKey.allCases.map(\.rawValue)
        report(
          "unknown key '\(member.key)' in the setting of rule '\(rule)'"
            + "\(Suggestion.didYouMean(member.key, in: names)); "
            + "valid keys: \(names.joined(separator: ", "))", at: member.keyLocation)
        valid = false
      }
    }
    return valid ? setting : nil
  }

  private mutating func severity(_ value: JSONNode, rule: String) -> Severity? {
    let names = Severity.allCases.map(\.rawValue)
    guard let word = string(value, key: "\(rule).severity") else { return nil }
    if word == "off" {
      report("'off' is not a severity; write \"enabled\": false to turn rule '\(rule)' off", at: value.location)
      return nil
    }
    guard let severity = Severity(rawValue: word) else {
      report(
        "invalid severity '\(word)' for rule '\(rule)'\(Suggestion.didYouMean(word, in: names)); expected "
          + Self.list(names), at: value.location)
      return nil
    }
    return severity
  }

  /// `["rule-id", ...]` or `["all"]`.
  mutating func ruleSelectors(_ value: JSONNode, key: String) -> [Located<RuleSelector>]? {
    guard let names = strings(value, key: key) else { return nil }
    var result: [Located<RuleSelector>] = []
    for name in names {
      if name.value == RuleSelector.allWord {
        result.append(Located(.all, at: name.location))
      } else if let id = knownRule(name.value, at: name.location, in: key) {
        result.append(Located(.rule(id), at: name.location))
      }
    }
    return result
  }

  /// The id of a rule in the catalogue, or `nil` after reporting an unknown id.
  private mutating func knownRule(_ name: String, at location: SourceLocation, in key: String) -> DiagnosticID? {
    let id = DiagnosticID(rawValue: name)
    guard catalog.contains(id) else {
      let suggestion = Suggestion.didYouMean(name, in: catalog.ids.map(\.rawValue))
      report("unknown rule '\(name)' in '\(key)'\(suggestion)", at: location)
      return nil
    }
    return id
  }

  /// Reports a rule named in both `disabledRules` and `enabledRules`, which has no meaning.
  mutating func checkRuleListsAgree(_ file: ConfigurationFile) {
    guard let disabled = file.disabledRules?.value, let enabled = file.enabledRules?.value else { return }
    var disabledAt: [RuleSelector: SourceLocation] = [:]
    for selector in disabled where disabledAt[selector.value] == nil { disabledAt[selector.value] = selector.location }
    for selector in enabled {
      guard let first = disabledAt[selector.value] else { continue }
      let name: String
      switch selector.value {
      case .all: name = RuleSelector.allWord
      case .rule(let id): name = id.rawValue
      }
      report("'\(name)' is in both 'disabledRules' (at \(first)) and 'enabledRules'", at: selector.location)
    }
  }

  /// `a, b, c or d` with each word quoted.
  static func list(_ words: [String]) -> String {
    let quoted = words.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
  }
}
