import Driver
import Foundation
import Model
import Rules
import Source
import Syntax
import TestSupport
import Testing

/// Skim-then-parse gives exactly the model and rule findings of parsing every file, for every
/// fixture module (extraction cases, the sample app, rule fixtures, and the selection's own
/// cases under `Fixtures/Skim`).
@Suite struct SkimEquivalenceTests {
  static let modules: [URL] = {
    let extraction =
      (try? FileManager.default.contentsOfDirectory(
        at: FixturePaths.url("Extraction"), includingPropertiesForKeys: nil)) ?? []
    let rules =
      ((try? FileManager.default.contentsOfDirectory(
        at: FixturePaths.url("Rules"), includingPropertiesForKeys: nil)) ?? [])
      .flatMap { [$0.appendingPathComponent("triggers"), $0.appendingPathComponent("passes")] }
    let selection =
      (try? FileManager.default.contentsOfDirectory(
        at: FixturePaths.url("Skim"), includingPropertiesForKeys: nil)) ?? []
    return (extraction + rules + selection + [FixturePaths.url("SampleApp")]).filter { $0.hasDirectoryPath }
      .sorted { $0.path < $1.path }
  }()

  @Test(arguments: modules)
  func skimmingGivesTheSameModelAndFindings(_ folder: URL) {
    let paths = FixturePaths.files(in: FixturePaths.relativePath(folder)).map(\.path)
    guard !paths.isEmpty else { return }
    SkimComparison.expectSameResults(paths)
  }

  @Test func namedFilesAreParsedWithoutFunctionBodies() throws {
    let paths = FixturePaths.files(in: "Skim/BodyErrorInNamedFile").map(\.path)
    let skimmed = SkimLoader(jobs: 1).load(paths, moduleName: "M", configuration: BuildConfiguration())
    let skipped = skimmed.files.map { file in
      (file.file.path.split(separator: "/").last ?? "", file.tree.root.descendants.contains { $0.kind == .skippedBody })
    }
    // The intent's file is read in full; the store's bodies are skipped; the labels' braces do
    // not pair up, so that file is parsed again with its bodies.
    #expect(skipped.map(\.0) == ["ShelfLabels.swift", "ShelfStore.swift", "SortShelfIntent.swift"])
    #expect(skipped.map(\.1) == [false, true, false])
  }

  @Test func aFileWhoseHeadersTheSkimMayMisreadMakesEveryFileParse() throws {
    let paths = FixturePaths.files(in: "Skim/UnclosedAttribute").map(\.path)
    let facts = try #require(
      paths.first { $0.hasSuffix("ArchiveSupport.swift") }.map {
        HeaderScanner.facts(of: try SourceFile.read(path: $0))
      })
    #expect(facts.needsFullParse == true)
    let skimmed = SkimLoader(jobs: 1).load(paths, moduleName: "M", configuration: BuildConfiguration())
    #expect(
      skimmed.files.map { $0.file.path.split(separator: "/").last ?? "" } == [
        "ArchiveIntent.swift", "ArchiveSupport.swift", "NotesView.swift",
      ])
    #expect(!skimmed.files.contains { $0.tree.root.descendants.contains { $0.kind == .skippedBody } })
  }

  @Test func declarationsOfANamedFileThatNoLookupReadsAreSkipped() throws {
    let paths = FixturePaths.files(in: "Skim/UnneededDeclarations").map(\.path)
    let skimmed = SkimLoader(jobs: 1).load(paths, moduleName: "M", configuration: BuildConfiguration())
    let support = try #require(skimmed.files.first { $0.file.path.hasSuffix("TripSupport.swift") })
    let items = support.tree.root.children.filter { !$0.isEmpty }.map { item in
      (item.kind == .skippedDeclaration, item.text.split(separator: "\n").first { !$0.hasPrefix("@") } ?? "")
    }
    #expect(
      items.filter(\.0).map(\.1) == [
        "final class TripCache {", "struct TripRecord<Value: Hashable>: Codable where Value: Codable {",
        "extension TripRecord {", "func unusedHelper() -> Int { 42 }", "protocol TripPlanning {", "struct TripDraft {",
      ])
    #expect(
      items.filter { !$0.0 }.map(\.1) == [
        "import Foundation", "enum TripStrings {", "extension TripStrings {", "enum Styles {",
        "func tripTitle() -> String { \"Trip\" }",
      ])
  }
}

extension SkimEquivalenceTests {
  @Test func declarationsOfARoleFileThatNoKeptDeclarationNamesAreSkipped() throws {
    let paths = FixturePaths.files(in: "Skim/UnneededRoleDeclarations").map(\.path)
    let skimmed = SkimLoader(jobs: 1).load(paths, moduleName: "M", configuration: BuildConfiguration())
    // `Receipts.swift` is named only by a skipped declaration; `OrderStore.swift` by the intent.
    #expect(
      skimmed.files.map { $0.file.path.split(separator: "/").last ?? "" } == [
        "Menu.swift", "OrderIntents.swift", "OrderStore.swift",
      ])
    let intents = try #require(skimmed.files.first { $0.file.path.hasSuffix("OrderIntents.swift") })
    let items = intents.tree.root.children.filter { !$0.isEmpty }.map { item in
      (item.kind == .skippedDeclaration, item.text.split(separator: "\n").first { !$0.hasPrefix("/") } ?? "")
    }
    #expect(
      items.filter(\.0).map(\.1) == [
        "struct OrderButton: View {", "final class OrderHistory {", "struct LegacyOrder {",
      ])
    #expect(
      items.filter { !$0.0 }.map(\.1) == [
        "import AppIntents", "import SwiftUI", "struct OrderCoffeeIntent: AppIntent {", "extension OrderCoffeeIntent {",
        "enum CoffeeSize: String, AppEnum {", "func priceFor(_ size: CoffeeSize) -> Int {", "#if DEBUG",
        "@MainActor func registerDependencies() {",
      ])
  }

  @Test func declarationsOfARoleFileWithoutARoleAreReadForTheirNames() throws {
    let paths = FixturePaths.files(in: "Skim/RoleFileHelpers").map(\.path)
    let skimmed = SkimLoader(jobs: 1).load(paths, moduleName: "M", configuration: BuildConfiguration())
    // What `TeaShelf`'s bodies and unneeded members mention does not count; what the function
    // the intent calls mentions does.
    #expect(
      skimmed.files.map { $0.file.path.split(separator: "/").last ?? "" } == ["Strength.swift", "TeaIntents.swift"])
    let intents = try #require(skimmed.files.first { $0.file.path.hasSuffix("TeaIntents.swift") })
    func firstLine(_ node: SyntaxNode) -> String {
      String((node.text.split(separator: "\n").first ?? "").drop(while: { $0 == " " }))
    }
    #expect(
      intents.tree.root.descendants(ofKind: .skippedBody).compactMap { $0.parent.map(firstLine) } == [
        "func take(_ kind: TeaKind) {", "func steepTime(_ strength: Strength = Strength.regular) -> Int {",
      ])
    #expect(
      intents.tree.root.descendants(ofKind: .skippedDeclaration).map(firstLine) == [
        "private var labels: [TeaLabel] = []", "func restock() {", "var isEmpty: Bool { labels.isEmpty }",
      ])
  }

  @Test func laterDeclarationsOfATypeDoNotKeepTheirFiles() {
    let paths = FixturePaths.files(in: "Skim/LaterDeclarations").map(\.path)
    let skimmed = SkimLoader(jobs: 1).load(paths, moduleName: "M", configuration: BuildConfiguration())
    let parsed = skimmed.files.map { String($0.file.path.split(separator: "/").last ?? "") }
    #expect(parsed == ["0_Inactive.swift", "A_Styles.swift", "B_Intent.swift", "C_Legacy.swift", "E_Extension.swift"])
  }
}

/// Skim-then-parse against parsing every file, for one module.
enum SkimComparison {
  /// Records an issue unless skimming `paths` gives the model and the findings of parsing them
  /// all (`differences`).
  static func expectSameResults(_ paths: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let found = differences(paths)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))", sourceLocation: sourceLocation)
  }

  /// How skimming `paths` differs from parsing them all (nothing when it does not): in the model,
  /// or in the findings, less the syntax diagnostics that only a parse of what is skipped finds:
  /// every one of a file that is not parsed, and the parser's inside the function bodies of a
  /// file parsed without them and inside its skipped declarations and members (the lexer's are still
  /// reported there).
  static func differences(_ paths: [String]) -> [String] {
    let configuration = BuildConfiguration(defines: ["DEBUG"])
    let full = ModuleLoader(jobs: 2).load(paths)
    let skimmed = SkimLoader(jobs: 2).load(paths, moduleName: "M", configuration: configuration)
    let fullResult = LintPipeline.run(
      LintPipeline.Request(files: full.files, moduleName: "M", configuration: configuration, options: LintOptions()))
    let skimResult = LintPipeline.run(
      LintPipeline.Request(
        files: skimmed.files, moduleName: "M", configuration: configuration, options: LintOptions(),
        unparsedMentions: skimmed.unparsedMentions))
    var found: [String] = []
    let (fullModel, skimModel) = (ModelPipeline.render(fullResult.model), ModelPipeline.render(skimResult.model))
    if fullModel != skimModel {
      found.append("model of a full parse:\n\(fullModel)\nmodel after the skim:\n\(skimModel)")
    }
    let parsed = Set(skimmed.files.map(\.file.path))
    // A file whose members are all skipped has no skipped body left: its skipped members tell.
    let withoutBodies = Set(
      skimmed.files.filter { file in
        file.tree.root.descendants.contains { node in
          node.kind == .skippedBody || (node.kind == .skippedDeclaration && node.parent?.kind != .sourceFile)
        }
      }.map(\.file.path))
    var bodies: [String: [ByteRange]] = [:]
    for file in full.files where withoutBodies.contains(file.file.path) {
      bodies[file.file.path] = file.tree.root.descendants.filter {
        [.functionDecl, .initializerDecl, .deinitializerDecl].contains($0.kind)
      }.compactMap { $0.child(.codeBlock)?.trimmedRange }
    }
    for file in skimmed.files {
      // A skipped property ends without a closer: what a parse finds missing at its end
      // (`static let a = b ?`) is inside it too.
      bodies[file.file.path, default: []] += file.tree.root.descendants(ofKind: .skippedDeclaration).map {
        ByteRange(start: $0.trimmedRange.start, end: $0.trimmedRange.end + 1)
      }
    }
    let fullFindings = fullResult.diagnostics.filter { diagnostic in
      let isLexer = LexerIssueKind(rawValue: diagnostic.id.rawValue) != nil
      let isParser =
        diagnostic.id.rawValue.hasPrefix("expected") || diagnostic.id == ParseDiagnostics.ID.unexpectedCode
        || diagnostic.id == ParseDiagnostics.ID.nestingTooDeep
      guard isLexer || isParser else { return true }
      guard parsed.contains(diagnostic.path) else { return false }
      return isLexer || !(bodies[diagnostic.path] ?? []).contains { $0.contains(diagnostic.range.start) }
    }
    if fullFindings != skimResult.diagnostics {
      found.append("findings of a full parse:\n\(fullFindings)\nfindings after the skim:\n\(skimResult.diagnostics)")
    }
    return found
  }
}

/// The same comparison over a folder of real or generated code, from `APPINTENTS_SKIM_CORPUS`
/// (such as the benchmark's synthetic monorepo); nothing to compare when it is not set.
@Suite struct SkimEquivalenceCorpusTests {
  @Test(.enabled(if: SkimCorpus.root != nil))
  func skimmingACorpusGivesTheSameModelAndFindings() throws {
    let root = try #require(SkimCorpus.root)
    let paths = SkimCorpus.swiftFiles().map { root + "/" + $0 }
    try #require(!paths.isEmpty)
    SkimComparison.expectSameResults(paths)
    print("compared \(paths.count) files")
  }
}
