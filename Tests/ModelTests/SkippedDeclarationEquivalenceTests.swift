import Driver
import Foundation
import Model
import Source
import Syntax
import TestSupport
import Testing

/// A file kept only for the names it declares, or for its roles, mutated at random (braces,
/// quotes, `#if`, names, line breaks): skim-then-parse, which skips the declarations of such a
/// file that no lookup reads (`ParserOptions.keptNames`), still gives the model and findings of
/// parsing every file.
@Suite struct SkippedDeclarationEquivalenceTests {
  @Test func mutatedSupportFilesGiveTheResultsOfAFullParse() throws {
    let pieces = [
      "{", "}", "(", ")", "[", "]", "\"", "#if DEBUG\n", "#endif\n", "\n", "struct TripStrings {", "extension Styles {",
      "func tripTitle() {", "enum Label {}", "typealias TripStrings = Int\n", "@MainActor ", "final class ", "`", "\\(",
      "protocol ", "TripRecord", ";", "/*", "*/", "//",
    ]
    let skipping = try Self.mutating(
      "TripSupport.swift", of: "Skim/UnneededDeclarations", with: pieces, seed: 0x5C1F, variants: 600)
    // Many variants no longer parse and are parsed again in full; enough still skip.
    #expect(skipping > 80, "\(skipping) of 600 variants skipped a declaration")
  }

  @Test func mutatedRoleFilesGiveTheResultsOfAFullParse() throws {
    let pieces = [
      "{", "}", "(", ")", "[", "]", "\"", "#if DEBUG\n", "#endif\n", "\n", "struct Receipt {", "extension Menu {",
      "func priceFor() {", "enum OrderHistory {}", "typealias Receipt = Menu\n", "@MainActor ", "final class ", "`",
      "\\(", "protocol ", "OrderButton", "CoffeeSize", ": AppIntent", "add(dependency: Menu())", ";", "/*", "*/", "//",
    ]
    let skipping = try Self.mutating(
      "OrderIntents.swift", of: "Skim/UnneededRoleDeclarations", with: pieces, seed: 0x201E, variants: 600)
    #expect(skipping > 80, "\(skipping) of 600 variants skipped a declaration")
  }

  @Test func mutatedRoleFilesWithHelpersGiveTheResultsOfAFullParse() throws {
    // A role file whose model is read for its names alone (`ParserOptions.bodyNames`): pieces
    // that move a name into or out of a role, a declaration into or out of another, or register
    // a dependency. A variant counts when a member of the model is skipped.
    let pieces = [
      "{", "}", "(", ")", "[", "]", "\"", "#if DEBUG\n", "#endif\n", "\n", "struct TeaLedger {", "extension TeaShelf {",
      "func steepTime() {", "enum TeaLabel {}", "typealias TeaLabel = Strength\n", "@MainActor ", "final class ", "`",
      "\\(", "protocol ", "TeaShelf", "TeaKind", ": AppIntent", ": AppEnum", "add(dependency: TeaShelf())",
      "@Dependency var shelf: TeaShelf\n", "static let ", ";", "/*", "*/", "//",
    ]
    let skipping = try Self.mutating(
      "TeaIntents.swift", of: "Skim/RoleFileHelpers", with: pieces, seed: 0x7EA5, variants: 600, countingMembers: true)
    #expect(skipping > 80, "\(skipping) of 600 variants skipped a member")
  }

  @Test func mutatedMemberCatalogsGiveTheResultsOfAFullParse() throws {
    // Pieces that end, continue or break a property without a body, and names a kept member
    // has.
    let pieces = [
      "{", "}", "(", ")", "[", "]", "\"", "\"\"\"\n", "#if DEBUG\n", "#endif\n", "\n", "static let ", "var ", "case ",
      ", ", ";", ".", " ?? ", " ? ", " : ", "func ", "init", "medium", "category", "enum Label {}",
      "@available(*, deprecated) ", "`", "\\(", "/*", "*/", "//", "protocol ", "struct ThemeSize {",
    ]
    let skipping = try Self.mutating(
      "Catalog.swift", of: "Skim/UnneededMembers", with: pieces, seed: 0x3E3B, variants: 600, countingMembers: true)
    #expect(skipping > 80, "\(skipping) of 600 variants skipped a member")
  }

  /// Copies the module of the fixture folder `folder` to a scratch folder, then writes
  /// `variants` mutations (`MutatedModuleEquivalenceTests.mutated`, with `pieces`, from `seed`)
  /// of its file `name` and expects each to give the results of a full parse; how many skipped a
  /// file-level declaration (a member, `countingMembers`).
  static func mutating(
    _ name: String, of folder: String, with pieces: [String], seed: UInt64, variants: Int, countingMembers: Bool = false
  ) throws -> Int {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "skipped-declarations-\(ProcessInfo.processInfo.processIdentifier)-\(seed)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var original: [UInt8] = []
    var paths: [String] = []
    for fixture in FixturePaths.files(in: folder) {
      let bytes = try [UInt8](Data(contentsOf: fixture))
      if fixture.lastPathComponent == name { original = bytes }
      let copy = directory.appendingPathComponent(fixture.lastPathComponent)
      try Data(bytes).write(to: copy)
      paths.append(copy.path)
    }
    try #require(!original.isEmpty, "no \(name) in \(folder)")
    let mutatedFile = directory.appendingPathComponent(name)
    let pieces = pieces.map { Array($0.utf8) }
    var generator = SplitMix64(seed: seed)
    var skipping = 0
    for _ in 0..<variants {
      let bytes = MutatedModuleEquivalenceTests.mutated(original, pieces: pieces, &generator)
      try Data(bytes).write(to: mutatedFile)
      SkimComparison.expectSameResults(paths)
      let skimmed = SkimLoader(jobs: 1).load(paths, moduleName: "M", configuration: BuildConfiguration())
      let skipped = skimmed.files.contains { file in
        file.tree.root.descendants(ofKind: .skippedDeclaration).contains {
          ($0.parent?.kind == .sourceFile) != countingMembers
        }
      }
      if skipped { skipping += 1 }
    }
    return skipping
  }
}
