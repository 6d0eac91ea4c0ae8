import BundleMapping
import Diagnostics
import Driver
import Metadata
import Testing

/// Entities, queries, enums and App Shortcuts.
@Suite struct RecordMappingTests {
  static let library = """
    import AppIntents
    struct Book: AppEntity, IndexedEntity {
      static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Book", numericFormat: "\\(placeholder: .int) books")
      static let defaultQuery = BookQuery()
      var id: String
      @Property(title: "Title") var title: String
      @Property(title: "Pages") var pages: Int?
      @Property var added: Date
      var displayRepresentation: DisplayRepresentation { "b" }
    }
    struct BookQuery: EntityStringQuery, EntityPropertyQuery {
      static var properties = QueryProperties {
        Property(\\Book.$title) { EqualToComparator { $0 }; ContainsComparator { $0 } }
        Property(\\Book.$pages) { LessThanComparator { $0 } }
      }
      static var sortingOptions = SortingOptions { SortableBy(\\Book.$title) }
      func entities(for identifiers: [String]) async throws -> [Book] { [] }
      func entities(matching string: String) async throws -> [Book] { [] }
    }
    struct Everything: EnumerableEntityQuery {
      typealias Entity = Book
      func allEntities() async throws -> [Book] { [] }
    }
    struct Summary: TransientAppEntity {
      static var typeDisplayRepresentation: TypeDisplayRepresentation = "Summary"
      var displayRepresentation: DisplayRepresentation { "s" }
    }
    """

  @Test func entities() throws {
    let extraction = BundleFixtures.extract(["Library.swift": Self.library])
    let book = try #require(extraction.bundle.metadata.entities["Book"])
    #expect(book.displayTypeName == LocalizedStringMetadata(key: "Book"))
    #expect(book.defaultQueryIdentifier == "App.BookQuery")
    #expect(book.properties.map(\.identifier) == ["title", "pages", "added"])
    #expect(book.properties.map(\.isOptional) == [false, true, false])
    #expect(book.properties[2].title == nil && book.properties[2].valueType == .primitive(typeIdentifier: 8))
    #expect(book.systemProtocolMetadata.identifiers == [SystemProtocol.entityIndexed])
    #expect(!book.transient && book.entitySyncMetadata == nil && book.typeSpecificMetadata == nil)
    #expect(extraction.bundle.metadata.entities["Summary"]?.transient == true)
    #expect(extraction.bundle.metadata.entities["Summary"]?.defaultQueryIdentifier == nil)
    #expect(extraction.diagnostics.isEmpty)
  }

  @Test func xcode27EntityKeys() throws {
    let extraction = BundleFixtures.extract(
      ["Library.swift": Self.library], options: MappingOptions(xcodeVersion: "27A266a"))
    let book = try #require(extraction.bundle.metadata.entities["Book"])
    #expect(book.entitySyncMetadata == EntitySyncMetadata(entitySyncType: 0))
    #expect(book.typeSpecificMetadata == [])
    #expect(extraction.bundle.metadata.generator == GeneratorMetadata(version: "27A266a"))
    #expect(extraction.bundle.version == MetadataVersionFile(toolsVersion: "27A266a"))
  }

  @Test func queries() throws {
    let extraction = BundleFixtures.extract(["Library.swift": Self.library])
    let query = try #require(extraction.bundle.metadata.queries["BookQuery"])
    #expect(query.capabilities == 78 && query.defaultQueryForEntity && query.entityType == "Book")
    #expect(query.resultValueType == .entity(typeName: "Book"))
    #expect(query.parameters.map(\.propertyIdentifier) == ["title", "pages"])
    #expect(query.parameters[0].comparators.map(\.comparatorTypeValue) == [0, 6])
    #expect(query.parameters[1].comparators.map(\.valueType) == [.primitive(typeIdentifier: 2)])
    #expect(query.parameters[0].localizedTitle == LocalizedStringMetadata(key: "Title"))
    #expect(query.sortingOptions == [QuerySortingOption(entityType: "Book", propertyIdentifier: "title", title: "")])
    let everything = try #require(extraction.bundle.metadata.queries["Everything"])
    #expect(everything.capabilities == 67 && !everything.defaultQueryForEntity && everything.entityType == "Book")
  }

  @Test func enums() throws {
    let source = """
      import AppIntents
      enum Level: Int, AppEnum {
        case low = 1, mid, high = 10
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Level")
        static let caseDisplayRepresentations: [Level: DisplayRepresentation] = [
          .low: DisplayRepresentation(title: "Low", subtitle: "Calm", image: .init(systemName: "tortoise"), synonyms: ["Slow"]),
          .mid: "Mid",
          .high: DisplayRepresentation(title: "High", image: .init(named: "hare")),
        ]
      }
      enum Partial: String, AppEnum {
        case a, b
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Partial"
        static let caseDisplayRepresentations: [Partial: DisplayRepresentation] = [.a: "A"]
      }
      """
    let extraction = BundleFixtures.extract(["Enums.swift": source])
    let enums = extraction.bundle.metadata.enums
    #expect(enums.map(\.identifier) == ["Level", "Partial"])
    let level = enums[0]
    #expect(level.cases.map(\.identifier) == ["1", "2", "10"])
    #expect(
      level.cases[0].displayRepresentation
        == DisplayRepresentationMetadata(
          title: "Low", subtitle: "Calm", synonyms: ["Slow"], image: .systemImageName("tortoise")))
    #expect(level.cases[2].displayRepresentation == DisplayRepresentationMetadata(title: "High"))
    #expect(enums[1].cases.map(\.identifier) == ["a"])
    #expect(
      extraction.diagnostics.map(\.id) == [
        MappingDiagnostics.ID.valueOmitted, MappingDiagnostics.ID.enumCaseNotDisplayed,
      ])
    #expect(extraction.diagnostics.map(\.severity) == [.warning, .error])
  }

  static let intents = """
    import AppIntents
    struct Go: AppIntent { static let title: LocalizedStringResource = "Go" }
    struct Stop: AppIntent { static let title: LocalizedStringResource = "Stop" }
    """

  @Test func shortcuts() throws {
    let provider = #"""
      import AppIntents
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: Go(), phrases: ["Go with \(.applicationName)", "\(.applicationName) go"], shortTitle: "Go", systemImageName: "car")
          if #available(iOS 18.0, *) {
            AppShortcut(intent: Stop(), phrases: ["Stop \(.applicationName)"])
          }
        }
        static var negativePhrases: NegativeAppShortcutPhrases {
          NegativeAppShortcutPhrase("Stay in \(.applicationName)")
        }
      }
      """#
    let extraction = BundleFixtures.extract(["Intents.swift": Self.intents, "Shortcuts.swift": provider])
    let metadata = extraction.bundle.metadata
    #expect(metadata.autoShortcutProviderMangledName == "3App9ShortcutsV")
    #expect(metadata.autoShortcuts.map(\.actionIdentifier) == ["Go", "Stop"])
    #expect(
      metadata.autoShortcuts[0].phraseTemplates.map(\.key) == ["Go with ${applicationName}", "${applicationName} go"])
    #expect(metadata.autoShortcuts[0].shortTitle == "Go" && metadata.autoShortcuts[0].systemImageName == "car")
    #expect(metadata.autoShortcuts[1].shortTitle == nil && metadata.autoShortcuts[1].systemImageName == nil)
    #expect(metadata.autoShortcuts[1].availabilityAnnotations[PlatformName.iOS]?.introducedVersion == "18.0")
    #expect(metadata.negativePhrases == [LocalizedStringMetadata(key: "Stay in ${applicationName}").jsonValue])
    #expect(metadata.shortcutTileColor == 14)
    #expect(extraction.diagnostics.isEmpty)
  }

  @Test func noProviderMeansNoProviderName() throws {
    let extraction = BundleFixtures.extract(["Intents.swift": Self.intents])
    #expect(extraction.bundle.metadata.autoShortcutProviderMangledName == nil)
    #expect(extraction.bundle.metadata.autoShortcuts.isEmpty)
    let text = BundleFixtures.string(try MetadataEncoding.encode(extraction.bundle.metadata))
    #expect(!text.contains("autoShortcutProviderMangledName"))
    #expect(text.contains(#""shortcutTileColor":14"#))
  }

  @Test func secondProviderIsAnError() throws {
    let provider = { (name: String, intent: String) in
      "import AppIntents\nstruct \(name): AppShortcutsProvider { static var appShortcuts: [AppShortcut] { "
        + "AppShortcut(intent: \(intent)(), phrases: [\"\\(.applicationName) \(intent)\"]) } }"
    }
    let extraction = BundleFixtures.extract([
      "Intents.swift": Self.intents, "A.swift": provider("First", "Go"), "B.swift": provider("Second", "Stop"),
    ])
    #expect(extraction.bundle.metadata.autoShortcuts.map(\.actionIdentifier) == ["Go"])
    #expect(extraction.diagnostics.map(\.id) == [MappingDiagnostics.ID.multipleShortcutsProviders])
    #expect(extraction.diagnostics.first?.path == "B.swift")
  }

  @Test func tileColorAndRuntimeValues() throws {
    let provider = #"""
      import AppIntents
      let flag = true
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: Go(), phrases: ["Go \(.applicationName)"])
        }
        static let shortcutTileColor: ShortcutTileColor = flag ? .red : .blue
      }
      """#
    let extraction = BundleFixtures.extract(["Intents.swift": Self.intents, "Shortcuts.swift": provider])
    #expect(extraction.bundle.metadata.shortcutTileColor == 14)
    #expect(extraction.diagnostics.map(\.id) == [MappingDiagnostics.ID.valueNotConstant])
  }
}
