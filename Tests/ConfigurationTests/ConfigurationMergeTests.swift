import Configuration
import Diagnostics
import Source
import TestSupport
import Testing

@Suite struct ConfigurationMergeTests {
  private let merger = TestCatalog.merger

  @Test func defaultsWithoutAFile() throws {
    let effective = try merger.merge(file: nil)
    #expect(effective.configurationFile == nil)
    #expect(effective.strict == false)
    #expect(effective.reporter == "xcode")
    #expect(effective.rules["phrase-missing-app-name"] == .init(isEnabled: true, defaultSeverity: .error))
    #expect(effective.rules["missing-description"] == .init(isEnabled: false, defaultSeverity: .info))
    #expect(effective.origins.values.allSatisfy { $0 == .defaultValue })
    #expect(effective.paths == PathFilter())
  }

  @Test func fileOverridesDefaultsAndCommandLineOverridesFile() throws {
    let file = try TestCatalog.decode(
      """
      {
        "strict": true,
        "reporter": "json",
        "platform": "macos",
        "baseline": "ci/baseline.json",
        "exclude": ["Generated/"],
        "defines": ["B", "A", "B"]
      }
      """)
    var overrides = ConfigurationOverrides()
    overrides.reporter = "sarif"
    overrides.strict = false
    overrides.baseline = "other.json"
    let fromFile = try merger.merge(file: file)
    #expect(fromFile.strict && fromFile.reporter == "json" && fromFile.platform == .macos)
    #expect(fromFile.baseline == "/project/ci/baseline.json")
    #expect(fromFile.defines == ["A", "B"])
    #expect(fromFile.configurationFile == "/project/.appintents.json")
    #expect(fromFile.origins["strict"]?.description == ".appintents.json:2:13")
    #expect(fromFile.origins["moduleName"] == .defaultValue)

    let merged = try merger.merge(file: file, overrides: overrides)
    #expect(!merged.strict)
    #expect(merged.reporter == "sarif")
    #expect(merged.platform == .macos)
    // Command-line paths are relative to the working directory, not to the file.
    #expect(merged.baseline == "/work/other.json")
    #expect(merged.origins["reporter"] == .commandLine)
    #expect(merged.origins["platform"]?.description == ".appintents.json:4:15")
    #expect(merged.paths.exclude.map(\.description) == ["Generated/"])

    overrides.exclude = ["Vendor"]
    let replaced = try merger.merge(file: file, overrides: overrides)
    #expect(replaced.paths.exclude.map(\.description) == ["Vendor"])
    #expect(replaced.paths.exclude.first?.base == "/work")
  }

  @Test func rulePrecedence() throws {
    // disabledRules < enabledRules < rules; then the command line.
    let file = try TestCatalog.decode(
      """
      {
        "disabledRules": ["all"],
        "enabledRules": ["non-literal-title", "too-many-shortcuts"],
        "rules": {"too-many-shortcuts": "warning", "missing-description": {"severity": "error"}}
      }
      """)
    let merged = try merger.merge(file: file)
    #expect(merged.rules["phrase-missing-app-name"]?.isEnabled == false)
    #expect(merged.rules["non-literal-title"] == .init(isEnabled: true, defaultSeverity: .warning))
    #expect(
      merged.rules["too-many-shortcuts"]
        == .init(isEnabled: true, defaultSeverity: .error, configuredSeverity: .warning))
    #expect(merged.rules["missing-description"]?.isEnabled == true)
    #expect(merged.rules["missing-description"]?.severity == .error)
    #expect(merged.origins["rules.phrase-missing-app-name"]?.description == ".appintents.json:2:21")
    #expect(merged.origins["rules.too-many-shortcuts"]?.description == ".appintents.json:4:13")

    var overrides = ConfigurationOverrides()
    overrides.disabledRules = [.rule("non-literal-title")]
    overrides.enabledRules = [.rule("phrase-missing-app-name")]
    let withCommandLine = try merger.merge(file: file, overrides: overrides)
    #expect(withCommandLine.rules["non-literal-title"]?.isEnabled == false)
    #expect(withCommandLine.rules["phrase-missing-app-name"]?.isEnabled == true)
    #expect(withCommandLine.origins["rules.non-literal-title"] == .commandLine)
  }

  @Test func applyFiltersAndAdjustsSeverities() throws {
    let file = try TestCatalog.decode(
      "{\"strict\": true, \"rules\": {\"too-many-shortcuts\": \"off\", \"phrase-missing-app-name\": \"warning\"}}")
    let merged = try merger.merge(file: file)
    func finding(_ id: DiagnosticID, _ severity: Severity) -> Diagnostic {
      Diagnostic(id: id, severity: severity, message: "m", path: "A.swift", range: ByteRange(start: 0, end: 1))
    }
    let adjusted = merged.apply(to: [
      finding("too-many-shortcuts", .error),
      finding("phrase-missing-app-name", .error),
      finding("non-literal-title", .info),
      finding("unterminated-string", .warning),
    ])
    // Off rules vanish; a configured severity replaces the rule's; strict turns warnings
    // (also those of non-rule diagnostics) into errors and leaves info alone.
    #expect(adjusted.map(\.id) == ["phrase-missing-app-name", "non-literal-title", "unterminated-string"])
    #expect(adjusted.map(\.severity) == [.error, .info, .error])
    #expect(merged.reportedSeverity(of: "too-many-shortcuts", foundAt: .error) == nil)
  }

  @Test func badCommandLineValuesAreConfigurationErrors() {
    var overrides = ConfigurationOverrides()
    overrides.reporter = "htm"
    overrides.exclude = ["[x"]
    overrides.disabledRules = [.rule("too-many-shortcut")]
    overrides.moduleName = "1App"
    do throws(ConfigurationError) {
      _ = try merger.merge(file: nil, overrides: overrides)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == """
          <command line>: error: invalid glob '[x' in 'exclude': unterminated '[' in glob
          <command line>: error: invalid module name '1App': use letters, digits and '_', not starting with a digit
          <command line>: error: unknown reporter 'htm'; valid reporters: xcode, json, sarif, github-actions, \
          checkstyle, junit, codeclimate, summary
          <command line>: error: unknown rule 'too-many-shortcut' (did you mean 'too-many-shortcuts'?)
          """)
    }
  }

  @Test func printEffectiveIsDeterministicJSON() throws {
    let file = try TestCatalog.decode(
      """
      {
        "rules": {"non-literal-title": "error"},
        "disabledRules": ["too-many-shortcuts"],
        "include": ["Sources/**"],
        "exclude": ["**/Generated/"],
        "moduleName": "MyApp",
        "platform": "ios",
        "deploymentTarget": "17.0",
        "defines": ["DEBUG"],
        "baseline": "baseline.json",
        "bundleIdentifier": "com.example.app",
        "xcodeVersion": "16.0"
      }
      """)
    var overrides = ConfigurationOverrides()
    overrides.strict = true
    let rendered = try merger.merge(file: file, overrides: overrides).renderJSON()
    Golden.assertMatches(rendered, golden: FixturePaths.url("Configuration/effective.json"))
    // Merged again, the bytes are the same (no dictionary-order dependence).
    for _ in 0..<5 { #expect(try merger.merge(file: file, overrides: overrides).renderJSON() == rendered) }
    // The output is itself valid JSON for our parser.
    #expect(try JSONTextParser.parse(Array(rendered.utf8)).objectValue?.count == 15)
  }

  @Test func theSettingsKeyChangesWithEverySettingButNotWithOrigins() throws {
    let base = try merger.merge(
      file: TestCatalog.decode(#"{"include": ["Sources/**"], "exclude": ["**/Generated/"], "defines": ["DEBUG"]}"#))
    // Every stored property but `origins` is in the key.
    #expect(Mirror(reflecting: base).children.count == EffectiveConfiguration.settingsKeyPropertyCount + 1)
    #expect(try merger.merge(file: TestCatalog.decode(#"{"defines": ["DEBUG"]}"#)).settingsKey() != base.settingsKey())
    let rule = try #require(base.rules.keys.min { $0.rawValue < $1.rawValue })
    let changes: [(inout EffectiveConfiguration) -> Void] = [
      { $0.configurationFile = "/tmp/.appintents.json" }, { $0.rules[rule]?.isEnabled.toggle() },
      { $0.rules[rule]?.configuredSeverity = .info }, { $0.strict.toggle() }, { $0.paths.include.removeAll() },
      { $0.paths.exclude.removeAll() }, { $0.moduleName = "MyApp" }, { $0.platform = .macos },
      { $0.deploymentTarget = VersionNumber("17.0") }, { $0.defines = ["DEBUG", "BETA"] },
      { $0.baseline = "/tmp/baseline.json" }, { $0.reporter = "json" }, { $0.bundleIdentifier = "com.example.app" },
      { $0.xcodeVersion = VersionNumber("16.0") },
    ]
    var keys: Set<String> = [base.settingsKey()]
    for change in changes {
      var changed = base
      change(&changed)
      keys.insert(changed.settingsKey())
    }
    #expect(keys.count == changes.count + 1)
    var moved = base
    moved.origins = [:]
    #expect(moved.settingsKey() == base.settingsKey())
    // A value holding the separator is not confused with two values.
    var joined = base
    joined.defines = ["A\ndefine 1:B"]
    var split = base
    split.defines = ["A", "B"]
    #expect(joined.settingsKey() != split.settingsKey())
  }
}
