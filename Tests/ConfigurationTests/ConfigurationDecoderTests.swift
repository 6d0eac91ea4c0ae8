import Configuration
import Diagnostics
import Source
import Testing

@Suite struct ConfigurationDecoderTests {
  @Test func fullConfigurationDecodes() throws {
    let file = try TestCatalog.decode(
      """
      {
        "$schema": "https://example.com/appintents.schema.json",
        "version": 1,
        "rules": {
          "non-literal-title": "error",
          "too-many-shortcuts": "off",
          "missing-description": {"severity": "warning"},
          "phrase-missing-app-name": {"enabled": false, "severity": "info"}
        },
        "disabledRules": ["all"],
        "enabledRules": ["non-literal-title"],
        "strict": true,
        "include": ["Sources/**", "App/"],
        "exclude": ["**/Generated/", "Pods"],
        "moduleName": "MyApp",
        "platform": "visionos",
        "deploymentTarget": "2.0",
        "defines": ["DEBUG", "BETA_1"],
        "baseline": "ci/baseline.json",
        "reporter": "sarif",
        "bundleIdentifier": "com.example.my-app",
        "xcodeVersion": "16.4"
      }
      """)
    #expect(file.version?.value == 1)
    #expect(
      file.rules.map(\.id.value.rawValue) == [
        "non-literal-title", "too-many-shortcuts", "missing-description", "phrase-missing-app-name",
      ])
    #expect(
      file.rules.map(\.setting) == [
        RuleSetting(isEnabled: true, severity: .error), RuleSetting(isEnabled: false),
        RuleSetting(isEnabled: true, severity: .warning), RuleSetting(isEnabled: false, severity: .info),
      ])
    #expect(file.rules[0].id.location == SourceLocation(line: 5, column: 5))
    #expect(file.disabledRules?.value.map(\.value) == [.all])
    #expect(file.enabledRules?.value.map(\.value) == [.rule("non-literal-title")])
    #expect(file.strict?.value == true)
    #expect(file.strict?.location == SourceLocation(line: 12, column: 13))
    #expect(file.include?.value.map(\.description) == ["Sources/**", "App/"])
    #expect(file.include?.value.first?.base == "/project")
    #expect(file.moduleName?.value == "MyApp")
    #expect(file.platform?.value == .visionos)
    #expect(file.deploymentTarget?.value.description == "2.0")
    #expect(file.defines?.value == ["DEBUG", "BETA_1"])
    #expect(file.baseline?.value == "ci/baseline.json")
    #expect(file.reporter?.value == "sarif")
    #expect(file.bundleIdentifier?.value == "com.example.my-app")
    #expect(file.xcodeVersion?.value == VersionNumber("16.4"))
  }

  @Test func emptyObjectIsValid() throws {
    let file = try TestCatalog.decode("{}")
    #expect(file.rules.isEmpty && file.strict == nil && file.include == nil)
  }

  @Test(arguments: [
    // Unknown keys, with and without a suggestion.
    ("{\n  \"rulez\": {}\n}", ["2:3: unknown key 'rulez' (did you mean 'rules'?)"]),
    ("{\"Strict\": true}", ["1:2: unknown key 'Strict' (did you mean 'strict'?)"]),
    ("{\"disabled_rules\": []}", ["1:2: unknown key 'disabled_rules' (did you mean 'disabledRules'?)"]),
    (
      "{\"colour\": 1}",
      [
        "1:2: unknown key 'colour'; valid keys: $schema, baseline, bundleIdentifier, defines, deploymentTarget, "
          + "disabledRules, enabledRules, exclude, include, moduleName, platform, reporter, rules, strict, version, "
          + "xcodeVersion"
      ]
    ),
    ("{\"strict\": true, \"strict\": false}", ["1:18: duplicate key 'strict' (first given at 1:2)"]),
    // Wrong types, at the value.
    ("{\"strict\": \"yes\"}", ["1:12: 'strict' must be true or false, found a string"]),
    ("{\"include\": \"Sources\"}", ["1:13: 'include' must be an array of strings, found a string"]),
    ("{\"exclude\": [\"a\", 3]}", ["1:19: 'exclude' must contain only strings, found a number"]),
    ("{\"moduleName\": 3}", ["1:16: 'moduleName' must be a string, found a number"]),
    (
      "{\"rules\": [\"a\"]}",
      [
        "1:11: 'rules' must be an object mapping rule ids to \"off\", \"info\", \"warning\", \"error\" or "
          + "{\"severity\": ..., \"enabled\": ...}, found an array"
      ]
    ),
    ("[]", ["1:1: the configuration must be a JSON object, found an array"]),
    ("{\"version\": 2}", ["1:13: unsupported configuration version 2; this version of appintents reads version 1"]),
    ("{\"version\": \"1\"}", ["1:13: 'version' must be the number 1, found a string"]),
    // Values.
    (
      "{\"platform\": \"iOS\"}",
      ["1:14: unknown platform 'iOS' (did you mean 'ios'?); valid platforms: ios, macos, watchos, tvos, visionos"]
    ),
    (
      "{\"deploymentTarget\": 17.0}",
      ["1:22: 'deploymentTarget' must be a string such as \"17.0\"; write \"17.0\" in quotes"]
    ),
    ("{\"deploymentTarget\": \"17.x\"}", ["1:22: 'deploymentTarget' must be a version such as \"17.0\", found '17.x'"]),
    ("{\"xcodeVersion\": \"\"}", ["1:18: 'xcodeVersion' must be a version such as \"16.0\", found ''"]),
    (
      "{\"moduleName\": \"My App\"}",
      [
        "1:16: 'moduleName' must be a Swift module name (letters, digits and '_', not starting with a digit), "
          + "found 'My App'"
      ]
    ),
    (
      "{\"defines\": [\"DEBUG\", \"A-B\"]}", ["1:23: 'defines' must contain '#if' names such as \"DEBUG\", found 'A-B'"]
    ),
    (
      "{\"reporter\": \"jsno\"}",
      [
        "1:14: unknown reporter 'jsno' (did you mean 'json'?); valid reporters: xcode, json, sarif, github-actions, "
          + "checkstyle, junit, codeclimate, summary"
      ]
    ),
    (
      "{\"bundleIdentifier\": \"com.example.\"}",
      [
        "1:22: 'bundleIdentifier' must be a reverse-DNS name such as \"com.example.app\" "
          + "(letters, digits, '-' and '.'), "
          + "found 'com.example.'"
      ]
    ),
    ("{\"baseline\": \"\"}", ["1:14: 'baseline' must not be empty"]),
    // Globs: the position is the offending character inside the string.
    ("{\"include\": [\"Sources/[ab\"]}", ["1:23: invalid glob 'Sources/[ab' in 'include': unterminated '[' in glob"]),
    (
      "{\"exclude\": [\"a/../b\"]}",
      ["1:17: invalid glob 'a/../b' in 'exclude': '..' is only allowed at the start of a glob"]
    ),
    ("{\"exclude\": [\"\"]}", ["1:14: invalid glob '' in 'exclude': empty glob"]),
    (
      "{\"exclude\": [\"[z-a]\"]}",
      [
        "1:16: invalid glob '[z-a]' in 'exclude': invalid range 'z-a' in glob: "
          + "the first character must not be after the second"
      ]
    ),
    // Bad JSON is reported as one issue with its position.
    ("{\n  \"strict\": true,\n}", ["2:17: trailing comma is not allowed in JSON"]),
  ])
  func mistakesAreReportedWithMessageAndPosition(text: String, expected: [String]) {
    #expect(TestCatalog.issues(text) == expected)
  }

  @Test(arguments: [
    (
      "{\"rules\": {\"phrase-missing-appname\": \"off\"}}",
      ["1:12: unknown rule 'phrase-missing-appname' in 'rules' (did you mean 'phrase-missing-app-name'?)"]
    ),
    ("{\"rules\": {\"no-such-rule\": \"off\"}}", ["1:12: unknown rule 'no-such-rule' in 'rules'"]),
    (
      "{\"disabledRules\": [\"too-many-shortcut\"]}",
      ["1:20: unknown rule 'too-many-shortcut' in 'disabledRules' (did you mean 'too-many-shortcuts'?)"]
    ),
    (
      "{\"rules\": {\"non-literal-title\": \"warn\"}}",
      [
        "1:33: invalid setting 'warn' for rule 'non-literal-title' (did you mean 'warning'?); "
          + "expected \"off\", \"info\", \"warning\" or \"error\" or an object"
      ]
    ),
    (
      "{\"rules\": {\"non-literal-title\": true}}",
      [
        "1:33: the setting of rule 'non-literal-title' must be \"off\", \"info\", \"warning\" or \"error\" "
          + "or an object "
          + "{\"severity\": ..., \"enabled\": ...}, found true"
      ]
    ),
    (
      "{\"rules\": {\"non-literal-title\": {\"level\": \"error\"}}}",
      ["1:34: unknown key 'level' in the setting of rule 'non-literal-title'; valid keys: enabled, severity"]
    ),
    (
      "{\"rules\": {\"non-literal-title\": {\"severity\": \"off\"}}}",
      ["1:46: 'off' is not a severity; write \"enabled\": false to turn rule 'non-literal-title' off"]
    ),
    (
      "{\"rules\": {\"non-literal-title\": {\"enabled\": 0}}}",
      ["1:45: 'non-literal-title.enabled' must be true or false, found a number"]
    ),
    (
      "{\"rules\": {\"too-many-shortcuts\": \"off\", \"too-many-shortcuts\": \"error\"}}",
      ["1:41: duplicate rule 'too-many-shortcuts' in 'rules' (first given at 1:12)"]
    ),
    (
      "{\"disabledRules\": [\"too-many-shortcuts\"], \"enabledRules\": [\"too-many-shortcuts\"]}",
      ["1:60: 'too-many-shortcuts' is in both 'disabledRules' (at 1:20) and 'enabledRules'"]
    ),
  ])
  func ruleMistakes(text: String, expected: [String]) {
    #expect(TestCatalog.issues(text) == expected)
  }

  @Test func everyMistakeIsReportedInPositionOrder() {
    let text = """
      {
        "strict": 1,
        "rulez": {},
        "rules": {"nope": "off", "non-literal-title": "loud"},
        "platform": "android"
      }
      """
    #expect(
      TestCatalog.issues(text) == [
        "2:13: 'strict' must be true or false, found a number",
        "3:3: unknown key 'rulez' (did you mean 'rules'?)",
        "4:13: unknown rule 'nope' in 'rules'",
        "4:49: invalid setting 'loud' for rule 'non-literal-title'; "
          + "expected \"off\", \"info\", \"warning\" or \"error\" or an object",
        "5:15: unknown platform 'android'; valid platforms: ios, macos, watchos, tvos, visionos",
      ])
  }

  @Test func issueDescriptionIsCompilerStyle() {
    do throws(ConfigurationError) {
      _ = try TestCatalog.decode("{\"rulez\": {}}")
      Issue.record("expected an error")
    } catch {
      #expect(!error.isIOError)
      #expect(error.description == ".appintents.json:1:2: error: unknown key 'rulez' (did you mean 'rules'?)")
    }
  }

  @Test func suggestionsAreOnlyForLikelyTypos() {
    #expect(Suggestion.closest(to: "rulez", in: ConfigurationKey.names) == "rules")
    #expect(Suggestion.closest(to: "exlude", in: ConfigurationKey.names) == "exclude")
    #expect(Suggestion.closest(to: "deploymentTarg", in: ConfigurationKey.names) == "deploymentTarget")
    #expect(Suggestion.closest(to: "color", in: ConfigurationKey.names) == nil)
    #expect(Suggestion.closest(to: "", in: ConfigurationKey.names) == nil)
    #expect(Suggestion.editDistance("kitten", "sitting", limit: 5) == 3)
    #expect(Suggestion.editDistance("", "abc", limit: 5) == 3)
  }
}
