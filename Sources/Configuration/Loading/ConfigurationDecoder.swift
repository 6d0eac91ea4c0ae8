import Diagnostics
import Source

/// Checks a parsed JSON document against the `.appintents.json` format and builds a
/// `ConfigurationFile`, collecting every mistake rather than stopping at the first.
///
/// Mistakes are reported at the offending key (unknown or duplicate keys, unknown rule ids) or
/// value (wrong type, bad glob, unknown platform...), and name what is valid: the valid keys,
/// the expected type, the closest spelling. Rules are decoded in
/// `ConfigurationDecoder+Rules.swift`.
package struct ConfigurationDecoder {
  // MARK: Context

  /// The file's path for messages.
  let path: String
  /// The rules that may be named.
  let catalog: RuleCatalog
  /// The reporter names `reporter` may take.
  let reporterNames: [String]

  // MARK: Output

  /// Mistakes found so far.
  private(set) var issues: [ConfigurationIssue] = []

  /// Creates a decoder for the file at `path`.
  package init(path: String, catalog: RuleCatalog, reporterNames: [String]) {
    self.path = path
    self.catalog = catalog
    self.reporterNames = reporterNames
  }

  /// Parses and decodes `bytes`, the contents of the file at `path` (as the user gave it),
  /// whose absolute path is `absolutePath`.
  package static func decode(
    _ bytes: [UInt8], path: String, absolutePath: String, catalog: RuleCatalog, reporterNames: [String]
  ) throws(ConfigurationError) -> ConfigurationFile {
    let root: JSONNode
    do {
      root = try JSONTextParser.parse(bytes)
    } catch {
      throw .invalid([ConfigurationIssue(path: path, location: error.location, message: error.message)])
    }
    var decoder = ConfigurationDecoder(path: path, catalog: catalog, reporterNames: reporterNames)
    let file = decoder.decode(root, absolutePath: absolutePath)
    if !decoder.issues.isEmpty { throw .invalid(decoder.issues.sorted()) }
    return file
  }

  /// Decodes the document's root value.
  package mutating func decode(_ root: JSONNode, absolutePath: String) -> ConfigurationFile {
    var file = ConfigurationFile(path: path, absolutePath: absolutePath)
    guard let members = root.objectValue else {
      report("the configuration must be a JSON object, found \(root.typeDescription)", at: root.location)
      return file
    }
    var seen: [String: SourceLocation] = [:]
    for member in members {
      if let first = seen[member.key] {
        report("duplicate key '\(member.key)' (first given at \(first))", at: member.keyLocation)
        continue
      }
      seen[member.key] = member.keyLocation
      guard let key = ConfigurationKey(rawValue: member.key) else {
        report(unknownKeyMessage(member.key), at: member.keyLocation)
        continue
      }
      decode(member.value, for: key, into: &file)
    }
    checkRuleListsAgree(file)
    return file
  }

  private mutating func decode(_ value: JSONNode, for key: ConfigurationKey, into file: inout ConfigurationFile) {
    let location = value.location
    switch key {
    case .schema: _ = string(value, key: key.rawValue)
    case .version: file.version = version(value).map { Located($0, at: location) }
    case .rules: file.rules = rules(value)
    case .disabledRules: file.disabledRules = ruleSelectors(value, key: key.rawValue).map { Located($0, at: location) }
    case .enabledRules: file.enabledRules = ruleSelectors(value, key: key.rawValue).map { Located($0, at: location) }
    case .strict: file.strict = bool(value, key: key.rawValue).map { Located($0, at: location) }
    case .include:
      file.include = globs(value, key: key.rawValue, base: file.directory).map { Located($0, at: location) }
    case .exclude:
      file.exclude = globs(value, key: key.rawValue, base: file.directory).map { Located($0, at: location) }
    case .moduleName:
      file.moduleName = identifier(value, key: key.rawValue, what: "a Swift module name").map {
        Located($0, at: location)
      }
    case .platform: file.platform = platform(value).map { Located($0, at: location) }
    case .deploymentTarget:
      file.deploymentTarget = versionNumber(value, key: key.rawValue, example: "17.0").map { Located($0, at: location) }
    case .defines: file.defines = defines(value).map { Located($0, at: location) }
    case .baseline: file.baseline = nonEmptyString(value, key: key.rawValue).map { Located($0, at: location) }
    case .reporter: file.reporter = reporter(value).map { Located($0, at: location) }
    case .bundleIdentifier: file.bundleIdentifier = bundleIdentifier(value).map { Located($0, at: location) }
    case .xcodeVersion:
      file.xcodeVersion = versionNumber(value, key: key.rawValue, example: "16.0").map { Located($0, at: location) }
    }
  }

  // MARK: Scalars

  private mutating func version(_ value: JSONNode) -> Int? {
    guard let number = value.integerValue else {
      report(
        "'version' must be the number \(ConfigurationSchemaVersion.current), found \(value.typeDescription)",
        at: value.location)
      return nil
    }
    guard number == ConfigurationSchemaVersion.current else {
      report(
        "unsupported configuration version \(number); this version of appintents reads version "
          + "\(ConfigurationSchemaVersion.current)", at: value.location)
      return nil
    }
    return number
  }

  mutating func bool(_ value: JSONNode, key: String) -> Bool? {
    guard let flag = value.boolValue else {
      report("'\(key)' must be true or false, found \(value.typeDescription)", at: value.location)
      return nil
    }
    return flag
  }

  mutating func string(_ value: JSONNode, key: String) -> String? {
    guard let text = value.stringValue else {
      report("'\(key)' must be a string, found \(value.typeDescription)", at: value.location)
      return nil
    }
    return text
  }

  private mutating func nonEmptyString(_ value: JSONNode, key: String) -> String? {
    guard let text = string(value, key: key) else { return nil }
    guard !text.isEmpty else {
      report("'\(key)' must not be empty", at: value.location)
      return nil
    }
    return text
  }

  /// A Swift identifier: a letter or `_`, then letters, digits or `_` (ASCII only).
  private mutating func identifier(_ value: JSONNode, key: String, what: String) -> String? {
    guard let text = string(value, key: key) else { return nil }
    guard Self.isIdentifier(text) else {
      report(
        "'\(key)' must be \(what) (letters, digits and '_', not starting with a digit), found '\(text)'",
        at: value.location)
      return nil
    }
    return text
  }

  private mutating func versionNumber(_ value: JSONNode, key: String, example: String) -> VersionNumber? {
    if case .number(let text) = value.value {
      report("'\(key)' must be a string such as \"\(example)\"; write \"\(text)\" in quotes", at: value.location)
      return nil
    }
    guard let text = string(value, key: key) else { return nil }
    guard let version = VersionNumber(text) else {
      report("'\(key)' must be a version such as \"\(example)\", found '\(text)'", at: value.location)
      return nil
    }
    return version
  }

  private mutating func platform(_ value: JSONNode) -> Platform? {
    guard let text = string(value, key: ConfigurationKey.platform.rawValue) else { return nil }
    guard let platform = Platform(rawValue: text) else {
      report(
        "unknown platform '\(text)'\(Suggestion.didYouMean(text, in: Platform.names)); valid platforms: "
          + Platform.names.joined(separator: ", "), at: value.location)
      return nil
    }
    return platform
  }

  private mutating func reporter(_ value: JSONNode) -> String? {
    guard let text = string(value, key: ConfigurationKey.reporter.rawValue) else { return nil }
    guard reporterNames.contains(text) else {
      report(
        "unknown reporter '\(text)'\(Suggestion.didYouMean(text, in: reporterNames)); valid reporters: "
          + reporterNames.joined(separator: ", "), at: value.location)
      return nil
    }
    return text
  }

  /// Letters, digits, `-` and `.`, as Apple allows in `CFBundleIdentifier`.
  private mutating func bundleIdentifier(_ value: JSONNode) -> String? {
    let key = ConfigurationKey.bundleIdentifier.rawValue
    guard let text = string(value, key: key) else { return nil }
    guard Self.isBundleIdentifier(text) else {
      report(
        "'\(key)' must be a reverse-DNS name such as \"com.example.app\" (letters, digits, '-' and '.'), "
          + "found '\(text)'",
        at: value.location)
      return nil
    }
    return text
  }

  // MARK: Arrays

  /// The elements of an array of strings, each with its position; wrong elements are reported
  /// and skipped. `nil` when the value is not an array.
  mutating func strings(_ value: JSONNode, key: String) -> [Located<String>]? {
    guard let elements = value.arrayValue else {
      report("'\(key)' must be an array of strings, found \(value.typeDescription)", at: value.location)
      return nil
    }
    var result: [Located<String>] = []
    for element in elements {
      guard let text = element.stringValue else {
        report("'\(key)' must contain only strings, found \(element.typeDescription)", at: element.location)
        continue
      }
      result.append(Located(text, at: element.location))
    }
    return result
  }

  private mutating func defines(_ value: JSONNode) -> [String]? {
    let key = ConfigurationKey.defines.rawValue
    guard let names = strings(value, key: key) else { return nil }
    var result: [String] = []
    for name in names {
      guard Self.isIdentifier(name.value) else {
        report("'\(key)' must contain '#if' names such as \"DEBUG\", found '\(name.value)'", at: name.location)
        continue
      }
      result.append(name.value)
    }
    return result
  }

  private mutating func globs(_ value: JSONNode, key: String, base: String) -> [AnchoredGlob]? {
    guard let patterns = strings(value, key: key) else { return nil }
    var result: [AnchoredGlob] = []
    for (pattern, element) in zip(patterns, value.arrayValue?.filter { $0.stringValue != nil } ?? []) {
      do {
        result.append(try AnchoredGlob(pattern.value, base: base))
      } catch {
        report(
          "invalid glob '\(pattern.value)' in '\(key)': \(error.message)", at: location(in: element, byte: error.offset)
        )
      }
    }
    return result
  }

  // MARK: Helpers

  mutating func report(_ message: String, at location: SourceLocation) {
    issues.append(ConfigurationIssue(path: path, location: location, message: message))
  }

  private func unknownKeyMessage(_ key: String) -> String {
    let names = ConfigurationKey.names
    if let suggestion = Suggestion.closest(to: key, in: names) {
      return "unknown key '\(key)' (did you mean '\(suggestion)'?)"
    }
    return "unknown key '\(key)'; valid keys: \(names.joined(separator: ", "))"
  }

  /// The position of the `byte`-th byte of a string value's text, when the string has no
  /// escapes (so its text is its bytes after the quote); else the string's own position.
  private func location(in string: JSONNode, byte: Int) -> SourceLocation {
    // Every escape is longer than what it stands for, so equal lengths mean no escapes.
    guard let text = string.stringValue, !text.isEmpty, string.range.length == text.utf8.count + 2,
      byte <= text.utf8.count
    else {
      return string.location
    }
    return SourceLocation(line: string.location.line, column: string.location.column + 1 + byte)
  }

  /// Whether `text` is a bundle identifier: dot-separated non-empty parts of ASCII letters,
  /// digits and `-` (the schema's pattern `^[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$`).
  static func isBundleIdentifier(_ text: String) -> Bool {
    text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
      !part.isEmpty && part.unicodeScalars.allSatisfy { isASCIILetterOrDigit($0) || $0 == "-" }
    }
  }

  /// Whether `text` is an ASCII Swift identifier.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || isASCIILetter(first) else { return false }
    return text.unicodeScalars.allSatisfy { $0 == "_" || isASCIILetterOrDigit($0) }
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    isASCIILetter(scalar) || ("0"..."9").contains(scalar)
  }
}
