import Foundation
import TestSupport
import Testing

/// The golden compiler outputs, read without a compiler: they decode with the typed model, name every
/// source file, hide machine paths, and together exercise every value kind the evaluator must handle.
@Suite struct GoldenConstValuesTests {
  static let compilable = ExtractionFixtureTests.casesAndSampleApp.filter(\.spec.compiles)

  static func allReports() throws -> [ModuleConstValueReport] {
    try compilable.map { try ModuleConstValueReport.read($0.goldenURL) }
  }

  static func allProperties() throws -> [ConstProperty] {
    try allReports().flatMap(\.allTypes).flatMap(\.properties)
  }

  /// Every value in a property: its own and its wrappers' arguments, depth first.
  static func values(of property: ConstProperty) -> [ConstValue] {
    property.value.allValues + (property.propertyWrappers ?? []).flatMap { $0.arguments.flatMap(\.value.allValues) }
  }

  @Test(arguments: compilable)
  func goldenDecodesAndNamesEveryFile(_ extractionCase: ExtractionCase) throws {
    let report = try ModuleConstValueReport.read(extractionCase.goldenURL)
    let expected = extractionCase.sourceFiles.map { file in
      String(file.path.dropFirst(extractionCase.directory.standardizedFileURL.path.count + 1))
    }
    #expect(report.files.keys.sorted() == expected)
    for type in report.allTypes {
      #expect(type.file.hasPrefix("$FIXTURE/"), "\(type.typeName): unnormalized path \(type.file)")
      #expect(type.typeName.hasPrefix(extractionCase.moduleName + "."))
      for property in type.properties {
        let file = property.file ?? "$FIXTURE/"
        #expect(file.hasPrefix("$FIXTURE/"), "\(type.typeName).\(property.label): \(file)")
      }
    }
  }

  @Test func goldensCoverEveryValueKind() throws {
    let kinds = Set(try Self.allProperties().flatMap(Self.values(of:)).map(\.kindName))
    #expect(kinds == Set(ConstValue.allKindNames))
  }

  @Test func goldensCoverEveryBuilderMemberKind() throws {
    var kinds: Set<ConstBuilderMember.Kind> = []
    for value in try Self.allProperties().flatMap(Self.values(of:)) {
      if case .builder(let builder) = value { kinds.formUnion(builder.members.map(\.kind)) }
    }
    #expect(kinds == [.buildExpression, .buildEither, .buildOptional, .buildLimitedAvailability, .buildArray])
  }

  @Test func sampleAppGoldenHasTheDemoDeclarations() throws {
    let sample = try ExtractionCase.sampleApp()
    let report = try ModuleConstValueReport.read(sample.goldenURL)
    let names = Set(report.allTypes.map(\.typeName))
    for name in [
      "Bookshelf.AddBookIntent", "Bookshelf.OpenBookIntent", "Bookshelf.UpdateStatusIntent",
      "Bookshelf.ReadingStatsIntent", "Bookshelf.StartReadingIntent", "Bookshelf.BookEntity", "Bookshelf.BookQuery",
      "Bookshelf.Genre", "Bookshelf.ReadingStatus", "Bookshelf.BookshelfShortcuts",
    ] {
      #expect(names.contains(name), "missing \(name)")
    }
    let query = try #require(report.type(named: "Bookshelf.BookQuery"))
    #expect(query.conformances.contains("AppIntents.EntityStringQuery"))
    let shortcuts = try #require(report.type(named: "Bookshelf.BookshelfShortcuts")?.property("appShortcuts"))
    guard case .builder(let builder) = shortcuts.value else {
      Issue.record("appShortcuts is \(shortcuts.value.kindName), expected Builder")
      return
    }
    #expect(builder.type == "AppIntents.AppShortcutsBuilder")
    #expect(builder.members.count == 4)
  }
}
