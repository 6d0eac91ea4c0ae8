import Driver
import Model
import Source
import Syntax
import TestSupport
import Testing

/// Which members skim-then-parse skips in files kept for their names
/// (`RelevantFiles.Selection.withoutBodies`, `ParserOptions.skipsUnneededMembers`); `SkimEquivalenceTests` checks that the
/// model and findings of these modules are those of a full parse.
@Suite struct SkippedMemberSelectionTests {
  /// The first line of each member skipped in each parsed file of the fixture module `folder`,
  /// as `file: line`.
  static func skippedMembers(in folder: String) -> [String] {
    let paths = FixturePaths.files(in: folder).map(\.path)
    let skimmed = SkimLoader(jobs: 1).load(paths, moduleName: "M", configuration: BuildConfiguration())
    return skimmed.files.flatMap { file in
      let name = file.file.path.split(separator: "/").last.map(String.init) ?? ""
      return file.tree.root.descendants(ofKind: .skippedDeclaration).filter { $0.parent?.kind != .sourceFile }.map {
        "\(name): \($0.text.split(separator: "\n").first ?? "")"
      }
    }
  }

  @Test func membersNoKeptDeclarationMentionsAreSkipped() {
    let skipped = Self.skippedMembers(in: "Skim/UnneededMembers")
    #expect(
      skipped == [
        "Catalog.swift: public static var tableName: String { \"Localizable\" }",
        "Catalog.swift: public static let fallbackCategory = category",
        "Catalog.swift: public static let otherName = \"Forest\"",
        "Catalog.swift: public static func numbered(_ value: Int) -> String {",
        "Catalog.swift: private static func tr(_ key: String) -> String { key }",
        "Catalog.swift: public static let small = ThemeSize(points: 10)",
        "Catalog.swift: public static let large = ThemeSize(points: 16)",
        "Catalog.swift: public static let all = [small, medium, large]",
        "Catalog.swift: public static let isCompact = ProcessInfo.processInfo.environment[\"COMPACT\"] != nil",
        "Catalog.swift: public var points: Int", "Catalog.swift: public var scaled: Int { points * 2 }",
        "Catalog.swift: public init(points: Int) {",
        "Catalog.swift: subscript(step: Int) -> ThemeSize { ThemeSize(points: points + step) }",
        "Catalog.swift: static let summary = \"\"\"",
        "Icons.swift: public static let familyName: String = \"Icons\"",
        "Icons.swift: public static let count: Int = 4",
        "Icons.swift: public let unicode: String", "Icons.swift: public convenience init(named iconName: String) {",
        "Icons.swift: public convenience init(named iconName: String, fallback: Icons) {",
        "Icons.swift: private init(name: String, unicode: String) {",
        "Icons.swift: public func hash(into hasher: inout Hasher) {",
        "Icons.swift: public static let abacusIcon = Icons(name: \"abacus\", unicode: \"\\u{F16E0}\")",
        "Icons.swift: public static let accessPointIcon = Icons(name: \"access_point\", unicode: \"\\u{F0003}\")",
        "Icons.swift: @available(*, deprecated, renamed: \"accountIcon\")",
        "Icons.swift: public static let allCases: [Icons] = [",
      ])
  }

  @Test func aModuleFunctionWhoseDefaultsAreEvaluatedKeepsEveryMember() {
    // `resizeSummary()`'s default argument names `PanelSize.large`, which no App Intents file
    // mentions: without `PanelSize.swift`, or with `large` skipped, it would read as an enum
    // case. `small` and `medium` are named by nothing.
    #expect(
      Self.skippedMembers(in: "Skim/UnneededMembersWithFunction") == [
        "PanelSize.swift: public static let small = PanelSize(points: 10)",
        "PanelSize.swift: public static let medium = PanelSize(points: 12)",
      ])
    let paths = FixturePaths.files(in: "Skim/UnneededMembersWithFunction").map(\.path)
    let skimmed = SkimLoader(jobs: 1).load(paths, moduleName: "M", configuration: BuildConfiguration())
    #expect(
      skimmed.files.map { $0.file.path.split(separator: "/").last ?? "" } == [
        "PanelSize.swift", "ResizeIntent.swift", "Summaries.swift",
      ])
  }
}
