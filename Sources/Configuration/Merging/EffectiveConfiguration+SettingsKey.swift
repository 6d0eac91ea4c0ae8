/// The settings as one canonical text, for cache keys.
extension EffectiveConfiguration {
  /// How many stored properties `settingsKey()` covers; a test compares it with the type's
  /// properties, so a new setting cannot be left out of the key unnoticed.
  package static let settingsKeyPropertyCount = 12

  /// Every setting as one text, each value spelled with its length so no two configurations
  /// share a text: two configurations with the same key lint alike. `origins` (where each
  /// value came from) is the only property left out; it never changes a finding.
  ///
  /// `renderJSON()` says the same with `JSONEncoder`, which cost a warm cached run of 2,209
  /// files more than a millisecond (a tenth of its instructions).
  package func settingsKey() -> String {
    var key = "settings 1\n"
    func field(_ name: String, _ value: String?) {
      key += name
      if let value {
        key += " \(value.utf8.count):"
        key += value
      } else {
        key += " -"
      }
      key += "\n"
    }
    field("configurationFile", configurationFile)
    for id in rules.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      guard let rule = rules[id] else { continue }
      field(
        "rule",
        "\(id.rawValue) \(rule.isEnabled) \(rule.defaultSeverity.rawValue) "
          + (rule.configuredSeverity?.rawValue ?? "-"))
    }
    field("strict", "\(strict)")
    for glob in paths.include { field("include", glob.base + "\n" + glob.glob.pattern) }
    for glob in paths.exclude { field("exclude", glob.base + "\n" + glob.glob.pattern) }
    field("moduleName", moduleName)
    field("platform", platform?.rawValue)
    field("deploymentTarget", deploymentTarget?.description)
    for name in defines { field("define", name) }
    field("baseline", baseline)
    field("reporter", reporter)
    field("bundleIdentifier", bundleIdentifier)
    field("xcodeVersion", xcodeVersion?.description)
    return key
  }
}
