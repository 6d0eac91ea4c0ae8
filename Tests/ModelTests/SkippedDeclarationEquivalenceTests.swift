import Driver
import Foundation
import Model
import Source
import Syntax
import TestSupport
import Testing

/// A file kept only for the names it declares, mutated at random (braces, quotes, `#if`, names,
/// line breaks): skim-then-parse, which skips the declarations of such a file that no lookup
/// reads (`ParserOptions.keptNames`), still gives the model and findings of parsing every file.
@Suite struct SkippedDeclarationEquivalenceTests {
  static let folder = "Skim/UnneededDeclarations"

  @Test func mutatedSupportFilesGiveTheResultsOfAFullParse() throws {
    let fixtures = FixturePaths.files(in: Self.folder)
    let intent = try #require(fixtures.first { $0.lastPathComponent == "PlanTripIntent.swift" })
    let support = try #require(fixtures.first { $0.lastPathComponent == "TripSupport.swift" })
    let original = try [UInt8](Data(contentsOf: support))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "skipped-declarations-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let intentCopy = directory.appendingPathComponent("PlanTripIntent.swift")
    let supportCopy = directory.appendingPathComponent("TripSupport.swift")
    try Data(contentsOf: intent).write(to: intentCopy)
    let pieces = [
      "{", "}", "(", ")", "[", "]", "\"", "#if DEBUG\n", "#endif\n", "\n", "struct TripStrings {", "extension Styles {",
      "func tripTitle() {", "enum Label {}", "typealias TripStrings = Int\n", "@MainActor ", "final class ", "`", "\\(",
      "protocol ", "TripRecord", ";", "/*", "*/", "//",
    ].map { Array($0.utf8) }
    var generator = SplitMix64(seed: 0x5C1F)
    var skipping = 0
    for _ in 0..<600 {
      let bytes = MutatedModuleEquivalenceTests.mutated(original, pieces: pieces, &generator)
      try Data(bytes).write(to: supportCopy)
      let paths = [intentCopy.path, supportCopy.path]
      SkimComparison.expectSameResults(paths)
      let skimmed = SkimLoader(jobs: 1).load(paths, moduleName: "M", configuration: BuildConfiguration())
      if skimmed.files.contains(where: { $0.tree.root.children.contains { $0.kind == .skippedDeclaration } }) {
        skipping += 1
      }
    }
    // Many variants no longer parse and are parsed again in full; enough still skip.
    #expect(skipping > 80, "\(skipping) of 600 variants skipped a declaration")
  }
}
