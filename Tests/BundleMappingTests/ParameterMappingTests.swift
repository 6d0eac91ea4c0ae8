import BundleMapping
import Driver
import Metadata
import Testing

/// How `@Parameter`s become parameter records.
@Suite struct ParameterMappingTests {
  static let types = """
    import AppIntents
    enum Size: String, AppEnum {
      case small, large = "L"
      static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
      static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .large: "Large"]
    }
    struct Item: AppEntity {
      static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
      static let defaultQuery = ItemQuery()
      var id: String
      var displayRepresentation: DisplayRepresentation { "i" }
    }
    struct ItemQuery: EntityStringQuery {
      func entities(for identifiers: [String]) async throws -> [Item] { [] }
      func entities(matching string: String) async throws -> [Item] { [] }
    }
    struct Tag: AppEntity {
      static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tag"
      static let defaultQuery = TagQuery()
      var id: String
      var displayRepresentation: DisplayRepresentation { "t" }
    }
    struct TagQuery: EntityQuery { func entities(for identifiers: [String]) async throws -> [Tag] { [] } }
    struct Names: DynamicOptionsProvider { func results() async throws -> [String] { [] } }
    """

  static func parameters(_ body: String) -> ([String: ParameterMetadata], [String]) {
    let source = Self.types + "\nstruct I: AppIntent {\n static let title: LocalizedStringResource = \"I\"\n\(body)\n}"
    let extraction = BundleFixtures.extract(["I.swift": source])
    let records = extraction.bundle.metadata.actions["I"]?.parameters ?? []
    return (
      Dictionary(uniqueKeysWithValues: records.map { ($0.name, $0) }), extraction.diagnostics.map(\.message)
    )
  }

  @Test func valueTypesAndOptionality() throws {
    let (records, messages) = Self.parameters(
      """
      @Parameter(title: "Name", description: "Who") var name: String
      @Parameter(title: "Count") var count: Int?
      @Parameter(title: "Sizes") var sizes: [Size]
      @Parameter(title: "Item") var item: Item
      @Parameter(title: "Length") var length: Measurement<UnitLength>
      @Parameter(title: "File") var file: IntentFile
      @Parameter var url: URL
      """)
    #expect(messages.isEmpty)
    #expect(records["name"]?.valueType == .primitive(typeIdentifier: 0))
    #expect(records["name"]?.parameterDescription == LocalizedStringMetadata(key: "Who"))
    #expect(records["name"]?.resolvableInputTypes.count == 3)
    #expect(records["count"]?.isOptional == true)
    #expect(records["count"]?.valueType == .primitive(typeIdentifier: 2))
    #expect(
      records["sizes"]?.valueType == .array(memberValueType: .linkEnumeration(identifier: "Size"), capabilities: 3))
    #expect(records["item"]?.valueType == .entity(typeName: "Item"))
    #expect(records["item"]?.resolvableInputTypes == [])
    #expect(records["length"]?.valueType == .measurement(unitType: 1))
    #expect(records["length"]?.typeSpecificMetadata == [(TypeSpecificMetadataKey.measurementUnitType, .int(1))])
    #expect(records["file"]?.valueType == .intents(typeIdentifier: 12))
    #expect(records["url"]?.title == nil)
  }

  @Test func defaults() throws {
    let (records, messages) = Self.parameters(
      """
      @Parameter(title: "On", default: true) var on: Bool
      @Parameter(title: "Ratio", default: 2) var ratio: Double
      @Parameter(title: "Size", default: .large) var size: Size
      @Parameter(title: "Words", default: ["a", "b"]) var words: [String]
      @Parameter(title: "Count") var count: Int = 3
      @Parameter(title: "Note", default: nil) var note: String?
      """)
    #expect(messages.isEmpty)
    let key = TypeSpecificMetadataKey.defaultValue
    #expect(records["on"]?.typeSpecificMetadata[key] == .int(1))
    #expect(records["on"]?.capabilities == 1)
    #expect(records["ratio"]?.typeSpecificMetadata[key] == .double(2))
    #expect(records["size"]?.typeSpecificMetadata[key] == .string("L"))
    #expect(records["words"]?.typeSpecificMetadata[key] == .array([.string("a"), .string("b")]))
    #expect(records["count"]?.typeSpecificMetadata[key] == .int(3))
    #expect(records["note"]?.typeSpecificMetadata.isEmpty == true)
    #expect(records["note"]?.capabilities == 0)
  }

  @Test func queriesOptionsAndConnections() throws {
    let (records, _) = Self.parameters(
      """
      @Parameter(title: "Item") var item: Item
      @Parameter(title: "Tag") var tag: Tag
      @Parameter(title: "Name", optionsProvider: Names()) var name: String
      @Parameter(title: "Input", inputConnectionBehavior: .connectToPreviousIntentResult) var input: String?
      """)
    #expect(records["item"].map { [$0.capabilities, $0.dynamicOptionsSupport] } == [2, 2])
    #expect(records["tag"].map { [$0.capabilities, $0.dynamicOptionsSupport] } == [0, 1])
    #expect(records["name"].map { [$0.capabilities, $0.dynamicOptionsSupport] } == [8, 1])
    #expect(records["input"]?.inputConnectionBehavior == 2)
    #expect(records["input"]?.isInput == true)
  }

  @Test func fileTypes() throws {
    let (records, messages) = Self.parameters(
      """
      @Parameter(title: "Doc", supportedContentTypes: [.pdf, .plainText]) var doc: IntentFile
      @Parameter(title: "Pic", supportedTypeIdentifiers: ["public.png"]) var pic: IntentFile
      @Parameter(title: "Odd", supportedContentTypes: [.myCustomType]) var odd: IntentFile
      """)
    let key = TypeSpecificMetadataKey.fileSupportedTypes
    #expect(
      records["doc"]?.typeSpecificMetadata[key] == .array([.string("com.adobe.pdf"), .string("public.plain-text")]))
    #expect(records["pic"]?.typeSpecificMetadata[key] == .array([.string("public.png")]))
    #expect(records["odd"]?.typeSpecificMetadata.isEmpty == true)
    #expect(messages.count == 1 && messages[0].contains("'.myCustomType' has no known type identifier"))
  }

  @Test func unsupportedTypeLeavesTheParameterOut() throws {
    let (records, messages) = Self.parameters(
      """
      @Parameter(title: "Weight") var weight: Float
      @Parameter(title: "Name") var name: String
      """)
    #expect(records["weight"] == nil && records["name"] != nil)
    #expect(messages == ["The parameter 'weight' of 'I' is not written: no known value type for 'Float'"])
  }

  /// A part of a parameter is named once in quotes: `'icon' parameter's default value`.
  @Test func messagesNameAPartOfAParameterOnce() throws {
    let (records, messages) = Self.parameters(
      """
      @Parameter(title: "Icon", default: Symbols.star.rawValue) var icon: String
      @Parameter(title: Titles.name) var name: String
      """)
    #expect(records["icon"]?.typeSpecificMetadata.isEmpty == true)
    #expect(messages.count == 2)
    #expect(
      messages.first
        == "'icon' parameter's default value of 'I' is not written: it is not a compile-time constant "
        + "(a reference to 'Symbols.star.rawValue', which is not a static member of this type)")
    #expect(
      messages.last?.hasPrefix(
        "'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: 'name' "
          + "parameter's title of 'I' is") == true)
    #expect(!messages.contains { $0.contains("''") })
  }
}
